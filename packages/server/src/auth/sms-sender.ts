import type { Env } from '../env';
import { masked } from '../observability/logger';
import type { Logger, SmsSender } from '../server-context';
import { createAliyunSmsSender } from './sms-aliyun';
import { SmsSendError } from './sms-error';
import { createTencentSmsSender } from './sms-tencent';

/**
 * The development SMS sender: sends nothing. The code goes to the log at `debug` only
 * (`LOG_LEVEL=debug`), beside the phone masked; the SMS service keeps the latest codes in memory,
 * which is where the operator's `sms/last` reads them. Only when chosen by name, `SMS_SENDER=dev`
 * (as `npm start` and the test servers do); the environment refuses it with `NODE_ENV=production`.
 */
export function createDevSmsSender(log: Logger): SmsSender {
  return {
    name: 'dev',
    async send(countryCode, phone, code, purpose = 'login') {
      log.debug?.('development SMS code', {
        event: 'sms.dev',
        to: `${countryCode} ${masked(phone)}`,
        purpose,
        devCode: code,
      });
    },
  };
}

/** No SMS configured (`SMS_SENDER=off`): every request for a code is refused, and nothing is sent. */
export function createOffSmsSender(): SmsSender {
  return {
    name: 'off',
    async send() {
      throw new SmsSendError('disabled', 'off', undefined, 'SMS is off (SMS_SENDER=off)');
    },
  };
}

/** The sender `SMS_SENDER` names, configured by the `SMS_*` variables (checked by `parseEnv`). */
export function createSmsSender(env: Env, log: Logger): SmsSender {
  switch (env.SMS_SENDER) {
    case 'aliyun':
      return createAliyunSmsSender({
        accessKeyId: env.SMS_ACCESS_KEY_ID as string,
        accessKeySecret: env.SMS_ACCESS_KEY_SECRET as string,
        signName: env.SMS_SIGN_NAME as string,
        templateCode: env.SMS_TEMPLATE_CODE as string,
        templateParamName: env.SMS_TEMPLATE_PARAM,
        endpoint: env.SMS_ENDPOINT,
        regionId: env.SMS_REGION,
      });
    case 'tencent':
      return createTencentSmsSender({
        secretId: env.SMS_ACCESS_KEY_ID as string,
        secretKey: env.SMS_ACCESS_KEY_SECRET as string,
        sdkAppId: env.SMS_SDK_APP_ID as string,
        signName: env.SMS_SIGN_NAME as string,
        templateId: env.SMS_TEMPLATE_CODE as string,
        endpoint: env.SMS_ENDPOINT,
        region: env.SMS_REGION,
      });
    case 'off':
      return createOffSmsSender();
    default:
      return createDevSmsSender(log);
  }
}
