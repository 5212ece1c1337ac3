import { toWireAmount } from '@mall/sdk';
import { ORDER_STATUS, type OrderStatus } from '@mall/sdk/lifecycle';
import type { ServerContext } from '../../server-context';
import { creditLedger } from '../ledger.service';
import { countSold } from './order-stock';
import {
  lockOrder,
  type OrderRow,
  type OrderTransaction,
  statusNotAllowed,
  transitionFrom,
} from './order-transition';

/**
 * The answer for an order paid before: a repeated payment (a retry after a lost answer) gets the
 * first result without a second charge; an order that was never paid answers 1001.
 */
async function earlierPayment(trx: OrderTransaction, order: OrderRow, userId: number) {
  const payment = await trx
    .selectFrom('ledger')
    .select('id')
    .where('order_id', '=', order.id)
    .where('type', '=', 'payment')
    .executeTakeFirst();
  if (!payment || !order.pay_time) {
    throw statusNotAllowed();
  }
  const user = await trx
    .selectFrom('app_user')
    .select('balance')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    orderId: order.id,
    status: order.status,
    payTime: order.pay_time.toISOString(),
    balance: toWireAmount(user.balance),
  };
}

/**
 * Pays an order from the balance. The status change and the debit are one transaction; paying an
 * order that is already paid answers the same result without charging again. An order waiting
 * for payment is moved on in the statement that locks it; any other is then locked and looked at.
 */
export async function payOrder(server: ServerContext, userId: number, orderId: number) {
  return server.db.transaction().execute(async (trx) => {
    const now = server.now();
    const order = await transitionFrom(
      trx,
      server,
      { orderId, userId },
      ORDER_STATUS.waitingPay,
      { event: 'order.pay', actor: 'shopper' },
      { pay_time: now },
    );
    if (!order) {
      const found = await lockOrder(trx, orderId, userId);
      if (found.status === ORDER_STATUS.waitingPay) {
        throw statusNotAllowed();
      }
      return earlierPayment(trx, found, userId);
    }
    const { balance } = await creditLedger(trx, server, userId, -order.pay_price, 'payment', {
      orderId: order.id,
    });
    await countSold(trx, order.id);
    return {
      orderId: order.id,
      status: order.status as OrderStatus,
      payTime: now.toISOString(),
      balance: toWireAmount(balance),
    };
  });
}
