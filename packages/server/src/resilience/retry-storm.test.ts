import { randomBytes } from 'node:crypto';
import type { Server as NodeHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import {
  ApiError,
  type CallOptions,
  createMallClient,
  createMemoryStorage,
  ERROR_CODE,
  type MallClient,
  newIdempotencyKey,
} from '@mall/sdk';
import { ORDER_STATUS } from '@mall/sdk/lifecycle';
import { responseValidators } from '@mall/sdk/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAULT_KINDS, type FaultProxy, startFaultProxy } from '../test-support/fault-proxy';
import { createAddress, createCoupon, createGoods, stockOf } from '../test-support/fixtures';
import { invariantViolations } from '../test-support/invariants';
import { startTestServer, TEST_DATABASES, type TestServer } from '../test-support/test-server';

/**
 * Shoppers shop through a proxy that drops connections before and after the server answers,
 * holds requests past the client's timeout (and then delivers them late) and answers 502. The SDK
 * retries with its Idempotency-Key; a call that still fails is sent again by hand with the same
 * key, as the app does. Afterwards, seen without the proxy, every shopper has exactly what they
 * asked for: no order, payment, withdrawal or coupon twice, none missing.
 */

const SEED = Number(process.env.MALL_STORM_SEED ?? 20_260_131);
const SHOPPERS = 8;
const CLIENT_TIMEOUT_MS = 2_000;
const STORM_WEIGHTS = { forward: 50, dropBefore: 12, dropAfter: 14, hold: 8, badGateway: 16 };
// Each kind of fault must have happened at least this often, or the storm proved nothing.
const MIN_FAULTS_OF_EACH_KIND = 5;
// Sending a call again by hand after the SDK gave up; far more than a storm of this rate needs.
const HAND_TRIES = 25;

const OPENING_BALANCE = 200;
const PRICE_CENTS = 1_250;
const COUPON_CENTS = 200;
const STOCK = 100;
const WITHDRAWALS = [10, 7.5];
// Three orders paid (one with the coupon), the refund only requested, both withdrawals pending.
const CLOSING_BALANCE_CENTS =
  OPENING_BALANCE * 100 - (3 * PRICE_CENTS - COUPON_CENTS) - WITHDRAWALS.reduce((a, b) => a + b * 100, 0);

type HttpServer = NodeHttpServer;

interface Shopper {
  userId: number;
  addressId: number;
  bankCardId: number;
  /** Straight to the server: setup and the checks afterwards. */
  clean: MallClient;
  /** Through the proxy, sharing the clean client's session. */
  storm: MallClient;
}

/** What a shopper's SDK finally reported as done. */
interface Reported {
  orders: { withCoupon: number; refundRequested: number; cancelled: number; paid: number };
  withdrawalIds: number[];
  handRetries: number;
}

function isTransient(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.code === ERROR_CODE.network || [502, 503, 504].includes(error.httpStatus ?? 0))
  );
}

/**
 * Sends a call until its outcome is decided: the SDK retries first; when it gives up on a
 * network failure the call is sent again with the same Idempotency-Key (reads ignore the key).
 */
async function decided<T>(
  stats: { handRetries: number },
  send: (options: CallOptions) => Promise<T>,
): Promise<T> {
  const options = { idempotencyKey: newIdempotencyKey() };
  for (let tried = 1; ; tried += 1) {
    try {
      return await send(options);
    } catch (error) {
      if (!isTransient(error) || tried >= HAND_TRIES) {
        throw error;
      }
      stats.handRetries += 1;
    }
  }
}

describe.each(TEST_DATABASES)('retries through a storm of network faults on %s', (database) => {
  let test: TestServer;
  let http: HttpServer;
  let origin: string;
  let proxy: FaultProxy | undefined;
  const db = () => test.server.context.db;

  beforeAll(async () => {
    test = await startTestServer(database);
    http = createAdaptorServer({ fetch: test.server.app.fetch }) as HttpServer;
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await proxy?.close();
    if (http) {
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    }
    await test?.close();
  });

  async function signUp(through: FaultProxy): Promise<Shopper> {
    const username = `storm${randomBytes(4).toString('hex')}`;
    const password = 'secret123';
    const { id: userId } = await test.operator<{ id: number }>('user/add', {
      username,
      password,
      balance: OPENING_BALANCE,
    });
    const storage = createMemoryStorage();
    const common = { storage, locale: 'en', responseValidators };
    const clean = createMallClient({ ...common, baseURL: `${origin}/api` });
    await clean.user.login.password({ phone: username, password });
    const storm = createMallClient({
      ...common,
      baseURL: `${through.origin}/api`,
      timeout: CLIENT_TIMEOUT_MS,
      retry: { attempts: 3, delayMs: 25 },
    });
    const { id: bankCardId } = await clean.user.bankCard.add({
      bankName: 'Bank of Tea',
      holderName: 'Alice',
      cardNo: '6222 0202 0011 2233',
    });
    return { userId, addressId: await createAddress(db(), userId), bankCardId, clean, storm };
  }

  /** The scripted visit: reads, a coupon, four orders (paid, refunded, cancelled), two withdrawals. */
  async function shop(
    shopper: Shopper,
    goods: { goodsId: number; specId: number },
    couponId: number,
  ): Promise<Reported> {
    const { storm, addressId, bankCardId } = shopper;
    const stats = { handRetries: 0 };
    const goodsList = [{ ...goods, count: 1 }];
    const order = (withCoupon: boolean) =>
      decided(stats, (options) =>
        storm.order.info.create({ goodsList, addressId, ...(withCoupon ? { couponId } : {}) }, options),
      );
    const pay = (orderId: number) =>
      decided(stats, (options) => storm.order.pay.accountPay({ orderId }, options));

    await decided(stats, (options) => storm.goods.info.page({ page: 1, size: 10 }, options));
    await decided(stats, (options) => storm.coupon.user.receive({ couponId }, options));
    const withCoupon = await order(true);
    await pay(withCoupon.id);
    const refundRequested = await order(false);
    await pay(refundRequested.id);
    await decided(stats, (options) =>
      storm.order.info.refund({ orderId: refundRequested.id, reason: 'Damaged in transit' }, options),
    );
    const cancelled = await order(false);
    await decided(stats, (options) =>
      storm.order.info.cancel({ orderId: cancelled.id, remark: 'Ordered by mistake' }, options),
    );
    const paid = await order(false);
    await pay(paid.id);
    await decided(stats, (options) => storm.order.info.userCount(options));
    // Two withdrawals at once, each with its own key.
    const withdrawals = await Promise.all(
      WITHDRAWALS.map((amount) =>
        decided(stats, (options) => storm.account.record.withdraw({ amount, bankCardId }, options)),
      ),
    );
    await decided(stats, (options) => storm.account.record.list({ type: 'withdrawal' }, options));
    await decided(stats, (options) => storm.user.info.person(options));
    return {
      orders: {
        withCoupon: withCoupon.id,
        refundRequested: refundRequested.id,
        cancelled: cancelled.id,
        paid: paid.id,
      },
      withdrawalIds: withdrawals.map((row) => row.id),
      handRetries: stats.handRetries,
    };
  }

  /** Everything one shopper has, read without the proxy, against what their SDK reported. */
  async function expectExactly(shopper: Shopper, reported: Reported): Promise<void> {
    const { orders } = reported;
    const ordered = Object.values(orders).sort((a, b) => a - b);
    const { list } = await shopper.clean.order.info.page({ page: 1, size: 50 });
    expect(list.map((row) => row.id).sort((a, b) => a - b)).toEqual(ordered);
    const statuses = await db()
      .selectFrom('shop_order')
      .select(['id', 'status'])
      .where('user_id', '=', shopper.userId)
      .execute();
    expect(Object.fromEntries(statuses.map((row) => [row.id, row.status]))).toEqual({
      [orders.withCoupon]: ORDER_STATUS.waitingShip,
      [orders.refundRequested]: ORDER_STATUS.refunding,
      [orders.cancelled]: ORDER_STATUS.closed,
      [orders.paid]: ORDER_STATUS.waitingShip,
    });

    const payments = await shopper.clean.account.record.list({ type: 'payment' });
    expect(payments.map((row) => row.orderId).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
      [orders.withCoupon, orders.refundRequested, orders.paid].sort((a, b) => a - b),
    );
    const withdrawals = await shopper.clean.account.record.list({ type: 'withdrawal' });
    expect(withdrawals.map((row) => row.id).sort((a, b) => a - b)).toEqual(
      [...reported.withdrawalIds].sort((a, b) => a - b),
    );
    expect(withdrawals.map((row) => row.amount).sort((a, b) => a - b)).toEqual(
      WITHDRAWALS.map((amount) => -amount).sort((a, b) => a - b),
    );
    const { balance } = await shopper.clean.user.info.person();
    expect(Math.round((balance ?? Number.NaN) * 100)).toBe(CLOSING_BALANCE_CENTS);

    const coupons = await db()
      .selectFrom('user_coupon')
      .select('order_id')
      .where('user_id', '=', shopper.userId)
      .execute();
    expect(coupons).toEqual([{ order_id: orders.withCoupon }]);
    const refunds = await db()
      .selectFrom('order_refund')
      .select('order_id')
      .where('order_id', 'in', ordered)
      .execute();
    expect(refunds).toEqual([{ order_id: orders.refundRequested }]);
  }

  it('every shopper ends with exactly the orders, payments, withdrawals and coupon asked for', async () => {
    const started = performance.now();
    const { goodsId, specIds } = await createGoods(db(), {
      title: 'Storm tea',
      specs: [{ name: 'tin', price: PRICE_CENTS, stock: STOCK }],
    });
    const specId = specIds[0] ?? 0;
    const couponId = await createCoupon(db(), { amount: COUPON_CENTS, fullAmount: 0 });
    const storm = await startFaultProxy({
      target: origin,
      seed: SEED,
      weights: STORM_WEIGHTS,
      holdMs: CLIENT_TIMEOUT_MS + 300,
    });
    proxy = storm;
    const shoppers = await Promise.all(Array.from({ length: SHOPPERS }, () => signUp(storm)));

    const reports = await Promise.all(
      shoppers.map((shopper) => shop(shopper, { goodsId, specId }, couponId)),
    );
    // Late copies of held requests may still be on their way to the server.
    await storm.idle();
    const stormSeconds = (performance.now() - started) / 1000;

    for (const [index, shopper] of shoppers.entries()) {
      await expectExactly(shopper, reports[index] as Reported);
    }
    expect(await stockOf(db(), specId)).toBe(STOCK - 3 * SHOPPERS);
    const coupon = await db()
      .selectFrom('coupon')
      .select('received_num')
      .where('id', '=', couponId)
      .executeTakeFirstOrThrow();
    expect(coupon.received_num).toBe(SHOPPERS);
    expect(await invariantViolations(db())).toEqual([]);

    const counts = storm.counts();
    const handRetries = reports.reduce((sum, report) => sum + report.handRetries, 0);
    console.log(
      `retry storm on ${database} (seed ${SEED}): ${storm.summary()}; ` +
        `${handRetries} calls sent again by hand; ` +
        `${stormSeconds.toFixed(1)} s`,
    );
    for (const kind of FAULT_KINDS) {
      expect(counts[kind], kind).toBeGreaterThanOrEqual(MIN_FAULTS_OF_EACH_KIND);
    }
    // Some answers were lost after the work was done, and the keys turned their retries into replays.
    expect(storm.replays()).toBeGreaterThan(0);
  }, 150_000);

  it('a withdrawal sent again after its answer was lost pays out twice without a key, once with one', async () => {
    const lossy = await startFaultProxy({ target: origin, seed: SEED, weights: { dropAfter: 1 } });
    try {
      const shopper = await signUp(lossy);
      const { token } = (await shopper.clean.session.read()) ?? { token: '' };
      const withdraw = (base: string, key?: string) =>
        fetch(`${base}/api/app/account/transaction/record/withdraw`, {
          method: 'POST',
          headers: {
            authorization: token,
            'content-type': 'application/json',
            language: 'en',
            ...(key ? { 'idempotency-key': key } : {}),
          },
          body: JSON.stringify({ amount: 10, bankCardId: shopper.bankCardId }),
        });
      const withdrawals = async () =>
        (await shopper.clean.account.record.list({ type: 'withdrawal' })).length;

      // No key: the answer is lost, the request is sent again, and the server does it again.
      await expect(withdraw(lossy.origin)).rejects.toThrow();
      await lossy.idle();
      expect((await withdraw(origin)).status).toBe(200);
      expect(await withdrawals()).toBe(2);
      expect((await shopper.clean.user.info.person()).balance).toBe(OPENING_BALANCE - 20);

      // With a key: the same loss, the same resend, and the server answers its first answer.
      const key = newIdempotencyKey();
      await expect(withdraw(lossy.origin, key)).rejects.toThrow();
      await lossy.idle();
      const resent = await withdraw(origin, key);
      expect(resent.status).toBe(200);
      expect(resent.headers.get('idempotent-replayed')).toBe('true');
      expect(await withdrawals()).toBe(3);
      expect((await shopper.clean.user.info.person()).balance).toBe(OPENING_BALANCE - 30);
      expect(lossy.counts().dropAfter).toBe(2);
      expect(await invariantViolations(db())).toEqual([]);
    } finally {
      await lossy.close();
    }
  });
});
