import { z } from 'zod';
import { operatorRecordId, operatorText } from '../../operator/operator-fields';
import { type OperatorAction, type OperatorActions, operatorAction } from '../../operator/operator-handler';
import type { Permission } from '../../operator/permissions';
import type { ServerContext } from '../../server-context';
import { decideBuyBack } from '../../services/order/order-buy-back.service';
import { shipOrder } from '../../services/order/order-delivery.service';
import { decideRefund } from '../../services/order/order-refund.service';
import {
  BUY_BACK_QUEUE_STATUS,
  buyBackQueue,
  ORDER_QUEUE_STATUS,
  orderQueue,
  REFUND_QUEUE_STATUS,
  refundQueue,
} from '../../services/order-queue.service';
import { queueKeyword, queuePageShape, queueStatus, queueUserId } from '../queue-query';

const orderId = operatorRecordId;
const reason = operatorText(200);

/** An operator decision on one order: `{"orderId"}`. */
function orderDecision(
  permission: Permission,
  description: string,
  decide: (server: ServerContext, decision: { orderId: number }) => Promise<void>,
): OperatorAction {
  return operatorAction({
    method: 'POST',
    permission,
    // Each moves money or stock (refund, repurchase) or settles an order's request.
    idempotent: true,
    description,
    schema: z.object({ orderId }),
    run: (server, input) => decide(server, input),
  });
}

/** An operator refusal of one order's request, with the reason the shopper reads: `{"orderId","reason"}`. */
function orderRefusal(
  permission: Permission,
  description: string,
  refuse: (server: ServerContext, refusal: { orderId: number; reason: string }) => Promise<void>,
): OperatorAction {
  return operatorAction({
    method: 'POST',
    permission,
    // Each moves money or stock (refund, repurchase) or settles an order's request.
    idempotent: true,
    description,
    schema: z.object({ orderId, reason }),
    run: (server, input) => refuse(server, input),
  });
}

/** The query of an order queue: paging, a status, one shopper, part of the order number. */
function orderQueueSchema(maxStatus: number, status: number) {
  return z.object({
    ...queuePageShape,
    status: queueStatus(maxStatus, status),
    userId: queueUserId,
    keyWord: queueKeyword,
  });
}

/** The merchant's and payment backend's order actions (contract §13), and their queues. */
export const orderOperatorActions: OperatorActions = {
  'order/list': operatorAction({
    method: 'GET',
    permission: 'order:order:list',
    description:
      'Orders in a status (default 1, to ship), longest paid first: {"status"?,"userId"?,"keyWord"? (order number),"page"?,"size"?}',
    schema: orderQueueSchema(9, ORDER_QUEUE_STATUS),
    run: (server, input) => orderQueue(server, input),
  }),
  'order/refund/list': operatorAction({
    method: 'GET',
    permission: 'order:refund:list',
    description:
      'Refund requests in a status (default 0, applied), oldest first: {"status"?,"userId"?,"keyWord"?,"page"?,"size"?}',
    schema: orderQueueSchema(3, REFUND_QUEUE_STATUS),
    run: (server, input) => refundQueue(server, input),
  }),
  'order/buyBack/list': operatorAction({
    method: 'GET',
    permission: 'order:buyBack:list',
    description:
      'Repurchase requests in a status (default 0, applying), oldest first: {"status"?,"userId"?,"keyWord"?,"page"?,"size"?}',
    schema: orderQueueSchema(2, BUY_BACK_QUEUE_STATUS),
    run: (server, input) => buyBackQueue(server, input),
  }),
  'order/ship': operatorAction({
    method: 'POST',
    permission: 'order:order:ship',
    description: 'Ship a paid order: {"orderId","company","num"}',
    schema: z.object({ orderId, company: operatorText(50), num: operatorText(50) }),
    run: (server, input) => shipOrder(server, input),
  }),
  'order/refund/approve': orderDecision(
    'order:refund:approve',
    'Approve a refund (refund in progress by backend): {"orderId"}',
    (server, order) => decideRefund(server, { ...order, decision: 'approve' }),
  ),
  'order/refund/complete': orderDecision(
    'order:refund:complete',
    'Complete an approved refund (money and stock back): {"orderId"}',
    (server, order) => decideRefund(server, { ...order, decision: 'complete' }),
  ),
  'order/refund/refuse': orderRefusal(
    'order:refund:refuse',
    'Refuse a refund with a reason: {"orderId","reason"}',
    (server, refusal) => decideRefund(server, { ...refusal, decision: 'refuse' }),
  ),
  'order/buyBack/approve': orderDecision(
    'order:buyBack:approve',
    'Approve a repurchase (amount credited): {"orderId"}',
    (server, order) => decideBuyBack(server, { ...order, decision: 'approve' }),
  ),
  'order/buyBack/refuse': orderRefusal(
    'order:buyBack:refuse',
    'Refuse a repurchase with a reason: {"orderId","reason"}',
    (server, refusal) => decideBuyBack(server, { ...refusal, decision: 'refuse' }),
  ),
};
