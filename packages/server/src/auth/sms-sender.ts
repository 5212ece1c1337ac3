import { masked } from '../observability/logger';
import type { Logger, SmsSender } from '../server-context';

/**
 * The development SMS sender: sends nothing. The code goes to the log at `debug` only
 * (`LOG_LEVEL=debug`), beside the phone masked; the SMS service keeps the latest codes in memory,
 * which is where the operator's `sms/last` reads them.
 */
export function createDevSmsSender(log: Logger): SmsSender {
  return {
    name: 'dev',
    async send(countryCode, phone, code) {
      log.debug?.('development SMS code', {
        event: 'sms.dev',
        to: `${countryCode} ${masked(phone)}`,
        devCode: code,
      });
    },
  };
}
