/**
 * Numbers as the wire carries them: whole numbers, ids, counts, status codes, money and 0/1 flags.
 * Each is tolerant of what a cool-admin backend sends (numbers as strings) and reports its problems
 * with the keys of {@link VALIDATION_MESSAGES}.
 */
import * as z from 'zod/mini';
import { typeError } from './type-error';
import { VALIDATION_MESSAGES, type ValidationMessageKey } from './validation-messages';

/** Reports a problem from inside a transform (zod/mini hands a transform the parse payload itself). */
function addIssue(
  ctx: z.core.ParsePayload,
  issue: { message: ValidationMessageKey; input: unknown; params?: Record<string, number | undefined> },
): void {
  ctx.issues.push({ code: 'custom', ...issue });
}

const INTEGER_TEXT = /^\s*[+-]?\d+\s*$/;
const DECIMAL_TEXT = /^\s*[+-]?(?:\d+\.?\d*|\.\d+)\s*$/;

/** What {@link integer} checks besides being a whole number. */
export interface IntegerOptions {
  readonly min?: number;
  readonly max?: number;
  /** Key for anything that is not a whole number (default `validation.integer`). */
  readonly key?: ValidationMessageKey;
  /** Key for a missing or blank value (default `validation.required`). */
  readonly requiredKey?: ValidationMessageKey;
  /** Key for a value outside `min`/`max` (default: `validation.range`, `.min` or `.max`). */
  readonly rangeKey?: ValidationMessageKey;
}

function rangeIssue(
  min: number | undefined,
  max: number | undefined,
  rangeKey: ValidationMessageKey | undefined,
) {
  if (min !== undefined && max !== undefined) {
    return { message: rangeKey ?? VALIDATION_MESSAGES.range, params: { min, max } };
  }
  if (min !== undefined) {
    return { message: rangeKey ?? VALIDATION_MESSAGES.min, params: { min } };
  }
  return { message: rangeKey ?? VALIDATION_MESSAGES.max, params: { max } };
}

/**
 * A whole number, also from a numeric string (query strings, cool-admin): `'12'` → `12`.
 * @example
 * integer({ min: 1, max: 100 }).parse('20'); // 20
 */
export function integer(options: IntegerOptions = {}) {
  const { min, max } = options;
  const key = options.key ?? VALIDATION_MESSAGES.integer;
  const requiredKey = options.requiredKey ?? VALIDATION_MESSAGES.required;
  return z.pipe(
    z.union([z.number(), z.string()], { error: typeError(key, requiredKey) }),
    z.transform((value, ctx) => {
      if (typeof value === 'string' && value.trim() === '') {
        addIssue(ctx, { message: requiredKey, input: value });
        return z.NEVER;
      }
      const number =
        typeof value === 'number' ? value : INTEGER_TEXT.test(value) ? Number(value) : Number.NaN;
      if (!Number.isSafeInteger(number)) {
        addIssue(ctx, { message: key, input: value });
        return z.NEVER;
      }
      if ((min !== undefined && number < min) || (max !== undefined && number > max)) {
        addIssue(ctx, { input: value, ...rangeIssue(min, max, options.rangeKey) });
        return z.NEVER;
      }
      return number;
    }),
  );
}

/** An id: a positive whole number, also from a numeric string (`'7'` → `7`). */
export const idSchema = /* @__PURE__ */ (() =>
  integer({ min: 1, key: VALIDATION_MESSAGES.id, rangeKey: VALIDATION_MESSAGES.id }))();

/**
 * An id the shopper must pick, reported with one `key` whether missing, blank or malformed
 * (the delivery address of an order, the bank card of a withdrawal).
 */
export function selectedId(key: ValidationMessageKey) {
  return integer({ key, requiredKey: key }).check(z.refine((value) => value >= 1, { error: key }));
}

/** A count, stock or other whole number that is never negative. */
export const countSchema = /* @__PURE__ */ (() => integer({ min: 0 }))();

/** A parent id where `0` or `null` means "no parent" (goods types, dictionary entries). */
export const parentIdSchema = /* @__PURE__ */ (() => z.nullish(integer({ min: 0 })))();

/** A sort position (`sortNum`, `orderNum`); absent when the backend keeps none. */
export const sortNumberSchema = /* @__PURE__ */ (() => z.nullish(integer()))();

/**
 * A status code out of a fixed set (e.g. `ORDER_STATUS`), also from a numeric string.
 * @example
 * statusCode([0, 1, 2]).parse('1'); // 1
 */
export function statusCode<const Code extends number>(codes: readonly [Code, ...Code[]]) {
  return z.pipe(
    integer({ key: VALIDATION_MESSAGES.oneOf }),
    z.literal(codes, { error: VALIDATION_MESSAGES.oneOf }),
  );
}

/** What {@link money} checks besides being a valid amount. */
export interface MoneyOptions {
  /** Amounts must be greater than 0. */
  readonly positive?: boolean;
  /** Key for a missing, blank or (with `positive`) non-positive amount. */
  readonly key?: ValidationMessageKey;
}

/** Whether an amount has at most 2 fraction digits: `|x·100 − round(x·100)| < 1e-6` (contract §3). */
export function hasAtMostTwoDecimals(amount: number): boolean {
  const scaled = amount * 100;
  return Number.isFinite(scaled) && Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/**
 * Money on the wire: a decimal number with at most 2 fraction digits, also from a numeric string
 * (cool-admin). Outputs a number; `0.001` is refused with `validation.money`.
 * @example
 * money().parse('19.99'); // 19.99
 * money({ positive: true, key: VALIDATION_MESSAGES.withdrawalAmount }).parse(0); // throws validation.withdrawalAmount
 */
export function money(options: MoneyOptions = {}) {
  const requiredKey = options.key ?? VALIDATION_MESSAGES.required;
  const positiveKey = options.key ?? VALIDATION_MESSAGES.positiveAmount;
  return z.pipe(
    z.union([z.number(), z.string()], { error: typeError(VALIDATION_MESSAGES.money, requiredKey) }),
    z.transform((value, ctx) => {
      if (typeof value === 'string' && value.trim() === '') {
        addIssue(ctx, { message: requiredKey, input: value });
        return z.NEVER;
      }
      const amount =
        typeof value === 'number' ? value : DECIMAL_TEXT.test(value) ? Number(value) : Number.NaN;
      if (!hasAtMostTwoDecimals(amount)) {
        addIssue(ctx, { message: VALIDATION_MESSAGES.money, input: value });
        return z.NEVER;
      }
      if (options.positive && amount <= 0) {
        addIssue(ctx, { message: positiveKey, input: value });
        return z.NEVER;
      }
      // Normalised to the cents it stands for, so 0.1 + 0.2 comes out as 0.3.
      return Math.round(amount * 100) / 100;
    }),
  );
}

/** Money as the wire carries it; may be negative (ledger rows are signed). */
export const moneySchema = /* @__PURE__ */ (() => money())();

/** Money greater than 0 (prices on requests, refund and recharge amounts). */
export const positiveMoneySchema = /* @__PURE__ */ (() => money({ positive: true }))();

/**
/** A yes/no flag; cool-admin sends `0`/`1` (also as strings). Outputs a boolean. */
export const flagSchema = /* @__PURE__ */ (() =>
  z.pipe(
    z.union([z.boolean(), z.literal([0, 1, '0', '1'])], { error: typeError(VALIDATION_MESSAGES.type) }),
    z.transform((value) => value === true || value === 1 || value === '1'),
  ))();
