import type { Kysely, Transaction } from 'kysely';
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
  const updated = await executor
    .updateTable('app_user')
    .set((eb) => ({ balance: eb('balance', '+', amount), update_time: now }))
    .where('id', '=', userId)
    .where('balance', '>=', amount < 0 ? -amount : 0)
    .returning('balance')
    .executeTakeFirst();
  if (!updated) {
    throw new AppError(insufficientKey);
  }
  const row = await executor
    .insertInto('ledger')
    .values({
      user_id: userId,
      type,
      amount,
      balance_after: updated.balance,
      order_id: details.orderId ?? null,
      withdraw_num: details.withdrawNum ?? null,
      status: details.status ?? null,
      requested_amount: details.requestedAmount ?? null,
      bank_card: details.bankCard ? JSON.stringify(details.bankCard) : null,
      create_time: now,
      update_time: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { balance: updated.balance, ledgerId: row.id };
}
