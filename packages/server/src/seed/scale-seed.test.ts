import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ORDER_STATUSES } from '@mall/sdk/lifecycle';
import { type CompiledQuery, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type MallServer } from '../create-server';
import { parseEnv } from '../env';
import type { Logger, ServerContext } from '../server-context';
import { ledgerPage } from '../services/account.service';
import { userCouponList } from '../services/coupon.service';
import { goodsDetail, goodsPage } from '../services/goods.service';
import { orderCounts, orderPage } from '../services/order/order-view.service';
import { invariantViolations } from '../test-support/invariants';
import { createPostgresDatabase, TEST_DATABASES } from '../test-support/test-server';
import { SCALE_SHOPPER, seedScale } from './scale-seed';
import { scaleSizeOf } from './scale-size';

const quietLog: Logger = { info() {}, warn() {}, error() {} };
/** Big enough that a sequential scan costs the planner more than an index would. */
const SIZE = scaleSizeOf({ goods: 5_000, shoppers: 500, orders: 40_000 });
/** Tables a hot query must never read whole. */
const BIG_TABLES = [
  'goods',
  'goods_spec',
  'goods_i18n',
  'goods_search',
  'shop_order',
  'order_goods',
  'order_refund',
  'ledger',
];

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

function sequentialScans(node: PlanNode): string[] {
  const own = node['Node Type'] === 'Seq Scan' && node['Relation Name'] ? [node['Relation Name']] : [];
  return [...own, ...(node.Plans ?? []).flatMap(sequentialScans)];
}

describe.runIf(TEST_DATABASES.includes('postgres'))('scale seed on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let server: MallServer;
  let dataDir: string;
  let heavyId: number;

  beforeAll(async () => {
    database = await createPostgresDatabase('mall_scale_test');
    dataDir = mkdtempSync(join(tmpdir(), 'mall-scale-test-'));
    const env = parseEnv({
      NODE_ENV: 'test',
      PASSWORD_HASH_COST: '10',
      DATA_DIR: dataDir,
      PUBLIC_URL: 'http://mall.test',
    });
    server = await createServer({ env, database: { kind: 'postgres', url: database.url }, log: quietLog });
    await seedScale(server.context, SIZE);
    const heavy = await server.context.db
      .selectFrom('app_user')
      .select('id')
      .where('username', '=', SCALE_SHOPPER.heavyUsername)
      .executeTakeFirstOrThrow();
    heavyId = heavy.id;
  });

  afterAll(async () => {
    await server?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('loads the size asked, keeps every money promise and uses only statuses of the order table', async () => {
    const db = server.context.db;
    const count = async (table: 'shop_order' | 'app_user' | 'goods_comment') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count('shop_order')).toBe(SIZE.orders);
    expect(await count('app_user')).toBe(SIZE.shoppers + 1); // and the demo shopper
    expect(await count('goods_comment')).toBeGreaterThan(0);
    expect(
      Number(
        (
          await db
            .selectFrom('shop_order')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('user_id', '=', heavyId)
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(SIZE.heavyOrders);
    const statuses = await db.selectFrom('shop_order').select('status').distinct().execute();
    for (const { status } of statuses) {
      expect(ORDER_STATUSES).toContain(status);
    }
    expect(await invariantViolations(db)).toEqual([]);
    // A second run (or a second process) loads nothing more.
    expect(await seedScale(server.context, SIZE)).toBeNull();
    expect(await count('shop_order')).toBe(SIZE.orders);
  });

  it('answers the hot shopper reads through indexes, never reading goods, orders or the ledger whole', async () => {
    // The server's own queries, captured as they run, then explained with their parameters.
    const captured: CompiledQuery[] = [];
    const executor = server.context.db.getExecutor();
    const context: ServerContext = {
      ...server.context,
      db: server.context.db.withPlugin({
        transformQuery: ({ node, queryId }) => {
          captured.push(executor.compileQuery(node, queryId));
          return node;
        },
        transformResult: async ({ result }) => result,
      }),
    };
    const pool = new pg.Pool({ connectionString: database.url, max: 1 });
    const planned: { name: string; queries: CompiledQuery[] }[] = [];
    const run = async (name: string, call: () => Promise<unknown>) => {
      captured.length = 0;
      await call();
      planned.push({ name, queries: [...captured] });
    };
    try {
      const [someGoods] = (await goodsPage(context, 'zh-Hans', { page: 1, size: 1, keyWord: '保温杯' })).list;
      for (const keyWord of ['保温杯', '耳机', 'Aurora']) {
        for (const order of [undefined, 'sold', 'price', 'createTime'] as const) {
          await run(`search ${keyWord} ${order ?? ''}`, () =>
            goodsPage(context, 'zh-Hans', { page: 1, size: 20, keyWord, order, minPrice: 10, maxPrice: 900 }),
          );
        }
      }
      // A page past the last match counts the matches again.
      await run('search past the last page', () =>
        goodsPage(context, 'zh-Hans', { page: 10_000, size: 20, keyWord: '耳机', order: 'price' }),
      );
      await run('search thermos in English', () =>
        goodsPage(context, 'en', { page: 1, size: 20, keyWord: 'thermos', order: 'sold' }),
      );
      await run('goods list by price', () =>
        goodsPage(context, 'zh-Hans', { page: 1, size: 20, minPrice: 50, maxPrice: 60, order: 'price' }),
      );
      await run('goods detail', () => goodsDetail(context, 'zh-Hans', someGoods?.id ?? 0));
      await run('orders page 1', () =>
        orderPage(context, { userId: heavyId, page: 1, size: 10, locale: 'zh-Hans' }),
      );
      await run('orders deep page', () =>
        orderPage(context, { userId: heavyId, page: SIZE.heavyOrders / 10, size: 10, locale: 'zh-Hans' }),
      );
      await run('order counts', () => orderCounts(context, { userId: heavyId }));
      await run('ledger page', () => ledgerPage(context, heavyId, { page: 1, size: 20 }));
      await run('checkout coupons', () => userCouponList(context, heavyId, { status: 0, goodsTotal: 300 }));
      const scans: string[] = [];
      for (const { name, queries } of planned) {
        expect(queries.length, name).toBeGreaterThan(0);
        for (const query of queries) {
          const { rows } = await pool.query(`explain (format json) ${query.sql}`, [...query.parameters]);
          const [plan] = (rows[0] as { 'QUERY PLAN': { Plan: PlanNode }[] })['QUERY PLAN'];
          for (const table of sequentialScans(plan?.Plan as PlanNode)) {
            if (BIG_TABLES.includes(table)) {
              scans.push(`${name}: seq scan on ${table} in ${query.sql}`);
            }
          }
        }
      }
      expect(scans).toEqual([]);
    } finally {
      await pool.end();
    }
  });
});

describe('scale seed on the embedded database', () => {
  it('refuses a load too big for PGlite with a message that says what to do', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mall-scale-pglite-'));
    const env = parseEnv({ NODE_ENV: 'test', PASSWORD_HASH_COST: '10', DATA_DIR: dataDir });
    const embedded = await createServer({ env, database: { kind: 'pglite' }, log: quietLog });
    try {
      await expect(seedScale(embedded.context, scaleSizeOf({}))).rejects.toThrow(
        /too big for the embedded database \(PGlite\).*DATABASE_URL.*at most 5000 goods/,
      );
      const loaded = await sql<{ n: number }>`select count(*)::int as n from seed_run`.execute(
        embedded.context.db,
      );
      expect(loaded.rows[0]?.n).toBe(0);
      // A small load runs there, through the same statements and indexes.
      const report = await seedScale(
        embedded.context,
        scaleSizeOf({ goods: 100, shoppers: 10, orders: 500 }),
      );
      expect(report?.orders).toBe(500);
      expect(await invariantViolations(embedded.context.db)).toEqual([]);
      const found = await goodsPage(embedded.context, 'zh-Hans', { page: 1, size: 5, keyWord: '耳机' });
      expect(found.pagination.total).toBeGreaterThan(0);
      expect(found.list.every((goods) => goods.title.includes('耳机'))).toBe(true);
    } finally {
      await embedded.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
