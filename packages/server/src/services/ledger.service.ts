import type { ExpressionBuilder, Kysely, Transaction } from 'kysely';
import type { BankCardSnapshot, Database, LedgerType } from '../db/schema';
import { AppError } from '../http/app-error';
import type { ServerContext } from '../server-context';

type Executor = Kysely<Database> | Transaction<Database>;

/** Extra columns of a ledger row. */
export interface LedgerDetails {
  orderId?: number;
  withdrawNum?: string;
  status?: number;
  requestedAmount?: number;
  bankCard?: BankCardSnapshot;
}

/** The columns of a ledger row, in the order `ledgerDetails` and the balance change give them. */
export const LEDGER_COLUMNS = [
  'user_id',
  'type',
  'amount',
  'balance_after',
  'order_id',
  'withdraw_num',
  'status',
  'requested_amount',
  'bank_card',
  'create_time',
  'update_time',
] as const;

/** What builds a ledger row's values: any select's expression builder. */
export type LedgerExpressions = ExpressionBuilder<Database, never>;

/** The values of a ledger row's columns after `balance_after`, as select items. */
export function ledgerDetails(eb: LedgerExpressions, details: LedgerDetails, now: Date) {
  return [
    eb.val(details.orderId ?? null).as('order_id'),
    eb.val(details.withdrawNum ?? null).as('withdraw_num'),
    eb.val(details.status ?? null).as('status'),
    eb.val(details.requestedAmount ?? null).as('requested_amount'),
    eb.val(details.bankCard ? JSON.stringify(details.bankCard) : null).as('bank_card'),
    eb.val(now).as('create_time'),
    eb.val(now).as('update_time'),
  ] as const;
}

/**
 * Moves money on a shopper's balance and appends the ledger row, in the caller's transaction.
 * A debit is one conditional update (`... where balance >= amount`), so concurrent debits can never
 * overdraw; `balance = sum(ledger.amount)` holds after every call. Returns the new balance (cents),
 * or throws `order.insufficientBalance` (or the given key) when a debit does not fit.
 */
export async function creditLedger(
  executor: Executor,
  server: ServerContext,
  userId: number,
  amount: number,
  type: LedgerType,
  details: LedgerDetails,
  insufficientKey:
    | 'order.insufficientBalance'
    | 'account.withdrawExceedsBalance' = 'order.insufficientBalance',
): Promise<{ balance: number; ledgerId: number }> {
  const now = server.now();
  // One statement: the conditional balance update, and the ledger row written from what it
  // answered (no row when the debit did not fit).
  const row = await executor
    .with('moved', (db) =>
      db
        .updateTable('app_user')
        .set((eb) => ({ balance: eb('balance', '+', amount), update_time: now }))
        .where('id', '=', userId)
        .where('balance', '>=', amount < 0 ? -amount : 0)
        .returning('balance'),
    )
    .insertInto('ledger')
    .columns(LEDGER_COLUMNS)
    .expression((eb) =>
      eb
        .selectFrom('moved')
        .select([
          eb.val(userId).as('user_id'),
          eb.val(type).as('type'),
          eb.val(amount).as('amount'),
          'moved.balance',
          ...ledgerDetails(eb as unknown as LedgerExpressions, details, now),
        ]),
    )
    .returning(['id', 'balance_after'])
    .executeTakeFirst();
  if (!row) {
    throw new AppError(insufficientKey);
  }
  // An operator action records every balance it moves for its audit row.
  server.audit?.change({
    entity: 'user',
    id: userId,
    field: 'balance',
    before: row.balance_after - amount,
    after: row.balance_after,
  });
  server.audit?.change({ entity: 'ledger', id: row.id, field: 'amount', before: null, after: amount });
  return { balance: row.balance_after, ledgerId: row.id };
}
