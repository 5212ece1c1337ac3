import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Logger } from '../server-context';
import { captchaAnswer } from '../services/captcha.service';
import { startTestServer, TEST_DATABASES, type TestServer } from '../test-support/test-server';
import { aliyunPercentEncode, aliyunPhoneNumber, createAliyunSmsSender } from './sms-aliyun';
import { type AliyunSmsStandIn, startAliyunSmsStandIn } from './sms-aliyun-stand-in';
import { SmsSendError } from './sms-error';

const ACCOUNT = {
  accessKeyId: 'LTAI5tStandInKeyId',
  accessKeySecret: 'stand-in-secret-4f2a9c71e0b3',
  signName: '商城',
  templateCode: 'SMS_465320001',
};

describe('the Alibaba Cloud SMS sender against a stand-in that checks requests as documented', () => {
  let standIn: AliyunSmsStandIn;
  beforeAll(async () => {
    standIn = await startAliyunSmsStandIn(ACCOUNT);
  });
  afterAll(async () => {
    await standIn?.close();
  });

  const sender = (overrides: Partial<Parameters<typeof createAliyunSmsSender>[0]> = {}) =>
    createAliyunSmsSender({ ...ACCOUNT, endpoint: standIn.url, ...overrides });

  /** The refusal `send` ended with. */
  async function refusal(send: Promise<void>): Promise<SmsSendError> {
    const error = await send.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(SmsSendError);
    return error as SmsSendError;
  }

  it('percent-encodes as RFC 3986 asks: a space is %20, and only letters, digits and -_.~ stay', () => {
    expect(aliyunPercentEncode("a b*~'!()/=&+é商")).toBe('a%20b%2A~%27%21%28%29%2F%3D%26%2B%C3%A9%E5%95%86');
    expect(aliyunPercentEncode('AZaz09-_.~')).toBe('AZaz09-_.~');
  });

  it('writes mainland numbers as 11 digits and others with their country code', () => {
    expect(aliyunPhoneNumber('+86', '13812345678')).toBe('13812345678');
    expect(aliyunPhoneNumber('+880', '1712345678')).toBe('8801712345678');
    expect(aliyunPhoneNumber('+998', '901234567')).toBe('998901234567');
  });

  it('sends SendSms signed with the secret: the sign name, the template and the code in its parameter JSON', async () => {
    await sender().send('+86', '13812345678', '482913');
    await sender().send('+880', '1712345678', '007311', 'register');
    expect(standIn.sent.slice(-2)).toEqual([
      {
        phoneNumbers: '13812345678',
        signName: '商城',
        templateCode: 'SMS_465320001',
        templateParam: { code: '482913' },
      },
      {
        phoneNumbers: '8801712345678',
        signName: '商城',
        templateCode: 'SMS_465320001',
        templateParam: { code: '007311' },
      },
    ]);
  });

  it('is refused with SignatureDoesNotMatch under a wrong secret, and the error holds neither the code nor the phone', async () => {
    const error = await refusal(
      sender({ accessKeySecret: 'another-secret' }).send('+86', '13812345670', '555123'),
    );
    expect(error).toMatchObject({
      failure: 'failed',
      provider: 'aliyun',
      providerCode: 'SignatureDoesNotMatch',
    });
    expect(standIn.refused.at(-1)).toBe('SignatureDoesNotMatch');
    expect(error.message).not.toContain('555123');
    expect(error.message).not.toContain('13812345670');
    expect(error.message).not.toContain('another-secret');
  });

  it('is refused for an unknown key, an old timestamp, another sign name or template', async () => {
    const phone = '13812345671';
    await expect(
      refusal(sender({ accessKeyId: 'LTAI5tNobody' }).send('+86', phone, '111111')),
    ).resolves.toMatchObject({ failure: 'failed', providerCode: 'InvalidAccessKeyId.NotFound' });
    const old = () => new Date(Date.now() - 20 * 60_000);
    await expect(refusal(sender({ now: old }).send('+86', phone, '111111'))).resolves.toMatchObject({
      providerCode: 'InvalidTimeStamp.Expired',
    });
    await expect(refusal(sender({ signName: '别家' }).send('+86', phone, '111111'))).resolves.toMatchObject({
      failure: 'failed',
      providerCode: 'isv.SMS_SIGNATURE_ILLEGAL',
    });
    await expect(
      refusal(sender({ templateCode: 'SMS_1' }).send('+86', phone, '111111')),
    ).resolves.toMatchObject({
      providerCode: 'isv.SMS_TEMPLATE_ILLEGAL',
    });
    await expect(
      refusal(sender({ templateParamName: 'otp' }).send('+86', phone, '111111')),
    ).resolves.toMatchObject({
      providerCode: 'isv.TEMPLATE_MISSING_PARAMETERS',
    });
    expect(standIn.sent.some((message) => message.phoneNumbers === phone)).toBe(false);
  });

  it("tells the provider's flow control and a number it refuses apart from the shop's own failures", async () => {
    standIn.refuseNext('13812345672', 'isv.BUSINESS_LIMIT_CONTROL');
    await expect(refusal(sender().send('+86', '13812345672', '222222'))).resolves.toMatchObject({
      failure: 'rateLimited',
      providerCode: 'isv.BUSINESS_LIMIT_CONTROL',
    });
    standIn.refuseNext('13812345673', 'isv.MOBILE_NUMBER_ILLEGAL');
    await expect(refusal(sender().send('+86', '13812345673', '333333'))).resolves.toMatchObject({
      failure: 'phoneInvalid',
      providerCode: 'isv.MOBILE_NUMBER_ILLEGAL',
    });
    standIn.refuseNext('13812345674', 'isv.AMOUNT_NOT_ENOUGH');
    await expect(refusal(sender().send('+86', '13812345674', '444444'))).resolves.toMatchObject({
      failure: 'failed',
      providerCode: 'isv.AMOUNT_NOT_ENOUGH',
    });
  });

  it('fails cleanly when the provider cannot be reached', async () => {
    await expect(
      refusal(
        sender({ endpoint: 'http://127.0.0.1:9/', timeoutMs: 2000 }).send('+86', '13812345675', '666666'),
      ),
    ).resolves.toMatchObject({ failure: 'failed', providerCode: 'network' });
  });
});

describe.each(TEST_DATABASES)('SMS codes through Alibaba Cloud SMS on %s', (database) => {
  let standIn: AliyunSmsStandIn;
  let test: TestServer;
  const logged: string[] = [];
  const capture =
    (level: string) =>
    (message: string, details?: Record<string, unknown>): void => {
      logged.push(JSON.stringify({ level, message, ...details }));
    };
  const log: Logger = {
    debug: capture('debug'),
    info: capture('info'),
    warn: capture('warn'),
    error: capture('error'),
  };

  beforeAll(async () => {
    standIn = await startAliyunSmsStandIn(ACCOUNT);
    test = await startTestServer(
      database,
      {
        SMS_SENDER: 'aliyun',
        SMS_ACCESS_KEY_ID: ACCOUNT.accessKeyId,
        SMS_ACCESS_KEY_SECRET: ACCOUNT.accessKeySecret,
        SMS_SIGN_NAME: ACCOUNT.signName,
        SMS_TEMPLATE_CODE: ACCOUNT.templateCode,
        SMS_ENDPOINT: standIn.url,
      },
      { log },
    );
  });
  afterAll(async () => {
    await test?.close();
    await standIn?.close();
  });

  /** A shopper asks for a code behind a captcha they solved (read from the database). */
  async function askForCode(phone: string, locale = 'en') {
    const client = test.client(locale);
    const { captchaId } = await client.user.login.captcha({});
    const answer = await captchaAnswer(test.server.context, captchaId);
    return client.user.login.smsCode({ phone, countryCode: '+86', captchaId, code: answer as string });
  }

  it('sends the code to the phone through the provider, and the shopper signs in with it', async () => {
    const phone = '13912340001';
    await askForCode(phone);
    const message = standIn.sent.find((sent) => sent.phoneNumbers === phone);
    expect(message).toMatchObject({ signName: ACCOUNT.signName, templateCode: ACCOUNT.templateCode });
    const code = message?.templateParam.code as string;
    expect(code).toMatch(/^\d{6}$/);
    await expect(
      test.client().user.login.phone({ phone, countryCode: '+86', smsCode: code, agree: true }),
    ).resolves.toMatchObject({ token: expect.any(String) });
  });

  it('tells the shopper, in their language, when the provider limits the phone or refuses the number', async () => {
    standIn.refuseNext('13912340002', 'isv.BUSINESS_LIMIT_CONTROL');
    await expect(askForCode('13912340002')).rejects.toMatchObject({
      code: 1001,
      message: 'Too many SMS messages to this number, please try again later',
    });
    standIn.refuseNext('13912340002', 'isv.BUSINESS_LIMIT_CONTROL');
    await expect(askForCode('13912340002', 'zh-Hans')).rejects.toMatchObject({
      code: 1001,
      message: '该手机号短信发送过于频繁，请稍后再试',
    });
    standIn.refuseNext('13912340003', 'isv.MOBILE_NUMBER_ILLEGAL');
    await expect(askForCode('13912340003')).rejects.toMatchObject({
      code: 1001,
      message: 'This phone number cannot receive SMS, please check it',
    });
    standIn.refuseNext('13912340004', 'isv.AMOUNT_NOT_ENOUGH');
    await expect(askForCode('13912340004')).rejects.toMatchObject({
      code: 1001,
      message: 'The SMS could not be sent, please try again later',
    });
    expect(
      logged.filter((line) => line.includes('"sms.send.failed"')).map((line) => JSON.parse(line)),
    ).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          level: 'warn',
          providerCode: 'isv.BUSINESS_LIMIT_CONTROL',
          failure: 'rateLimited',
          to: '+86 139******02',
        }),
        expect.objectContaining({ level: 'error', providerCode: 'isv.AMOUNT_NOT_ENOUGH', failure: 'failed' }),
      ]),
    );
  });

  it('keeps the code sent before good when the provider refuses the next one', async () => {
    const phone = '13912340005';
    await askForCode(phone);
    const first = standIn.sent.find((sent) => sent.phoneNumbers === phone)?.templateParam.code as string;
    standIn.refuseNext(phone, 'isv.BUSINESS_LIMIT_CONTROL');
    await expect(askForCode(phone)).rejects.toMatchObject({ code: 1001 });
    await expect(
      test.client().user.login.phone({ phone, countryCode: '+86', smsCode: first, agree: true }),
    ).resolves.toMatchObject({ token: expect.any(String) });
  });

  it('answers sms/last and captcha/answer 404 "not available" with a real sender', async () => {
    for (const [name, query] of [
      ['sms/last', { phone: '13912340001' }],
      ['captcha/answer', { captchaId: 'x' }],
    ] as const) {
      const answer = await test.operatorAs(test.env.OPERATOR_TOKEN as string, name, query, { method: 'GET' });
      expect(answer).toMatchObject({
        status: 404,
        message: 'Not available: only with the development SMS sender',
      });
    }
  });

  it('logs neither a code nor the access secret', () => {
    const text = logged.join('\n');
    expect(text).not.toContain(ACCOUNT.accessKeySecret);
    for (const message of standIn.sent) {
      expect(text).not.toContain(message.templateParam.code as string);
    }
  });
});
