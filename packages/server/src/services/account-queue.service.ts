import { toWireAmount } from '@mall/sdk';
import { WITHDRAWAL_STATUS } from '@mall/sdk/lifecycle';
import { sql } from 'kysely';
import { type CardKeyring, cardKeyringOf, decryptCardNo } from '../crypto/card-cipher';
import { writeAudit } from '../operator/audit';
import type { ServerContext } from '../server-context';
import { mapPage, type PageInput, pageOf } from './paging';
import { SHOPPER_COLUMNS, shopperOf } from './queue-shopper';

/**
 * The finance queues of the ledger, as operators read them: withdrawals to pay out and recharge
 * requests to credit, oldest first, each with its shopper and the shopper's balance now.
 */

/** The filters of a ledger queue. */
export interface LedgerQueueFilter extends PageInput {
  status: number;
  userId?: number | undefined;
}

/** Ledger rows of one type and status, joined with their shoppers, oldest first. */
function ledgerQueue(
  server: ServerContext,
  type: 'withdrawal' | 'rechargeRequest',
  filter: LedgerQueueFilter,
) {
  let query = server.db
    .selectFrom('ledger')
    .innerJoin('app_user', 'app_user.id', 'ledger.user_id')
    .where('ledger.type', '=', type)
    .where('ledger.status', '=', filter.status);
  if (filter.userId !== undefined) {
    query = query.where('ledger.user_id', '=', filter.userId);
  }
  return query;
}

/** The default status of the withdrawal queue: pending approval. */
export const WITHDRAWAL_QUEUE_STATUS = WITHDRAWAL_STATUS.pendingApproval;

/**
 * Withdrawals in one status (by default 0, pending approval), oldest first. `amount` is what to
 * pay out (positive; the ledger row holds it negative). `bankCard` is the masked copy the
 * withdrawal kept; `payTo` is the card it names as it is on file now, with the full card number
 * the operator pays to (null once the shopper has deleted the card). The full numbers are
 * decrypted here, the one place they are read back, and every page that shows any is recorded:
 * see {@link recordCardRead}.
 */
export async function withdrawalQueue(server: ServerContext, filter: LedgerQueueFilter) {
  const query = ledgerQueue(server, 'withdrawal', filter)
    .leftJoin('bank_card', (join) =>
      join
        .onRef('bank_card.user_id', '=', 'ledger.user_id')
        .on(sql<boolean>`bank_card.id = (ledger.bank_card ->> 'id')::integer`),
    )
    .select([
      'ledger.id',
      'ledger.user_id',
      'ledger.withdraw_num',
      'ledger.status',
      'ledger.amount',
      'ledger.bank_card',
      'ledger.refuse_reason',
      'ledger.create_time',
      'ledger.update_time',
      'app_user.balance',
      'bank_card.bank_name as card_bank_name',
      'bank_card.holder_name as card_holder_name',
      'bank_card.card_no_enc as card_no_enc',
      ...SHOPPER_COLUMNS,
    ])
    .orderBy('ledger.id', 'asc');
  const page = await pageOf(query, filter);
  const keyring = page.list.some((row) => row.card_no_enc !== null) ? await cardKeyringOf(server) : null;
  const shown: number[] = [];
  const answer = mapPage(page, (row) => {
    const cardNo = fullCardNo(server, keyring, row.user_id, row.card_no_enc, row.id);
    if (cardNo !== null) {
      shown.push(row.id);
    }
    return {
      id: row.id,
      withdrawNum: row.withdraw_num,
      status: row.status,
      amount: toWireAmount(-row.amount),
      bankCard: row.bank_card,
      payTo:
        row.card_no_enc === null
          ? null
          : { bankName: row.card_bank_name, holderName: row.card_holder_name, cardNo },
      refuseReason: row.refuse_reason,
      createTime: row.create_time.toISOString(),
      updateTime: row.update_time.toISOString(),
      balance: toWireAmount(row.balance),
      shopper: shopperOf(row),
    };
  });
  await recordCardRead(server, shown);
  return answer;
}

/** A card's full number, or null (logged) when it cannot be read: its key is not configured. */
function fullCardNo(
  server: ServerContext,
  keyring: CardKeyring | null,
  userId: number,
  stored: string | null,
  withdrawalId: number,
): string | null {
  if (stored === null || keyring === null) {
    return null;
  }
  try {
    return decryptCardNo(keyring, userId, stored);
  } catch (error) {
    server.log.error('card.unreadable', { withdrawalId, error: String(error) });
    return null;
  }
}

/**
 * Records that full card numbers were shown. Operator reads (GET) write no audit row of their own,
 * so this one does: action `withdrawal/list`, the ids of the withdrawals whose card was shown
 * (`ids`, comma separated) and `note: cardRead` in its keys, no changes. Without an operator
 * actor (a direct call) the read is logged instead.
 */
async function recordCardRead(server: ServerContext, withdrawalIds: number[]): Promise<void> {
  if (withdrawalIds.length === 0) {
    return;
  }
  const ids = withdrawalIds.join(',');
  const actor = server.actor;
  if (!actor || actor.kind === 'shopper') {
    server.log.info('card.read', { action: 'withdrawal/list', ids });
    return;
  }
  await writeAudit(server.db, {
    actor,
    action: 'withdrawal/list',
    keys: { note: 'cardRead', ids },
    changes: [],
    address: null,
    requestId: null,
    time: server.now(),
  });
}

/** The default status of the recharge queue: waiting for the operator. */
export const RECHARGE_QUEUE_STATUS = 0;

/**
 * Recharge requests in one status (by default 0, pending; 1 approved), oldest first: the amount
 * the shopper asked to be credited, the shopper and their balance now.
 */
export async function rechargeQueue(server: ServerContext, filter: LedgerQueueFilter) {
  const query = ledgerQueue(server, 'rechargeRequest', filter)
    .select([
      'ledger.id',
      'ledger.status',
      'ledger.requested_amount',
      'ledger.create_time',
      'ledger.update_time',
      'app_user.balance',
      ...SHOPPER_COLUMNS,
    ])
    .orderBy('ledger.id', 'asc');
  return mapPage(await pageOf(query, filter), (row) => ({
    id: row.id,
    status: row.status,
    amount: toWireAmount(row.requested_amount ?? 0),
    createTime: row.create_time.toISOString(),
    updateTime: row.update_time.toISOString(),
    balance: toWireAmount(row.balance),
    shopper: shopperOf(row),
  }));
}
