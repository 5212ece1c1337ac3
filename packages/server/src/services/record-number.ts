import { randomInt } from 'node:crypto';

/**
 * A unique number for a record a shopper quotes (an order, a withdrawal): time to the second plus
 * ten random digits. Six digits collided about once a minute at a few hundred records a second
 * (the unique index refused the record and the shopper got a server error); ten make that
 * practically never.
 */
export function recordNumber(now: Date): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  return `${stamp}${String(randomInt(0, 10_000_000_000)).padStart(10, '0')}`;
}
