import {
  BUY_BACK_STATUS,
  COMPLAINT_STATUS,
  FEEDBACK_STATUS,
  ORDER_STATUS,
  REFUND_STATUS,
  WITHDRAWAL_STATUS,
} from '@mall/sdk/lifecycle';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { RECHARGE_REQUEST_STATUS } from './account.service';

/** One operators' queue as the metrics report it: how many wait, and since when the oldest. */
export interface QueueStat {
  queue: QueueName;
  items: number;
  /** When the oldest waiting item arrived; null when none waits. */
  oldest: Date | null;
}

/**
 * The queues an operator works (the `GET` queue actions), by the names the metrics give them;
 * `refund_in_progress` holds refunds approved and not yet completed by the payment backend.
 */
export const QUEUE_NAMES = [
  'shipment',
  'refund',
  'refund_in_progress',
  'buy_back',
  'withdrawal',
  'recharge',
  'feedback',
  'complaint',
] as const;

export type QueueName = (typeof QUEUE_NAMES)[number];

/**
 * Every queue's length and oldest item in one statement, each part read through the index the
 * queue is paged by (migration 0011), so a scrape costs a few index look-ups whatever the shop's size.
 */
export async function queueStats(db: Kysely<Database>): Promise<QueueStat[]> {
  const { rows } = await sql<{ queue: QueueName; items: number; oldest: Date | string | null }>`
    select 'shipment' as queue, count(*)::int as items, min(pay_time) as oldest
      from shop_order where status = ${ORDER_STATUS.waitingShip}
    union all select 'refund', count(*)::int, min(apply_time)
      from order_refund where status = ${REFUND_STATUS.applied}
    union all select 'refund_in_progress', count(*)::int, min(apply_time)
      from order_refund where status = ${REFUND_STATUS.inProgressByBackend}
    union all select 'buy_back', count(*)::int, min(apply_time)
      from order_buy_back where status = ${BUY_BACK_STATUS.applying}
    union all select 'withdrawal', count(*)::int, min(create_time)
      from ledger where type = 'withdrawal' and status = ${WITHDRAWAL_STATUS.pendingApproval}
    union all select 'recharge', count(*)::int, min(create_time)
      from ledger where type = 'rechargeRequest' and status = ${RECHARGE_REQUEST_STATUS.pending}
    union all select 'feedback', count(*)::int, min(create_time)
      from feedback where status = ${FEEDBACK_STATUS.pending}
    union all select 'complaint', count(*)::int, min(create_time)
      from complaint where status = ${COMPLAINT_STATUS.verifying}
  `.execute(db);
  return rows.map((row) => ({
    queue: row.queue,
    items: Number(row.items),
    oldest: row.oldest === null ? null : new Date(row.oldest),
  }));
}
