import { toWireAmount } from '@mall/sdk';
import type { LedgerType } from '../db/schema';
import { notFound } from '../http/app-error';
import type { ServerContext } from '../server-context';
import { ledgerPage } from './account.service';
import { ORDER_COLUMNS, orderLinesOf, queueOrderOf } from './order-queue.service';
import { type PageInput, pageOf } from './paging';

/**
 * What an operator reads of one shopper before deciding on their request: the profile with the
 * full phone number and the balance, counts of what they have with the shop, their orders and
 * their ledger.
 */

/** Pending withdrawals and recharge requests carry status 0. */
const PENDING = 0;

/** The shopper's profile and counts: orders by status, feedback, complaints, pending money requests. */
export async function shopperProfile(server: ServerContext, userId: number) {
  const [user, orders] = await Promise.all([
    server.db
      .selectFrom('app_user')
      .select((eb) => {
        const count = (table: 'feedback' | 'complaint' | 'address' | 'bank_card') =>
          eb
            .selectFrom(table)
            .select((inner) => inner.fn.countAll<string | number>().as('total'))
            .whereRef(`${table}.user_id`, '=', 'app_user.id');
        const pending = (type: 'withdrawal' | 'rechargeRequest') =>
          eb
            .selectFrom('ledger')
            .select((inner) => inner.fn.countAll<string | number>().as('total'))
            .whereRef('ledger.user_id', '=', 'app_user.id')
            .where('ledger.type', '=', type)
            .where('ledger.status', '=', PENDING);
        return [
          'app_user.id',
          'app_user.username',
          'app_user.nick_name',
          'app_user.phone',
          'app_user.country_code',
          'app_user.avatar_url',
          'app_user.gender',
          'app_user.status',
          'app_user.balance',
          'app_user.create_time',
          'app_user.update_time',
          count('feedback').as('feedback_count'),
          count('complaint').as('complaint_count'),
          count('address').as('address_count'),
          count('bank_card').as('bank_card_count'),
          pending('withdrawal').as('pending_withdrawals'),
          pending('rechargeRequest').as('pending_recharges'),
        ];
      })
      .where('app_user.id', '=', userId)
      .executeTakeFirst(),
    server.db
      .selectFrom('shop_order')
      .select((eb) => ['status', eb.fn.countAll<string | number>().as('total')])
      .where('user_id', '=', userId)
      .groupBy('status')
      .orderBy('status')
      .execute(),
  ]);
  if (!user) {
    throw notFound();
  }
  const ordersByStatus = Object.fromEntries(orders.map((row) => [String(row.status), Number(row.total)]));
  return {
    id: user.id,
    username: user.username,
    nickName: user.nick_name,
    phone: user.phone,
    countryCode: user.country_code,
    avatarUrl: user.avatar_url,
    gender: user.gender,
    status: user.status,
    balance: toWireAmount(user.balance),
    createTime: user.create_time.toISOString(),
    updateTime: user.update_time.toISOString(),
    counts: {
      orders: orders.reduce((sum, row) => sum + Number(row.total), 0),
      ordersByStatus,
      feedback: Number(user.feedback_count),
      complaints: Number(user.complaint_count),
      addresses: Number(user.address_count),
      bankCards: Number(user.bank_card_count),
      pendingWithdrawals: Number(user.pending_withdrawals),
      pendingRecharges: Number(user.pending_recharges),
    },
  };
}

/** A page of the shopper's orders, newest first, optionally in one status, each with its lines. */
export async function shopperOrders(
  server: ServerContext,
  filter: PageInput & { userId: number; status?: number | undefined },
) {
  let query = server.db.selectFrom('shop_order').where('shop_order.user_id', '=', filter.userId);
  if (filter.status !== undefined) {
    query = query.where('shop_order.status', '=', filter.status);
  }
  const page = await pageOf(query.select(ORDER_COLUMNS).orderBy('shop_order.id', 'desc'), filter);
  const lines = await orderLinesOf(
    server.db,
    page.list.map((row) => row.order_id),
  );
  return { list: page.list.map((row) => queueOrderOf(row, lines)), pagination: page.pagination };
}

/** A page of the shopper's ledger, newest first, optionally of one type (the shopper's own view). */
export function shopperLedger(
  server: ServerContext,
  filter: PageInput & { userId: number; type?: LedgerType | undefined },
) {
  return ledgerPage(server, filter.userId, filter);
}
