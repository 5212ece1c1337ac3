import { ORDER_STATUS } from '@mall/sdk/lifecycle';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { ledgerMismatches } from './fixtures';

/** One broken promise of money or stock, named for a test's failure message. */
export interface InvariantViolation {
  rule: string;
  rows: unknown[];
}

async function rows(db: Kysely<Database>, query: ReturnType<typeof sql>): Promise<unknown[]> {
  return (await query.execute(db)).rows;
}

/**
 * Every promise the shop makes about money and stock, checked on the whole database. Empty when
 * all hold. Used after storms of retries, crashes and processes killed mid-request.
 */
export async function invariantViolations(db: Kysely<Database>): Promise<InvariantViolation[]> {
  const checks: [string, Promise<unknown[]>][] = [
    ['balance = sum(ledger) and never negative', ledgerMismatches(db)],
    ['stock is never negative', rows(db, sql`select id, stock from goods_spec where stock < 0`)],
    [
      'no order without goods lines (half written)',
      rows(
        db,
        sql`select o.id from shop_order o where not exists (select 1 from order_goods g where g.order_id = o.id)`,
      ),
    ],
    [
      'a paid order has exactly one payment in the ledger; an unpaid one none',
      rows(
        db,
        sql`select o.id, o.pay_time, count(l.id)::int as payments from shop_order o
            left join ledger l on l.order_id = o.id and l.type = 'payment'
            group by o.id, o.pay_time
            having count(l.id) <> case when o.pay_time is null then 0 else 1 end`,
      ),
    ],
    [
      'an order is refunded or bought back at most once',
      rows(
        db,
        sql`select order_id, type, count(*)::int as n from ledger
            where type in ('refund', 'repurchase') group by order_id, type having count(*) > 1`,
      ),
    ],
    [
      'a coupon serves at most one order that is not closed',
      rows(
        db,
        sql`select user_coupon_id, count(*)::int as n from shop_order
            where user_coupon_id is not null and status <> ${ORDER_STATUS.closed}
            group by user_coupon_id having count(*) > 1`,
      ),
    ],
    [
      'a withdrawal is returned at most once',
      rows(
        db,
        sql`select withdrawal_id, count(*)::int as n from withdrawal_return group by withdrawal_id having count(*) > 1`,
      ),
    ],
  ];
  const violations: InvariantViolation[] = [];
  for (const [rule, check] of checks) {
    const found = await check;
    if (found.length > 0) {
      violations.push({ rule, rows: found });
    }
  }
  return violations;
}
