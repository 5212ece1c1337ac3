import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** A category, a goods on sale and its specs, written straight to the database for a test. */
export async function createGoods(
  db: Kysely<Database>,
  goods: { title: string; specs: { name: string; price: number; stock: number }[] },
): Promise<{ goodsId: number; specIds: number[] }> {
  const type = await db
    .insertInto('goods_type')
    .values({ name: `type ${goods.title}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const prices = goods.specs.map((spec) => spec.price);
  const row = await db
    .insertInto('goods')
    .values({
      type_id: type.id,
      title: goods.title,
      pics: JSON.stringify([]),
      price: Math.min(...prices),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const specIds: number[] = [];
  for (const spec of goods.specs) {
    const inserted = await db
      .insertInto('goods_spec')
      .values({
        goods_id: row.id,
        name: spec.name,
        price: spec.price,
        stock: spec.stock,
        images: JSON.stringify([]),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    specIds.push(inserted.id);
  }
  return { goodsId: row.id, specIds };
}

/** The address `createAddress` stores, as the API answers it (an order keeps a copy of it). */
export const TEST_ADDRESS = {
  contact: 'Alice',
  phone: '13800000000',
  countryCode: '+86',
  province: 'Zhejiang',
  city: 'Hangzhou',
  district: 'Xihu',
  address: '1 Tea Road',
};

/** A delivery address of a shopper. */
export async function createAddress(db: Kysely<Database>, userId: number): Promise<number> {
  const { countryCode, ...rest } = TEST_ADDRESS;
  const row = await db
    .insertInto('address')
    .values({ user_id: userId, ...rest, country_code: countryCode, is_default: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A 'full X reduce Y' coupon offer valid from yesterday for a year, received by the given shoppers. */
export async function createCoupon(
  db: Kysely<Database>,
  coupon: { amount: number; fullAmount: number; num?: number },
  receivers: number[] = [],
): Promise<number> {
  const now = Date.now();
  const row = await db
    .insertInto('coupon')
    .values({
      title: `${coupon.amount} off`,
      amount: coupon.amount,
      full_amount: coupon.fullAmount,
      num: coupon.num ?? 100,
      received_num: receivers.length,
      start_time: new Date(now - 24 * 3600_000),
      end_time: new Date(now + 365 * 24 * 3600_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const userId of receivers) {
    await db.insertInto('user_coupon').values({ user_id: userId, coupon_id: row.id }).execute();
  }
  return row.id;
}

/** Sets a common parameter. */
export async function setParam(db: Kysely<Database>, key: string, value: string): Promise<void> {
  await db
    .insertInto('param')
    .values({ key, value })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value }))
    .execute();
}

/** The stock of a spec. */
export async function stockOf(db: Kysely<Database>, specId: number): Promise<number> {
  const row = await db
    .selectFrom('goods_spec')
    .select('stock')
    .where('id', '=', specId)
    .executeTakeFirstOrThrow();
  return row.stock;
}

/** Every shopper whose balance is not the sum of their ledger (should always be empty). */
export async function ledgerMismatches(
  db: Kysely<Database>,
): Promise<{ id: number; balance: number; ledger: number }[]> {
  const users = await db.selectFrom('app_user').select(['id', 'balance']).execute();
  const sums = await db
    .selectFrom('ledger')
    .select((eb) => ['user_id', eb.fn.sum<number>('amount').as('total')])
    .groupBy('user_id')
    .execute();
  return users
    .map((user) => ({
      id: user.id,
      balance: user.balance,
      ledger: Number(sums.find((sum) => sum.user_id === user.id)?.total ?? 0),
    }))
    .filter((row) => row.balance !== row.ledger || row.balance < 0);
}
