import type { Logger, SmsSender } from '../server-context';

/**
 * The development SMS sender: writes the code to the log instead of sending it. The code itself
 * is stored with the SMS record, which is where the operator's `sms/last` reads it.
 */
export function createDevSmsSender(log: Logger): SmsSender {
  return {
    name: 'dev',
    async send(countryCode, phone, code) {
      log.info('development SMS code', { to: `${countryCode} ${phone}`, code });
    },
  };
}
