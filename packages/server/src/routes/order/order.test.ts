import type { ApiError } from '@mall/sdk';
import { BUY_BACK_STATUS, ORDER_STATUS, REFUND_STATUS } from '@mall/sdk/lifecycle';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PREPARED_ALONE } from '../../db/statement-template';
import { standingsOf } from '../../http/auth';
import { autoConfirmOrders, closeExpiredOrders } from '../../jobs/order-jobs';
import {
  createAddress,
  createCoupon,
  createGoods,
  ledgerMismatches,
  setParam,
  stockOf,
  TEST_ADDRESS,
} from '../../test-support/fixtures';
import { startTestServer, TEST_DATABASES, type TestServer } from '../../test-support/test-server';

describe.each(TEST_DATABASES)('orders on %s', (database) => {
  let test: TestServer;
  /** SQL statements the server has run (transaction begin and commit included). */
  let statements = 0;
  beforeAll(async () => {
    test = await startTestServer(database, {}, { onQuery: () => (statements += 1) });
    await setParam(test.server.context.db, 'repurchaseRate', '0.9');
  });
  afterAll(async () => {
    await test?.close();
  });

  const db = () => test.server.context.db;

  /** A shopper with a balance and an address, and a goods of two specs. */
  async function setUp(balance = 1000, stock = 10) {
    const shopper = await test.shopper({ balance });
    const addressId = await createAddress(db(), shopper.userId);
    const goods = await createGoods(db(), {
      title: 'Green tea',
      specs: [
        { name: '100 g', price: 1999, stock },
        { name: '250 g', price: 4550, stock },
      ],
    });
    return { ...shopper, addressId, ...goods };
  }

  it('orders with server prices, pays from the balance, ships, confirms, reviews: completed', async () => {
    const { client, addressId, goodsId, specIds } = await setUp(1000);
    const order = await client.order.info.create({
      goodsList: [
        { goodsId, specId: specIds[0]!, count: 3 },
        { goodsId, specId: specIds[1]!, count: 1 },
      ],
      addressId,
      remark: 'Leave at the door',
    });
    expect(order).toMatchObject({
      status: ORDER_STATUS.waitingPay,
      price: 105.47,
      discountPrice: 0,
      payPrice: 105.47,
      count: 4,
    });
    expect(order.address).toMatchObject({ contact: 'Alice', city: 'Hangzhou' });
    expect(await stockOf(db(), specIds[0]!)).toBe(7);
    const paid = await client.order.pay.accountPay({ orderId: order.id });
    expect(paid).toMatchObject({ orderId: order.id, status: ORDER_STATUS.waitingShip, balance: 894.53 });
    // Paying again charges nothing.
    expect((await client.order.pay.accountPay({ orderId: order.id })).balance).toBe(894.53);
    expect((await client.user.info.person()).balance).toBe(894.53);
    expect(await client.order.info.userCount()).toMatchObject({ pendingShipment: 1, pendingPayment: 0 });
    await test.operator('order/ship', { orderId: order.id, company: 'SF Express', num: 'SF100' });
    expect(await client.order.info.logistics({ orderId: order.id })).toMatchObject({
      company: 'SF Express',
      num: 'SF100',
      traces: [{ text: 'The merchant has shipped the parcel with SF Express, tracking number SF100' }],
    });
    // The step the shop wrote is worded in each reader's language, on the detail too.
    const token = (await client.session.read())?.token ?? '';
    const inChinese = await test.fetch(`/api/app/order/info/info?id=${order.id}`, {
      headers: { authorization: token, language: 'zh-Hans' },
    });
    const detail = (await inChinese.json()) as { data: { logistics: { traces: { text: string }[] } } };
    expect(detail.data.logistics.traces[0]?.text).toBe('商家已发货，SF Express 运单号 SF100');
    await client.order.info.confirm({ orderId: order.id });
    await client.goods.comment.submit({ orderId: order.id, goodsId, starCount: 5, content: 'Lovely tea' });
    const completed = await client.order.info.info({ id: order.id });
    expect(completed.status).toBe(ORDER_STATUS.completed);
    expect(completed.goodsList.every((line) => line.isComment)).toBe(true);
    await expect(
      client.goods.comment.submit({ orderId: order.id, goodsId, starCount: 4, content: 'Again' }),
    ).rejects.toMatchObject({ code: 1001 });
    expect(await ledgerMismatches(db())).toEqual([]);
  });

  it("shows order lines in the shopper's language, and the snapshot where there is no translation", async () => {
    const { client, addressId, goodsId, specIds } = await setUp(1000);
    await db()
      .insertInto('goods_i18n')
      .values({
        goods_id: goodsId,
        lang: 'bn',
        title: 'সবুজ চা',
        spec_names: JSON.stringify({ [String(specIds[0])]: '১০০ গ্রাম' }),
      })
      .execute();
    const order = await client.order.info.create({
      goodsList: [{ goodsId, specId: specIds[0]!, count: 1 }],
      addressId,
    });
    expect(order.goodsList[0]).toMatchObject({ title: 'Green tea', specName: '100 g' });
    const bengali = await test.shopper({ balance: 1000, locale: 'bn' });
    const bengaliOrder = await bengali.client.order.info.create({
      goodsList: [{ goodsId, specId: specIds[0]!, count: 1 }],
      addressId: await createAddress(db(), bengali.userId),
    });
    expect(bengaliOrder.goodsList[0]).toMatchObject({ title: 'সবুজ চা', specName: '১০০ গ্রাম' });
    const [row] = (await bengali.client.order.info.page({ page: 1, size: 10 })).list;
    expect(row?.goodsList[0]).toMatchObject({ title: 'সবুজ চা', specName: '১০০ গ্রাম' });
    expect((await client.order.info.info({ id: order.id })).goodsList[0]?.title).toBe('Green tea');
  });

  it('never trusts prices, owners or statuses sent in a body: unknown keys are dropped', async () => {
    const { client, addressId, goodsId, specIds } = await setUp(1000);
    const other = await test.shopper({ balance: 0 });
    const order = await client.order.info.create({
      goodsList: [{ goodsId, specId: specIds[0]!, count: 2, price: 0.01 } as never],
      addressId,
      ...({
        userId: other.userId,
        status: ORDER_STATUS.waitingShip,
        payPrice: 0.01,
        discountPrice: 100,
      } as object),
    });
    expect(order).toMatchObject({
      status: ORDER_STATUS.waitingPay,
      price: 39.98,
      discountPrice: 0,
      payPrice: 39.98,
    });
    expect((await other.client.order.info.page({ page: 1, size: 10 })).list).toEqual([]);
    const paid = await client.order.pay.accountPay({ orderId: order.id, ...({ balance: 99999 } as object) });
    expect(paid.balance).toBe(960.02);
  });

  it('says "Insufficient account balance, please recharge" and loses nothing when short', async () => {
    const { client, addressId, goodsId, specIds } = await setUp(10);
    const order = await client.order.info.create({
      goodsList: [{ goodsId, specId: specIds[0]!, count: 1 }],
      addressId,
    });
    const error = (await client.order.pay
      .accountPay({ orderId: order.id })
      .catch((caught: unknown) => caught)) as ApiError;
    expect([error.code, error.message]).toEqual([1001, 'Insufficient account balance, please recharge']);
    expect((await client.order.info.info({ id: order.id })).status).toBe(ORDER_STATUS.waitingPay);
    expect((await client.user.info.person()).balance).toBe(10);
    const zh = test.client('zh-Hans');
    await zh.session.setTokens({ ...(await tokensOf(client)) });
    await expect(zh.order.pay.accountPay({ orderId: order.id })).rejects.toMatchObject({
      message: '账户余额不足，请充值',
    });
  });

  async function tokensOf(
    client: TestServer extends never ? never : Awaited<ReturnType<TestServer['shopper']>>['client'],
  ) {
    const session = await client.session.read();
    return { token: session!.token, expire: 3600, refreshToken: session!.refreshToken, refreshExpire: 3600 };
  }

  it('refuses an order beyond the stock and keeps the stock', async () => {
    const { client, addressId, goodsId, specIds } = await setUp(1000, 2);
    await expect(
      client.order.info.create({ goodsList: [{ goodsId, specId: specIds[0]!, count: 3 }], addressId }),
    ).rejects.toMatchObject({ code: 1001, message: 'Not enough stock of Green tea' });
    expect(await stockOf(db(), specIds[0]!)).toBe(2);
  });

  it('applies a received coupon once, refuses it below its threshold, and gives it back on cancel', async () => {
    const { client, userId, addressId, goodsId, specIds } = await setUp(1000);
    const couponId = await createCoupon(db(), { amount: 1000, fullAmount: 5000 }, [userId]);
    await expect(
      client.order.info.create({
        goodsList: [{ goodsId, specId: specIds[0]!, count: 1 }],
        addressId,
        couponId,
      }),
    ).rejects.toMatchObject({ message: 'This coupon cannot be used' });
    const order = await client.order.info.create({
      goodsList: [{ goodsId, specId: specIds[0]!, count: 3 }],
      addressId,
      couponId,
    });
    expect(order).toMatchObject({ price: 59.97, discountPrice: 10, payPrice: 49.97, couponId });
    await expect(
      client.order.info.create({
        goodsList: [{ goodsId, specId: specIds[0]!, count: 3 }],
        addressId,
        couponId,
      }),
    ).rejects.toMatchObject({ message: 'This coupon cannot be used' });
    await client.order.info.cancel({ orderId: order.id, remark: 'Ordered by mistake' });
    const closed = await client.order.info.info({ id: order.id });
    expect(closed).toMatchObject({ status: ORDER_STATUS.closed, cancelReason: 'Ordered by mistake' });
    expect(await stockOf(db(), specIds[0]!)).toBe(10);
    const again = await client.order.info.create({
      goodsList: [{ goodsId, specId: specIds[0]!, count: 3 }],
      addressId,
      couponId,
    });
    expect(again.discountPrice).toBe(10);
    const unknownCoupon = await createCoupon(db(), { amount: 100, fullAmount: 0 });
    await expect(
      client.order.info.create({
        goodsList: [{ goodsId, specId: specIds[0]!, count: 1 }],
        addressId,
        couponId: unknownCoupon,
      }),
    ).rejects.toMatchObject({ message: 'This coupon cannot be used' });
  });

  it('refunds: request, backend approval, completion returns money and stock', async () => {
    const { client, addressId, goodsId, specIds } = await setUp(1000);
    const order = await client.order.info.create({
      goodsList: [{ goodsId, specId: specIds[0]!, count: 2 }],
      addressId,
    });
    await client.order.pay.accountPay({ orderId: order.id });
    await expect(
      client.order.info.refund({ orderId: order.id, reason: 'Too much', amount: 100 }),
    ).rejects.toMatchObject({ message: 'The refund cannot exceed the actual payment' });
    await client.order.info.refund({ orderId: order.id, reason: 'Changed my mind' });
    expect((await client.order.info.info({ id: order.id })).refund).toMatchObject({
      status: REFUND_STATUS.applied,
      amount: 39.98,
    });
    await expect(test.operator('order/refund/complete', { orderId: order.id })).rejects.toMatchObject({
      code: 1001,
    });
    await test.operator('order/refund/approve', { orderId: order.id });
    expect((await client.order.info.info({ id: order.id })).refund?.status).toBe(
      REFUND_STATUS.inProgressByBackend,
    );
    await expect(
      test.operator('order/refund/refuse', { orderId: order.id, reason: 'late' }),
    ).rejects.toMatchObject({
      code: 1001,
    });
    await test.operator('order/refund/complete', { orderId: order.id });
    const refunded = await client.order.info.info({ id: order.id });
    expect(refunded).toMatchObject({
      status: ORDER_STATUS.refunded,
      refund: { status: REFUND_STATUS.refunded },
    });
    expect((await client.user.info.person()).balance).toBe(1000);
    expect(await stockOf(db(), specIds[0]!)).toBe(10);
    expect(
      (await client.order.info.page({ page: 1, size: 10, afterSale: true })).list.map((row) => row.id),
    ).toContain(order.id);
    expect(await ledgerMismatches(db())).toEqual([]);
  });

  it('a refused refund returns to the earlier status with the reason, and may be asked again', async () => {
    const { client, addressId, goodsId, specIds } = await setUp(1000);
    const order = await client.order.info.create({
      goodsList: [{ goodsId, specId: specIds[0]!, count: 1 }],
      addressId,
    });
    await client.order.pay.accountPay({ orderId: order.id });
    await test.operator('order/ship', { orderId: order.id, company: 'SF', num: 'SF2' });
    await client.order.info.refund({ orderId: order.id, reason: 'Damaged' });
    await expect(client.order.pay.buyBack({ orderId: order.id })).rejects.toMatchObject({ code: 1001 });
    await test.operator('order/refund/refuse', { orderId: order.id, reason: 'Photos needed' });
    expect(await client.order.info.info({ id: order.id })).toMatchObject({
      status: ORDER_STATUS.waitingReceive,
      refund: { status: REFUND_STATUS.refused, refuseReason: 'Photos needed' },
    });
    await client.order.info.refund({ orderId: order.id, reason: 'Damaged, photos attached' });
    expect((await client.order.info.info({ id: order.id })).status).toBe(ORDER_STATUS.refunding);
  });

  it('a refund keeps its remark and photos apart from the reason; photos from elsewhere or more than 6 are refused', async () => {
    const { client, addressId, goodsId, specIds } = await setUp(1000);
    const order = await client.order.info.create({
      goodsList: [{ goodsId, specId: specIds[0]!, count: 1 }],
      addressId,
    });
    await client.order.pay.accountPay({ orderId: order.id });
    const picture = (name: string) => `http://mall.test/uploads/20260101/${name}.png`;
    const refused = (images: string[]) =>
      client.order.info.refund({ orderId: order.id, reason: 'Damaged', remark: 'Box crushed', images });
    await expect(refused([picture('a'), 'https://evil.example/x.png'])).rejects.toMatchObject({
      code: 1002,
      field: 'images.1',
    });
    await expect(refused(['http://mall.test/uploads/../secret.png'])).rejects.toMatchObject({ code: 1002 });
    await expect(
      refused(Array.from({ length: 7 }, (_, index) => picture(String(index)))),
    ).rejects.toMatchObject({ code: 1002, field: 'images' });
    await expect(
      client.order.info.refund({ orderId: order.id, reason: 'Damaged', remark: 'x'.repeat(201) }),
    ).rejects.toMatchObject({ code: 1002, field: 'remark' });
    // Nothing refused left a refund behind.
    expect((await client.order.info.info({ id: order.id })).refund).toBeNull();

    const images = Array.from({ length: 6 }, (_, index) => picture(`p${index}`));
    await client.order.info.refund({ orderId: order.id, reason: 'Damaged', remark: ' Box crushed ', images });
    expect((await client.order.info.info({ id: order.id })).refund).toMatchObject({
      status: REFUND_STATUS.applied,
      reason: 'Damaged',
      remark: 'Box crushed',
      images,
    });
    const [row] = (await client.order.info.page({ page: 1, size: 10, afterSale: true })).list;
    expect(row?.refund).toMatchObject({ remark: 'Box crushed', images });

    // Refused, then asked again without either: the new refund has none.
    await test.operator('order/refund/refuse', { orderId: order.id, reason: 'Photos unclear' });
    await client.order.info.refund({ orderId: order.id, reason: 'Damaged' });
    const again = (await client.order.info.info({ id: order.id })).refund;
    expect(again).toMatchObject({ status: REFUND_STATUS.applied, images: [] });
    expect(again?.remark ?? null).toBeNull();
  });

  it('repurchase at the current rate: approved credits round-half-up(pay × rate); refused goes back', async () => {
    const { client, addressId, goodsId, specIds } = await setUp(1000);
    const order = await client.order.info.create({
      goodsList: [{ goodsId, specId: specIds[0]!, count: 1 }],
      addressId,
    });
    await client.order.pay.accountPay({ orderId: order.id });
    await client.order.pay.buyBack({ orderId: order.id });
    await setParam(db(), 'repurchaseRate', '0.5');
    expect((await client.order.info.info({ id: order.id })).buyBack).toMatchObject({
      status: BUY_BACK_STATUS.applying,
      rate: '0.9',
      amount: 17.99,
    });
    await setParam(db(), 'repurchaseRate', '0.9');
    await test.operator('order/buyBack/approve', { orderId: order.id });
    expect(await client.order.info.info({ id: order.id })).toMatchObject({
      status: ORDER_STATUS.repurchased,
      buyBack: { status: BUY_BACK_STATUS.completed },
    });
    expect((await client.user.info.person()).balance).toBe(998);

    const second = await client.order.info.create({
      goodsList: [{ goodsId, specId: specIds[0]!, count: 1 }],
      addressId,
    });
    await client.order.pay.accountPay({ orderId: second.id });
    await client.order.pay.buyBack({ orderId: second.id });
    await test.operator('order/buyBack/refuse', { orderId: second.id, reason: 'Out of season' });
    expect(await client.order.info.info({ id: second.id })).toMatchObject({
      status: ORDER_STATUS.waitingShip,
      buyBack: { status: BUY_BACK_STATUS.failed, failReason: 'Out of season' },
    });
  });

  it('refuses every transition the table does not list, through the shopper and operator APIs', async () => {
    const { client, addressId, goodsId, specIds } = await setUp(1000);
    const order = await client.order.info.create({
      goodsList: [{ goodsId, specId: specIds[0]!, count: 1 }],
      addressId,
    });
    const refused = { code: 1001, message: 'The order cannot do this in its current status' };
    // 0: no ship, confirm, refund, repurchase.
    await expect(
      test.operator('order/ship', { orderId: order.id, company: 'SF', num: '1' }),
    ).rejects.toMatchObject(refused);
    await expect(client.order.info.confirm({ orderId: order.id })).rejects.toMatchObject(refused);
    await expect(client.order.info.refund({ orderId: order.id, reason: 'x' })).rejects.toMatchObject(refused);
    await expect(client.order.pay.buyBack({ orderId: order.id })).rejects.toMatchObject(refused);
    await expect(test.operator('order/buyBack/approve', { orderId: order.id })).rejects.toMatchObject(
      refused,
    );
    await client.order.pay.accountPay({ orderId: order.id });
    // 1: no cancel, confirm, second ship after shipping.
    await expect(client.order.info.cancel({ orderId: order.id })).rejects.toMatchObject(refused);
    await expect(client.order.info.confirm({ orderId: order.id })).rejects.toMatchObject(refused);
    await test.operator('order/ship', { orderId: order.id, company: 'SF', num: '1' });
    await expect(
      test.operator('order/ship', { orderId: order.id, company: 'SF', num: '1' }),
    ).rejects.toMatchObject(refused);
    await client.order.info.confirm({ orderId: order.id });
    // 3: nothing after confirming receipt but the review.
    await expect(client.order.info.refund({ orderId: order.id, reason: 'x' })).rejects.toMatchObject(refused);
    await expect(client.order.pay.buyBack({ orderId: order.id })).rejects.toMatchObject(refused);
    await expect(client.order.info.cancel({ orderId: order.id })).rejects.toMatchObject(refused);
    await expect(client.order.info.update({ id: order.id, remark: 'late' })).rejects.toMatchObject(refused);
    expect((await client.order.info.info({ id: order.id })).status).toBe(ORDER_STATUS.waitingEvaluate);
  });

  it('closes unpaid orders after the timeout and confirms shipped ones after the auto-confirm period', async () => {
    const { client, userId, addressId, goodsId, specIds } = await setUp(1000);
    const couponId = await createCoupon(db(), { amount: 100, fullAmount: 0 }, [userId]);
    const unpaid = await client.order.info.create({
      goodsList: [{ goodsId, specId: specIds[0]!, count: 4 }],
      addressId,
      couponId,
    });
    const shipped = await client.order.info.create({
      goodsList: [{ goodsId, specId: specIds[1]!, count: 1 }],
      addressId,
    });
    await client.order.pay.accountPay({ orderId: shipped.id });
    await test.operator('order/ship', { orderId: shipped.id, company: 'SF', num: '3' });
    test.advanceClock(29 * 60_000);
    await closeExpiredOrders(test.server.context);
    expect((await client.order.info.info({ id: unpaid.id })).status).toBe(ORDER_STATUS.waitingPay);
    test.advanceClock(2 * 60_000);
    expect(await closeExpiredOrders(test.server.context)).toBeGreaterThanOrEqual(1);
    expect((await client.order.info.info({ id: unpaid.id })).status).toBe(ORDER_STATUS.closed);
    expect(await stockOf(db(), specIds[0]!)).toBe(10);
    const reused = await client.order.info.create({
      goodsList: [{ goodsId, specId: specIds[0]!, count: 1 }],
      addressId,
      couponId,
    });
    expect(reused.discountPrice).toBe(1);
    test.advanceClock(15 * 24 * 3600_000);
    expect(await autoConfirmOrders(test.server.context)).toBeGreaterThanOrEqual(1);
    expect((await client.order.info.info({ id: shipped.id })).status).toBe(ORDER_STATUS.waitingEvaluate);
  });

  it('keeps every order to its shopper: another one can neither read nor change it', async () => {
    const owner = await setUp(1000);
    const order = await owner.client.order.info.create({
      goodsList: [{ goodsId: owner.goodsId, specId: owner.specIds[0]!, count: 1 }],
      addressId: owner.addressId,
    });
    const other = await test.shopper({ balance: 1000 });
    const notFound = { code: 1001, message: 'Not found' };
    await expect(other.client.order.info.info({ id: order.id })).rejects.toMatchObject(notFound);
    await expect(other.client.order.pay.accountPay({ orderId: order.id })).rejects.toMatchObject(notFound);
    await expect(other.client.order.info.cancel({ orderId: order.id })).rejects.toMatchObject(notFound);
    await expect(other.client.order.info.update({ id: order.id, remark: 'mine' })).rejects.toMatchObject(
      notFound,
    );
    await expect(other.client.order.info.logistics({ orderId: order.id })).rejects.toMatchObject(notFound);
    // Nor order to someone else's address.
    await expect(
      other.client.order.info.create({
        goodsList: [{ goodsId: owner.goodsId, specId: owner.specIds[0]!, count: 1 }],
        addressId: owner.addressId,
      }),
    ).rejects.toMatchObject({ message: 'Please select a delivery address' });
    // …which keeps nothing of it: the stock it would have reserved is still there.
    expect(await stockOf(db(), owner.specIds[0]!)).toBe(9);
    expect((await other.client.order.info.page({ page: 1, size: 50 })).list).toEqual([]);
    expect((await owner.client.order.info.info({ id: order.id })).status).toBe(ORDER_STATUS.waitingPay);
    expect((await other.client.user.info.person()).balance).toBe(1000);
  });

  it('answers WeChat payment with "payment method not enabled"', async () => {
    const { client } = await setUp(0);
    await expect(client.order.pay.wxMpPay({ orderId: 1 })).rejects.toMatchObject({
      message: 'payment method not enabled',
    });
  });
  it('places an order in 6 SQL statements and pays it in one, and answers what reading it back (or a retry) answers', async () => {
    const { client, addressId, goodsId, specIds } = await setUp(1000);
    // The server hears announcements of shoppers' standing, so it keeps what it checks tokens against.
    await vi.waitFor(() => expect(standingsOf(test.server.context).hearing).toBe(true), { timeout: 10_000 });
    await db()
      .insertInto('goods_i18n')
      .values({
        goods_id: goodsId,
        lang: 'en',
        title: 'Green tea (en)',
        spec_names: JSON.stringify({ '100 g': '3.5 oz' }),
      })
      .execute();
    // PGlite's transactions begin and commit outside what kysely logs.
    const beginAndCommit = database === 'postgres' ? 2 : 0;
    let before = statements;
    const order = await client.order.info.create({
      goodsList: [{ goodsId, specId: specIds[0]!, count: 2 }],
      addressId,
    });
    // The token check, begin, the line (the idempotency key claimed, the line priced, its texts in
    // the shopper's language and its stock reserved, in one), the order (its address copied in
    // it) with its lines, the stored answer, commit.
    expect(statements - before).toBe(4 + beginAndCommit);
    expect(order.goodsList).toMatchObject([{ title: 'Green tea (en)', specName: '3.5 oz', count: 2 }]);
    // The address as the order keeps it, copied by the statement that wrote the order.
    expect(order.address).toEqual({ id: addressId, ...TEST_ADDRESS });
    expect(await client.order.info.info({ id: order.id })).toEqual(order);
    before = statements;
    const paid = await client.order.pay.accountPay({ orderId: order.id }, { idempotencyKey: 'pay-once' });
    // One statement and no transaction around it: the order's status (locking it), the debit and
    // its ledger row, the goods sold, and the key's row with the answer; the token is checked
    // against the shopper's standing as the order's creation read it.
    expect(statements - before).toBe(1);
    expect(paid).toMatchObject({ orderId: order.id, status: ORDER_STATUS.waitingShip, balance: 960.02 });
    // The answer the statement stored (written in SQL) is the answer sent (written in TypeScript).
    expect(await client.order.pay.accountPay({ orderId: order.id }, { idempotencyKey: 'pay-once' })).toEqual(
      paid,
    );
    expect(await stockOf(db(), specIds[0]!)).toBe(8);
    expect(await ledgerMismatches(db())).toEqual([]);
    const sold = await db()
      .selectFrom('goods')
      .select('sold')
      .where('id', '=', goodsId)
      .executeTakeFirstOrThrow();
    expect(sold.sold).toBe(2);
  });

  it.runIf(database === 'postgres')(
    'places an order in 3 round trips to PostgreSQL, with a coupon too, and pays it in one, once its statements are prepared (PostgreSQL only)',
    async () => {
      const { client, addressId, specIds, goodsId, userId } = await setUp(1000);
      const place = () =>
        client.order.info.create({ goodsList: [{ goodsId, specId: specIds[0]!, count: 1 }], addressId });
      // Each answer PostgreSQL completes ends with ReadyForQuery, handed to the statement that
      // waited for it: one per round trip (the listening connection's own statements aside).
      const ready = vi.spyOn(
        pg.Query.prototype as unknown as { handleReadyForQuery: (connection: unknown) => void },
        'handleReadyForQuery',
      );
      const roundTrips = () =>
        ready.mock.contexts.filter(
          (query) => !/^\s*(listen|select pg_notify)\b/i.test((query as { text?: string }).text ?? ''),
        ).length;
      try {
        // The first runs prepare the statements on the connections they take.
        for (let warm = 0; warm < 3; warm += 1) {
          await client.order.pay.accountPay({ orderId: (await place()).id });
        }
        ready.mockClear();
        const order = await place();
        // Begin and the line with the key's claim; the order with its lines; the answer and commit.
        expect(roundTrips()).toBe(3);
        ready.mockClear();
        const paid = await client.order.pay.accountPay({ orderId: order.id });
        // One statement: the status change, the debit, the goods sold, the key with its answer;
        // prepared, though no transaction is around it.
        expect(roundTrips()).toBe(1);
        const payment = ready.mock.contexts
          .map((query) => query as { name?: string; text?: string })
          .find((query) => query.text?.startsWith(PREPARED_ALONE));
        expect(payment?.name).toMatch(/^mall_/);
        expect(paid).toMatchObject({ orderId: order.id, status: ORDER_STATUS.waitingShip, balance: 920.04 });
        // Paying again answers the first payment: the key is new, the order paid already.
        expect(await client.order.pay.accountPay({ orderId: order.id })).toEqual(paid);
        // With a coupon: its read goes with the first line's statement, its use with the order's.
        const couponIds = [
          await createCoupon(db(), { amount: 100, fullAmount: 0 }, [userId]),
          await createCoupon(db(), { amount: 100, fullAmount: 0 }, [userId]),
        ];
        const placeWith = (couponId: number) =>
          client.order.info.create({
            goodsList: [{ goodsId, specId: specIds[0]!, count: 1 }],
            addressId,
            couponId,
          });
        await placeWith(couponIds[0]!);
        ready.mockClear();
        const discounted = await placeWith(couponIds[1]!);
        expect(roundTrips()).toBe(3);
        expect(discounted).toMatchObject({ payPrice: 18.99 });
        await expect(placeWith(couponIds[1]!)).rejects.toMatchObject({ code: 1001 });
        expect(await ledgerMismatches(db())).toEqual([]);
      } finally {
        ready.mockRestore();
      }
    },
  );
});
