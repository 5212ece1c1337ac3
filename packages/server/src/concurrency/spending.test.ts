import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAddress,
  createCoupon,
  createGoods,
  ledgerMismatches,
  stockOf,
} from '../test-support/fixtures';
import { invariantViolations } from '../test-support/invariants';
import { startTestServer, TEST_DATABASES, type TestServer } from '../test-support/test-server';

/**
 * Requests fired at once against the invariants of money and stock: no negative balance, no
 * oversold item, no double-used coupon, and the ledger always sums to the balance.
 */
describe.each(TEST_DATABASES)('concurrent spending on %s', (database) => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startTestServer(database);
  });
  afterAll(async () => {
    await test?.close();
  });
  const db = () => test.server.context.db;

  it('a balance that covers 3 of 20 orders pays exactly 3', async () => {
    const { client, userId } = await test.shopper({ balance: 300 });
    const addressId = await createAddress(db(), userId);
    const { goodsId, specIds } = await createGoods(db(), {
      title: 'Teapot',
      specs: [{ name: 'one', price: 10_000, stock: 100 }],
    });
    const orders = [];
    for (let index = 0; index < 20; index += 1) {
      orders.push(
        await client.order.info.create({
          goodsList: [{ goodsId, specId: specIds[0]!, count: 1 }],
          addressId,
        }),
      );
    }
    const results = await Promise.allSettled(
      orders.map((order) => client.order.pay.accountPay({ orderId: order.id })),
    );
    const paid = results.filter((result) => result.status === 'fulfilled');
    expect(paid).toHaveLength(3);
    const failures = results.filter(
      (result): result is PromiseRejectedResult => result.status === 'rejected',
    );
    expect(
      failures.every((failure) => failure.reason.message === 'Insufficient account balance, please recharge'),
    ).toBe(true);
    expect((await client.user.info.person()).balance).toBe(0);
    expect((await client.order.info.userCount()).pendingShipment).toBe(3);
    expect(await ledgerMismatches(db())).toEqual([]);
  });

  it('stock 5 sells exactly 5 of 30 concurrent orders', async () => {
    const { goodsId, specIds } = await createGoods(db(), {
      title: 'Rare tea',
      specs: [{ name: 'tin', price: 100, stock: 5 }],
    });
    const shoppers = await Promise.all(Array.from({ length: 6 }, () => test.shopper({ balance: 100 })));
    const addresses = await Promise.all(shoppers.map((shopper) => createAddress(db(), shopper.userId)));
    const attempts = Array.from({ length: 30 }, (_, index) => {
      const shopper = shoppers[index % shoppers.length]!;
      return shopper.client.order.info.create({
        goodsList: [{ goodsId, specId: specIds[0]!, count: 1 }],
        addressId: addresses[index % shoppers.length]!,
      });
    });
    const results = await Promise.allSettled(attempts);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(5);
    expect(await stockOf(db(), specIds[0]!)).toBe(0);
  });

  it('orders of the same specs listed in opposite orders, placed at once, all go through', async () => {
    const { goodsId, specIds } = await createGoods(db(), {
      title: 'Paired tea',
      specs: [
        { name: 'green', price: 100, stock: 100 },
        { name: 'black', price: 100, stock: 100 },
      ],
    });
    const shoppers = await Promise.all(Array.from({ length: 6 }, () => test.shopper({ balance: 100 })));
    const addresses = await Promise.all(shoppers.map((shopper) => createAddress(db(), shopper.userId)));
    const lines = specIds.map((specId) => ({ goodsId, specId, count: 1 }));
    // Each order locks both specs' rows; taken in the order listed, two orders listing them the
    // other way round would each hold one and wait for the other.
    const attempts = Array.from({ length: 24 }, (_, index) => {
      const shopper = index % shoppers.length;
      return shoppers[shopper]!.client.order.info.create({
        goodsList: index % 2 === 0 ? lines : [...lines].reverse(),
        addressId: addresses[shopper]!,
      });
    });
    const results = await Promise.allSettled(attempts);
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    // The lines keep the order the shopper listed them in.
    const second = results[1];
    expect(second?.status === 'fulfilled' && second.value.goodsList.map((line) => line.specId)).toEqual(
      [...specIds].reverse(),
    );
    expect(await stockOf(db(), specIds[0]!)).toBe(76);
    expect(await stockOf(db(), specIds[1]!)).toBe(76);
  });

  it('one coupon is used by one order only, however many are placed at once', async () => {
    const { client, userId } = await test.shopper({ balance: 100 });
    const addressId = await createAddress(db(), userId);
    const { goodsId, specIds } = await createGoods(db(), {
      title: 'Cup',
      specs: [{ name: 'one', price: 1000, stock: 50 }],
    });
    const couponId = await createCoupon(db(), { amount: 200, fullAmount: 0 }, [userId]);
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        client.order.info.create({
          goodsList: [{ goodsId, specId: specIds[0]!, count: 1 }],
          addressId,
          couponId,
        }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(await stockOf(db(), specIds[0]!)).toBe(49);
  });

  it('paying the same order many times at once charges once', async () => {
    const { client, userId } = await test.shopper({ balance: 100 });
    const addressId = await createAddress(db(), userId);
    const { goodsId, specIds } = await createGoods(db(), {
      title: 'Bowl',
      specs: [{ name: 'one', price: 1250, stock: 5 }],
    });
    const order = await client.order.info.create({
      goodsList: [{ goodsId, specId: specIds[0]!, count: 1 }],
      addressId,
    });
    const results = await Promise.all(
      Array.from({ length: 8 }, () => client.order.pay.accountPay({ orderId: order.id })),
    );
    expect(new Set(results.map((result) => result.balance))).toEqual(new Set([87.5]));
    expect((await client.user.info.person()).balance).toBe(87.5);
    const payments = await db()
      .selectFrom('ledger')
      .select('id')
      .where('order_id', '=', order.id)
      .where('type', '=', 'payment')
      .execute();
    expect(payments).toHaveLength(1);
  });

  it('completing a refund twice at once returns the money once', async () => {
    const { client, userId } = await test.shopper({ balance: 100 });
    const addressId = await createAddress(db(), userId);
    const { goodsId, specIds } = await createGoods(db(), {
      title: 'Tray',
      specs: [{ name: 'one', price: 3000, stock: 5 }],
    });
    const order = await client.order.info.create({
      goodsList: [{ goodsId, specId: specIds[0]!, count: 1 }],
      addressId,
    });
    await client.order.pay.accountPay({ orderId: order.id });
    await client.order.info.refund({ orderId: order.id, reason: 'Broken' });
    await test.operator('order/refund/approve', { orderId: order.id });
    const results = await Promise.allSettled([
      test.operator('order/refund/complete', { orderId: order.id }),
      test.operator('order/refund/complete', { orderId: order.id }),
      test.operator('order/refund/complete', { orderId: order.id }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect((await client.user.info.person()).balance).toBe(100);
    expect(await stockOf(db(), specIds[0]!)).toBe(5);
    expect(await ledgerMismatches(db())).toEqual([]);
  });

  it('after all of the above, every promise of money and stock holds on the whole database', async () => {
    expect(await invariantViolations(db())).toEqual([]);
    // The check itself sees a broken promise: a balance off its ledger and an order without lines
    // (stock below zero the schema refuses by itself).
    const user = await db().selectFrom('app_user').select(['id', 'balance']).executeTakeFirstOrThrow();
    const lines = await db().selectFrom('order_goods').selectAll().where('order_id', '=', 1).execute();
    await db()
      .updateTable('app_user')
      .set({ balance: user.balance + 1 })
      .where('id', '=', user.id)
      .execute();
    await db().deleteFrom('order_goods').where('order_id', '=', 1).execute();
    expect((await invariantViolations(db())).map((violation) => violation.rule)).toEqual([
      'balance = sum(ledger) and never negative',
      'no order without goods lines (half written)',
    ]);
    await db().updateTable('app_user').set({ balance: user.balance }).where('id', '=', user.id).execute();
    await db().insertInto('order_goods').values(lines).execute();
    expect(await invariantViolations(db())).toEqual([]);
  });
});
