import * as z from 'zod/mini';
import type { CallSchemaMap } from './call-schema';
import {
  emptyRequestSchema,
  emptyResponseSchema,
  entityShape,
  idRequestSchema,
  listOf,
  localeSchema,
  orNull,
  PAGE_DEFAULTS,
  pageRequestSchema,
  pageResponseSchema,
  photoListSchema,
} from './common.schema';
import {
  countSchema,
  idSchema,
  integer,
  money,
  moneySchema,
  parentIdSchema,
  sortNumberSchema,
} from './number.schema';
import { dateTimeSchema, text } from './text.schema';
import { VALIDATION_MESSAGES } from './validation-messages';

/** Longest review text (contract §6). */
export const REVIEW_CONTENT_MAX = 500;

/** A goods category (`POST app/goods/type/list`); the tree is built from `parentId`. */
export const goodsTypeSchema = /* @__PURE__ */ (() =>
  z.object({
    ...entityShape,
    name: z.string(),
    parentId: parentIdSchema,
    pic: z.nullish(z.string()),
    sortNum: sortNumberSchema,
  }))();
/** A goods category. */
export type GoodsType = z.output<typeof goodsTypeSchema>;

/** A goods row of `POST app/goods/info/page` and `app/app/goods/list` (goods on sale only). */
export const goodsRowSchema = /* @__PURE__ */ (() =>
  z.object({
    ...entityShape,
    title: z.string(),
    subTitle: z.nullish(z.string()),
    mainPic: z.nullish(z.string()),
    price: moneySchema,
    sold: z.nullish(countSchema),
    stock: z.nullish(countSchema),
    typeId: z.nullish(idSchema),
    typeName: z.nullish(z.string()),
  }))();
/** A goods row of a list. */
export type GoodsRow = z.output<typeof goodsRowSchema>;

/** A specification (SKU) of a goods item (`POST app/goods/spec/list`, `specs` of the detail). */
export const goodsSpecSchema = /* @__PURE__ */ (() =>
  z.object({
    ...entityShape,
    goodsId: z.optional(idSchema),
    name: z.string(),
    price: moneySchema,
    stock: countSchema,
    images: listOf(z.string()),
    sortNum: sortNumberSchema,
  }))();
/** A specification of a goods item. */
export type GoodsSpec = z.output<typeof goodsSpecSchema>;

/**
 * One goods item with pictures, rich-text `content` (render sanitised) and specs (`GET app/goods/info/info`).
 * A goods item may carry a `video` (its address; absent, null or empty for none) and the server's
 * `videoPoster` for it (a jpg frame at 1000 ms); without one, a cloud upload mode's poster is the
 * provider's snapshot (`videoSnapshotUrl`).
 */
export const goodsDetailSchema = /* @__PURE__ */ (() =>
  z.extend(goodsRowSchema, {
    pics: listOf(z.string()),
    content: z.nullish(z.string()),
    specs: listOf(goodsSpecSchema),
    video: z.nullish(z.string()),
    videoPoster: z.nullish(z.string()),
  }))();
/** A goods item with everything the detail page shows. */
export type GoodsDetail = z.output<typeof goodsDetailSchema>;

/** Sort keys of the goods list ("overall" sends none). */
export const GOODS_ORDER_KEYS = ['sold', 'price', 'createTime'] as const;

/** `POST app/goods/info/page`: keyword, category and price filters; the highest price must not be below the lowest. */
export const goodsPageRequestSchema = /* @__PURE__ */ (() =>
  z
    .extend(pageRequestSchema, {
      typeId: z.optional(idSchema),
      minPrice: z.optional(money()),
      maxPrice: z.optional(money()),
      order: z.optional(z.enum(GOODS_ORDER_KEYS, { error: VALIDATION_MESSAGES.oneOf })),
    })
    .check(
      z.superRefine((value, ctx) => {
        if (value.minPrice !== undefined && value.maxPrice !== undefined && value.maxPrice < value.minPrice) {
          ctx.addIssue({ code: 'custom', path: ['maxPrice'], message: VALIDATION_MESSAGES.priceRange });
        }
      }),
    ))();
/** Goods list filters. */
export type GoodsPageRequest = z.input<typeof goodsPageRequestSchema>;

/** `POST app/app/goods/list { size? }`: hot recommendations for home. */
export const goodsHotListRequestSchema = /* @__PURE__ */ (() =>
  z.object({
    size: z.optional(integer({ min: 1, max: PAGE_DEFAULTS.maxSize })),
  }))();
/** How many hot goods to show. */
export type GoodsHotListRequest = z.input<typeof goodsHotListRequestSchema>;

/** `POST app/goods/spec/list { goodsId }`. */
export const goodsSpecListRequestSchema = /* @__PURE__ */ (() => z.object({ goodsId: idSchema }))();
/** Whose specs to list. */
export type GoodsSpecListRequest = z.input<typeof goodsSpecListRequestSchema>;

/** A review row of `POST app/goods/comment/page`; `content` is plain text. */
export const goodsCommentSchema = /* @__PURE__ */ (() =>
  z.object({
    ...entityShape,
    goodsId: z.optional(idSchema),
    orderId: z.optional(idSchema),
    content: z.string(),
    starCount: integer({ min: 1, max: 5, rangeKey: VALIDATION_MESSAGES.starCount }),
    pics: listOf(z.string()),
    nickName: z.nullish(z.string()),
    avatarUrl: z.nullish(z.string()),
    createTime: dateTimeSchema,
  }))();
/** A review of a goods item. */
export type GoodsComment = z.output<typeof goodsCommentSchema>;

/** `POST app/goods/comment/page { goodsId, page, size }`. */
export const goodsCommentPageRequestSchema = /* @__PURE__ */ (() =>
  z.extend(pageRequestSchema, { goodsId: idSchema }))();
/** Which reviews to page. */
export type GoodsCommentPageRequest = z.input<typeof goodsCommentPageRequestSchema>;

/** Review text: required, at most 500 characters (`validation.contentLength` with `{ min, max }`). */
export const reviewContentSchema = /* @__PURE__ */ (() =>
  text({
    max: REVIEW_CONTENT_MAX,
    maxKey: VALIDATION_MESSAGES.contentLength,
  }))();

/**
 * `POST app/goods/comment/submit`: a review of one line of an order in status 3 — `starCount` an
 * integer 1–5, `content` 1–500 characters, up to 6 pictures.
 */
export const goodsCommentSubmitRequestSchema = /* @__PURE__ */ (() =>
  z.object({
    orderId: idSchema,
    goodsId: idSchema,
    starCount: integer({
      min: 1,
      max: 5,
      key: VALIDATION_MESSAGES.starCount,
      requiredKey: VALIDATION_MESSAGES.starCount,
      rangeKey: VALIDATION_MESSAGES.starCount,
    }),
    content: reviewContentSchema,
    pics: z.optional(photoListSchema),
  }))();
/** Review form. */
export type GoodsCommentSubmitRequest = z.input<typeof goodsCommentSubmitRequestSchema>;

/** A translation of a goods item's texts (`app/goods/i18n/info/i18n/info` and `…/i18n/page`). */
export const goodsI18nSchema = /* @__PURE__ */ (() =>
  z.object({
    ...entityShape,
    goodsId: idSchema,
    // A backend may hold languages the app does not bundle; they are passed through as text.
    lang: z.string(),
    title: z.nullish(z.string()),
    subTitle: z.nullish(z.string()),
    content: z.nullish(z.string()),
  }))();
/** A goods translation. */
export type GoodsI18n = z.output<typeof goodsI18nSchema>;

/** `POST app/goods/i18n/info/i18n/info { goodsId, lang }`. */
export const goodsI18nInfoRequestSchema = /* @__PURE__ */ (() =>
  z.object({ goodsId: idSchema, lang: localeSchema }))();
/** Which translation to read. */
export type GoodsI18nInfoRequest = z.input<typeof goodsI18nInfoRequestSchema>;

/** `POST app/goods/i18n/info/i18n/page`: translations, optionally of one goods item or language. */
export const goodsI18nPageRequestSchema = /* @__PURE__ */ (() =>
  z.extend(pageRequestSchema, {
    goodsId: z.optional(idSchema),
    lang: z.optional(localeSchema),
  }))();
/** Translation page filters. */
export type GoodsI18nPageRequest = z.input<typeof goodsI18nPageRequestSchema>;

/** The goods, categories, specs, reviews, translations and recommended goods calls: what each takes and what it resolves with. */
export const goodsCalls = /* @__PURE__ */ (() =>
  ({
    'app/app/goods/list': {
      request: z.optional(goodsHotListRequestSchema),
      response: z.array(goodsRowSchema),
    },
    'app/goods/info/page': { request: goodsPageRequestSchema, response: pageResponseSchema(goodsRowSchema) },
    'app/goods/info/info': { request: idRequestSchema, response: goodsDetailSchema },
    'app/goods/type/list': { request: emptyRequestSchema, response: z.array(goodsTypeSchema) },
    'app/goods/spec/list': { request: goodsSpecListRequestSchema, response: z.array(goodsSpecSchema) },
    'app/goods/comment/page': {
      request: goodsCommentPageRequestSchema,
      response: pageResponseSchema(goodsCommentSchema),
    },
    'app/goods/comment/submit': { request: goodsCommentSubmitRequestSchema, response: emptyResponseSchema },
    'app/goods/i18n/info/i18n/info': {
      request: goodsI18nInfoRequestSchema,
      response: orNull(goodsI18nSchema),
    },
    'app/goods/i18n/info/i18n/page': {
      request: goodsI18nPageRequestSchema,
      response: pageResponseSchema(goodsI18nSchema),
    },
  }) as const)() satisfies CallSchemaMap;
