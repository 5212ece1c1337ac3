import * as z from 'zod/mini';
import type { CallSchemaMap } from './call-schema';
import {
  emptyResponseSchema,
  entityShape,
  idRequestSchema,
  pageRequestSchema,
  pageResponseSchema,
} from './common.schema';
import { countSchema, flagSchema, idSchema, money, moneySchema, statusCode } from './number.schema';
import { dateTimeSchema } from './text.schema';

/** Coupon kinds; only "full X reduce Y" exists (contract §8). */
export const COUPON_TYPE = { fullReduce: 0 } as const;

/** Statuses of a coupon the shopper holds (contract §8). */
export const USER_COUPON_STATUS = { unused: 0, used: 1, expired: 2 } as const;

/** A status of a held coupon: 0 unused, 1 used, 2 expired. */
export const userCouponStatusSchema = /* @__PURE__ */ (() =>
  statusCode([USER_COUPON_STATUS.unused, USER_COUPON_STATUS.used, USER_COUPON_STATUS.expired]))();

/** The threshold of a "full X reduce Y" coupon: it applies when the goods total is ≥ `fullAmount`. */
export const couponConditionSchema = /* @__PURE__ */ (() => z.object({ fullAmount: moneySchema }))();
/** A coupon threshold. */
export type CouponCondition = z.output<typeof couponConditionSchema>;

const couponTermsShape = /* @__PURE__ */ (() => ({
  title: z.string(),
  description: z.nullish(z.string()),
  amount: moneySchema,
  condition: couponConditionSchema,
  startTime: dateTimeSchema,
  endTime: dateTimeSchema,
}))();

/** A coupon on offer (`POST app/market/coupon/info/page`); `received` is false for a guest. */
export const couponOfferSchema = /* @__PURE__ */ (() =>
  z.object({
    ...entityShape,
    ...couponTermsShape,
    type: z.optional(statusCode([COUPON_TYPE.fullReduce])),
    num: countSchema,
    receivedNum: countSchema,
    received: z._default(flagSchema, false),
  }))();
/** A coupon on offer. */
export type CouponOffer = z.output<typeof couponOfferSchema>;

/** A coupon the shopper received (`app/market/coupon/user/page|list|info`); `available` for the given goods total. */
export const userCouponSchema = /* @__PURE__ */ (() =>
  z.object({
    ...entityShape,
    ...couponTermsShape,
    couponId: idSchema,
    status: userCouponStatusSchema,
    available: z._default(flagSchema, false),
  }))();
/** A coupon the shopper holds. */
export type UserCoupon = z.output<typeof userCouponSchema>;

/** `POST app/market/coupon/user/receive { couponId }`: once per shopper and offer. */
export const couponReceiveRequestSchema = /* @__PURE__ */ (() => z.object({ couponId: idSchema }))();
/** The offer to receive. */
export type CouponReceiveRequest = z.input<typeof couponReceiveRequestSchema>;

const userCouponFilterShape = /* @__PURE__ */ (() => ({
  status: z.optional(userCouponStatusSchema),
  goodsTotal: z.optional(money()),
}))();

/** `POST app/market/coupon/user/page { status?, goodsTotal? }`. */
export const couponUserPageRequestSchema = /* @__PURE__ */ (() =>
  z.extend(pageRequestSchema, userCouponFilterShape))();
/** Filters of the shopper's coupon page. */
export type CouponUserPageRequest = z.input<typeof couponUserPageRequestSchema>;

/** `POST app/market/coupon/user/list { status?, goodsTotal? }` (checkout: coupons usable for a total). */
export const couponUserListRequestSchema = /* @__PURE__ */ (() =>
  z.optional(z.object(userCouponFilterShape)))();
/** Filters of the shopper's coupon list. */
export type CouponUserListRequest = z.input<typeof couponUserListRequestSchema>;

/** The coupon calls: what each takes and what it resolves with. */
export const couponCalls = /* @__PURE__ */ (() =>
  ({
    'app/market/coupon/info/page': {
      request: pageRequestSchema,
      response: pageResponseSchema(couponOfferSchema),
    },
    'app/market/coupon/user/page': {
      request: couponUserPageRequestSchema,
      response: pageResponseSchema(userCouponSchema),
    },
    'app/market/coupon/user/info': { request: idRequestSchema, response: userCouponSchema },
    'app/market/coupon/user/list': {
      request: couponUserListRequestSchema,
      response: z.array(userCouponSchema),
    },
    'app/market/coupon/user/receive': { request: couponReceiveRequestSchema, response: emptyResponseSchema },
  }) as const)() satisfies CallSchemaMap;
