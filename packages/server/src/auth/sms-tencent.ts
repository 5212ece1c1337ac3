import { createHash, createHmac } from 'node:crypto';
import type { SmsSender } from '../server-context';
import { type SmsFailure, SmsSendError } from './sms-error';

/** Tencent Cloud SMS (`SendSms`, API version 2021-01-11), called as its JSON API. */
export interface TencentSmsConfig {
  secretId: string;
  secretKey: string;
  /** The SMS application's SdkAppId, e.g. `1400006666`. */
  sdkAppId: string;
  /** The approved sign name (needed for mainland numbers). */
  signName: string;
  /** The approved template's ID; the code fills its first variable `{1}`. */
  templateId: string;
  /** `https://sms.tencentcloudapi.com/` by default. */
  endpoint?: string;
  /** `ap-guangzhou` by default. */
  region?: string;
  timeoutMs?: number;
  now?: () => Date;
}

export const TENCENT_SMS_ENDPOINT = 'https://sms.tencentcloudapi.com/';

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const hmac = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text, 'utf8').digest();

/**
 * The `Authorization` of signature v3 (TC3-HMAC-SHA256) for a POST of a JSON body to `/`, signing
 * `content-type`, `host` and `x-tc-action`: the canonical request, hashed into the string to sign
 * with the credential scope `date/sms/tc3_request`, signed with the key derived from the secret
 * through the date, the service and `tc3_request`.
 */
export function tencentAuthorization(input: {
  secretId: string;
  secretKey: string;
  host: string;
  action: string;
  contentType: string;
  payload: string;
  timestamp: number;
}): string {
  const date = new Date(input.timestamp * 1000).toISOString().slice(0, 10);
  const signedHeaders = 'content-type;host;x-tc-action';
  const canonicalRequest = [
    'POST',
    '/',
    '',
    `content-type:${input.contentType}\nhost:${input.host}\nx-tc-action:${input.action.toLowerCase()}\n`,
    signedHeaders,
    sha256Hex(input.payload),
  ].join('\n');
  const scope = `${date}/sms/tc3_request`;
  const stringToSign = ['TC3-HMAC-SHA256', String(input.timestamp), scope, sha256Hex(canonicalRequest)].join(
    '\n',
  );
  const signingKey = hmac(hmac(hmac(`TC3${input.secretKey}`, date), 'sms'), 'tc3_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign, 'utf8').digest('hex');
  return `TC3-HMAC-SHA256 Credential=${input.secretId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}

/** Codes of the provider that are about the phone rather than the shop's account. */
const FAILURES: Record<string, SmsFailure> = {
  'LimitExceeded.PhoneNumberDailyLimit': 'rateLimited',
  'LimitExceeded.PhoneNumberOneHourLimit': 'rateLimited',
  'LimitExceeded.PhoneNumberThirtySecondLimit': 'rateLimited',
  'LimitExceeded.PhoneNumberSameContentDailyLimit': 'rateLimited',
  'InvalidParameterValue.IncorrectPhoneNumber': 'phoneInvalid',
};

interface TencentAnswer {
  Response?: {
    Error?: { Code?: string; Message?: string };
    SendStatusSet?: { Code?: string; Message?: string; PhoneNumber?: string }[];
  };
}

/** A sender speaking Tencent Cloud's `SendSms` over HTTPS (a JSON POST signed with TC3-HMAC-SHA256). */
export function createTencentSmsSender(config: TencentSmsConfig): SmsSender {
  const endpoint = config.endpoint ?? TENCENT_SMS_ENDPOINT;
  const now = config.now ?? (() => new Date());
  return {
    name: 'tencent',
    async send(countryCode, phone, code) {
      const payload = JSON.stringify({
        PhoneNumberSet: [`+${countryCode.replace(/^\+/, '')}${phone}`],
        SmsSdkAppId: config.sdkAppId,
        SignName: config.signName,
        TemplateId: config.templateId,
        TemplateParamSet: [code],
      });
      const contentType = 'application/json; charset=utf-8';
      const timestamp = Math.floor(now().getTime() / 1000);
      // The Host header fetch sends for the endpoint, which the signature covers.
      const host = new URL(endpoint).host;
      let answer: TencentAnswer | undefined;
      let status: number;
      try {
        const response = await fetch(endpoint, {
          method: 'POST',
          headers: {
            authorization: tencentAuthorization({
              secretId: config.secretId,
              secretKey: config.secretKey,
              host,
              action: 'SendSms',
              contentType,
              payload,
              timestamp,
            }),
            'content-type': contentType,
            'x-tc-action': 'SendSms',
            'x-tc-version': '2021-01-11',
            'x-tc-timestamp': String(timestamp),
            'x-tc-region': config.region ?? 'ap-guangzhou',
          },
          body: payload,
          signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
        });
        status = response.status;
        answer = (await response.json().catch(() => undefined)) as TencentAnswer | undefined;
      } catch (error) {
        throw new SmsSendError(
          'failed',
          'tencent',
          'network',
          `tencent SMS not sent: ${(error as Error).message}`,
        );
      }
      const sent = answer?.Response?.SendStatusSet?.[0];
      if (!answer?.Response?.Error && sent?.Code === 'Ok') {
        return;
      }
      const providerCode = answer?.Response?.Error?.Code ?? sent?.Code ?? `http-${status}`;
      const said = (answer?.Response?.Error?.Message ?? sent?.Message ?? '')
        .replaceAll(code, '******')
        .replaceAll(phone, '***')
        .slice(0, 200);
      throw new SmsSendError(
        FAILURES[providerCode] ?? 'failed',
        'tencent',
        providerCode,
        `tencent SMS not sent: ${providerCode}${said ? ` (${said})` : ''}`,
      );
    },
  };
}
