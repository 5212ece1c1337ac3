import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../storage/storage';
import { type LocalApiServer, ok, startLocalApiServer } from '../test-support/local-api-server';
import { ApiError } from '../transport/api-error';
import { createMallClient } from './create-mall-client';

let server: LocalApiServer;
beforeEach(async () => {
  server = await startLocalApiServer();
  server.route('app/user/login/password', () =>
    ok({ token: 'access-1', expire: 3600, refreshToken: 'refresh-1', refreshExpire: 86400 }),
  );
});
afterEach(async () => {
  await server.close();
});

/** Answers `failures` in turn, then `success`. */
function failingFirst(failures: ReturnType<typeof ok>[], success: ReturnType<typeof ok>) {
  let calls = 0;
  return () => failures[calls++] ?? success;
}

const unavailable = { status: 503, body: 'Service Unavailable' };
const badGateway = { status: 502, body: 'Bad Gateway' };
const sentTo = (path: string) => server.requests.filter((request) => request.path === path);

async function client(retry = { attempts: 3, delayMs: 5 }) {
  const created = createMallClient({ baseURL: server.baseURL, storage: createMemoryStorage(), retry });
  await created.user.login.password({ phone: 'demo', password: 'demo1234' });
  return created;
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

describe('retries', () => {
  it('tries a read again after a 503 and a 502, and answers the third try', async () => {
    server.route(
      'app/order/info/userCount',
      failingFirst([unavailable, badGateway], ok({ pendingPayment: 2 })),
    );
    const counts = await (await client()).order.info.userCount();
    expect(counts).toMatchObject({ pendingPayment: 2 });
    expect(sentTo('app/order/info/userCount')).toHaveLength(3);
  });

  it('tries an idempotent write again with the same key after a timeout', async () => {
    const row = {
      id: 1,
      type: 'rechargeRequest',
      amount: 0,
      balanceAfter: 0,
      createTime: '2026-11-23 10:00:00',
    };
    server.route(
      'app/account/transaction/record/append',
      failingFirst([{ ...ok(row), delayMs: 300 }], ok(row)),
    );
    const shopper = await client();

    await shopper.account.record.append({ amount: 50 }, { timeout: 100 });

    const sent = sentTo('app/account/transaction/record/append');
    expect(sent).toHaveLength(2);
    expect(sent[0]?.headers['idempotency-key']).toBeDefined();
    expect(sent[1]?.headers['idempotency-key']).toBe(sent[0]?.headers['idempotency-key']);
  });

  it('never sends other writes twice', async () => {
    server.route('app/user/address/add', () => unavailable);
    const error = await rejection(
      (await client()).user.address.add({
        contact: 'Alice',
        phone: '13800000000',
        countryCode: '+86',
        province: 'Zhejiang',
        city: 'Hangzhou',
        district: 'Xihu',
        address: '1 Tea Road',
      }),
    );
    expect(error.httpStatus).toBe(503);
    expect(sentTo('app/user/address/add')).toHaveLength(1);
  });

  it("carries a read and a keyed payment across the shop's own 503 while its database is away, and rejects other writes with its message", async () => {
    // What the server answers meanwhile (contract §2): HTTP 503, code 1003, Retry-After.
    const away = {
      status: 503,
      headers: { 'retry-after': '1' },
      body: { code: 1003, message: 'Server busy, please try again later' },
    };
    server.route('app/order/info/userCount', failingFirst([away, away], ok({ pendingPayment: 1 })));
    server.route('app/order/pay/accountPay', failingFirst([away, away], ok(undefined)));
    server.route('app/user/address/add', () => away);
    const shopper = await client();

    // The shop said when to come back (Retry-After: 1): two waits of at least a second each.
    const started = Date.now();
    expect(await shopper.order.info.userCount()).toMatchObject({ pendingPayment: 1 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_990);
    await shopper.order.pay.accountPay({ orderId: 7 });
    const paid = sentTo('app/order/pay/accountPay');
    expect([sentTo('app/order/info/userCount').length, paid.length]).toEqual([3, 3]);
    expect(new Set(paid.map((request) => request.headers['idempotency-key'])).size).toBe(1);

    const error = await rejection(
      shopper.user.address.add({
        contact: 'Alice',
        phone: '13800000000',
        countryCode: '+86',
        province: 'Zhejiang',
        city: 'Hangzhou',
        district: 'Xihu',
        address: '1 Tea Road',
      }),
    );
    expect([error.httpStatus, error.code, error.message]).toEqual([
      503,
      1003,
      'Server busy, please try again later',
    ]);
    expect(sentTo('app/user/address/add')).toHaveLength(1);
  });

  it('does not retry what the server itself refused', async () => {
    server.route('app/order/info/page', () => ({ body: { code: 1001, message: 'no' } }));
    await rejection((await client()).order.info.page());
    expect(sentTo('app/order/info/page')).toHaveLength(1);
  });

  it('gives up after the last try with its failure', async () => {
    server.route('app/order/info/userCount', () => unavailable);
    const error = await rejection((await client()).order.info.userCount());
    expect(error.httpStatus).toBe(503);
    expect(sentTo('app/order/info/userCount')).toHaveLength(3);
  });

  it('stops waiting when the caller aborts between tries', async () => {
    server.route('app/order/info/userCount', () => unavailable);
    const shopper = await client({ attempts: 3, delayMs: 10_000 });
    const controller = new AbortController();
    const pending = rejection(shopper.order.info.userCount({ signal: controller.signal }));
    await expect.poll(() => sentTo('app/order/info/userCount').length).toBe(1);
    controller.abort();
    const error = await pending;
    expect(error.isAborted).toBe(true);
    expect(sentTo('app/order/info/userCount')).toHaveLength(1);
  });

  it('is off with one attempt', async () => {
    server.route('app/order/info/userCount', failingFirst([unavailable], ok({ pendingPayment: 1 })));
    await rejection((await client({ attempts: 1, delayMs: 5 })).order.info.userCount());
    expect(sentTo('app/order/info/userCount')).toHaveLength(1);
  });
});
