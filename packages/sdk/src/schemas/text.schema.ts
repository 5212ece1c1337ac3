/**
 * Text and date-times as the wire carries them: required and optional text with the rules of
 * spec §5, loose text, URLs and date-times (ISO-8601 or cool-admin's `YYYY-MM-DD HH:mm:ss`).
 */
import * as z from 'zod/mini';
import { typeError } from './type-error';
import { VALIDATION_MESSAGES, type ValidationMessageKey } from './validation-messages';

const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/**
 * A date-time as the wire carries it: ISO-8601 with an offset (`2026-01-31T08:00:00+08:00`,
 * `…Z`) or cool-admin's `YYYY-MM-DD HH:mm:ss`. The string is kept as sent.
 */
export const dateTimeSchema = /* @__PURE__ */ (() =>
  z.union([z.iso.datetime({ offset: true }), z.string().check(z.regex(LOCAL_DATE_TIME))], {
    error: typeError(VALIDATION_MESSAGES.dateTime),
  }))();

/** An http(s) URL a shopper submits (an uploaded picture or avatar). */
export const urlSchema = /* @__PURE__ */ (() =>
  z.url({ protocol: /^https?$/, error: typeError(VALIDATION_MESSAGES.url) }))();

/** Free text in a response; a number (cool-admin) is turned into text. */
export const looseTextSchema = /* @__PURE__ */ (() =>
  z.union([z.string(), z.pipe(z.number(), z.transform(String))]))();

/** What {@link text} checks. */
export interface TextOptions {
  /** Longest allowed length after trimming; longer reports `maxKey` with `{ min: 1, max }`. */
  readonly max?: number;
  /** Key for a missing or blank value (default `validation.required`). */
  readonly requiredKey?: ValidationMessageKey;
  /** Key for text longer than `max` (default `validation.max`). */
  readonly maxKey?: ValidationMessageKey;
  /** A pattern the trimmed text must match, reported with `patternKey`. */
  readonly pattern?: RegExp;
  readonly patternKey?: ValidationMessageKey;
  /** Extra params of the pattern issue, e.g. `{ min: 4, max: 6 }`. */
  readonly patternParams?: Readonly<Record<string, number>>;
  /** Keep surrounding whitespace (passwords); default is to trim. */
  readonly keepWhitespace?: boolean;
}

/**
 * Required text: not empty after trimming (spec §5 "cannot be empty"), optionally bounded and
 * matched against a pattern. Outputs the trimmed text.
 * @example
 * text({ max: 200 }).parse('  hi '); // 'hi'
 */
export function text(options: TextOptions = {}) {
  const requiredKey = options.requiredKey ?? VALIDATION_MESSAGES.required;
  const base = z.string({ error: typeError(VALIDATION_MESSAGES.type, requiredKey) });
  return (options.keepWhitespace ? base : base.check(z.trim())).check(
    z.superRefine((value, ctx) => {
      if (value.trim() === '') {
        ctx.addIssue({ code: 'custom', message: requiredKey, input: value });
        return;
      }
      if (options.max !== undefined && value.length > options.max) {
        const maxKey = options.maxKey ?? VALIDATION_MESSAGES.max;
        ctx.addIssue({ code: 'custom', message: maxKey, params: { min: 1, max: options.max }, input: value });
        return;
      }
      if (options.pattern && !options.pattern.test(value)) {
        const message = options.patternKey ?? VALIDATION_MESSAGES.invalid;
        ctx.addIssue({
          code: 'custom',
          message,
          input: value,
          ...(options.patternParams ? { params: options.patternParams } : {}),
        });
      }
    }),
  );
}

/** Optional text a shopper may leave out (remarks, contact); bounded when given. */
export function optionalText(max: number) {
  return z.optional(
    z
      .string({ error: typeError(VALIDATION_MESSAGES.type) })
      .check(z.trim(), z.maxLength(max, { error: VALIDATION_MESSAGES.max })),
  );
}

/**
 * A form field that may be left blank: `''` (or only spaces) counts as absent, anything else must
 * pass `schema`. Used where one of several fields is filled (username or phone at register).
 */
export function blankAsAbsent<Schema extends z.ZodMiniType<unknown, string>>(schema: Schema) {
  return z.optional(
    z.pipe(
      z.pipe(
        z.string({ error: typeError(VALIDATION_MESSAGES.type) }),
        z.transform((value) => (value.trim() === '' ? undefined : value)),
      ),
      z.optional(schema),
    ),
  );
}
