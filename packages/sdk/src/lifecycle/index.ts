export type { ComplaintStatus } from './complaint-lifecycle';
export { COMPLAINT_STATUS } from './complaint-lifecycle';
export type { FeedbackStatus } from './feedback-lifecycle';
export { FEEDBACK_STATUS } from './feedback-lifecycle';
export type { BuyBackStatus, OrderStatus, RefundStatus } from './order-lifecycle';
export { BUY_BACK_STATUS, ORDER_STATUS, ORDER_STATUSES, REFUND_STATUS } from './order-lifecycle';
export type {
  OrderActor,
  OrderEffect,
  OrderEvent,
  OrderLifecycleState,
  OrderTransition,
} from './order-transitions';
export {
  allowedOrderEvents,
  findOrderTransition,
  nextOrderState,
  ORDER_EVENTS,
  ORDER_TRANSITIONS,
} from './order-transitions';
export type { StatusTransition } from './simple-transitions';
export {
  COMPLAINT_TRANSITIONS,
  FEEDBACK_TRANSITIONS,
  nextStatus,
  WITHDRAWAL_TRANSITIONS,
} from './simple-transitions';
export type { WithdrawalStatus } from './withdrawal-lifecycle';
export { WITHDRAWAL_STATUS } from './withdrawal-lifecycle';
