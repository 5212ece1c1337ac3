import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../storage/storage';
import { type LocalApiServer, ok, startLocalApiServer } from '../test-support/local-api-server';
import { createMallClient } from './create-mall-client';

const ledgerRow = {
  id: 9,
  type: 'withdrawal',
  amount: -50,
  balanceAfter: 50,
  createTime: '2026-11-23T10:00:00+08:00',
};

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

async function signedIn() {
  const client = createMallClient({ baseURL: server.baseURL, storage: createMemoryStorage() });
  await client.user.login.password({ phone: 'demo', password: 'demo1234' });
  return client;
}

const keysSentTo = (path: string) =>
  server.requests
    .filter((request) => request.path === path)
    .map((request) => request.headers['idempotency-key']);

describe('Idempotency-Key', () => {
  it('goes with every call that moves money, a new key for each call', async () => {
    server.route('app/account/transaction/record/withdraw', () => ok(ledgerRow));
    const client = await signedIn();

    await client.account.record.withdraw({ amount: 50, bankCardId: 1 });
    await client.account.record.withdraw({ amount: 50, bankCardId: 1 });

    const keys = keysSentTo('app/account/transaction/record/withdraw');
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[\x21-\x7e]{8,255}$/);
    expect(keys[1]).toMatch(/^[\x21-\x7e]{8,255}$/);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it("sends the caller's key, so a retried submission carries the same one", async () => {
    server.route('app/order/info/refund', () => ok());
    const client = await signedIn();

    await client.order.info.refund({ orderId: 3, reason: 'Damaged' }, { idempotencyKey: 'refund-3-a' });
    await client.order.info.refund({ orderId: 3, reason: 'Damaged' }, { idempotencyKey: 'refund-3-a' });

    expect(keysSentTo('app/order/info/refund')).toEqual(['refund-3-a', 'refund-3-a']);
  });

  it('keeps the key when a late 401 sends the call again with the newer token', async () => {
    server.route('app/order/pay/accountPay', (request) =>
      request.headers.authorization === 'access-1'
        ? { status: 401, body: { code: 1001, message: 'expired' }, delayMs: 150 }
        : ok({ orderId: 3, status: 1, payTime: '2026-11-23T10:00:00+08:00', balance: 50 }),
    );
    const client = await signedIn();

    const paying = client.order.pay.accountPay({ orderId: 3 });
    await expect.poll(() => keysSentTo('app/order/pay/accountPay').length).toBe(1);
    // Another tab refreshed while the call was out: its 401 is for the older token.
    await client.session.setTokens({
      token: 'access-2',
      expire: 3600,
      refreshToken: 'refresh-2',
      refreshExpire: 86400,
    });
    await paying;

    const sent = server.requests.filter((request) => request.path === 'app/order/pay/accountPay');
    expect(sent.map((request) => request.headers.authorization)).toEqual(['access-1', 'access-2']);
    expect(sent[0]?.headers['idempotency-key']).toBe(sent[1]?.headers['idempotency-key']);
  });

  it('is not sent with reads and other writes', async () => {
    server.route('app/order/info/page', () => ok({ list: [], pagination: { page: 1, size: 20, total: 0 } }));
    server.route('app/user/address/delete', () => ok());
    const client = await signedIn();

    await client.order.info.page();
    await client.user.address.delete({ ids: [1] });

    expect(keysSentTo('app/order/info/page')).toEqual([undefined]);
    expect(keysSentTo('app/user/address/delete')).toEqual([undefined]);
  });
});
