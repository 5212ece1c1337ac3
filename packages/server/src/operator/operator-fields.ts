import { z } from 'zod';

/**
 * A record id in an operator call: a positive whole number sent as a number. Stricter than the
 * shopper API's ids, which also take numeric strings: operator bodies are JSON written by tools.
 */
export const operatorRecordId = z
  .number({ error: 'validation.id' })
  .int('validation.id')
  .positive('validation.id');

/** A required one-line text of an operator call, trimmed, at most `max` characters. */
export function operatorText(max: number) {
  return z.string().trim().min(1, 'validation.required').max(max, 'validation.max');
}
