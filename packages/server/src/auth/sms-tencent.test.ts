import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Logger } from '../server-context';
import { captchaAnswer } from '../services/captcha.service';
import { startTestServer, TEST_DATABASES, type TestServer } from '../test-support/test-server';
import { SmsSendError } from './sms-error';
import { createTencentSmsSender } from './sms-tencent';
import { startTencentSmsStandIn, type TencentSmsStandIn } from './sms-tencent-stand-in';

const ACCOUNT = {
  secretId: 'AKIDStandInSecretId0001',
  secretKey: 'stand-in-secret-key-9d3e51',
  sdkAppId: '1400123456',
  signName: '商城',
  templateId: '2041001',
};

describe('the Tencent Cloud SMS sender against a stand-in that checks requests as documented', () => {
  let standIn: TencentSmsStandIn;
  beforeAll(async () => {
    standIn = await startTencentSmsStandIn(ACCOUNT);
  });
  afterAll(async () => {
    await standIn?.close();
  });

  const sender = (overrides: Partial<Parameters<typeof createTencentSmsSender>[0]> = {}) =>
    createTencentSmsSender({ ...ACCOUNT, endpoint: standIn.url, ...overrides });

  async function refusal(send: Promise<void>): Promise<SmsSendError> {
    const error = await send.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(SmsSendError);
    return error as SmsSendError;
  }

  it('sends SendSms signed with TC3-HMAC-SHA256: E.164 number, app, sign name, template and the code as its one parameter', async () => {
    await sender().send('+86', '13812345678', '482913');
    await sender().send('+998', '901234567', '007311');
    expect(standIn.sent.slice(-2)).toEqual([
      {
        phoneNumber: '+8613812345678',
        signName: '商城',
        templateId: '2041001',
        templateParamSet: ['482913'],
      },
      { phoneNumber: '+998901234567', signName: '商城', templateId: '2041001', templateParamSet: ['007311'] },
    ]);
  });

  it('is refused under a wrong secret, an unknown SecretId, an old timestamp, another app, sign name or template', async () => {
    const phone = '13812345671';
    const cases: [Parameters<typeof sender>[0], string][] = [
      [{ secretKey: 'another-key' }, 'AuthFailure.SignatureFailure'],
      [{ secretId: 'AKIDNobody' }, 'AuthFailure.SecretIdNotFound'],
      [{ now: () => new Date(Date.now() - 10 * 60_000) }, 'AuthFailure.SignatureExpire'],
      [{ sdkAppId: '1400000000' }, 'FailedOperation.SmsSdkAppIdVerifyFail'],
      [{ signName: '别家' }, 'FailedOperation.SignatureIncorrectOrUnapproved'],
      [{ templateId: '1' }, 'FailedOperation.TemplateIncorrectOrUnapproved'],
    ];
    for (const [overrides, providerCode] of cases) {
      const error = await refusal(sender(overrides).send('+86', phone, '555123'));
      expect(error).toMatchObject({ failure: 'failed', provider: 'tencent', providerCode });
      expect(error.message).not.toContain('555123');
      expect(error.message).not.toContain('another-key');
    }
    expect(standIn.sent.some((message) => message.phoneNumber === `+86${phone}`)).toBe(false);
  });

  it("tells the provider's limits and a number it refuses apart from the shop's own failures", async () => {
    standIn.refuseNext('+8613812345672', 'LimitExceeded.PhoneNumberDailyLimit');
    await expect(refusal(sender().send('+86', '13812345672', '222222'))).resolves.toMatchObject({
      failure: 'rateLimited',
      providerCode: 'LimitExceeded.PhoneNumberDailyLimit',
    });
    standIn.refuseNext('+8613812345673', 'InvalidParameterValue.IncorrectPhoneNumber');
    await expect(refusal(sender().send('+86', '13812345673', '333333'))).resolves.toMatchObject({
      failure: 'phoneInvalid',
      providerCode: 'InvalidParameterValue.IncorrectPhoneNumber',
    });
    standIn.refuseNext('+8613812345674', 'FailedOperation.InsufficientBalanceInSmsPackage');
    await expect(refusal(sender().send('+86', '13812345674', '444444'))).resolves.toMatchObject({
      failure: 'failed',
      providerCode: 'FailedOperation.InsufficientBalanceInSmsPackage',
    });
  });
});

describe.each(TEST_DATABASES)('SMS codes through Tencent Cloud SMS on %s', (database) => {
  let standIn: TencentSmsStandIn;
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
    standIn = await startTencentSmsStandIn(ACCOUNT);
    test = await startTestServer(
      database,
      {
        SMS_SENDER: 'tencent',
        SMS_ACCESS_KEY_ID: ACCOUNT.secretId,
        SMS_ACCESS_KEY_SECRET: ACCOUNT.secretKey,
        SMS_SDK_APP_ID: ACCOUNT.sdkAppId,
        SMS_SIGN_NAME: ACCOUNT.signName,
        SMS_TEMPLATE_CODE: ACCOUNT.templateId,
        SMS_ENDPOINT: standIn.url,
      },
      { log },
    );
  });
  afterAll(async () => {
    await test?.close();
    await standIn?.close();
  });

  async function askForCode(phone: string, locale = 'en') {
    const client = test.client(locale);
    const { captchaId } = await client.user.login.captcha({});
    const answer = await captchaAnswer(test.server.context, captchaId);
    return client.user.login.smsCode({ phone, countryCode: '+86', captchaId, code: answer as string });
  }

  it('sends the code to the phone through the provider, and the shopper signs in with it', async () => {
    const phone = '13912350001';
    await askForCode(phone);
    const code = standIn.sent.find((sent) => sent.phoneNumber === `+86${phone}`)
      ?.templateParamSet[0] as string;
    expect(code).toMatch(/^\d{6}$/);
    await expect(
      test.client().user.login.phone({ phone, countryCode: '+86', smsCode: code, agree: true }),
    ).resolves.toMatchObject({ token: expect.any(String) });
  });

  it('tells the shopper, in their language, when the provider limits the phone or refuses the number', async () => {
    standIn.refuseNext('+8613912350002', 'LimitExceeded.PhoneNumberDailyLimit');
    await expect(askForCode('13912350002', 'zh-tw')).rejects.toMatchObject({
      code: 1001,
      message: '此手機號碼簡訊發送過於頻繁，請稍後再試',
    });
    standIn.refuseNext('+8613912350003', 'InvalidParameterValue.IncorrectPhoneNumber');
    await expect(askForCode('13912350003')).rejects.toMatchObject({
      code: 1001,
      message: 'This phone number cannot receive SMS, please check it',
    });
  });

  it('logs neither a code nor the secret key', () => {
    const text = logged.join('\n');
    expect(text).not.toContain(ACCOUNT.secretKey);
    for (const message of standIn.sent) {
      expect(text).not.toContain(message.templateParamSet[0] as string);
    }
  });
});
