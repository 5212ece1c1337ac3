import { type Kysely, sql } from 'kysely';
import { hashPassword } from '../auth/password';
import { isUniqueViolation } from '../db/constraint-violation';
import type { Database } from '../db/schema';
import type { ServerContext } from '../server-context';
import { DEMO_GOODS } from './demo-catalogue';
import { goodsPictureName, PICTURES_PER_GOODS } from './demo-pictures';
import { seedDemo, seedPictureUrl } from './demo-seed';
import { SCALE_COUPONS, type ScaleBases, scaleStatements } from './scale-seed-sql';
import { type PGLITE_MAX_SCALE, type ScaleSize, scaleRefusal } from './scale-size';

/** The name the seed claims in `seed_run`. */
export const SCALE_SEED = 'scale';

/** Every shopper of the scale seed signs in with this password; the heavy one is `scale-heavy`. */
export const SCALE_SHOPPER = { heavyUsername: 'scale-heavy', password: 'scale1234' };

/** What a load made (rows counted after it). */
export interface ScaleReport {
  goods: number;
  shoppers: number;
  orders: number;
  ledger: number;
  comments: number;
  seconds: number;
}

/** Tables the load writes to: locked while it runs, analysed after. */
const TABLES = [
  'goods_type',
  'goods',
  'goods_spec',
  'goods_i18n',
  'goods_search',
  'app_user',
  'shop_order',
  'order_goods',
  'order_refund',
  'goods_comment',
  'ledger',
  'coupon',
  'user_coupon',
];

/** Reserves `count` ids of a table's sequence at once; returns the first. */
async function reserveIds(trx: Kysely<Database>, table: string, count: number): Promise<number> {
  const sequence = `pg_get_serial_sequence('${table}', 'id')`;
  const { rows } = await sql<{
    last: string | number;
  }>`select setval(${sql.raw(sequence)}, nextval(${sql.raw(sequence)}) + ${count} - 1) as last`.execute(trx);
  return Number(rows[0]?.last) - count + 1;
}

async function counted(server: ServerContext, table: string): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(
    server.db,
  );
  return Number(rows[0]?.n ?? 0);
}

/**
 * Loads a shop at scale on top of the demo shop (which it loads first): `size.goods` goods in 200
 * categories on two levels, named in Chinese and Latin words (and in English), three specs each; shoppers
 * (`scale-heavy` with up to 10 000 orders, the others `scale-000002`...); orders in every status of
 * the order table with their lines, refunds, reviews with pictures, and a ledger (a recharge, then
 * each payment and refund) whose sum is each shopper's balance; 40 coupon offers held by shoppers.
 *
 * Everything is generated inside the database by set-based statements, in one transaction that
 * claims `seed_run('scale')` first (a second run, or a second process, loads nothing). Meant for an
 * idle shop: the tables it writes are locked while it runs. Refused on PGlite beyond
 * {@link PGLITE_MAX_SCALE} (see {@link scaleRefusal}).
 */
export async function seedScale(server: ServerContext, size: ScaleSize): Promise<ScaleReport | null> {
  const refusal = scaleRefusal(server.dbKind, size);
  if (refusal) {
    throw new Error(refusal);
  }
  await seedDemo(server);
  const claimed = () =>
    server.db.selectFrom('seed_run').select('name').where('name', '=', SCALE_SEED).executeTakeFirst();
  if (await claimed()) {
    return null;
  }
  const started = Date.now();
  const passwordHash = await hashPassword(SCALE_SHOPPER.password, server.env.PASSWORD_HASH_COST);
  const pictures = DEMO_GOODS.flatMap((_, goodsIndex) =>
    Array.from({ length: PICTURES_PER_GOODS }, (__, index) =>
      seedPictureUrl(server, goodsPictureName(goodsIndex, index)),
    ),
  );
  try {
    await server.db.transaction().execute(async (trx) => {
      await trx.insertInto('seed_run').values({ name: SCALE_SEED, create_time: server.now() }).execute();
      await sql.raw(`lock table ${TABLES.join(', ')} in share row exclusive mode`).execute(trx);
      const bases: ScaleBases = {
        type: await reserveIds(trx, 'goods_type', 200),
        goods: await reserveIds(trx, 'goods', size.goods),
        spec: await reserveIds(trx, 'goods_spec', size.goods * 3),
        user: await reserveIds(trx, 'app_user', size.shoppers),
        order: await reserveIds(trx, 'shop_order', size.orders),
        orderGoods: await reserveIds(trx, 'order_goods', size.orders),
        ledger: await reserveIds(trx, 'ledger', size.shoppers + size.orders * 2),
        coupon: await reserveIds(trx, 'coupon', SCALE_COUPONS),
        now: server.now(),
        pictures,
        passwordHash,
      };
      for (const statement of scaleStatements(size, bases)) {
        await statement.execute(trx);
      }
    });
  } catch (error) {
    // Another process claimed the seed first.
    if (isUniqueViolation(error) && (await claimed())) {
      return null;
    }
    throw error;
  }
  // Fresh statistics and visibility maps, so the planner sees the real sizes at once.
  await sql.raw(`vacuum analyze ${TABLES.join(', ')}`).execute(server.db);
  const report: ScaleReport = {
    goods: await counted(server, 'goods'),
    shoppers: await counted(server, 'app_user'),
    orders: await counted(server, 'shop_order'),
    ledger: await counted(server, 'ledger'),
    comments: await counted(server, 'goods_comment'),
    seconds: Math.round((Date.now() - started) / 100) / 10,
  };
  server.log.info('scale shop loaded', { ...report });
  return report;
}
