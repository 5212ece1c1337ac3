/**
 * Shapes every area shares (contract §1–§3): locales, photo lists, the fields of an entity, page
 * requests and responses, lists, the plain requests and answers (`{ id }`, `{ ids }`, none) and the
 * envelope. The numbers and text inside them come from `number.schema` and `text.schema`.
 */

import * as z from 'zod/mini';
import { DEFAULT_PAGE_SIZE } from '../calls/call-table';
import { MAX_PHOTOS } from './max-photos';
import { countSchema, idSchema, integer } from './number.schema';
import { dateTimeSchema, optionalText, urlSchema } from './text.schema';
import { typeError } from './type-error';
import { VALIDATION_MESSAGES, type ValidationMessageKey } from './validation-messages';

/** The locales the app bundles and the `language` header carries (contract §1). */
export const LOCALES = ['zh-Hans', 'zh-tw', 'en', 'bn', 'uz'] as const;

/** A locale of {@link LOCALES}. */
export const localeSchema = /* @__PURE__ */ (() => z.enum(LOCALES, { error: VALIDATION_MESSAGES.oneOf }))();
/** A bundled locale, e.g. `zh-Hans`. */
export type Locale = z.output<typeof localeSchema>;

/**
 * An idempotency key (the `Idempotency-Key` header of a money call, `key` of a chat send): visible
 * ASCII, 1–255 characters, so a header carries it; a UUID fits, and so does a client's own scheme.
 */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** Page size bounds and defaults of a `…/page` request (contract §3). */
export const PAGE_DEFAULTS = { page: 1, size: DEFAULT_PAGE_SIZE, maxSize: 100 } as const;

/**
 * Longest search keyword: the `keyWord` of a page request (longer is refused with `validation.max`)
 * and a keyword the shopper keeps in the history.
 */
export const SEARCH_KEYWORD_MAX = 50;

/** Up to {@link MAX_PHOTOS} picture URLs (review pics, feedback and complaint images). */
export const photoListSchema = /* @__PURE__ */ (() =>
  z
    .array(urlSchema, { error: typeError(VALIDATION_MESSAGES.type) })
    .check(z.maxLength(MAX_PHOTOS, { error: VALIDATION_MESSAGES.photosMax })))();

/**
 * A list in a response; `null` or absent (cool-admin) becomes `[]`.
 * @example
 * listOf(z.string()).parse(null); // []
 */
export function listOf<Item extends z.ZodMiniType>(item: Item) {
  return z.pipe(
    z.nullish(z.array(item)),
    z.transform((value): z.output<Item>[] => value ?? []),
  );
}

/**
 * The fields every entity has (contract §3). `createTime`/`updateTime` are optional here because
 * several rows are projections that leave them out; entities that always show them require them.
 */
export const entityShape = /* @__PURE__ */ (() => ({
  id: idSchema,
  createTime: z.optional(dateTimeSchema),
  updateTime: z.optional(dateTimeSchema),
}))();

/** A page request: `{ page = 1, size = 20 (1–100), order?, sort?, keyWord? (trimmed, ≤ 50) }` (contract §3); areas extend it with filters. */
export const pageRequestSchema = /* @__PURE__ */ (() =>
  z.object({
    page: z._default(integer({ min: 1 }), PAGE_DEFAULTS.page),
    size: z._default(integer({ min: 1, max: PAGE_DEFAULTS.maxSize }), PAGE_DEFAULTS.size),
    order: z.optional(z.string({ error: typeError(VALIDATION_MESSAGES.type) })),
    sort: z.optional(z.enum(['asc', 'desc'], { error: VALIDATION_MESSAGES.oneOf })),
    keyWord: optionalText(SEARCH_KEYWORD_MAX),
  }))();
/** A page request as a caller writes it (page and size may be left out). */
export type PageRequest = z.input<typeof pageRequestSchema>;

/** The pagination block of a page response. */
export const paginationSchema = /* @__PURE__ */ (() =>
  z.object({ page: countSchema, size: countSchema, total: countSchema }))();
/** Page number, size and total count of a page response. */
export type Pagination = z.output<typeof paginationSchema>;

/**
 * A page response `{ list, pagination }` of `item` rows (every `…/page` call).
 * @example
 * pageResponseSchema(goodsRowSchema).parse(data).list[0]?.title;
 */
export function pageResponseSchema<Item extends z.ZodMiniType>(item: Item) {
  return z.object({ list: listOf(item), pagination: paginationSchema });
}
/** A page of rows. */
export type PageResponse<Item> = { list: Item[]; pagination: Pagination };

/** A request without data (`…/person`, `…/userCount`, `…/logoff`, …); whatever is sent is dropped. */
export const emptyRequestSchema = /* @__PURE__ */ (() => z.optional(z.object({})))();

/** A request with one id: `GET …/info?id=`, `POST …/update` of the append-only ledger. */
export const idRequestSchema = /* @__PURE__ */ (() => z.object({ id: idSchema }))();
/** `{ id }` of an info request. */
export type IdRequest = z.input<typeof idRequestSchema>;

/**
 * A list that needs at least one item; missing or empty reports `key` (default `validation.required`).
 * @example
 * nonEmptyList(idSchema).parse(['3', 4]); // [3, 4]
 */
export function nonEmptyList<Item extends z.ZodMiniType>(
  item: Item,
  key: ValidationMessageKey = VALIDATION_MESSAGES.required,
) {
  return z
    .array(item, { error: typeError(VALIDATION_MESSAGES.type, key) })
    .check(z.minLength(1, { error: key }));
}

/**
 * Refinement option for an object's cross-field rule: run it even when a field already failed, so
 * a form shows every problem at once.
 */
export const alongsideFieldIssues = {
  when: (payload: { value: unknown }): boolean => typeof payload.value === 'object' && payload.value !== null,
};

/** `POST …/delete { ids }` (contract §3). */
export const deleteRequestSchema = /* @__PURE__ */ (() => z.object({ ids: nonEmptyList(idSchema) }))();
/** `{ ids }` of a delete request. */
export type DeleteRequest = z.input<typeof deleteRequestSchema>;

/** `POST …/add` answers `{ id }` of the new row (contract §3). */
export const addResponseSchema = /* @__PURE__ */ (() => z.object({ id: idSchema }))();
/** `{ id }` of an added row. */
export type AddResponse = z.output<typeof addResponseSchema>;

/**
 * A success without a result (`update`, `delete`, `cancel`, …): `data` is absent (cool-admin) or
 * anything the backend chose to send; the output is always `undefined`.
 */
export const emptyResponseSchema = /* @__PURE__ */ (() =>
  z.pipe(
    z.unknown(),
    z.transform((): undefined => undefined),
  ))();

/**
 * The response envelope `{ code, message, data? }` (contract §2) with `data` described by `data`.
 * @example
 * envelopeSchema(addResponseSchema).parse({ code: 1000, message: 'success', data: { id: 1 } });
 */
export function envelopeSchema<Data extends z.ZodMiniType>(data: Data) {
  return z.object({ code: z.number().check(z.int()), message: z.string(), data: z.optional(data) });
}
/** An envelope as the wire carries it. */
export type Envelope<Data = unknown> = { code: number; message: string; data?: Data };

/**
 * A result that may not exist (`GET …/default` without a default, no session yet): `null` or an
 * absent `data` (cool-admin) both come out as `null`.
 */
export function orNull<Schema extends z.ZodMiniType>(schema: Schema) {
  return z.pipe(
    z.nullish(schema),
    z.transform((value): z.output<Schema> | null => value ?? null),
  );
}
