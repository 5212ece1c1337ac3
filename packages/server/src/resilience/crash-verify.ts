import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ORDER_STATUS, REFUND_STATUS, WITHDRAWAL_STATUS } from '@mall/sdk/lifecycle';
import { USER_COUPON_STATUS } from '@mall/sdk/schemas';
import { type Kysely, type Selectable, sql } from 'kysely';
import { type DatabaseTarget, openDatabase } from '../db/database';
import type { Database, ShopOrderTable } from '../db/schema';
import { invariantViolations } from '../test-support/invariants';
import { createPostgresDatabase } from '../test-support/test-server';

/** What an answer with success promised about the database, from then on. */
export interface Fact {
  kind:
    | 'order'
    | 'pay'
    | 'cancel'
    | 'ship'
    | 'refund'
    | 'refundApprove'
    | 'refundComplete'
    | 'refundRefuse'
    | 'withdraw'
    | 'withdrawApprove'
    | 'withdrawRefuse';
  /** The order, or the withdrawal's ledger row. */
  id: number;
  userId?: number;
  /** An order's goods count; whether it was placed with a coupon. */
  count?: number;
  coupon?: boolean;
  /** A withdrawal's amount. */
  cents?: number;
}

/** What the checks know besides the database. */
export interface CrashExpectations {
  facts: readonly Fact[];
  /** Each spec's stock before the first order, by spec id. */
  openingStock: ReadonlyMap<number, number>;
  /** Orders moved past their deadline by {@link backdateWaitingOrders}. */
  backdated: { unpaid: ReadonlySet<number>; shipped: ReadonlySet<number> };
}

/** After the last server stopped: when, and how long the payment time-out is. */
export interface FinalMoment {
  stoppedAt: number;
  payTimeoutMs: number;
  /** How long past the time-out the sweep may take (a generous deadline, not a timing). */
  graceMs: number;
}

/** What the timed jobs did, seen in the database. */
export interface JobCounts {
  /** Unpaid orders the payment time-out closed (closed without a shopper's reason). */
  sweptClosed: number;
  /** Of them, closed after `since` (the first kill). */
  sweptSince: number;
  /** Backdated shipped orders confirmed by the server. */
  autoConfirmed: number;
}

/**
 * Moves waiting orders past their deadlines (unpaid ones by 2 minutes, shipped ones by 20 days),
 * as if the shop had been down that long, so the jobs of the next server find work. Answers the
 * ids it moved.
 */
export async function backdateWaitingOrders(
  db: Kysely<Database>,
): Promise<{ unpaid: number[]; shipped: number[] }> {
  const move = async (status: number, column: 'create_time' | 'ship_time', by: string) => {
    const rows = await db
      .updateTable('shop_order')
      .set({ [column]: sql<Date>`${sql.ref(column)} - ${by}::interval` })
      .where('status', '=', status)
      .returning('id')
      .execute();
    return rows.map((row) => row.id);
  };
  return {
    unpaid: await move(ORDER_STATUS.waitingPay, 'create_time', '2 minutes'),
    shipped: await move(ORDER_STATUS.waitingReceive, 'ship_time', '20 days'),
  };
}

type Order = Selectable<ShopOrderTable>;

/** The acknowledged writes the database does not show. */
async function missingFacts(db: Kysely<Database>, orders: Map<number, Order>, facts: readonly Fact[]) {
  const lines = await db.selectFrom('order_goods').select(['order_id', 'count']).execute();
  const refunds = await db.selectFrom('order_refund').select(['order_id', 'status']).execute();
  const ledger = await db
    .selectFrom('ledger')
    .select(['id', 'user_id', 'type', 'amount', 'order_id', 'status'])
    .execute();
  const returns = await db.selectFrom('withdrawal_return').select('withdrawal_id').execute();
  const returned = new Set(returns.map((row) => row.withdrawal_id));
  const ledgerRow = new Map(ledger.map((row) => [row.id, row]));
  const moved = new Set(ledger.map((row) => `${row.type}:${row.order_id}`));
  const countOf = new Map(lines.map((line) => [line.order_id, line.count]));
  const refundStatuses = new Map<number, number[]>();
  for (const row of refunds) {
    refundStatuses.set(row.order_id, [...(refundStatuses.get(row.order_id) ?? []), row.status]);
  }
  const refundsOf = (id: number) => refundStatuses.get(id) ?? [];
  const status = (id: number) => orders.get(id)?.status;
  const holds: Record<Fact['kind'], (fact: Fact) => boolean> = {
    order: ({ id, userId, count, coupon }) =>
      orders.get(id)?.user_id === userId &&
      countOf.get(id) === count &&
      (orders.get(id)?.user_coupon_id !== null) === coupon,
    pay: ({ id }) => orders.get(id)?.pay_time != null && moved.has(`payment:${id}`),
    cancel: ({ id }) => status(id) === ORDER_STATUS.closed,
    ship: ({ id }) => orders.get(id)?.ship_time != null,
    refund: ({ id }) => refundsOf(id).length > 0,
    refundApprove: ({ id }) =>
      refundsOf(id).some((s) => s === REFUND_STATUS.inProgressByBackend || s === REFUND_STATUS.refunded),
    refundComplete: ({ id }) => status(id) === ORDER_STATUS.refunded && moved.has(`refund:${id}`),
    refundRefuse: ({ id }) => refundsOf(id).includes(REFUND_STATUS.refused),
    withdraw: ({ id, userId, cents }) =>
      ledgerRow.get(id)?.type === 'withdrawal' &&
      ledgerRow.get(id)?.user_id === userId &&
      ledgerRow.get(id)?.amount === -(cents ?? 0),
    withdrawApprove: ({ id }) => ledgerRow.get(id)?.status === WITHDRAWAL_STATUS.agreed,
    withdrawRefuse: ({ id }) => ledgerRow.get(id)?.status === WITHDRAWAL_STATUS.refused && returned.has(id),
  };
  return facts.filter((fact) => !holds[fact.kind](fact));
}

/**
 * Each spec holds its opening stock less what open orders hold: stock came back once for every
 * order closed (cancel or time-out) or refunded, never twice and never lost.
 */
async function stockProblems(
  db: Kysely<Database>,
  orders: Map<number, Order>,
  opening: ReadonlyMap<number, number>,
) {
  const lines = await db.selectFrom('order_goods').select(['order_id', 'spec_id', 'count']).execute();
  const specs = await db.selectFrom('goods_spec').select(['id', 'stock']).execute();
  const gone = [ORDER_STATUS.closed, ORDER_STATUS.refunded] as number[];
  const problems: string[] = [];
  for (const [specId, openingStock] of opening) {
    const held = lines.filter(
      (line) => line.spec_id === specId && !gone.includes(orders.get(line.order_id)?.status ?? -1),
    );
    const expected = openingStock - held.reduce((sum, line) => sum + line.count, 0);
    const stock = specs.find((spec) => spec.id === specId)?.stock;
    if (stock !== expected) {
      problems.push(`spec ${specId}: stock ${stock}, expected ${expected}`);
    }
  }
  return problems;
}

/** A held coupon is used by exactly the one order that is not closed and names it, or by none. */
async function couponProblems(db: Kysely<Database>, orders: Map<number, Order>) {
  const holders = new Map<number, number[]>();
  for (const order of orders.values()) {
    if (order.user_coupon_id !== null && order.status !== ORDER_STATUS.closed) {
      holders.set(order.user_coupon_id, [...(holders.get(order.user_coupon_id) ?? []), order.id]);
    }
  }
  const problems: string[] = [];
  for (const coupon of await db.selectFrom('user_coupon').select(['id', 'status', 'order_id']).execute()) {
    const held = holders.get(coupon.id) ?? [];
    const used = coupon.status === USER_COUPON_STATUS.used;
    if (used ? held.length !== 1 || held[0] !== coupon.order_id : held.length > 0) {
      problems.push(
        `coupon ${coupon.id} (status ${coupon.status}, order ${coupon.order_id}) held by [${held}]`,
      );
    }
  }
  return problems;
}

/**
 * Checks a whole database, with no server on it, against every acknowledged write and every
 * money, stock and coupon promise (`invariantViolations` and the stock and coupon accounts). With
 * `final`, also that the timed jobs caught up: no order past the payment time-out (or backdated)
 * is still unpaid, every backdated shipped order is confirmed. Answers what broke and what the
 * jobs did.
 */
export async function verifyCrashedShop(
  db: Kysely<Database>,
  expected: CrashExpectations,
  since: number,
  final?: FinalMoment,
): Promise<{ problems: string[]; jobs: JobCounts }> {
  const violations = await invariantViolations(db);
  const problems = violations.map((v) => `${v.rule}: ${JSON.stringify(v.rows.slice(0, 3))}`);
  const orderRows = await db.selectFrom('shop_order').selectAll().execute();
  const orders = new Map(orderRows.map((order) => [order.id, order]));
  const missing = await missingFacts(db, orders, expected.facts);
  if (missing.length > 0) {
    problems.push(
      `${missing.length} acknowledged writes missing, e.g. ${JSON.stringify(missing.slice(0, 5))}`,
    );
  }
  problems.push(...(await stockProblems(db, orders, expected.openingStock)));
  problems.push(...(await couponProblems(db, orders)));
  const swept = orderRows.filter((row) => row.status === ORDER_STATUS.closed && row.cancel_reason === null);
  const { unpaid, shipped } = expected.backdated;
  const jobs: JobCounts = {
    sweptClosed: swept.length,
    sweptSince: swept.filter((row) => (row.close_time?.getTime() ?? 0) > since).length,
    autoConfirmed: [...shipped].filter((id) => orders.get(id)?.confirm_time != null).length,
  };
  if (final) {
    const cutoff = final.stoppedAt - final.payTimeoutMs - final.graceMs;
    const overdue = orderRows.filter(
      (row) =>
        row.status === ORDER_STATUS.waitingPay && (unpaid.has(row.id) || row.create_time.getTime() <= cutoff),
    );
    if (overdue.length > 0) {
      problems.push(`unpaid past the time-out and never closed: orders ${overdue.map((row) => row.id)}`);
    }
    if (jobs.autoConfirmed !== shipped.size) {
      problems.push(`auto-confirmed ${jobs.autoConfirmed} of ${shipped.size} orders shipped past the period`);
    }
  }
  return { problems, jobs };
}

/** Where a run's data lives: the server's settings, how a check opens it (a copy, or itself), cleanup. */
export interface CrashDatabase {
  dataDir?: string;
  env: Record<string, string>;
  open(copy: boolean): Promise<{ db: Kysely<Database>; close(): Promise<void> }>;
  drop(): Promise<void>;
}

export async function crashDatabase(kind: 'pglite' | 'postgres'): Promise<CrashDatabase> {
  if (kind === 'postgres') {
    const database = await createPostgresDatabase('mall_crash');
    const target: DatabaseTarget = { kind: 'postgres', url: database.url, poolSize: 2 };
    return { env: { DATABASE_URL: database.url }, open: () => openDatabase(target), drop: database.drop };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'mall-crash-'));
  return {
    dataDir,
    env: {},
    async open(copy) {
      if (!copy) {
        return openDatabase({ kind: 'pglite', dataDir });
      }
      // The data directory as the kill left it, byte for byte; the server recovers the original.
      const copyDir = mkdtempSync(join(tmpdir(), 'mall-crash-copy-'));
      cpSync(join(dataDir, 'pglite'), join(copyDir, 'pglite'), { recursive: true });
      const handle = await openDatabase({ kind: 'pglite', dataDir: copyDir });
      return { db: handle.db, close: () => handle.close().then(() => rmSync(copyDir, { recursive: true })) };
    },
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}
