import type { MallClient } from '@mall/sdk';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_DATABASES, type TestServer } from '../../test-support/test-server';

describe.each(TEST_DATABASES)('account ledger and withdrawals on %s', (database) => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startTestServer(database);
  });
  afterAll(async () => {
    await test?.close();
  });

  async function cardOf(client: MallClient) {
    const { id } = await client.user.bankCard.add({
      bankName: 'Bank of Tea',
      holderName: 'Alice',
      cardNo: '6222 0202 0011 2233',
    });
    return id;
  }

  async function balanceOf(client: MallClient) {
    return (await client.user.info.person()).balance;
  }

  it('withdraws at once: the balance drops, the row is answered with its number, status and masked card', async () => {
    const { client } = await test.shopper({ balance: 100 });
    const bankCardId = await cardOf(client);
    const row = await client.account.record.withdraw({ amount: 30.1, bankCardId });
    expect(row).toMatchObject({
      type: 'withdrawal',
      amount: -30.1,
      balanceAfter: 69.9,
      status: 0,
      bankCard: { id: bankCardId, bankName: 'Bank of Tea', cardNo: '**** **** **** 2233' },
    });
    expect(row.withdrawNum).toMatch(/^W\d{24}$/);
    expect(JSON.stringify(row)).not.toContain('6222');
    expect(await balanceOf(client)).toBe(69.9);
    const withdrawals = await client.account.record.list({ type: 'withdrawal' });
    expect(withdrawals.map((item) => item.id)).toEqual([row.id]);
    await expect(client.account.record.info({ id: row.id })).resolves.toMatchObject({
      withdrawNum: row.withdrawNum,
    });
  });

  it('lists the ledger newest first with signed amounts and pages it', async () => {
    const { client } = await test.shopper({ balance: 50 });
    const bankCardId = await cardOf(client);
    await client.account.record.withdraw({ amount: 20, bankCardId });
    const rows = await client.account.record.list();
    expect(rows.map((row) => [row.type, row.amount, row.balanceAfter])).toEqual([
      ['withdrawal', -20, 30],
      ['recharge', 50, 50],
    ]);
    const page = await client.account.record.page({ page: 2, size: 1 });
    expect(page.pagination).toEqual({ page: 2, size: 1, total: 2 });
    expect(page.list.map((row) => row.type)).toEqual(['recharge']);
    const filtered = await client.account.record.page({ page: 1, size: 10, type: 'recharge' });
    expect(filtered.pagination.total).toBe(1);
  });

  it('refuses a withdrawal above the balance, and a card that is not the shopper’s', async () => {
    const { client } = await test.shopper({ balance: 10 });
    const other = await test.shopper();
    const bankCardId = await cardOf(client);
    await expect(client.account.record.withdraw({ amount: 10.01, bankCardId })).rejects.toMatchObject({
      code: 1001,
      message: 'The withdrawal cannot exceed the balance',
    });
    await expect(other.client.account.record.withdraw({ amount: 1, bankCardId })).rejects.toMatchObject({
      code: 1001,
      message: 'Please select a bank card',
    });
    await expect(client.account.record.withdraw({ amount: 0, bankCardId })).rejects.toMatchObject({
      code: 1002,
    });
    expect(await balanceOf(client)).toBe(10);
  });

  it('keeps the ledger append-only', async () => {
    const { client } = await test.shopper({ balance: 5 });
    const [row] = await client.account.record.list();
    for (const attempt of [
      () => client.account.record.add({}),
      () => client.account.record.update({ id: row!.id }),
      () => client.account.record.delete({ ids: [row!.id] }),
    ]) {
      await expect(attempt()).rejects.toMatchObject({
        code: 1001,
        message: 'The account ledger cannot be changed',
      });
    }
    expect(await client.account.record.list()).toHaveLength(1);
  });

  it('files a recharge request; the operator approves it once and the balance grows', async () => {
    const { client } = await test.shopper();
    const request = await client.account.record.append({ amount: 25.5 });
    expect(request).toMatchObject({
      type: 'rechargeRequest',
      amount: 0,
      requestedAmount: 25.5,
      status: 0,
      balanceAfter: 0,
    });
    expect(await balanceOf(client)).toBe(0);
    const credited = await test.operator<{ type: string; amount: number }>('recharge/approve', {
      id: request.id,
    });
    expect(credited).toMatchObject({ type: 'recharge', amount: 25.5, balanceAfter: 25.5 });
    await expect(test.operator('recharge/approve', { id: request.id })).rejects.toMatchObject({
      code: 1001,
      message: 'This cannot be done in the current status',
    });
    expect(await balanceOf(client)).toBe(25.5);
    await expect(client.account.record.info({ id: request.id })).resolves.toMatchObject({ status: 1 });
  });

  it('credits a shopper directly through the operator', async () => {
    const { client, userId } = await test.shopper();
    await test.operator('recharge/approve', { userId, amount: 12.34 });
    expect(await balanceOf(client)).toBe(12.34);
    await expect(test.operator('recharge/approve', { userId: 999_999, amount: 1 })).rejects.toMatchObject({
      code: 1001,
    });
    await expect(test.operator('recharge/approve', { userId, amount: -1 })).rejects.toMatchObject({
      code: 1002,
    });
  });

  it('approves a withdrawal 0 -> 1 and then refuses nothing more', async () => {
    const { client } = await test.shopper({ balance: 40 });
    const row = await client.account.record.withdraw({ amount: 15, bankCardId: await cardOf(client) });
    await expect(test.operator('withdrawal/approve', { id: row.id })).resolves.toMatchObject({ status: 1 });
    await expect(test.operator('withdrawal/refuse', { id: row.id })).rejects.toMatchObject({ code: 1001 });
    await expect(test.operator('withdrawal/approve', { id: row.id })).rejects.toMatchObject({ code: 1001 });
    expect(await balanceOf(client)).toBe(25);
  });

  it('refuses a withdrawal: status 2 with the reason, and a withdrawalReturn row gives the amount back', async () => {
    const { client } = await test.shopper({ balance: 40 });
    const row = await client.account.record.withdraw({ amount: 15, bankCardId: await cardOf(client) });
    await test.operator('withdrawal/refuse', { id: row.id, reason: 'Card closed' });
    await expect(client.account.record.info({ id: row.id })).resolves.toMatchObject({
      status: 2,
      refuseReason: 'Card closed',
    });
    const [latest] = await client.account.record.list();
    expect(latest).toMatchObject({ type: 'withdrawalReturn', amount: 15, balanceAfter: 40 });
    expect(await balanceOf(client)).toBe(40);
    await expect(test.operator('withdrawal/approve', { id: row.id })).rejects.toMatchObject({ code: 1001 });
    await expect(test.operator('withdrawal/refuse', { id: latest!.id })).rejects.toMatchObject({
      code: 1001,
      message: 'Not found',
    });
  });

  it('answers another shopper’s ledger row exactly like a missing one', async () => {
    const owner = await test.shopper({ balance: 8 });
    const other = await test.shopper();
    const [row] = await owner.client.account.record.list();
    const foreign = await other.client.account.record.info({ id: row!.id }).catch((error: unknown) => error);
    const missing = await other.client.account.record
      .info({ id: 99_999_999 })
      .catch((error: unknown) => error);
    expect(foreign).toMatchObject({ code: 1001, message: 'Not found' });
    expect(missing).toMatchObject({ code: 1001, message: 'Not found' });
    expect(await other.client.account.record.list()).toEqual([]);
  });

  it('lets exactly 3 of 10 concurrent withdrawals of 30 through a balance of 100', async () => {
    const { client, userId } = await test.shopper({ balance: 100 });
    const bankCardId = await cardOf(client);
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => client.account.record.withdraw({ amount: 30, bankCardId })),
    );
    const succeeded = results.filter((result) => result.status === 'fulfilled');
    expect(succeeded).toHaveLength(3);
    for (const result of results) {
      if (result.status === 'rejected') {
        expect(result.reason).toMatchObject({
          code: 1001,
          message: 'The withdrawal cannot exceed the balance',
        });
      }
    }
    expect(await balanceOf(client)).toBe(10);
    const user = await test.server.context.db
      .selectFrom('app_user')
      .select('balance')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(user.balance).toBe(1000);
    const rows = await test.server.context.db
      .selectFrom('ledger')
      .select('balance_after')
      .where('user_id', '=', userId)
      .execute();
    expect(rows.every((row) => row.balance_after >= 0)).toBe(true);
  });

  it('returns the money once when the same withdrawal is refused twice at once', async () => {
    const { client, userId } = await test.shopper({ balance: 60 });
    const row = await client.account.record.withdraw({ amount: 60, bankCardId: await cardOf(client) });
    const results = await Promise.allSettled([
      test.operator('withdrawal/refuse', { id: row.id, reason: 'first' }),
      test.operator('withdrawal/refuse', { id: row.id, reason: 'second' }),
      test.operator('withdrawal/approve', { id: row.id }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled').length).toBe(1);
    const returns = await test.server.context.db
      .selectFrom('ledger')
      .select('amount')
      .where('user_id', '=', userId)
      .where('type', '=', 'withdrawalReturn')
      .execute();
    const status = (await client.account.record.info({ id: row.id })).status;
    expect(returns).toHaveLength(status === 2 ? 1 : 0);
    expect(await balanceOf(client)).toBe(status === 2 ? 60 : 0);
  });

  it('refused concurrently without a competing approval: exactly one return of the full amount', async () => {
    const { client, userId } = await test.shopper({ balance: 30 });
    const row = await client.account.record.withdraw({ amount: 30, bankCardId: await cardOf(client) });
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => test.operator('withdrawal/refuse', { id: row.id })),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const returns = await test.server.context.db
      .selectFrom('withdrawal_return')
      .innerJoin('ledger', 'ledger.id', 'withdrawal_return.ledger_id')
      .select(['ledger.amount', 'ledger.user_id'])
      .where('withdrawal_return.withdrawal_id', '=', row.id)
      .execute();
    expect(returns).toEqual([{ amount: 3000, user_id: userId }]);
    expect(await balanceOf(client)).toBe(30);
  });

  it('keeps sum(ledger.amount) = balance for every shopper after all of the above', async () => {
    const mismatched = await sql<{ id: number }>`
      select u.id from app_user u
      left join ledger l on l.user_id = u.id
      group by u.id, u.balance
      having u.balance <> coalesce(sum(l.amount), 0) or u.balance < 0
    `.execute(test.server.context.db);
    expect(mismatched.rows).toEqual([]);
    const shoppers = await test.server.context.db.selectFrom('app_user').select('id').execute();
    expect(shoppers.length).toBeGreaterThan(10);
  });
});
