/**
 * Why an SMS was not sent, as the shopper is told: `rateLimited` (the provider's flow control for
 * this phone), `phoneInvalid` (the provider refuses the number), `disabled` (no SMS configured) or
 * `failed` (anything else: credentials, sign name, template, balance, network — the shop's problem).
 */
export type SmsFailure = 'rateLimited' | 'phoneInvalid' | 'disabled' | 'failed';

/** A sender's refusal; `providerCode` is the provider's own error code, for the log. */
export class SmsSendError extends Error {
  readonly failure: SmsFailure;
  readonly provider: string;
  readonly providerCode: string | undefined;

  constructor(failure: SmsFailure, provider: string, providerCode?: string, message?: string) {
    super(message ?? `${provider} SMS not sent: ${providerCode ?? failure}`);
    this.name = 'SmsSendError';
    this.failure = failure;
    this.provider = provider;
    this.providerCode = providerCode;
  }
}
