import { createHmac, randomUUID } from 'node:crypto';
import type { SmsSender } from '../server-context';
import { type SmsFailure, SmsSendError } from './sms-error';

/** Alibaba Cloud SMS (dysmsapi, API version 2017-05-25), called as its RPC-style HTTP API. */
export interface AliyunSmsConfig {
  accessKeyId: string;
  accessKeySecret: string;
  /** The approved sign name, shown as 【SignName】 before the text. */
  signName: string;
  /** The approved template's code, e.g. `SMS_123456789`; the code fills its `${code}` variable. */
  templateCode: string;
  /** The template variable that takes the code; `code` by default. */
  templateParamName?: string;
  /** `https://dysmsapi.aliyuncs.com/` by default. */
  endpoint?: string;
  /** `cn-hangzhou` by default. */
  regionId?: string;
  timeoutMs?: number;
  now?: () => Date;
}

export const ALIYUN_SMS_ENDPOINT = 'https://dysmsapi.aliyuncs.com/';

/**
 * RFC 3986 percent-encoding as the RPC signature asks: only A–Z, a–z, 0–9, `-`, `_`, `.`, `~` stay
 * as they are; a space is `%20`, never `+`.
 */
export function aliyunPercentEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * The RPC signature (signature version 1.0, HMAC-SHA1): the parameters but `Signature` sorted by
 * name, each name and value percent-encoded and joined as `name=value` with `&`; the string to sign
 * is `METHOD&%2F&` + that query string percent-encoded again; the key is the AccessKey secret
 * followed by `&`; the signature is the HMAC's Base64.
 */
export function aliyunRpcSignature(method: string, params: Record<string, string>, secret: string): string {
  const canonical = Object.keys(params)
    .filter((name) => name !== 'Signature')
    .sort()
    .map((name) => `${aliyunPercentEncode(name)}=${aliyunPercentEncode(params[name] as string)}`)
    .join('&');
  const stringToSign = `${method}&${aliyunPercentEncode('/')}&${aliyunPercentEncode(canonical)}`;
  return createHmac('sha1', `${secret}&`).update(stringToSign, 'utf8').digest('base64');
}

/** Codes of the provider that are about the phone rather than the shop's account. */
const FAILURES: Record<string, SmsFailure> = {
  'isv.BUSINESS_LIMIT_CONTROL': 'rateLimited',
  'isv.DAY_LIMIT_CONTROL': 'rateLimited',
  'isv.MOBILE_NUMBER_ILLEGAL': 'phoneInvalid',
};

/**
 * The number as `PhoneNumbers` takes it: a mainland number as its 11 digits, any other as the
 * country code and the number without `+` (e.g. `8801712345678`).
 */
export function aliyunPhoneNumber(countryCode: string, phone: string): string {
  const country = countryCode.replace(/^\+/, '');
  return country === '86' ? phone : `${country}${phone}`;
}

/** A sender speaking Alibaba Cloud's `SendSms` over HTTPS (a form POST, signed with the secret). */
export function createAliyunSmsSender(config: AliyunSmsConfig): SmsSender {
  const endpoint = config.endpoint ?? ALIYUN_SMS_ENDPOINT;
  const now = config.now ?? (() => new Date());
  return {
    name: 'aliyun',
    async send(countryCode, phone, code) {
      const params: Record<string, string> = {
        AccessKeyId: config.accessKeyId,
        Action: 'SendSms',
        Format: 'JSON',
        RegionId: config.regionId ?? 'cn-hangzhou',
        SignatureMethod: 'HMAC-SHA1',
        SignatureNonce: randomUUID(),
        SignatureVersion: '1.0',
        Timestamp: now()
          .toISOString()
          .replace(/\.\d{3}Z$/, 'Z'),
        Version: '2017-05-25',
        PhoneNumbers: aliyunPhoneNumber(countryCode, phone),
        SignName: config.signName,
        TemplateCode: config.templateCode,
        TemplateParam: JSON.stringify({ [config.templateParamName ?? 'code']: code }),
      };
      params.Signature = aliyunRpcSignature('POST', params, config.accessKeySecret);
      const body = Object.entries(params)
        .map(([name, value]) => `${aliyunPercentEncode(name)}=${aliyunPercentEncode(value)}`)
        .join('&');
      let answer: { Code?: string; Message?: string } | undefined;
      let status: number;
      try {
        const response = await fetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body,
          signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
        });
        status = response.status;
        answer = (await response.json().catch(() => undefined)) as typeof answer;
      } catch (error) {
        throw new SmsSendError(
          'failed',
          'aliyun',
          'network',
          `aliyun SMS not sent: ${(error as Error).message}`,
        );
      }
      if (answer?.Code === 'OK') {
        return;
      }
      const providerCode = answer?.Code ?? `http-${status}`;
      // SignatureDoesNotMatch's message quotes the string it signed, which holds the phone and the
      // code: that one is never kept; any other has the code and the phone blanked out.
      const said =
        answer?.Message && providerCode !== 'SignatureDoesNotMatch'
          ? ` (${answer.Message.replaceAll(code, '******').replaceAll(phone, '***').slice(0, 200)})`
          : '';
      throw new SmsSendError(
        FAILURES[providerCode] ?? 'failed',
        'aliyun',
        providerCode,
        `aliyun SMS not sent: ${providerCode}${said}`,
      );
    },
  };
}
