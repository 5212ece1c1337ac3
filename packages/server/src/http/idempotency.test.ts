import { ApiError, type MallClient } from '@mall/sdk';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createAddress,
  createCoupon,
  createGoods,
  ledgerMismatches,
  stockOf,
} from '../test-support/fixtures';
import { startTestServer, TEST_DATABASES, type TestServer } from '../test-support/test-server';

describe.each(TEST_DATABASES)('Idempotency-Key on %s', (database) => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startTestServer(database);
  });
  afterAll(async () => {
    await test?.close();
  });

  const db = () => test.server.context.db;

  async function cardOf(client: MallClient) {
    const { id } = await client.user.bankCard.add({
      bankName: 'Bank of Tea',
      holderName: 'Alice',
      cardNo: '6222 0202 0011 2233',
    });
    return id;
  }

  async function withdrawals(client: MallClient) {
    return client.account.record.list({ type: 'withdrawal' });
  }

  async function rejection(promise: Promise<unknown>): Promise<ApiError> {
    try {
      await promise;
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      return error as ApiError;
    }
    throw new Error('expected the call to reject');
  }

  it('withdraws once for a request sent three times with one key, answering the same row', async () => {
    const { client } = await test.shopper({ balance: 100 });
    const bankCardId = await cardOf(client);
    const options = { idempotencyKey: 'withdraw-3-times' };

    const first = await client.account.record.withdraw({ amount: 30, bankCardId }, options);
    const second = await client.account.record.withdraw({ amount: 30, bankCardId }, options);
    const third = await client.account.record.withdraw({ amount: 30, bankCardId }, options);

    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expect((await withdrawals(client)).map((row) => row.id)).toEqual([first.id]);
    expect((await client.user.info.person()).balance).toBe(70);
    expect(await ledgerMismatches(db())).toEqual([]);
  });

  it('says when an answer is a replay', async () => {
    const { client } = await test.shopper({ balance: 100 });
    const bankCardId = await cardOf(client);
    const { token } = (await client.session.read()) ?? { token: '' };
    const send = () =>
      test.fetch('/api/app/account/transaction/record/withdraw', {
        method: 'POST',
        headers: { authorization: token, 'content-type': 'application/json', 'idempotency-key': 'raw-1' },
        body: JSON.stringify({ amount: 10, bankCardId }),
      });
    const first = await send();
    const again = await send();
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
  });

  it('refuses the same key with another request and changes nothing', async () => {
    const { client } = await test.shopper({ balance: 100, locale: 'en' });
    const bankCardId = await cardOf(client);
    await client.account.record.withdraw({ amount: 30, bankCardId }, { idempotencyKey: 'k-1' });

    const otherAmount = await rejection(
      client.account.record.withdraw({ amount: 40, bankCardId }, { idempotencyKey: 'k-1' }),
    );
    const otherCall = await rejection(
      client.account.record.append({ amount: 30 }, { idempotencyKey: 'k-1' }),
    );

    for (const error of [otherAmount, otherCall]) {
      expect(error.httpStatus).toBe(422);
      expect(error.code).toBe(1001);
      expect(error.message).toBe('This request key was already used for a different request');
    }
    expect(await withdrawals(client)).toHaveLength(1);
    expect((await client.user.info.person()).balance).toBe(70);
  });

  it('keeps keys per shopper: the same key of two shoppers is two requests', async () => {
    const alice = await test.shopper({ balance: 100 });
    const bob = await test.shopper({ balance: 100 });
    const options = { idempotencyKey: 'shared-key' };
    await alice.client.account.record.withdraw(
      { amount: 10, bankCardId: await cardOf(alice.client) },
      options,
    );
    await bob.client.account.record.withdraw({ amount: 20, bankCardId: await cardOf(bob.client) }, options);
    expect((await alice.client.user.info.person()).balance).toBe(90);
    expect((await bob.client.user.info.person()).balance).toBe(80);
  });

  it('does the work once when requests with one key race', async () => {
    const { client } = await test.shopper({ balance: 100 });
    const bankCardId = await cardOf(client);
    const options = { idempotencyKey: 'racing' };

    const answers = await Promise.all(
      Array.from({ length: 6 }, () => client.account.record.withdraw({ amount: 25, bankCardId }, options)),
    );

    expect(new Set(answers.map((row) => row.id)).size).toBe(1);
    expect(await withdrawals(client)).toHaveLength(1);
    expect((await client.user.info.person()).balance).toBe(75);
    expect(await ledgerMismatches(db())).toEqual([]);
  });

  it('orders and pays once when requests with one key race, the key taken inside their own statements', async () => {
    const { client, userId } = await test.shopper({ balance: 100.07, locale: 'en' });
    const goods = await createGoods(db(), {
      title: 'Racing tea',
      specs: [{ name: 'tin', price: 2005, stock: 5 }],
    });
    const addressId = await createAddress(db(), userId);
    const specId = goods.specIds[0] ?? 0;
    const line = { goodsList: [{ goodsId: goods.goodsId, specId, count: 1 }], addressId };
    // The order's first statement claims the key; the payment is one statement with its key's row.
    const placed = await Promise.all(
      Array.from({ length: 4 }, () => client.order.info.create(line, { idempotencyKey: 'race-order' })),
    );
    expect(new Set(placed.map((order) => order.id)).size).toBe(1);
    expect(await stockOf(db(), specId)).toBe(4);
    const orderId = placed[0]?.id ?? 0;
    const paid = await Promise.all(
      Array.from({ length: 4 }, () =>
        client.order.pay.accountPay({ orderId }, { idempotencyKey: 'race-pay' }),
      ),
    );
    for (const answer of paid) {
      expect(answer).toEqual(paid[0]);
    }
    expect(paid[0]).toMatchObject({ orderId, balance: 80.02 });
    expect((await client.user.info.person()).balance).toBe(80.02);

    // The same keys for another order and another payment are refused, and change nothing.
    const other = await client.order.info.create(line, { idempotencyKey: 'other-order' });
    for (const error of [
      await rejection(client.order.pay.accountPay({ orderId: other.id }, { idempotencyKey: 'race-pay' })),
      await rejection(
        client.order.info.create({ ...line, remark: 'again' }, { idempotencyKey: 'race-order' }),
      ),
    ]) {
      expect(error.httpStatus).toBe(422);
    }
    expect((await client.order.info.info({ id: other.id })).status).toBe(placed[0]?.status);
    expect(await stockOf(db(), specId)).toBe(3);
    expect((await client.user.info.person()).balance).toBe(80.02);
    expect(await ledgerMismatches(db())).toEqual([]);
  });

  it.runIf(database === 'postgres')(
    'answers "insufficient balance" and keeps no key when the balance is spent while the payment waits for it (PostgreSQL only)',
    async () => {
      const { client, userId } = await test.shopper({ balance: 30, locale: 'en' });
      const goods = await createGoods(db(), {
        title: 'Contested tea',
        specs: [{ name: 'tin', price: 2000, stock: 5 }],
      });
      const addressId = await createAddress(db(), userId);
      const order = await client.order.info.create({
        goodsList: [{ goodsId: goods.goodsId, specId: goods.specIds[0] ?? 0, count: 1 }],
        addressId,
      });
      // Another transaction spends 15 of the 30 and holds the shopper's row until it commits.
      let release: (() => void) | undefined;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      let held: (() => void) | undefined;
      const holding = new Promise<void>((resolve) => {
        held = resolve;
      });
      const spending = db()
        .transaction()
        .execute(async (trx) => {
          const { balance } = await trx
            .updateTable('app_user')
            .set((eb) => ({ balance: eb('balance', '-', 1500) }))
            .where('id', '=', userId)
            .returning('balance')
            .executeTakeFirstOrThrow();
          const now = new Date();
          await trx
            .insertInto('ledger')
            .values({
              user_id: userId,
              type: 'withdrawal',
              amount: -1500,
              balance_after: balance,
              create_time: now,
              update_time: now,
            })
            .execute();
          held?.();
          await released;
        });
      await holding;
      // The payment's statement sees 30 (enough), moves the order and waits for the shopper's row.
      const paying = rejection(
        client.order.pay.accountPay({ orderId: order.id }, { idempotencyKey: 'spent' }),
      );
      await vi.waitFor(
        async () => {
          const { rows } = await sql<{
            waiting: number;
          }>`select count(*)::int as waiting from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`.execute(db());
          expect(rows[0]?.waiting).toBeGreaterThan(0);
        },
        { timeout: 10_000, interval: 10 },
      );
      release?.();
      await spending;
      const refused = await paying;
      expect(refused.message).toBe('Insufficient account balance, please recharge');
      expect((await client.order.info.info({ id: order.id })).status).toBe(order.status);
      expect((await client.user.info.person()).balance).toBe(15);
      const keys = await db()
        .selectFrom('idempotency_key')
        .select('key')
        .where('user_id', '=', userId)
        .execute();
      expect(keys.map((row) => row.key)).not.toContain('spent');
      expect(await ledgerMismatches(db())).toEqual([]);
    },
  );

  it('keeps no answer for a failure: the same key works once the balance suffices', async () => {
    const { client, userId } = await test.shopper({ balance: 5, locale: 'en' });
    const goods = await createGoods(db(), {
      title: 'Idempotent tea',
      specs: [{ name: 'tin', price: 2000, stock: 5 }],
    });
    const addressId = await createAddress(db(), userId);
    const order = await client.order.info.create(
      { goodsList: [{ goodsId: goods.goodsId, specId: goods.specIds[0] ?? 0, count: 1 }], addressId },
      { idempotencyKey: 'order-1' },
    );
    const again = await client.order.info.create(
      { goodsList: [{ goodsId: goods.goodsId, specId: goods.specIds[0] ?? 0, count: 1 }], addressId },
      { idempotencyKey: 'order-1' },
    );
    expect(again.id).toBe(order.id);
    expect(await stockOf(db(), goods.specIds[0] ?? 0)).toBe(4);

    const short = await rejection(
      client.order.pay.accountPay({ orderId: order.id }, { idempotencyKey: 'pay-1' }),
    );
    expect(short.message).toBe('Insufficient account balance, please recharge');
    await test.operator('recharge/approve', { userId, amount: 50 });
    const paid = await client.order.pay.accountPay({ orderId: order.id }, { idempotencyKey: 'pay-1' });
    const replayed = await client.order.pay.accountPay({ orderId: order.id }, { idempotencyKey: 'pay-1' });

    expect(replayed).toEqual(paid);
    expect((await client.user.info.person()).balance).toBe(35);
    expect(await ledgerMismatches(db())).toEqual([]);
  });

  it('makes one feedback and one complaint for a submit sent again with its key, racing or not', async () => {
    const { client } = await test.shopper();
    const feedback = { type: 1, content: 'The parcel came late', contact: 'WeChat tea-lover' };
    const options = { idempotencyKey: 'feedback-once' };
    const [first, racing] = await Promise.all([
      client.feedback.submit(feedback, options),
      client.feedback.submit(feedback, options),
    ]);
    const again = await client.feedback.submit(feedback, options);
    expect(racing).toEqual(first);
    expect(again).toEqual(first);
    expect((await client.feedback.page({ page: 1 })).list.map((row) => row.id)).toEqual([first.id]);

    const complaint = { type: 1, content: 'The seller was rude' };
    const filed = await client.complaint.submit(complaint, { idempotencyKey: 'complaint-once' });
    expect(await client.complaint.submit(complaint, { idempotencyKey: 'complaint-once' })).toEqual(filed);
    expect((await client.complaint.page({ page: 1 })).list.map((row) => row.id)).toEqual([filed.id]);
    // Another key is another complaint.
    await client.complaint.submit(complaint, { idempotencyKey: 'complaint-twice' });
    expect((await client.complaint.page({ page: 1 })).list).toHaveLength(2);
  });

  it('answers a receipt sent again with its key as the first time, though the offer refuses a second receipt', async () => {
    const couponId = await createCoupon(db(), { amount: 5, fullAmount: 50 });
    const { client } = await test.shopper({ locale: 'en' });
    const first = await client.coupon.user.receive({ couponId }, { idempotencyKey: 'receive-once' });
    // The key taken fails the receipt's own statement too: the stored answer is what counts.
    expect(await client.coupon.user.receive({ couponId }, { idempotencyKey: 'receive-once' })).toEqual(first);
    // A new key is a new receipt, and the offer's own rule answers it.
    const again = await rejection(
      client.coupon.user.receive({ couponId }, { idempotencyKey: 'receive-twice' }),
    );
    expect(again.message).toBe('You have already received this coupon');
    expect(await client.coupon.user.list({ status: 0 })).toHaveLength(1);
  });

  it('refuses a key that is not 1-255 visible characters', async () => {
    const { client } = await test.shopper({ balance: 100, locale: 'en' });
    const error = await rejection(
      client.account.record.append({ amount: 10 }, { idempotencyKey: 'x'.repeat(256) }),
    );
    expect(error.httpStatus).toBe(400);
    expect(error.message).toBe('The request key must be 1-255 visible characters');
  });

  it('forgets answers after a day', async () => {
    const { client } = await test.shopper({ balance: 100 });
    const bankCardId = await cardOf(client);
    await client.account.record.withdraw({ amount: 10, bankCardId }, { idempotencyKey: 'old-key' });
    const { purgeIdempotencyKeys } = await import('../services/idempotency.service');
    expect(await purgeIdempotencyKeys(test.server.context)).toBe(0);
    test.advanceClock(25 * 3600_000);
    expect(await purgeIdempotencyKeys(test.server.context)).toBeGreaterThan(0);
    await client.account.record.withdraw({ amount: 10, bankCardId }, { idempotencyKey: 'old-key' });
    expect(await withdrawals(client)).toHaveLength(2);
  });
});
