import { BUY_BACK_STATUS, ORDER_STATUS, REFUND_STATUS } from '@mall/sdk/lifecycle';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAddress, createGoods, setParam, TEST_ADDRESS } from '../../test-support/fixtures';
import { startTestServer, TEST_DATABASES, type TestServer } from '../../test-support/test-server';

type Page<Row> = { list: Row[]; pagination: { page: number; size: number; total: number } };
type Shopper = { id: number; username: string; phone: string | null };
type Line = {
  goodsId: number;
  specId: number;
  title: string;
  specName: string;
  price: number;
  count: number;
};
type QueueOrder = {
  id: number;
  orderNum: string;
  status: number;
  payPrice: number;
  payTime: string | null;
  address: Record<string, unknown>;
  goodsList: Line[];
};
type OrderItem = QueueOrder & { shopper: Shopper };
type RefundItem = {
  id: number;
  orderId: number;
  status: number;
  amount: number;
  reason: string;
  remark: string | null;
  images: string[];
  applyTime: string;
  order: QueueOrder;
  shopper: Shopper;
};
type BuyBackItem = {
  id: number;
  orderId: number;
  status: number;
  rate: string;
  amount: number;
  applyTime: string;
  order: QueueOrder;
  shopper: Shopper;
};

describe.each(TEST_DATABASES)('operator order queues on %s', (database) => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startTestServer(database);
    await setParam(test.server.context.db, 'repurchaseRate', '0.9');
  });
  afterAll(async () => {
    await test?.close();
  });

  const db = () => test.server.context.db;
  const list = <Row>(name: string, query: Record<string, unknown> = {}) =>
    test.operator<Page<Row>>(name, query, 'GET');
  let phoneCount = 0;

  /** A shopper with a phone number, a balance, an address and a goods of two specs to buy. */
  async function setUp() {
    phoneCount += 1;
    const phone = `1390000${String(phoneCount).padStart(4, '0')}`;
    const username = `queue${phoneCount}${database.slice(0, 2)}`;
    const { id: userId } = await test.operator<{ id: number }>('user/add', {
      username,
      password: 'secret123',
      phone,
      balance: 1000,
    });
    const client = test.client();
    await client.user.login.password({ phone: username, password: 'secret123' });
    const addressId = await createAddress(db(), userId);
    const goods = await createGoods(db(), {
      title: `Oolong ${phoneCount}`,
      specs: [
        { name: '50 g', price: 1250, stock: 50 },
        { name: '100 g', price: 2300, stock: 50 },
      ],
    });
    const place = () =>
      client.order.info.create({
        goodsList: [
          { goodsId: goods.goodsId, specId: goods.specIds[0]!, count: 2 },
          { goodsId: goods.goodsId, specId: goods.specIds[1]!, count: 1 },
        ],
        addressId,
      });
    return { client, userId, username, phone, place, ...goods };
  }

  it('lists the orders to ship, longest paid first, each with shopper, address, lines and total', async () => {
    const first = await setUp();
    const second = await setUp();
    // Placed first, paid last: the queue follows the payment time, not the number.
    const placedFirst = await first.place();
    const placedSecond = await second.place();
    const unpaid = await second.place();
    await second.client.order.pay.accountPay({ orderId: placedSecond.id });
    test.advanceClock(60_000);
    await first.client.order.pay.accountPay({ orderId: placedFirst.id });

    const queue = await list<OrderItem>('order/list');
    expect(queue.list.map((row) => row.id)).toEqual([placedSecond.id, placedFirst.id]);
    expect(queue.pagination).toEqual({ page: 1, size: 20, total: 2 });
    const row = queue.list[1]!;
    expect(row).toMatchObject({
      id: placedFirst.id,
      orderNum: placedFirst.orderNum,
      status: ORDER_STATUS.waitingShip,
      price: 48,
      payPrice: 48,
      count: 3,
      shopper: { id: first.userId, username: first.username, phone: first.phone },
      address: { ...TEST_ADDRESS },
    });
    expect(row.goodsList).toEqual([
      expect.objectContaining({
        goodsId: first.goodsId,
        specId: first.specIds[0],
        title: `Oolong ${phoneCount - 1}`,
        specName: '50 g',
        price: 12.5,
        count: 2,
      }),
      expect.objectContaining({ specId: first.specIds[1], specName: '100 g', price: 23, count: 1 }),
    ]);
    expect(new Date(row.payTime!).getTime()).toBeGreaterThan(new Date(queue.list[0]!.payTime!).getTime());

    // Paging, the shopper filter, part of the order number, another status.
    const secondPage = await list<OrderItem>('order/list', { page: 2, size: 1 });
    expect(secondPage.list.map((item) => item.id)).toEqual([placedFirst.id]);
    expect(secondPage.pagination).toEqual({ page: 2, size: 1, total: 2 });
    const ofFirst = await list<OrderItem>('order/list', { userId: first.userId });
    expect(ofFirst.list.map((item) => item.id)).toEqual([placedFirst.id]);
    expect(ofFirst.pagination.total).toBe(1);
    const byNumber = await list<OrderItem>('order/list', { keyWord: placedFirst.orderNum.slice(-6) });
    expect(byNumber.list.map((item) => item.id)).toEqual([placedFirst.id]);
    const waitingPay = await list<OrderItem>('order/list', { status: ORDER_STATUS.waitingPay });
    expect(waitingPay.list.map((item) => item.id)).toEqual([unpaid.id]);
    expect(waitingPay.list[0]?.payTime).toBeNull();

    // Shipped, the order leaves the queue.
    await test.operator('order/ship', { orderId: placedSecond.id, company: 'SF', num: 'SF9' });
    expect((await list<OrderItem>('order/list')).list.map((item) => item.id)).toEqual([placedFirst.id]);
    const shipped = await list<OrderItem & { logistics: unknown }>('order/list', {
      status: ORDER_STATUS.waitingReceive,
    });
    expect(shipped.list[0]).toMatchObject({ id: placedSecond.id, logistics: { company: 'SF', num: 'SF9' } });
  });

  it('refuses a page size over 100, a status out of range and a page that is not a number', async () => {
    await expect(list('order/list', { size: 101 })).rejects.toMatchObject({ code: 1002 });
    await expect(list('order/list', { status: 10 })).rejects.toMatchObject({ code: 1002 });
    await expect(list('order/list', { page: 'abc' })).rejects.toMatchObject({ code: 1002 });
    await expect(list('order/refund/list', { status: 4 })).rejects.toMatchObject({ code: 1002 });
  });

  it('lists refund requests oldest first with reason, remark, photos, order lines and shopper', async () => {
    const shopper = await setUp();
    const older = await shopper.place();
    const newer = await shopper.place();
    await shopper.client.order.pay.accountPay({ orderId: older.id });
    await shopper.client.order.pay.accountPay({ orderId: newer.id });
    const picture = 'http://mall.test/uploads/20260101/crushed.png';
    await shopper.client.order.info.refund({
      orderId: older.id,
      reason: 'Damaged',
      remark: 'Box crushed',
      images: [picture],
      amount: 10,
    });
    test.advanceClock(60_000);
    await shopper.client.order.info.refund({ orderId: newer.id, reason: 'Changed my mind' });

    const queue = await list<RefundItem>('order/refund/list', { userId: shopper.userId });
    expect(queue.list.map((row) => row.orderId)).toEqual([older.id, newer.id]);
    expect(queue.pagination.total).toBe(2);
    expect(queue.list[0]).toMatchObject({
      status: REFUND_STATUS.applied,
      amount: 10,
      reason: 'Damaged',
      remark: 'Box crushed',
      images: [picture],
      order: { id: older.id, orderNum: older.orderNum, status: ORDER_STATUS.refunding, payPrice: 48 },
      shopper: { id: shopper.userId, username: shopper.username, phone: shopper.phone },
    });
    expect(queue.list[0]?.order.goodsList.map((line) => [line.specName, line.count])).toEqual([
      ['50 g', 2],
      ['100 g', 1],
    ]);
    expect(queue.list[1]).toMatchObject({ amount: 48, reason: 'Changed my mind', images: [] });

    await test.operator('order/refund/approve', { orderId: older.id });
    const pending = await list<RefundItem>('order/refund/list', { userId: shopper.userId });
    expect(pending.list.map((row) => row.orderId)).toEqual([newer.id]);
    const inProgress = await list<RefundItem>('order/refund/list', {
      userId: shopper.userId,
      status: REFUND_STATUS.inProgressByBackend,
    });
    expect(inProgress.list.map((row) => row.orderId)).toEqual([older.id]);
    const byNumber = await list<RefundItem>('order/refund/list', { keyWord: newer.orderNum });
    expect(byNumber.list.map((row) => row.orderId)).toEqual([newer.id]);
  });

  it('lists repurchase requests oldest first with rate, amount, order and shopper', async () => {
    const shopper = await setUp();
    const older = await shopper.place();
    const newer = await shopper.place();
    await shopper.client.order.pay.accountPay({ orderId: older.id });
    await shopper.client.order.pay.accountPay({ orderId: newer.id });
    await shopper.client.order.pay.buyBack({ orderId: older.id });
    test.advanceClock(60_000);
    await shopper.client.order.pay.buyBack({ orderId: newer.id });

    const queue = await list<BuyBackItem>('order/buyBack/list', { userId: shopper.userId });
    expect(queue.list.map((row) => row.orderId)).toEqual([older.id, newer.id]);
    expect(queue.pagination).toEqual({ page: 1, size: 20, total: 2 });
    expect(queue.list[0]).toMatchObject({
      status: BUY_BACK_STATUS.applying,
      rate: '0.9',
      amount: 43.2,
      order: { id: older.id, status: ORDER_STATUS.repurchasing, payPrice: 48 },
      shopper: { id: shopper.userId, phone: shopper.phone },
    });
    expect(queue.list[0]?.order.goodsList).toHaveLength(2);

    await test.operator('order/buyBack/approve', { orderId: older.id });
    expect(
      (await list<BuyBackItem>('order/buyBack/list', { userId: shopper.userId })).list.map(
        (row) => row.orderId,
      ),
    ).toEqual([newer.id]);
    const completed = await list<BuyBackItem>('order/buyBack/list', { status: BUY_BACK_STATUS.completed });
    expect(completed.list.map((row) => row.orderId)).toEqual([older.id]);
    expect(completed.pagination.total).toBe(1);
  });
});
