import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_LOCALES, translate } from '../../i18n/messages';
import { closeExpiredOrders } from '../../jobs/order-jobs';
import { createAddress, createGoods, ledgerMismatches, stockOf } from '../../test-support/fixtures';
import { type SaleShopper, saleWave, triesOf } from '../../test-support/flash-sale';
import { invariantViolations } from '../../test-support/invariants';
import { startTestServer, TEST_DATABASES, type TestServer } from '../../test-support/test-server';

/**
 * A flash sale, proven by its outcome (never by its time): 500 shoppers at once try to buy one
 * spec with 100 in stock, some of them never paying. Exactly the stock is sold, never more; every
 * shopper turned away hears "out of stock" in their own language; the stock unpaid orders hold
 * returns when they time out, and the next shoppers buy it; every balance is its ledger's sum.
 */

const SHOPPERS = 500;
const STOCK = 100;
const NEVER_PAY = 40;
const PRICE = 1_000;
const TITLE = 'Flash tea';

describe.each(TEST_DATABASES)('a flash sale on %s', (database) => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startTestServer(database);
  }, 60_000);
  afterAll(async () => {
    await test?.close();
  });

  it('sells exactly the stock to 500 shoppers at once, refuses the rest in their language, and sells stock unpaid orders held once they time out', async () => {
    const db = test.server.context.db;
    const goods = await createGoods(db, {
      title: TITLE,
      specs: [{ name: 'tin', price: PRICE, stock: STOCK }],
    });
    const spec = { goodsId: goods.goodsId, specId: goods.specIds[0] ?? 0 };
    const shoppers: SaleShopper[] = [];
    for (let batch = 0; batch < SHOPPERS; batch += 50) {
      shoppers.push(
        ...(await Promise.all(
          Array.from({ length: 50 }, async (_, offset) => {
            const index = batch + offset;
            const locale = SERVER_LOCALES[index % SERVER_LOCALES.length] ?? 'en';
            const { client, userId } = await test.shopper({ balance: 100, locale });
            return {
              userId,
              client,
              locale,
              addressId: await createAddress(db, userId),
              neverPays: index < NEVER_PAY,
            };
          }),
        )),
      );
    }
    const refusalOf = (locale: string) => ({
      code: 1001,
      message: translate(locale as (typeof SERVER_LOCALES)[number], 'order.outOfStock', { title: TITLE }),
    });

    // The sale: everyone at once.
    const first = await saleWave(shoppers, spec);
    const paid = triesOf(first, 'paid');
    const unpaid = triesOf(first, 'unpaid');
    const refused = triesOf(first, 'refused');
    expect(paid.length + unpaid.length).toBe(STOCK);
    expect(refused.length).toBe(SHOPPERS - STOCK);
    for (const one of refused) {
      expect({ code: one.code, message: one.message }).toEqual(refusalOf(one.shopper.locale));
    }
    expect(await stockOf(db, spec.specId)).toBe(0);

    // The unpaid orders time out: their stock returns, and the shoppers turned away try again.
    test.advanceClock((test.env.ORDER_PAY_TIMEOUT_MINUTES + 1) * 60_000);
    expect(await closeExpiredOrders(test.server.context)).toBe(unpaid.length);
    expect(await stockOf(db, spec.specId)).toBe(unpaid.length);
    const second = await saleWave(
      refused.map((one) => one.shopper).filter((shopper) => !shopper.neverPays),
      spec,
    );
    expect(triesOf(second, 'paid').length).toBe(unpaid.length);
    for (const one of triesOf(second, 'refused')) {
      expect({ code: one.code, message: one.message }).toEqual(refusalOf(one.shopper.locale));
    }

    // Exactly the stock paid for, none left, none below zero; the money adds up.
    const paidOrders = await db
      .selectFrom('shop_order')
      .innerJoin('order_goods', 'order_goods.order_id', 'shop_order.id')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('order_goods.spec_id', '=', spec.specId)
      .where('shop_order.pay_time', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(Number(paidOrders.count)).toBe(STOCK);
    expect(await stockOf(db, spec.specId)).toBe(0);
    expect(await ledgerMismatches(db)).toEqual([]);
    expect(await invariantViolations(db)).toEqual([]);
  }, 240_000);
});
