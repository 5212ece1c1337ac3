import { ORDER_STATUS } from '@mall/sdk/lifecycle';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAddress, createGoods } from '../../test-support/fixtures';
import { startTestServer, TEST_DATABASES, type TestServer } from '../../test-support/test-server';

type Page<Row> = { list: Row[]; pagination: { page: number; size: number; total: number } };
type Profile = {
  id: number;
  username: string;
  phone: string | null;
  balance: number;
  status: number;
  createTime: string;
  counts: {
    orders: number;
    ordersByStatus: Record<string, number>;
    feedback: number;
    complaints: number;
    addresses: number;
    bankCards: number;
    pendingWithdrawals: number;
    pendingRecharges: number;
  };
};
type OrderItem = {
  id: number;
  orderNum: string;
  status: number;
  payPrice: number;
  address: { contact: string };
  goodsList: { title: string; specName: string; price: number; count: number }[];
};
type LedgerItem = { id: number; type: string; amount: number; balanceAfter: number; orderId: number | null };

describe.each(TEST_DATABASES)('operator reads of one shopper on %s', (database) => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startTestServer(database);
  });
  afterAll(async () => {
    await test?.close();
  });

  const read = <T>(name: string, query: Record<string, unknown>) => test.operator<T>(name, query, 'GET');

  it('answers the profile with full phone, balance and counts, the orders and the ledger, paged and filtered', async () => {
    const db = test.server.context.db;
    const username = `profile${database.slice(0, 2)}`;
    const { id: userId } = await test.operator<{ id: number }>('user/add', {
      username,
      password: 'secret123',
      phone: '13912345678',
      balance: 100,
    });
    const client = test.client();
    await client.user.login.password({ phone: username, password: 'secret123' });
    const other = await test.shopper({ balance: 100 });
    const addressId = await createAddress(db, userId);
    const { goodsId, specIds } = await createGoods(db, {
      title: 'Jasmine tea',
      specs: [{ name: '50 g', price: 1500, stock: 20 }],
    });
    const place = (count: number) =>
      client.order.info.create({ goodsList: [{ goodsId, specId: specIds[0]!, count }], addressId });
    const paid = await place(2);
    await client.order.pay.accountPay({ orderId: paid.id });
    const unpaid = await place(1);
    const shipped = await place(1);
    await client.order.pay.accountPay({ orderId: shipped.id });
    await test.operator('order/ship', { orderId: shipped.id, company: 'SF', num: 'SF1' });
    await client.feedback.submit({ type: 1, content: 'Nice shop' });
    await client.complaint.submit({ type: 1, content: 'Late parcel' });
    const { id: bankCardId } = await client.user.bankCard.add({
      bankName: 'Bank of Tea',
      holderName: 'Alice',
      cardNo: '6222020200112233',
    });
    await client.account.record.withdraw({ amount: 10, bankCardId });
    await client.account.record.append({ amount: 50 });

    const profile = await read<Profile>('user/info', { userId });
    expect(profile).toMatchObject({
      id: userId,
      username,
      phone: '13912345678',
      balance: 45,
      status: 1,
      counts: {
        orders: 3,
        ordersByStatus: {
          [ORDER_STATUS.waitingPay]: 1,
          [ORDER_STATUS.waitingShip]: 1,
          [ORDER_STATUS.waitingReceive]: 1,
        },
        feedback: 1,
        complaints: 1,
        addresses: 1,
        bankCards: 1,
        pendingWithdrawals: 1,
        pendingRecharges: 1,
      },
    });
    expect(Number.isNaN(Date.parse(profile.createTime))).toBe(false);
    const otherProfile = await read<Profile>('user/info', { userId: String(other.userId) });
    expect(otherProfile.counts).toMatchObject({ orders: 0, ordersByStatus: {}, feedback: 0 });
    await expect(read('user/info', { userId: 999_999 })).rejects.toMatchObject({ code: 1001 });
    await expect(read('user/info', {})).rejects.toMatchObject({ code: 1002 });

    const orders = await read<Page<OrderItem>>('user/orders', { userId });
    expect(orders.list.map((row) => row.id)).toEqual([shipped.id, unpaid.id, paid.id]);
    expect(orders.pagination).toEqual({ page: 1, size: 20, total: 3 });
    expect(orders.list[2]).toMatchObject({
      orderNum: paid.orderNum,
      status: ORDER_STATUS.waitingShip,
      payPrice: 30,
      address: { contact: 'Alice' },
      goodsList: [{ title: 'Jasmine tea', specName: '50 g', price: 15, count: 2 }],
    });
    const waitingPay = await read<Page<OrderItem>>('user/orders', {
      userId,
      status: ORDER_STATUS.waitingPay,
    });
    expect(waitingPay.list.map((row) => row.id)).toEqual([unpaid.id]);
    const secondPage = await read<Page<OrderItem>>('user/orders', { userId, page: 2, size: 2 });
    expect(secondPage.list.map((row) => row.id)).toEqual([paid.id]);
    expect(secondPage.pagination).toEqual({ page: 2, size: 2, total: 3 });
    expect((await read<Page<OrderItem>>('user/orders', { userId: other.userId })).pagination.total).toBe(0);

    const ledger = await read<Page<LedgerItem>>('user/ledger', { userId });
    expect(ledger.list.map((row) => [row.type, row.amount, row.balanceAfter])).toEqual([
      ['rechargeRequest', 0, 45],
      ['withdrawal', -10, 45],
      ['payment', -15, 55],
      ['payment', -30, 70],
      ['recharge', 100, 100],
    ]);
    expect(ledger.pagination.total).toBe(5);
    const payments = await read<Page<LedgerItem>>('user/ledger', { userId, type: 'payment', size: 1 });
    expect(payments.list).toEqual([expect.objectContaining({ type: 'payment', orderId: shipped.id })]);
    expect(payments.pagination).toEqual({ page: 1, size: 1, total: 2 });
    await expect(read('user/ledger', { userId, type: 'gift' })).rejects.toMatchObject({ code: 1002 });
  });
});
