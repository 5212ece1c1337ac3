import type { MallClient } from '@mall/sdk';
import { WITHDRAWAL_STATUS } from '@mall/sdk/lifecycle';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_DATABASES, type TestServer } from '../../test-support/test-server';

type Page<Row> = { list: Row[]; pagination: { page: number; size: number; total: number } };
type Shopper = { id: number; username: string };
type WithdrawalItem = {
  id: number;
  withdrawNum: string;
  status: number;
  amount: number;
  bankCard: { id: number; bankName: string; holderName: string; cardNo: string };
  payTo: { bankName: string; holderName: string; cardNo: string } | null;
  createTime: string;
  balance: number;
  shopper: Shopper;
};
type RechargeItem = {
  id: number;
  status: number;
  amount: number;
  createTime: string;
  balance: number;
  shopper: Shopper;
};

describe.each(TEST_DATABASES)('operator ledger queues on %s', (database) => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startTestServer(database);
  });
  afterAll(async () => {
    await test?.close();
  });

  const list = <Row>(name: string, query: Record<string, unknown> = {}) =>
    test.operator<Page<Row>>(name, query, 'GET');

  async function cardOf(client: MallClient, cardNo: string) {
    const { id } = await client.user.bankCard.add({ bankName: 'Bank of Tea', holderName: 'Alice', cardNo });
    return id;
  }

  it('lists pending withdrawals oldest first, with the amount to pay, the full card number and the balance', async () => {
    const first = await test.shopper({ balance: 100 });
    const second = await test.shopper({ balance: 50 });
    const firstCard = await cardOf(first.client, '6222 0202 0011 2233');
    const secondCard = await cardOf(second.client, '6222020200114455');
    const older = await first.client.account.record.withdraw({ amount: 30.1, bankCardId: firstCard });
    test.advanceClock(60_000);
    const middle = await second.client.account.record.withdraw({ amount: 20, bankCardId: secondCard });
    const newer = await first.client.account.record.withdraw({ amount: 10, bankCardId: firstCard });

    const queue = await list<WithdrawalItem>('withdrawal/list');
    expect(queue.list.map((row) => row.id)).toEqual([older.id, middle.id, newer.id]);
    expect(queue.pagination).toEqual({ page: 1, size: 20, total: 3 });
    expect(queue.list[0]).toMatchObject({
      withdrawNum: older.withdrawNum,
      status: WITHDRAWAL_STATUS.pendingApproval,
      amount: 30.1,
      bankCard: { id: firstCard, bankName: 'Bank of Tea', cardNo: '**** **** **** 2233' },
      payTo: { bankName: 'Bank of Tea', holderName: 'Alice', cardNo: '6222020200112233' },
      balance: 59.9,
      shopper: { id: first.userId, username: first.username },
    });
    expect(queue.list[1]).toMatchObject({ amount: 20, balance: 30, payTo: { cardNo: '6222020200114455' } });

    const page = await list<WithdrawalItem>('withdrawal/list', { page: '2', size: '2' });
    expect(page.list.map((row) => row.id)).toEqual([newer.id]);
    expect(page.pagination).toEqual({ page: 2, size: 2, total: 3 });
    const ofFirst = await list<WithdrawalItem>('withdrawal/list', { userId: first.userId });
    expect(ofFirst.list.map((row) => row.id)).toEqual([older.id, newer.id]);

    // Decided, a withdrawal leaves the pending queue and shows under its status.
    await test.operator('withdrawal/approve', { id: older.id });
    await test.operator('withdrawal/refuse', { id: middle.id, reason: 'Card closed' });
    expect((await list<WithdrawalItem>('withdrawal/list')).list.map((row) => row.id)).toEqual([newer.id]);
    const agreed = await list<WithdrawalItem>('withdrawal/list', { status: WITHDRAWAL_STATUS.agreed });
    expect(agreed.list.map((row) => row.id)).toEqual([older.id]);
    const refused = await list<WithdrawalItem & { refuseReason: string }>('withdrawal/list', {
      status: WITHDRAWAL_STATUS.refused,
    });
    expect(refused.list[0]).toMatchObject({ id: middle.id, refuseReason: 'Card closed', balance: 50 });

    // A deleted card leaves its masked copy; there is no card on file to pay to any more.
    await first.client.user.bankCard.delete({ ids: [firstCard] });
    const [pending] = (await list<WithdrawalItem>('withdrawal/list')).list;
    expect(pending).toMatchObject({ id: newer.id, payTo: null, bankCard: { cardNo: '**** **** **** 2233' } });
    await expect(list('withdrawal/list', { status: 3 })).rejects.toMatchObject({ code: 1002 });
  });

  it('lists pending recharge requests oldest first with the amount asked and the balance', async () => {
    const first = await test.shopper({ balance: 5 });
    const second = await test.shopper();
    const older = await first.client.account.record.append({ amount: 100 });
    test.advanceClock(60_000);
    const newer = await second.client.account.record.append({ amount: 12.34 });

    const queue = await list<RechargeItem>('recharge/list');
    expect(queue.list.map((row) => row.id)).toEqual([older.id, newer.id]);
    expect(queue.pagination.total).toBe(2);
    expect(queue.list[0]).toMatchObject({
      status: 0,
      amount: 100,
      balance: 5,
      shopper: { id: first.userId, username: first.username },
    });
    expect(queue.list[1]).toMatchObject({ amount: 12.34, balance: 0, shopper: { id: second.userId } });
    expect(new Date(queue.list[0]!.createTime).getTime()).toBeLessThan(
      new Date(queue.list[1]!.createTime).getTime(),
    );

    await test.operator('recharge/approve', { id: older.id });
    const pending = await list<RechargeItem>('recharge/list');
    expect(pending.list.map((row) => row.id)).toEqual([newer.id]);
    const approved = await list<RechargeItem>('recharge/list', { status: 1, userId: first.userId });
    expect(approved.list).toEqual([expect.objectContaining({ id: older.id, amount: 100, balance: 105 })]);
    expect((await list<RechargeItem>('recharge/list', { userId: first.userId })).pagination.total).toBe(0);
  });
});
