/**
 * A new `Idempotency-Key`: a random UUID where the platform has one, else time and randomness.
 * Keep it for as long as the shopper may retry the same submission, and pass it as
 * `options.idempotencyKey`.
 * @example
 * const key = newIdempotencyKey();
 * await client.account.record.withdraw({ amount: 50, bankCardId: 1 }, { idempotencyKey: key });
 */
export function newIdempotencyKey(): string {
  const crypto = globalThis.crypto;
  if (typeof crypto?.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;
}
