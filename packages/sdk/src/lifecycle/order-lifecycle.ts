/**
 * Order statuses and the complete order transition table of the wire contract (§9).
 * This is the one definition: the reference server enforces it and the order machine follows it.
 */

/** Order status codes as sent on the wire. */
export const ORDER_STATUS = {
  waitingPay: 0,
  waitingShip: 1,
  waitingReceive: 2,
  waitingEvaluate: 3,
  completed: 4,
  refunding: 5,
  refunded: 6,
  closed: 7,
  repurchasing: 8,
  repurchased: 9,
} as const;

/** An order status code (0–9). */
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

/** Every order status code, in numeric order. */
export const ORDER_STATUSES: readonly OrderStatus[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

/** Refund sub-status (`order.refund.status`). */
export const REFUND_STATUS = {
  applied: 0,
  refunded: 1,
  refused: 2,
  inProgressByBackend: 3,
} as const;

/** A refund sub-status code (0–3). */
export type RefundStatus = (typeof REFUND_STATUS)[keyof typeof REFUND_STATUS];

/** Repurchase (buy-back) sub-status (`order.buyBack.status`). */
export const BUY_BACK_STATUS = {
  applying: 0,
  completed: 1,
  failed: 2,
} as const;

/** A repurchase sub-status code (0–2). */
export type BuyBackStatus = (typeof BUY_BACK_STATUS)[keyof typeof BUY_BACK_STATUS];
