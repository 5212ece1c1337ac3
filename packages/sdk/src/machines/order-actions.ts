import { type Cents, toCents, toWireAmount } from '../money/money';
import { type FieldError, fieldErrorsOf } from '../schemas/field-errors';
import { goodsCommentSubmitRequestSchema } from '../schemas/goods.schema';
import {
  type OrderDetail,
  orderCancelRequestSchema,
  orderRefundRequestSchema,
} from '../schemas/order.schema';
import { VALIDATION_MESSAGES } from '../schemas/validation-messages';

/** What the shopper can do to an order; each one is a shopper event of `ORDER_TRANSITIONS`. */
export type OrderAction =
  | { type: 'order.pay' }
  | { type: 'order.cancel' /** The cancel reason (an `orderCancelReason` name). */; reason?: string }
  | { type: 'order.confirm' }
  | { type: 'order.review'; goodsId: number; starCount: number; content: string; pics?: string[] }
  | { type: 'refund.request' /** An `orderRefundReason` name. */; reason: string; amount?: Cents }
  | { type: 'repurchase.request' };

/** The actions the machine implements, one per shopper event of the table. */
export const ORDER_ACTION_TYPES: readonly OrderAction['type'][] = [
  'order.pay',
  'order.cancel',
  'order.confirm',
  'order.review',
  'refund.request',
  'repurchase.request',
];

/** Whether an event is one of the actions (the other events only confirm, dismiss or reload). */
export function isOrderAction(event: { type: string }): event is OrderAction {
  return (ORDER_ACTION_TYPES as readonly string[]).includes(event.type);
}

function amountErrors(amount: Cents | undefined, payPrice: number): FieldError[] {
  if (amount === undefined) {
    return [];
  }
  if (!Number.isSafeInteger(amount)) {
    return [{ field: 'amount', key: VALIDATION_MESSAGES.money }];
  }
  const paid = toCents(payPrice);
  return amount > paid
    ? [{ field: 'amount', key: VALIDATION_MESSAGES.max, params: { max: toWireAmount(paid) } }]
    : [];
}

/**
 * Why an action cannot be sent as it is, with the same schemas the server validates with; `[]`
 * when it can. A refund amount must also not exceed the actual payment.
 */
export function orderActionErrors(order: OrderDetail, action: OrderAction): FieldError[] {
  switch (action.type) {
    case 'order.cancel':
      return fieldErrorsOf(orderCancelRequestSchema, { orderId: order.id, remark: action.reason });
    case 'refund.request': {
      const amountProblems = amountErrors(action.amount, order.payPrice);
      const wireAmount =
        action.amount === undefined || amountProblems.length > 0 ? undefined : toWireAmount(action.amount);
      return [
        ...fieldErrorsOf(orderRefundRequestSchema, {
          orderId: order.id,
          reason: action.reason,
          amount: wireAmount,
        }),
        ...amountProblems,
      ];
    }
    case 'order.review':
      return fieldErrorsOf(goodsCommentSubmitRequestSchema, {
        orderId: order.id,
        goodsId: action.goodsId,
        starCount: action.starCount,
        content: action.content,
        pics: action.pics,
      });
    case 'order.pay':
    case 'order.confirm':
    case 'repurchase.request':
      return [];
    default:
      return action satisfies never;
  }
}
