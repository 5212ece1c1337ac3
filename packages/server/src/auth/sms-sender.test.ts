import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../create-server';
import { parseEnv } from '../env';
import { captchaAnswer } from '../services/captcha.service';
import { startTestServer, type TestServer } from '../test-support/test-server';

/** Production needs the card keys too (32-byte keys, base64). */
const PRODUCTION = { NODE_ENV: 'production', CARD_KEYS: `k1:${Buffer.alloc(32, 7).toString('base64')}` };

describe('choosing the SMS sender', () => {
  it('uses the development sender by default outside production, and none by default in production', () => {
    expect(parseEnv({}).SMS_SENDER).toBe('dev');
    expect(parseEnv({ NODE_ENV: 'test' }).SMS_SENDER).toBe('dev');
    expect(parseEnv(PRODUCTION).SMS_SENDER).toBe('off');
  });

  it('refuses to start with the development sender in production', async () => {
    expect(() => parseEnv({ ...PRODUCTION, SMS_SENDER: 'dev' })).toThrow(
      /SMS_SENDER: dev \(codes only in the log\) is refused with NODE_ENV=production/,
    );
    const env = {
      ...parseEnv({ NODE_ENV: 'test' }),
      NODE_ENV: 'production' as const,
      SMS_SENDER: 'dev' as const,
    };
    await expect(createServer({ env, database: { kind: 'pglite' } })).rejects.toThrow(
      /SMS_SENDER=dev .* refused with NODE_ENV=production/,
    );
  });

  it('needs the whole Alibaba Cloud configuration, and a valid endpoint', () => {
    expect(() => parseEnv({ SMS_SENDER: 'aliyun', SMS_ACCESS_KEY_ID: 'LTAI5t' })).toThrow(
      'SMS_SENDER=aliyun needs SMS_ACCESS_KEY_SECRET, SMS_SIGN_NAME, SMS_TEMPLATE_CODE',
    );
    const aliyun = {
      SMS_SENDER: 'aliyun',
      SMS_ACCESS_KEY_ID: 'LTAI5t',
      SMS_ACCESS_KEY_SECRET: 'secret',
      SMS_SIGN_NAME: '商城',
      SMS_TEMPLATE_CODE: 'SMS_1',
    };
    expect(parseEnv({ ...aliyun, ...PRODUCTION })).toMatchObject({ SMS_SENDER: 'aliyun' });
    expect(() => parseEnv({ ...aliyun, SMS_ENDPOINT: 'not a url' })).toThrow(/SMS_ENDPOINT/);
    expect(() => parseEnv({ SMS_SENDER: 'twilio' })).toThrow(/SMS_SENDER/);
  });
});

describe('with SMS off', () => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startTestServer('pglite', { SMS_SENDER: 'off' });
  });
  afterAll(async () => {
    await test?.close();
  });

  it('tells the shopper SMS codes are not enabled', async () => {
    const client = test.client();
    const { captchaId } = await client.user.login.captcha({});
    const answer = (await captchaAnswer(test.server.context, captchaId)) as string;
    await expect(
      client.user.login.smsCode({ phone: '13712340001', countryCode: '+86', captchaId, code: answer }),
    ).rejects.toMatchObject({ code: 1001, message: 'SMS codes are not enabled' });
  });
});
