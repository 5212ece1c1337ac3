/**
 * Building blocks shared by every area: ids, money, date-times, flags, text rules, page and list
 * shapes and the envelope (contract §2–§3). Every builder is tolerant of what a cool-admin backend
 * sends (ids and money as strings, `YYYY-MM-DD HH:mm:ss` times, 0/1 flags) and reports its problems
 * with the keys of {@link VALIDATION_MESSAGES}.
 */
import { z } from 'zod';
import { VALIDATION_MESSAGES, type ValidationMessageKey } from './validation-messages';

/** The locales the app bundles and the `language` header carries (contract §1). */
export const LOCALES = ['zh-Hans', 'zh-tw', 'en', 'bn', 'uz'] as const;

/** A locale of {@link LOCALES}. */
export const localeSchema = z.enum(LOCALES, { error: VALIDATION_MESSAGES.oneOf });
/** A bundled locale, e.g. `zh-Hans`. */
export type Locale = z.output<typeof localeSchema>;

/** Most pictures a shopper attaches to a review, feedback or complaint (spec §5, §9). */
export const MAX_PHOTOS = 6;

/** Page size bounds and defaults of a `…/page` request (contract §3). */
export const PAGE_DEFAULTS = { page: 1, size: 20, maxSize: 100 } as const;

/**
 * An error option for a type check: a missing value reports `requiredKey`, anything else of the
 * wrong type reports `typeKey`.
 */
export function typeError(
  typeKey: ValidationMessageKey,
  requiredKey: ValidationMessageKey = VALIDATION_MESSAGES.required,
) {
  return (issue: { input?: unknown }): ValidationMessageKey =>
    issue.input === undefined ? requiredKey : typeKey;
}

const INTEGER_TEXT = /^\s*[+-]?\d+\s*$/;
const DECIMAL_TEXT = /^\s*[+-]?(?:\d+\.?\d*|\.\d+)\s*$/;
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

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
  return z.union([z.number(), z.string()], { error: typeError(key, requiredKey) }).transform((value, ctx) => {
    if (typeof value === 'string' && value.trim() === '') {
      ctx.addIssue({ code: 'custom', message: requiredKey, input: value });
      return z.NEVER;
    }
    const number = typeof value === 'number' ? value : INTEGER_TEXT.test(value) ? Number(value) : Number.NaN;
    if (!Number.isSafeInteger(number)) {
      ctx.addIssue({ code: 'custom', message: key, input: value });
      return z.NEVER;
    }
    if ((min !== undefined && number < min) || (max !== undefined && number > max)) {
      ctx.addIssue({ code: 'custom', input: value, ...rangeIssue(min, max, options.rangeKey) });
      return z.NEVER;
    }
    return number;
  });
}

/** An id: a positive whole number, also from a numeric string (`'7'` → `7`). */
export const idSchema = integer({ min: 1, key: VALIDATION_MESSAGES.id, rangeKey: VALIDATION_MESSAGES.id });

/**
 * An id the shopper must pick, reported with one `key` whether missing, blank or malformed
 * (the delivery address of an order, the bank card of a withdrawal).
 */
export function selectedId(key: ValidationMessageKey) {
  return integer({ key, requiredKey: key }).refine((value) => value >= 1, { error: key });
}

/** A count, stock or other whole number that is never negative. */
export const countSchema = integer({ min: 0 });

/** A parent id where `0` or `null` means "no parent" (goods types, dictionary entries). */
export const parentIdSchema = integer({ min: 0 }).nullish();

/** A sort position (`sortNum`, `orderNum`); absent when the backend keeps none. */
export const sortNumberSchema = integer().nullish();

/**
 * A status code out of a fixed set (e.g. `ORDER_STATUS`), also from a numeric string.
 * @example
 * statusCode([0, 1, 2]).parse('1'); // 1
 */
export function statusCode<const Code extends number>(codes: readonly [Code, ...Code[]]) {
  return integer({ key: VALIDATION_MESSAGES.oneOf }).pipe(
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
  return z
    .union([z.number(), z.string()], { error: typeError(VALIDATION_MESSAGES.money, requiredKey) })
    .transform((value, ctx) => {
      if (typeof value === 'string' && value.trim() === '') {
        ctx.addIssue({ code: 'custom', message: requiredKey, input: value });
        return z.NEVER;
      }
      const amount =
        typeof value === 'number' ? value : DECIMAL_TEXT.test(value) ? Number(value) : Number.NaN;
      if (!hasAtMostTwoDecimals(amount)) {
        ctx.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.money, input: value });
        return z.NEVER;
      }
      if (options.positive && amount <= 0) {
        ctx.addIssue({ code: 'custom', message: positiveKey, input: value });
        return z.NEVER;
      }
      // Normalised to the cents it stands for, so 0.1 + 0.2 comes out as 0.3.
      return Math.round(amount * 100) / 100;
    });
}

/** Money as the wire carries it; may be negative (ledger rows are signed). */
export const moneySchema = money();

/** Money greater than 0 (prices on requests, refund and recharge amounts). */
export const positiveMoneySchema = money({ positive: true });

/**
 * A date-time as the wire carries it: ISO-8601 with an offset (`2026-01-31T08:00:00+08:00`,
 * `…Z`) or cool-admin's `YYYY-MM-DD HH:mm:ss`. The string is kept as sent.
 */
export const dateTimeSchema = z.union([z.iso.datetime({ offset: true }), z.string().regex(LOCAL_DATE_TIME)], {
  error: typeError(VALIDATION_MESSAGES.dateTime),
});

/** A yes/no flag; cool-admin sends `0`/`1` (also as strings). Outputs a boolean. */
export const flagSchema = z
  .union([z.boolean(), z.literal([0, 1, '0', '1'])], { error: typeError(VALIDATION_MESSAGES.type) })
  .transform((value) => value === true || value === 1 || value === '1');

/** An http(s) URL a shopper submits (an uploaded picture or avatar). */
export const urlSchema = z.url({ protocol: /^https?$/, error: typeError(VALIDATION_MESSAGES.url) });

/** Up to {@link MAX_PHOTOS} picture URLs (review pics, feedback and complaint images). */
export const photoListSchema = z
  .array(urlSchema, { error: typeError(VALIDATION_MESSAGES.type) })
  .max(MAX_PHOTOS, { error: VALIDATION_MESSAGES.photosMax });

/**
 * A list in a response; `null` or absent (cool-admin) becomes `[]`.
 * @example
 * listOf(z.string()).parse(null); // []
 */
export function listOf<Item extends z.ZodType>(item: Item) {
  return z
    .array(item)
    .nullish()
    .transform((value): z.output<Item>[] => value ?? []);
}

/** Free text in a response; a number (cool-admin) is turned into text. */
export const looseTextSchema = z.union([z.string(), z.number().transform(String)]);

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
  return (options.keepWhitespace ? base : base.trim()).superRefine((value, ctx) => {
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
  });
}

/** Optional text a shopper may leave out (remarks, contact); bounded when given. */
export function optionalText(max: number) {
  return z
    .string({ error: typeError(VALIDATION_MESSAGES.type) })
    .trim()
    .max(max, { error: VALIDATION_MESSAGES.max })
    .optional();
}

/**
 * A form field that may be left blank: `''` (or only spaces) counts as absent, anything else must
 * pass `schema`. Used where one of several fields is filled (username or phone at register).
 */
export function blankAsAbsent<Schema extends z.ZodType<unknown, string>>(schema: Schema) {
  return z
    .string({ error: typeError(VALIDATION_MESSAGES.type) })
    .transform((value) => (value.trim() === '' ? undefined : value))
    .pipe(schema.optional())
    .optional();
}

/**
 * The fields every entity has (contract §3). `createTime`/`updateTime` are optional here because
 * several rows are projections that leave them out; entities that always show them require them.
 */
export const entityShape = {
  id: idSchema,
  createTime: dateTimeSchema.optional(),
  updateTime: dateTimeSchema.optional(),
};

/** A page request: `{ page = 1, size = 20 (1–100), order?, sort?, keyWord? }` (contract §3); areas extend it with filters. */
export const pageRequestSchema = z.object({
  page: integer({ min: 1 }).default(PAGE_DEFAULTS.page),
  size: integer({ min: 1, max: PAGE_DEFAULTS.maxSize }).default(PAGE_DEFAULTS.size),
  order: z.string({ error: typeError(VALIDATION_MESSAGES.type) }).optional(),
  sort: z.enum(['asc', 'desc'], { error: VALIDATION_MESSAGES.oneOf }).optional(),
  keyWord: z
    .string({ error: typeError(VALIDATION_MESSAGES.type) })
    .trim()
    .optional(),
});
/** A page request as a caller writes it (page and size may be left out). */
export type PageRequest = z.input<typeof pageRequestSchema>;

/** The pagination block of a page response. */
export const paginationSchema = z.object({ page: countSchema, size: countSchema, total: countSchema });
/** Page number, size and total count of a page response. */
export type Pagination = z.output<typeof paginationSchema>;

/**
 * A page response `{ list, pagination }` of `item` rows (every `…/page` call).
 * @example
 * pageResponseSchema(goodsRowSchema).parse(data).list[0]?.title;
 */
export function pageResponseSchema<Item extends z.ZodType>(item: Item) {
  return z.object({ list: listOf(item), pagination: paginationSchema });
}
/** A page of rows. */
export type PageResponse<Item> = { list: Item[]; pagination: Pagination };

/** A request without data (`…/person`, `…/userCount`, `…/logoff`, …); whatever is sent is dropped. */
export const emptyRequestSchema = z.object({}).optional();

/** A request with one id: `GET …/info?id=`, `POST …/update` of the append-only ledger. */
export const idRequestSchema = z.object({ id: idSchema });
/** `{ id }` of an info request. */
export type IdRequest = z.input<typeof idRequestSchema>;

/**
 * A list that needs at least one item; missing or empty reports `key` (default `validation.required`).
 * @example
 * nonEmptyList(idSchema).parse(['3', 4]); // [3, 4]
 */
export function nonEmptyList<Item extends z.ZodType>(
  item: Item,
  key: ValidationMessageKey = VALIDATION_MESSAGES.required,
) {
  return z.array(item, { error: typeError(VALIDATION_MESSAGES.type, key) }).min(1, { error: key });
}

/**
 * Refinement option for an object's cross-field rule: run it even when a field already failed, so
 * a form shows every problem at once.
 */
export const alongsideFieldIssues = {
  when: (payload: { value: unknown }): boolean => typeof payload.value === 'object' && payload.value !== null,
};

/** `POST …/delete { ids }` (contract §3). */
export const deleteRequestSchema = z.object({ ids: nonEmptyList(idSchema) });
/** `{ ids }` of a delete request. */
export type DeleteRequest = z.input<typeof deleteRequestSchema>;

/** `POST …/add` answers `{ id }` of the new row (contract §3). */
export const addResponseSchema = z.object({ id: idSchema });
/** `{ id }` of an added row. */
export type AddResponse = z.output<typeof addResponseSchema>;

/**
 * A success without a result (`update`, `delete`, `cancel`, …): `data` is absent (cool-admin) or
 * anything the backend chose to send; the output is always `undefined`.
 */
export const emptyResponseSchema = z.unknown().transform((): undefined => undefined);

/**
 * The response envelope `{ code, message, data? }` (contract §2) with `data` described by `data`.
 * @example
 * envelopeSchema(addResponseSchema).parse({ code: 1000, message: 'success', data: { id: 1 } });
 */
export function envelopeSchema<Data extends z.ZodType>(data: Data) {
  return z.object({ code: z.number().int(), message: z.string(), data: data.optional() });
}
/** An envelope as the wire carries it. */
export type Envelope<Data = unknown> = { code: number; message: string; data?: Data };

/** Longest feedback or complaint text (contract §11). */
export const SUBMISSION_CONTENT_MAX = 1000;

/** Feedback and complaint text: required, at most 1000 characters (`validation.contentLength` with `{ min, max }`). */
export const submissionContentSchema = text({
  max: SUBMISSION_CONTENT_MAX,
  maxKey: VALIDATION_MESSAGES.contentLength,
});

/** The fields a feedback and a complaint both submit: the dictionary `type` value, the text and up to 6 pictures. */
export const submissionShape = {
  type: integer(),
  content: submissionContentSchema,
  images: photoListSchema.optional(),
};

/** The fields a feedback and a complaint row both show. */
export const submissionRowShape = {
  ...entityShape,
  createTime: dateTimeSchema,
  type: integer(),
  content: z.string(),
  images: listOf(z.string()),
};

/**
 * A result that may not exist (`GET …/default` without a default, no session yet): `null` or an
 * absent `data` (cool-admin) both come out as `null`.
 */
export function orNull<Schema extends z.ZodType>(schema: Schema) {
  return schema.nullish().transform((value): z.output<Schema> | null => value ?? null);
}
