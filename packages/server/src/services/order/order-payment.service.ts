import { toWireAmount } from '@mall/sdk';
import { ORDER_STATUS, type OrderStatus } from '@mall/sdk/lifecycle';
import type { LedgerType } from '../../db/schema';
import { statementTemplate } from '../../db/statement-template';
import { AppError } from '../../http/app-error';
import type { ServerContext } from '../../server-context';
import { LEDGER_COLUMNS, type LedgerExpressions, ledgerDetails } from '../ledger.service';
import { countSold } from './order-stock';
import {
  lockOrder,
  type OrderRow,
  type OrderTransaction,
  statusNotAllowed,
  transitionUpdate,
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
 * One statement: the order moved from waiting for payment to paid, on the condition that it is the
 * shopper's and still waits; the shopper debited its price, on the condition that the balance
 * suffices; and the ledger's row of the payment. No row: the order did not move; `balance_after`
 * null: the balance did not suffice (the caller fails the transaction, and the move with it).
 */
const payStatement = statementTemplate(
  'payOrder',
  (db, pay: { orderId: number; userId: number; now: Date }) =>
    db
      .with('paid', (db) =>
        transitionUpdate(db, {
          orderId: pay.orderId,
          userId: pay.userId,
          from: ORDER_STATUS.waitingPay,
          event: 'order.pay',
          actor: 'shopper',
          columns: { pay_time: pay.now },
          now: pay.now,
        }),
      )
      .with('moved', (db) =>
        db
          .updateTable('app_user')
          .from('paid')
          .set((eb) => ({
            balance: eb('app_user.balance', '-', eb.ref('paid.pay_price')),
            update_time: pay.now,
          }))
          .where('app_user.id', '=', pay.userId)
          .whereRef('app_user.balance', '>=', 'paid.pay_price')
          .returning('app_user.balance'),
      )
      .with('debited', (db) =>
        db
          .insertInto('ledger')
          .columns(LEDGER_COLUMNS)
          .expression((eb) =>
            eb
              .selectFrom(['moved', 'paid'])
              .select((row) => [
                row.val(pay.userId).as('user_id'),
                row.val<LedgerType>('payment').as('type'),
                row.neg(row.ref('paid.pay_price')).as('amount'),
                'moved.balance',
                ...ledgerDetails(row as unknown as LedgerExpressions, { orderId: pay.orderId }, pay.now),
              ]),
          )
          .returning('balance_after'),
      )
      .selectFrom('paid')
      .leftJoin('debited', (join) => join.onTrue())
      .select(['paid.id', 'paid.status', 'debited.balance_after']),
);

/**
 * Pays an order from the balance. The status change and the debit are one statement: the order
 * waiting for payment is moved on (and locked), the balance debited by its price on the
 * condition that it suffices, and the ledger row written from both; a debit that does not fit
 * fails the transaction, the status change with it. Paying an order that is already paid answers
 * the same result without charging again: an order not moved on is then locked and looked at.
 */
export async function payOrder(
  server: ServerContext,
  { userId, orderId }: { userId: number; orderId: number },
) {
  return server.db.transaction().execute(async (trx) => {
    const now = server.now();
    const paid = await payStatement(trx, { orderId, userId, now }).executeTakeFirst();
    if (!paid) {
      const found = await lockOrder(trx, { orderId, userId });
      if (found.status === ORDER_STATUS.waitingPay) {
        throw statusNotAllowed();
      }
      return earlierPayment(trx, found, userId);
    }
    if (paid.balance_after === null) {
      throw new AppError('order.insufficientBalance');
    }
    await countSold(trx, { orderId: paid.id });
    return {
      orderId: paid.id,
      status: paid.status as OrderStatus,
      payTime: now.toISOString(),
      balance: toWireAmount(paid.balance_after),
    };
  });
}
