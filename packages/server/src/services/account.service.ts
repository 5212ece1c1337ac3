import { toWireAmount } from '@mall/sdk';
import {
  nextStatus,
  WITHDRAWAL_STATUS,
  WITHDRAWAL_TRANSITIONS,
  type WithdrawalStatus,
} from '@mall/sdk/lifecycle';
import type { Selectable } from 'kysely';
import type { LedgerTable, LedgerType } from '../db/schema';
import { AppError, notFound } from '../http/app-error';
import type { ServerContext } from '../server-context';
import { bankCardSnapshot } from './bank-card.service';
import { creditLedger } from './ledger.service';
import { mapPage, type PageInput as PageRequest, pageOf } from './paging';
import { recordNumber } from './record-number';

/** A ledger row on the wire (contract §10): signed amount, balance after, withdrawal details. */
export function ledgerRowOf(row: Selectable<LedgerTable>) {
  return {
    id: row.id,
    type: row.type,
    amount: toWireAmount(row.amount),
    balanceAfter: toWireAmount(row.balance_after),
    orderId: row.order_id,
    withdrawNum: row.withdraw_num,
    status: row.status as WithdrawalStatus | null,
    bankCard: row.bank_card,
    refuseReason: row.refuse_reason,
    requestedAmount: row.requested_amount === null ? null : toWireAmount(row.requested_amount),
    createTime: row.create_time.toISOString(),
    updateTime: row.update_time.toISOString(),
  };
}

function shopperLedger(server: ServerContext, userId: number, type: LedgerType | undefined) {
  let query = server.db.selectFrom('ledger').where('user_id', '=', userId);
  if (type) {
    query = query.where('type', '=', type);
  }
  return query;
}

/** The shopper's ledger rows, newest first, optionally of one type. */
export async function ledgerList(server: ServerContext, userId: number, type: LedgerType | undefined) {
  const rows = await shopperLedger(server, userId, type).selectAll().orderBy('id', 'desc').execute();
  return rows.map(ledgerRowOf);
}

/** One page of the shopper's ledger, newest first. */
export async function ledgerPage(
  server: ServerContext,
  userId: number,
  request: PageRequest & { type?: LedgerType | undefined },
) {
  const query = shopperLedger(server, userId, request.type);
  return mapPage(await pageOf(query.selectAll().orderBy('id', 'desc'), request), ledgerRowOf);
}

async function ledgerRow(server: ServerContext, id: number) {
  return server.db.selectFrom('ledger').selectAll().where('id', '=', id).executeTakeFirst();
}

/** One of the shopper's ledger rows; another shopper's row is "not found". */
export async function ledgerInfo(server: ServerContext, userId: number, id: number) {
  const row = await ledgerRow(server, id);
  if (!row || row.user_id !== userId) {
    throw notFound();
  }
  return ledgerRowOf(row);
}

async function answerRow(server: ServerContext, id: number) {
  const row = await ledgerRow(server, id);
  if (!row) {
    throw notFound();
  }
  return ledgerRowOf(row);
}

/**
 * Files a withdrawal to one of the shopper's cards: the amount leaves the balance at once, in one
 * conditional update, so concurrent withdrawals never take the balance below zero.
 */
export async function withdraw(server: ServerContext, userId: number, cents: number, bankCardId: number) {
  const bankCard = await bankCardSnapshot(server, userId, bankCardId);
  const { ledgerId } = await server.db.transaction().execute((trx) =>
    creditLedger(
      trx,
      server,
      userId,
      -cents,
      'withdrawal',
      // The withdrawal number: `W` and a record number (unique in the ledger).
      { withdrawNum: `W${recordNumber(server.now())}`, status: WITHDRAWAL_STATUS.pendingApproval, bankCard },
      'account.withdrawExceedsBalance',
    ),
  );
  return answerRow(server, ledgerId);
}

/** A recharge request's status in its ledger row: waiting for the operator, then approved. */
/** A recharge request's status: waiting for the operator, approved. */
export const RECHARGE_REQUEST_STATUS = { pending: 0, approved: 1 } as const;

/** Files a recharge request for the operator: a `rechargeRequest` row of amount 0, status 0. */
export async function requestRecharge(server: ServerContext, userId: number, cents: number) {
  const { ledgerId } = await server.db.transaction().execute((trx) =>
    creditLedger(trx, server, userId, 0, 'rechargeRequest', {
      requestedAmount: cents,
      status: RECHARGE_REQUEST_STATUS.pending,
    }),
  );
  return answerRow(server, ledgerId);
}

function statusNotAllowed(): AppError {
  return new AppError('error.statusNotAllowed');
}

/**
 * Moves a pending withdrawal along WITHDRAWAL_TRANSITIONS: approval (0 -> 1), or refusal (0 -> 2)
 * with a `withdrawalReturn` row giving the amount back. The status change is conditional on the
 * status read, and the return is keyed by the withdrawal (`withdrawal_return`), both in one
 * transaction: two concurrent refusals return the money once.
 */
export async function decideWithdrawal(
  server: ServerContext,
  id: number,
  event: 'withdrawal.approve' | 'withdrawal.refuse',
  reason?: string,
) {
  await server.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('ledger')
      .select(['id', 'user_id', 'amount', 'status'])
      .where('id', '=', id)
      .where('type', '=', 'withdrawal')
      .executeTakeFirst();
    if (!row) {
      throw notFound();
    }
    const to = nextStatus(WITHDRAWAL_TRANSITIONS, row.status as WithdrawalStatus, event);
    if (to === undefined) {
      throw statusNotAllowed();
    }
    const now = server.now();
    const moved = await trx
      .updateTable('ledger')
      .set({
        status: to,
        update_time: now,
        ...(event === 'withdrawal.refuse' ? { refuse_reason: reason ?? null } : {}),
      })
      .where('id', '=', id)
      .where('status', '=', row.status)
      .returning('id')
      .executeTakeFirst();
    if (!moved) {
      throw statusNotAllowed();
    }
    server.audit?.change({ entity: 'withdrawal', id, field: 'status', before: row.status, after: to });
    if (event === 'withdrawal.refuse') {
      const returned = await creditLedger(trx, server, row.user_id, -row.amount, 'withdrawalReturn', {});
      await trx
        .insertInto('withdrawal_return')
        .values({ withdrawal_id: id, ledger_id: returned.ledgerId })
        .execute();
    }
  });
  return answerRow(server, id);
}

/** Approves a recharge request (status 0 -> 1) and credits the requested amount, once. */
export async function approveRechargeRequest(server: ServerContext, id: number) {
  const ledgerId = await server.db.transaction().execute(async (trx) => {
    const request = await trx
      .updateTable('ledger')
      .set({ status: RECHARGE_REQUEST_STATUS.approved, update_time: server.now() })
      .where('id', '=', id)
      .where('type', '=', 'rechargeRequest')
      .where('status', '=', RECHARGE_REQUEST_STATUS.pending)
      .returning(['user_id', 'requested_amount'])
      .executeTakeFirst();
    if (!request) {
      const exists = await trx
        .selectFrom('ledger')
        .select('id')
        .where('id', '=', id)
        .where('type', '=', 'rechargeRequest')
        .executeTakeFirst();
      throw exists ? statusNotAllowed() : notFound();
    }
    server.audit?.change({
      entity: 'rechargeRequest',
      id,
      field: 'status',
      before: RECHARGE_REQUEST_STATUS.pending,
      after: RECHARGE_REQUEST_STATUS.approved,
    });
    const credited = await creditLedger(
      trx,
      server,
      request.user_id,
      request.requested_amount ?? 0,
      'recharge',
      {},
    );
    return credited.ledgerId;
  });
  return answerRow(server, ledgerId);
}

/** Credits a shopper directly (operator recharge without a request). */
export async function creditShopper(server: ServerContext, userId: number, cents: number) {
  const user = await server.db
    .selectFrom('app_user')
    .select('id')
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) {
    throw notFound();
  }
  const { ledgerId } = await server.db
    .transaction()
    .execute((trx) => creditLedger(trx, server, userId, cents, 'recharge', {}));
  return answerRow(server, ledgerId);
}
