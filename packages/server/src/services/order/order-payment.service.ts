import { toWireAmount } from '@mall/sdk';
import { ORDER_STATUS, type OrderStatus } from '@mall/sdk/lifecycle';
import { type Kysely, sql } from 'kysely';
import { isCheckViolation, isTransactionConflict } from '../../db/constraint-violation';
import type { Database, LedgerType } from '../../db/schema';
import { statementTemplate } from '../../db/statement-template';
import { AppError } from '../../http/app-error';
import type { ServerContext } from '../../server-context';
import { type KeyClaim, keyClaimRow } from '../idempotency.service';
import { LEDGER_COLUMNS, type LedgerExpressions, ledgerDetails } from '../ledger.service';
import { addSold } from './order-stock';
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

/** What a payment statement runs with. */
interface Payment {
  orderId: number;
  userId: number;
  now: Date;
}

/**
 * The CTEs every payment statement has: the order moved from waiting for payment to paid (and
 * locked), on the condition that it is the shopper's and still waits (`paid`); the shopper debited
 * its price (`moved`); the ledger's row of the payment (`debited`); and the goods' sold figures
 * (`sold`). Where the balance is checked, `balanceChecked`: `'atMove'`, the order moves only if
 * the balance the statement's snapshot shows covers the price, and the debit is unconditional
 * (one spent meanwhile breaks the balance's check constraint); `'atDebit'`, the debit is made only
 * if the locked balance covers it, and the caller fails its transaction when it was not.
 */
function paymentSteps(db: Kysely<Database>, pay: Payment, balanceChecked: 'atMove' | 'atDebit') {
  return db
    .with('paid', (db) => {
      const move = transitionUpdate(db, {
        orderId: pay.orderId,
        userId: pay.userId,
        from: ORDER_STATUS.waitingPay,
        event: 'order.pay',
        actor: 'shopper',
        columns: { pay_time: pay.now },
        now: pay.now,
      });
      // As the statement's snapshot shows the balance: the debit below is what counts.
      return balanceChecked === 'atMove'
        ? move.where((eb) =>
            eb(
              'shop_order.pay_price',
              '<=',
              eb.selectFrom('app_user').select('app_user.balance').where('app_user.id', '=', pay.userId),
            ),
          )
        : move;
    })
    .with('moved', (db) => {
      const debit = db
        .updateTable('app_user')
        .from('paid')
        .set((eb) => ({
          balance: eb('app_user.balance', '-', eb.ref('paid.pay_price')),
          update_time: pay.now,
        }))
        .where('app_user.id', '=', pay.userId)
        .returning('app_user.balance');
      return balanceChecked === 'atDebit'
        ? debit.whereRef('app_user.balance', '>=', 'paid.pay_price')
        : debit;
    })
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
    .with('sold', (db) => addSold(db, db.selectFrom('paid').select('paid.id')));
}

/**
 * A payment in a transaction: the order moved on and the balance debited if it suffices, with the
 * ledger row and the sold figures. No row: the order did not move; `balance_after` null: the
 * balance did not suffice (the caller fails the transaction, and the move with it).
 */
const payStatement = statementTemplate('payOrder', (db, pay: Payment) =>
  paymentSteps(db, pay, 'atDebit')
    .selectFrom('paid')
    .leftJoin('debited', (join) => join.onTrue())
    .select(['paid.id', 'paid.status', 'debited.balance_after']),
);

/** A payment's answer: the same whether it is sent now or stored under its key for a retry. */
function paymentAnswer(paid: { id: number; status: number; balance_after: number }, now: Date) {
  return {
    orderId: paid.id,
    status: paid.status as OrderStatus,
    payTime: now.toISOString(),
    balance: toWireAmount(paid.balance_after),
  };
}

/**
 * The whole payment as one statement, in no transaction of its own (`payAtOnce`): the order moves
 * only where the balance the statement sees covers its price, and the debit is unconditional, so a
 * balance spent meanwhile breaks the balance's check constraint and fails the statement, all of
 * it. The key's row goes in with the answer (`paymentAnswer`, written in SQL): a key taken already
 * fails the statement too.
 */
const payAtOnceStatement = statementTemplate(
  'payOrderAtOnce',
  (db, pay: Payment & KeyClaim & { payTime: string }) => {
    // The claim's row as every claim writes it, in the statement's columns' order, with the answer.
    const claim = keyClaimRow(pay);
    const columns = Object.keys(claim) as (keyof typeof claim)[];
    return paymentSteps(db, pay, 'atMove')
      .with('claimed', (db) =>
        db
          .insertInto('idempotency_key')
          .columns([...columns, 'response'])
          .expression((eb) =>
            eb
              .selectFrom(['paid', 'debited'])
              .select((row) => [
                ...columns.map((column) => row.val(claim[column]).as(column)),
                sql<string>`json_build_object('orderId', ${row.ref('paid.id')}, 'status', ${row.ref('paid.status')}, 'payTime', ${pay.payTime}::text, 'balance', ${row.ref('debited.balance_after')}::float8 / 100)::text`.as(
                  'response',
                ),
              ]),
          ),
      )
      .selectFrom(['paid', 'debited'])
      .select(['paid.id', 'paid.status', 'debited.balance_after']);
  },
  { alone: true },
);

/**
 * Pays an order from the balance in one statement with no transaction around it, the key's claim
 * and answer included (`payAtOnceStatement`): the path of a payment that goes through. Answers
 * undefined when it did nothing (an order paid already or not waiting, another shopper's, a
 * balance short or spent meanwhile, a deadlock): `payOrder` then runs in the key's transaction
 * and answers.
 */
export async function payAtOnce(
  server: ServerContext,
  { userId, orderId }: { userId: number; orderId: number },
  claim: KeyClaim,
) {
  const now = server.now();
  try {
    const paid = await payAtOnceStatement(server.db, {
      orderId,
      userId,
      now,
      payTime: now.toISOString(),
      ...claim,
    }).executeTakeFirst();
    return paid && paymentAnswer(paid, now);
  } catch (error) {
    // A balance spent meanwhile, or a deadlock with a request racing for the same key: the
    // statement did nothing, and the key's transaction decides.
    if (isCheckViolation(error) || isTransactionConflict(error)) {
      return undefined;
    }
    throw error;
  }
}

/**
 * Pays an order from the balance in the caller's transaction. The status change and the debit are
 * one statement: the order waiting for payment is moved on (and locked), the balance debited by
 * its price on the condition that it suffices, and the ledger row written from both; a debit that
 * does not fit fails the transaction, the status change with it. Paying an order that is already
 * paid answers the same result without charging again: an order not moved on is then locked and
 * looked at.
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
    return paymentAnswer({ ...paid, balance_after: paid.balance_after }, now);
  });
}
