import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../create-server';
import { parseEnv } from '../env';
import { captchaAnswer } from '../services/captcha.service';
import { startTestServer, type TestServer } from '../test-support/test-server';

/** Production needs the card keys (32-byte keys, base64) and the JWT signing secret too. */
const PRODUCTION = {
  NODE_ENV: 'production',
  CARD_KEYS: `k1:${Buffer.alloc(32, 7).toString('base64')}`,
  JWT_SECRET: 'a-production-signing-secret-of-48-characters-0001',
};

describe('choosing the SMS sender', () => {
  it('sends nothing unless a sender is named: the development one only when chosen', () => {
    expect(parseEnv({}).SMS_SENDER).toBe('off');
    expect(parseEnv({ NODE_ENV: 'test' }).SMS_SENDER).toBe('off');
    expect(parseEnv(PRODUCTION).SMS_SENDER).toBe('off');
    expect(parseEnv({ SMS_SENDER: 'dev' }).SMS_SENDER).toBe('dev');
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
