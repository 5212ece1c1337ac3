import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_DATABASES, type TestServer } from '../../test-support/test-server';

const DAY = 24 * 3600 * 1000;

describe.each(TEST_DATABASES)('coupons on %s', (database) => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startTestServer(database);
  });
  afterAll(async () => {
    // Let the pool's connections finish closing before the harness drops the database with force.
    await test?.server.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await test?.close();
  });

  async function addCoupon(overrides: Record<string, unknown> = {}) {
    const now = test.now().getTime();
    const { id } = await test.operator<{ id: number }>('coupon/add', {
      title: 'Full 100 reduce 10',
      description: 'On every order',
      type: 0,
      amount: 10,
      condition: { fullAmount: 100 },
      num: 100,
      startTime: new Date(now - DAY).toISOString(),
      endTime: new Date(now + 30 * DAY).toISOString(),
      ...overrides,
    });
    return id;
  }

  it('lists offers to a guest without received, and tells a shopper what they received', async () => {
    const id = await addCoupon({
      title: 'Full 199.9 reduce 20.5',
      amount: 20.5,
      condition: { fullAmount: 199.9 },
    });
    const guestPage = await test.client().coupon.info.page({ page: 1, size: 50 });
    const offered = guestPage.list.find((row) => row.id === id);
    expect(offered).toMatchObject({
      title: 'Full 199.9 reduce 20.5',
      amount: 20.5,
      condition: { fullAmount: 199.9 },
      num: 100,
      receivedNum: 0,
      received: false,
    });
    const { client } = await test.shopper();
    await client.coupon.user.receive({ couponId: id });
    const mine = await client.coupon.info.page({ page: 1, size: 50 });
    expect(mine.list.find((row) => row.id === id)).toMatchObject({ received: true, receivedNum: 1 });
    expect(mine.pagination.total).toBe(guestPage.pagination.total);
  });

  it('hides withdrawn and ended offers from the market', async () => {
    const now = test.now().getTime();
    const withdrawn = await addCoupon({ status: 0 });
    const ended = await addCoupon({
      startTime: new Date(now - 3 * DAY).toISOString(),
      endTime: new Date(now - DAY).toISOString(),
    });
    const ids = (await test.client().coupon.info.page({ page: 1, size: 100 })).list.map((row) => row.id);
    expect(ids).not.toContain(withdrawn);
    expect(ids).not.toContain(ended);
  });

  it('receives once per shopper; a second receipt says so and takes nothing', async () => {
    const id = await addCoupon({ num: 5 });
    const { client } = await test.shopper();
    await client.coupon.user.receive({ couponId: id });
    await expect(client.coupon.user.receive({ couponId: id })).rejects.toMatchObject({
      code: 1001,
      message: 'You have already received this coupon',
    });
    const offer = (await client.coupon.info.page({ page: 1, size: 100 })).list.find((row) => row.id === id);
    expect(offer?.receivedNum).toBe(1);
    expect(await client.coupon.user.list({ status: 0 })).toHaveLength(1);
  });

  it('refuses outside the window, when none are left, and for a missing or withdrawn offer', async () => {
    const now = test.now().getTime();
    const future = await addCoupon({
      startTime: new Date(now + DAY).toISOString(),
      endTime: new Date(now + 2 * DAY).toISOString(),
    });
    const empty = await addCoupon({ num: 0 });
    const withdrawn = await addCoupon({ status: 0 });
    const { client } = await test.shopper();
    await expect(client.coupon.user.receive({ couponId: future })).rejects.toMatchObject({
      message: 'This coupon is not available at this time',
    });
    await expect(client.coupon.user.receive({ couponId: empty })).rejects.toMatchObject({
      message: 'No coupons are left',
    });
    await expect(client.coupon.user.receive({ couponId: withdrawn })).rejects.toMatchObject({
      message: 'Not found',
    });
    await expect(client.coupon.user.receive({ couponId: 999_999 })).rejects.toMatchObject({ code: 1001 });
    expect(await client.coupon.user.list()).toEqual([]);
  });

  it('never gives out more than num under concurrent receipts', async () => {
    const id = await addCoupon({ num: 3 });
    const shoppers = await Promise.all(Array.from({ length: 10 }, () => test.shopper()));
    const results = await Promise.allSettled(
      shoppers.map(({ client }) => client.coupon.user.receive({ couponId: id })),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    for (const result of results) {
      if (result.status === 'rejected') {
        expect(result.reason).toMatchObject({ code: 1001, message: 'No coupons are left' });
      }
    }
    const row = await test.server.context.db
      .selectFrom('coupon')
      .select('received_num')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.received_num).toBe(3);
    const held = await test.server.context.db
      .selectFrom('user_coupon')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('coupon_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(held.count)).toBe(3);
  });

  it('answers one shopper receiving the same offer twice at once with exactly one coupon', async () => {
    const id = await addCoupon({ num: 10 });
    const { client } = await test.shopper();
    const results = await Promise.allSettled([
      client.coupon.user.receive({ couponId: id }),
      client.coupon.user.receive({ couponId: id }),
      client.coupon.user.receive({ couponId: id }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const offer = (await client.coupon.info.page({ page: 1, size: 100 })).list.find((row) => row.id === id);
    expect(offer?.receivedNum).toBe(1);
  });

  it('computes unused, used and expired, and availability for a goods total', async () => {
    const now = test.now().getTime();
    const active = await addCoupon({ amount: 10, condition: { fullAmount: 100 } });
    const ending = await addCoupon({
      amount: 5,
      condition: { fullAmount: 0 },
      startTime: new Date(now - 3 * DAY).toISOString(),
      endTime: new Date(now - DAY).toISOString(),
    });
    const used = await addCoupon({ amount: 3, condition: { fullAmount: 0 } });
    const { client, userId } = await test.shopper();
    await client.coupon.user.receive({ couponId: active });
    await client.coupon.user.receive({ couponId: used });
    const db = test.server.context.db;
    // An offer that ended after the shopper received it, and one used by an order.
    await db.insertInto('user_coupon').values({ user_id: userId, coupon_id: ending, status: 0 }).execute();
    await db
      .updateTable('user_coupon')
      .set({ status: 1 })
      .where('user_id', '=', userId)
      .where('coupon_id', '=', used)
      .execute();

    const all = await client.coupon.user.list();
    expect(all.map((row) => [row.couponId, row.status]).sort()).toEqual(
      [
        [active, 0],
        [ending, 2],
        [used, 1],
      ].sort(),
    );
    expect((await client.coupon.user.list({ status: 2 })).map((row) => row.couponId)).toEqual([ending]);
    expect((await client.coupon.user.list({ status: 1 })).map((row) => row.couponId)).toEqual([used]);
    expect((await client.coupon.user.list({ status: 0 })).map((row) => row.couponId)).toEqual([active]);

    const below = await client.coupon.user.list({ goodsTotal: 99.99 });
    expect(below.find((row) => row.couponId === active)?.available).toBe(false);
    const reaching = await client.coupon.user.list({ goodsTotal: 100 });
    expect(reaching.find((row) => row.couponId === active)).toMatchObject({
      available: true,
      amount: 10,
      condition: { fullAmount: 100 },
    });
    expect(reaching.find((row) => row.couponId === ending)?.available).toBe(false);
    expect(reaching.find((row) => row.couponId === used)?.available).toBe(false);

    const page = await client.coupon.user.page({ page: 1, size: 2, status: 0, goodsTotal: 100 });
    expect(page.pagination).toEqual({ page: 1, size: 2, total: 1 });
    expect(page.list[0]).toMatchObject({ couponId: active, available: true });
  });

  it('shows a shopper only their own coupons', async () => {
    const id = await addCoupon();
    const first = await test.shopper();
    const second = await test.shopper();
    await first.client.coupon.user.receive({ couponId: id });
    const [held] = await first.client.coupon.user.list();
    expect(held).toBeDefined();
    const heldId = held?.id ?? 0;
    await expect(first.client.coupon.user.info({ id: heldId })).resolves.toMatchObject({ couponId: id });
    await expect(second.client.coupon.user.info({ id: heldId })).rejects.toMatchObject({
      code: 1001,
      message: 'Not found',
    });
    expect(await second.client.coupon.user.list()).toEqual([]);
    expect((await second.client.coupon.user.page()).pagination.total).toBe(0);
  });

  it('needs a token for the shopper’s coupons, and validates the operator body', async () => {
    await expect(test.client().coupon.user.list()).rejects.toMatchObject({ httpStatus: 401 });
    await expect(addCoupon({ amount: 0 })).rejects.toMatchObject({ code: 1002 });
    const now = test.now().getTime();
    await expect(
      addCoupon({ startTime: new Date(now).toISOString(), endTime: new Date(now - DAY).toISOString() }),
    ).rejects.toMatchObject({ code: 1002 });
  });
});
