import { idSchema, integer, optionalText, PAGE_DEFAULTS } from '@mall/sdk/schemas';
import { z } from 'zod';

/**
 * The query of an operator queue (`GET /api/admin/<area>/list`, ...): query strings arrive as
 * strings, so every number here is coerced. `page` from 1, `size` 1–100 (contract §3).
 */
export const queuePageShape = {
  page: z._default(integer({ min: 1 }), PAGE_DEFAULTS.page),
  size: z._default(integer({ min: 1, max: PAGE_DEFAULTS.maxSize }), PAGE_DEFAULTS.size),
};

/** A status filter of `0..max`, `fallback` when left out (the queue's pending status). */
export function queueStatus(max: number, fallback: number) {
  return z._default(
    integer({ min: 0, max, key: 'validation.oneOf', rangeKey: 'validation.oneOf' }),
    fallback,
  );
}

/** An optional filter on one shopper. */
export const queueUserId = z.optional(idSchema);

/** A required shopper id (the shopper's profile, orders and ledger). */
export const queueRequiredUserId = idSchema;

/** An optional search text, trimmed, at most 50 characters. */
export const queueKeyword = optionalText(50);
