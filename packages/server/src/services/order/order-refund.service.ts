import { nextOrderState, REFUND_STATUS, type RefundStatus } from '@mall/sdk/lifecycle';
import { onUniqueViolation } from '../../db/constraint-violation';
import { AppError } from '../../http/app-error';
import type { ServerContext } from '../../server-context';
import { creditLedger } from '../ledger.service';
import { restoreStock } from './order-stock';
import {
  applyTransition,
  lifecycleStateOf,
  lockOrder,
  type OrderTransaction,
  statusNotAllowed,
} from './order-transition';

/** Refunds still open: applied, or approved and in progress by the payment backend. */
export const OPEN_REFUND_STATUSES = [REFUND_STATUS.applied, REFUND_STATUS.inProgressByBackend];

async function openRefund(trx: OrderTransaction, orderId: number) {
  return trx
    .selectFrom('order_refund')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('status', 'in', OPEN_REFUND_STATUSES)
    .executeTakeFirst();
}

/** What a shopper asks for: the amount in cents (the whole payment when absent), photos already checked. */
export interface RefundRequest {
  userId: number;
  orderId: number;
  reason: string;
  amount: number | undefined;
  remark: string | null;
  images: readonly string[];
}

/**
 * Requests a refund of a paid order (shipped or not): one open refund at a time (a unique index
 * backs it), amount ≤ the payment; the remark and photos are kept with it.
 */
export async function requestRefund(server: ServerContext, request: RefundRequest): Promise<void> {
  await server.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, request);
    const refundAmount = request.amount ?? order.pay_price;
    if (refundAmount > order.pay_price) {
      throw new AppError('order.refundAmountInvalid');
    }
    await applyTransition(trx, server, { order, event: 'refund.request', actor: 'shopper' });
    await onUniqueViolation(
      () =>
        trx
          .insertInto('order_refund')
          .values({
            order_id: order.id,
            status: REFUND_STATUS.applied,
            reason: request.reason,
            amount: refundAmount,
            remark: request.remark,
            images: JSON.stringify(request.images),
            apply_time: server.now(),
            update_time: server.now(),
          })
          .execute(),
      statusNotAllowed,
    );
  });
}

/** The operator's decision on an open refund. */
export type RefundDecision = 'approve' | 'complete' | 'refuse';

/**
 * The operator's side of a refund: approve (applied -> in progress by backend; the order stays
 * refunding), complete (refunded: money and stock back), refuse (the order back to where it was).
 */
export async function decideRefund(
  server: ServerContext,
  { orderId, decision, reason }: { orderId: number; decision: RefundDecision; reason?: string },
): Promise<void> {
  await server.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, { orderId, userId: null });
    const refund = await openRefund(trx, order.id);
    if (!refund) {
      throw statusNotAllowed();
    }
    const now = server.now();
    const event = `refund.${decision}` as const;
    const refundStatus = refund.status as RefundStatus;
    const audit = (before: number, after: number) =>
      server.audit?.change({ entity: 'order_refund', id: refund.id, field: 'status', before, after });
    if (decision === 'approve') {
      // Approval moves the refund, not the order: the table is asked only whether it may.
      if (!nextOrderState(lifecycleStateOf({ order, refundStatus }), event, 'operator')) {
        throw statusNotAllowed();
      }
      await trx
        .updateTable('order_refund')
        .set({ status: REFUND_STATUS.inProgressByBackend, update_time: now })
        .where('id', '=', refund.id)
        .where('status', '=', REFUND_STATUS.applied)
        .execute();
      audit(refundStatus, REFUND_STATUS.inProgressByBackend);
      return;
    }
    const orderStatus = await applyTransition(trx, server, { order, event, actor: 'operator', refundStatus });
    server.audit?.change({
      entity: 'order',
      id: order.id,
      field: 'status',
      before: order.status,
      after: orderStatus,
    });
    if (decision === 'complete') {
      await trx
        .updateTable('order_refund')
        .set({ status: REFUND_STATUS.refunded, update_time: now })
        .where('id', '=', refund.id)
        .execute();
      audit(refundStatus, REFUND_STATUS.refunded);
      if (refund.amount > 0) {
        await creditLedger(trx, server, order.user_id, refund.amount, 'refund', { orderId: order.id });
      }
      await restoreStock(trx, { orderId: order.id }, server.audit);
      return;
    }
    await trx
      .updateTable('order_refund')
      .set({ status: REFUND_STATUS.refused, refuse_reason: reason ?? '', update_time: now })
      .where('id', '=', refund.id)
      .execute();
    audit(refundStatus, REFUND_STATUS.refused);
  });
}
