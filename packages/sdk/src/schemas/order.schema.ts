import * as z from 'zod/mini';
import { BUY_BACK_STATUS, ORDER_STATUS, REFUND_STATUS } from '../lifecycle/order-lifecycle';
import { addressSnapshotSchema } from './address.schema';
import type { CallSchemaMap } from './call-schema';
import {
  emptyRequestSchema,
  emptyResponseSchema,
  entityShape,
  idRequestSchema,
  listOf,
  nonEmptyList,
  pageRequestSchema,
  pageResponseSchema,
  photoListSchema,
} from './common.schema';
import {
  countSchema,
  flagSchema,
  idSchema,
  integer,
  money,
  moneySchema,
  selectedId,
  statusCode,
} from './number.schema';
import { dateTimeSchema, looseTextSchema, optionalText, text } from './text.schema';
import { typeError } from './type-error';
import { VALIDATION_MESSAGES } from './validation-messages';
import {
  orderWxNotifyRequestSchema,
  wxAppPayParamsSchema,
  wxJsapiPayParamsSchema,
} from './wechat-pay.schema';

/** Longest order remark, cancel reason and refund remark. */
export const ORDER_REMARK_MAX = 200;
/** Longest refund reason (contract §9: 1–200 characters). */
export const REFUND_REASON_MAX = 200;

/** An order status code 0–9 (contract §9). */
export const orderStatusSchema = /* @__PURE__ */ (() =>
  statusCode([
    ORDER_STATUS.waitingPay,
    ORDER_STATUS.waitingShip,
    ORDER_STATUS.waitingReceive,
    ORDER_STATUS.waitingEvaluate,
    ORDER_STATUS.completed,
    ORDER_STATUS.refunding,
    ORDER_STATUS.refunded,
    ORDER_STATUS.closed,
    ORDER_STATUS.repurchasing,
    ORDER_STATUS.repurchased,
  ]))();

/** A refund sub-status 0–3 (`order.refund.status`). */
export const refundStatusSchema = /* @__PURE__ */ (() =>
  statusCode([
    REFUND_STATUS.applied,
    REFUND_STATUS.refunded,
    REFUND_STATUS.refused,
    REFUND_STATUS.inProgressByBackend,
  ]))();

/** A repurchase sub-status 0–2 (`order.buyBack.status`). */
export const buyBackStatusSchema = /* @__PURE__ */ (() =>
  statusCode([BUY_BACK_STATUS.applying, BUY_BACK_STATUS.completed, BUY_BACK_STATUS.failed]))();

const RATE_TEXT = /^\s*(?:0|1)?(?:\.\d+)?\s*$/;

/**
 * A repurchase rate: a decimal fraction in (0, 1] sent as text (`"0.9"`) or a number. Outputs the
 * text, so it is never rounded on the way.
 */
export const repurchaseRateSchema = /* @__PURE__ */ (() =>
  z
    .pipe(
      z.union([z.string(), z.pipe(z.number(), z.transform(String))], {
        error: typeError(VALIDATION_MESSAGES.type),
      }),
      z.transform((value) => value.trim()),
    )
    .check(
      z.refine((value) => value !== '' && RATE_TEXT.test(value) && Number(value) > 0 && Number(value) <= 1, {
        error: VALIDATION_MESSAGES.range,
        params: { min: 0, max: 1 },
      }),
    ))();

/** A goods line of an order: a copy of the goods and spec at the time of the order. */
export const orderGoodsLineSchema = /* @__PURE__ */ (() =>
  z.object({
    id: z.optional(idSchema),
    goodsId: idSchema,
    specId: z.nullish(idSchema),
    title: z.string(),
    specName: z.nullish(z.string()),
    pic: z.nullish(z.string()),
    price: moneySchema,
    count: countSchema,
    isComment: z._default(flagSchema, false),
  }))();
/** A goods line of an order. */
export type OrderGoodsLine = z.output<typeof orderGoodsLineSchema>;

/**
 * The refund of an order: 0 applied, 1 refunded, 2 refused (`refuseReason` shown), 3 in progress by
 * backend; the shopper's remark and photos as sent (a backend that keeps none answers none: `[]`).
 */
export const orderRefundSchema = /* @__PURE__ */ (() =>
  z.object({
    status: refundStatusSchema,
    reason: z.string(),
    amount: moneySchema,
    remark: z.nullish(z.string()),
    images: listOf(z.string()),
    applyTime: z.nullish(dateTimeSchema),
    refuseReason: z.nullish(z.string()),
  }))();
/** The refund of an order. */
export type OrderRefund = z.output<typeof orderRefundSchema>;

/** The repurchase of an order: 0 applying, 1 completed, 2 failed (`failReason` shown); the rate is fixed at request. */
export const orderBuyBackSchema = /* @__PURE__ */ (() =>
  z.object({
    status: buyBackStatusSchema,
    rate: repurchaseRateSchema,
    amount: moneySchema,
    applyTime: z.nullish(dateTimeSchema),
    failReason: z.nullish(z.string()),
  }))();
/** The repurchase of an order. */
export type OrderBuyBack = z.output<typeof orderBuyBackSchema>;

/** One step of a shipment; `time` is kept as the carrier wrote it. */
export const logisticsTraceSchema = /* @__PURE__ */ (() =>
  z.object({ time: looseTextSchema, text: z.string() }))();
/** One step of a shipment. */
export type LogisticsTrace = z.output<typeof logisticsTraceSchema>;

/** The shipment of an order (`GET app/order/info/logistics`, `logistics` of the detail). */
export const orderLogisticsSchema = /* @__PURE__ */ (() =>
  z.object({
    company: z.string(),
    num: looseTextSchema,
    traces: listOf(logisticsTraceSchema),
  }))();
/** The shipment of an order. */
export type OrderLogistics = z.output<typeof orderLogisticsSchema>;

/** An order row of `POST app/order/info/page`, with its goods lines and any refund or repurchase. */
export const orderRowSchema = /* @__PURE__ */ (() =>
  z.object({
    ...entityShape,
    createTime: dateTimeSchema,
    orderNum: looseTextSchema,
    status: orderStatusSchema,
    title: z.nullish(z.string()),
    remark: z.nullish(z.string()),
    /** Goods total. */
    price: moneySchema,
    discountPrice: z.nullish(moneySchema),
    /** Actual payment. */
    payPrice: moneySchema,
    payType: z.nullish(looseTextSchema),
    payTime: z.nullish(dateTimeSchema),
    couponId: z.nullish(idSchema),
    cancelReason: z.nullish(z.string()),
    /** Number of items. */
    count: z.nullish(countSchema),
    goodsList: listOf(orderGoodsLineSchema),
    refund: z.nullish(orderRefundSchema),
    buyBack: z.nullish(orderBuyBackSchema),
  }))();
/** An order row of the order list. */
export type OrderRow = z.output<typeof orderRowSchema>;

/** One order with address snapshot and shipment (`GET app/order/info/info`; also what `create` answers). */
export const orderDetailSchema = /* @__PURE__ */ (() =>
  z.extend(orderRowSchema, {
    address: z.nullish(addressSnapshotSchema),
    logistics: z.nullish(orderLogisticsSchema),
  }))();
/** An order with everything the detail page shows. */
export type OrderDetail = z.output<typeof orderDetailSchema>;

/** A line of `POST app/order/info/create`: `count` an integer ≥ 1. */
export const orderCreateLineSchema = /* @__PURE__ */ (() =>
  z.object({
    goodsId: idSchema,
    specId: idSchema,
    count: integer({ min: 1 }),
  }))();
/** A goods line to order. */
export type OrderCreateLine = z.input<typeof orderCreateLineSchema>;

/**
 * `POST app/order/info/create`: at least one line, a delivery address (`validation.addressRequired`),
 * optionally the coupon offer's id and a remark. Prices come from the server.
 */
export const orderCreateRequestSchema = /* @__PURE__ */ (() =>
  z.object({
    goodsList: nonEmptyList(orderCreateLineSchema, VALIDATION_MESSAGES.goodsRequired),
    addressId: selectedId(VALIDATION_MESSAGES.addressRequired),
    couponId: z.optional(idSchema),
    remark: optionalText(ORDER_REMARK_MAX),
  }))();
/** Checkout form. */
export type OrderCreateRequest = z.input<typeof orderCreateRequestSchema>;

/** A request naming one order: `accountPay`, `buyBack`, the WeChat pays, `GET confirm` and `GET logistics`. */
export const orderIdRequestSchema = /* @__PURE__ */ (() => z.object({ orderId: idSchema }))();
/** `{ orderId }`. */
export type OrderIdRequest = z.input<typeof orderIdRequestSchema>;

/** `POST app/order/pay/accountPay { orderId }`: pays from the balance. */
export const orderAccountPayRequestSchema = orderIdRequestSchema;
/** `POST app/order/pay/buyBack { orderId }`: requests a repurchase at the current `repurchaseRate`. */
export const orderBuyBackRequestSchema = orderIdRequestSchema;
/** `GET app/order/info/confirm?orderId`: confirms receipt. */
export const orderConfirmRequestSchema = orderIdRequestSchema;
/** `GET app/order/info/logistics?orderId`. */
export const orderLogisticsRequestSchema = orderIdRequestSchema;
/** `POST app/order/pay/wxMpPay|wxAppPay|wxMiniPay { orderId }`. */
export const orderWxPayRequestSchema = orderIdRequestSchema;

/** What `POST app/order/pay/accountPay` answers: the order is now in status 1 and the balance is debited. */
export const orderPayResultSchema = /* @__PURE__ */ (() =>
  z.object({
    orderId: idSchema,
    status: orderStatusSchema,
    payTime: dateTimeSchema,
    balance: moneySchema,
  }))();
/** The result of a balance payment. */
export type OrderPayResult = z.output<typeof orderPayResultSchema>;

/** `POST app/order/info/cancel { orderId, remark? }`: `remark` is the cancel reason (stored as `cancelReason`). */
export const orderCancelRequestSchema = /* @__PURE__ */ (() =>
  z.object({
    orderId: idSchema,
    remark: optionalText(ORDER_REMARK_MAX),
  }))();
/** Cancel request. */
export type OrderCancelRequest = z.input<typeof orderCancelRequestSchema>;

/**
 * `POST app/order/info/refund { orderId, reason, amount?, remark?, images? }`: the reason must be
 * chosen (`validation.refundReasonRequired`, 1–200 characters); the amount, when given, is money > 0;
 * the remark is free text (at most 200 characters) and the images up to six uploaded photos. A
 * backend that knows only `reason` and `amount` ignores the rest.
 */
export const orderRefundRequestSchema = /* @__PURE__ */ (() =>
  z.object({
    orderId: idSchema,
    reason: text({
      max: REFUND_REASON_MAX,
      requiredKey: VALIDATION_MESSAGES.refundReasonRequired,
      maxKey: VALIDATION_MESSAGES.length,
    }),
    amount: z.optional(money({ positive: true })),
    remark: optionalText(ORDER_REMARK_MAX),
    images: z.optional(photoListSchema),
  }))();
/** Refund form. */
export type OrderRefundRequest = z.input<typeof orderRefundRequestSchema>;

/** `POST app/order/info/update { id, remark?, addressId? }`: only in status 0. */
export const orderUpdateRequestSchema = /* @__PURE__ */ (() =>
  z.object({
    id: idSchema,
    remark: optionalText(ORDER_REMARK_MAX),
    addressId: z.optional(idSchema),
  }))();
/** Changes of an unpaid order. */
export type OrderUpdateRequest = z.input<typeof orderUpdateRequestSchema>;

/** `POST app/order/info/page`: `status` one code or several (a tab), `afterSale: true` for refunds and repurchases. */
export const orderPageRequestSchema = /* @__PURE__ */ (() =>
  z.extend(pageRequestSchema, {
    status: z.optional(
      z.union([orderStatusSchema, z.array(orderStatusSchema)], {
        error: typeError(VALIDATION_MESSAGES.oneOf),
      }),
    ),
    afterSale: z.optional(flagSchema),
  }))();
/** Order list filters. */
export type OrderPageRequest = z.input<typeof orderPageRequestSchema>;

/** What `GET app/order/info/userCount` answers: order counts per tab of "My". */
export const orderUserCountSchema = /* @__PURE__ */ (() =>
  z.object({
    pendingPayment: countSchema,
    pendingShipment: countSchema,
    pendingReceipt: countSchema,
    pendingEvaluation: countSchema,
    afterSale: countSchema,
  }))();
/** Order counts per tab. */
export type OrderUserCount = z.output<typeof orderUserCountSchema>;

/** The order and payment calls: what each takes and what it resolves with. */
export const orderCalls = /* @__PURE__ */ (() =>
  ({
    'app/order/pay/accountPay': { request: orderAccountPayRequestSchema, response: orderPayResultSchema },
    'app/order/pay/buyBack': { request: orderBuyBackRequestSchema, response: emptyResponseSchema },
    'app/order/pay/wxMpPay': { request: orderWxPayRequestSchema, response: wxJsapiPayParamsSchema },
    'app/order/pay/wxAppPay': { request: orderWxPayRequestSchema, response: wxAppPayParamsSchema },
    'app/order/pay/wxMiniPay': { request: orderWxPayRequestSchema, response: wxJsapiPayParamsSchema },
    'app/order/pay/wxNotify': {
      request: z.optional(orderWxNotifyRequestSchema),
      response: emptyResponseSchema,
    },
    'app/order/info/create': { request: orderCreateRequestSchema, response: orderDetailSchema },
    'app/order/info/page': { request: orderPageRequestSchema, response: pageResponseSchema(orderRowSchema) },
    'app/order/info/info': { request: idRequestSchema, response: orderDetailSchema },
    'app/order/info/update': { request: orderUpdateRequestSchema, response: emptyResponseSchema },
    'app/order/info/cancel': { request: orderCancelRequestSchema, response: emptyResponseSchema },
    'app/order/info/confirm': { request: orderConfirmRequestSchema, response: emptyResponseSchema },
    'app/order/info/refund': { request: orderRefundRequestSchema, response: emptyResponseSchema },
    'app/order/info/logistics': { request: orderLogisticsRequestSchema, response: orderLogisticsSchema },
    'app/order/info/userCount': { request: emptyRequestSchema, response: orderUserCountSchema },
  }) as const)() satisfies CallSchemaMap;
