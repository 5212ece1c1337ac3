import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, TEST_DATABASES, type TestServer } from '../../test-support/test-server';

/** What one call answered over the socket. */
interface Answer {
  status: number;
  code: number;
  retryAfter: string | undefined;
}

/**
 * The shop listening on a real socket, so each request has a TCP peer. Requests leave from any
 * address of 127.0.0.0/8 (`from`), which Linux routes to the loopback: several clients, one host.
 */
async function listeningShop(database: 'pglite' | 'postgres', trustProxy: string) {
  const test: TestServer = await startTestServer(database, { TRUST_PROXY: trustProxy });
  const listener = createAdaptorServer({ fetch: test.server.app.fetch });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const port = (listener.address() as AddressInfo).port;
  const call = (path: string, options: { from: string; headers?: Record<string, string>; body?: object }) =>
    new Promise<Answer>((resolve, reject) => {
      const body = options.body ? JSON.stringify(options.body) : undefined;
      const outgoing = httpRequest(
        {
          host: '127.0.0.1',
          port,
          localAddress: options.from,
          path: `/api/${path}`,
          method: body ? 'POST' : 'GET',
          headers: { language: 'en', 'content-type': 'application/json', ...options.headers },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => {
            text += chunk.toString();
          });
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              code: (JSON.parse(text) as { code: number }).code,
              retryAfter: response.headers['retry-after'],
            }),
          );
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  let failedLogins = 0;
  /** A failed password login for an account nobody has (so only the per-address limit can bite). */
  const failedLogin = (from: string, headers?: Record<string, string>) => {
    failedLogins += 1;
    return call('app/user/login/password', {
      from,
      headers,
      body: { phone: `nobody${failedLogins}`, password: 'wrong999' },
    });
  };
  return {
    call,
    failedLogin,
    async close() {
      await new Promise<void>((resolve) => listener.close(() => resolve()));
      await test.close();
    },
  };
}

const LOGIN_FAILED = { status: 200, code: 1001 };
const LIMITED = { status: 429, code: 1001 };

describe.each(TEST_DATABASES)('client address of the per-address limits on %s', (database) => {
  let shop: Awaited<ReturnType<typeof listeningShop>> | undefined;
  afterEach(async () => {
    await shop?.close();
    shop = undefined;
  });

  it('with TRUST_PROXY=0 counts by the TCP peer: made-up X-Forwarded-For and X-Real-IP change nothing, other clients are not locked out', async () => {
    shop = await listeningShop(database, '0');
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const forged = { 'x-forwarded-for': `198.51.100.${attempt}`, 'x-real-ip': `198.51.100.${attempt}` };
      expect(await shop.failedLogin('127.0.0.2', forged)).toMatchObject(LOGIN_FAILED);
    }
    const limited = await shop.failedLogin('127.0.0.2', { 'x-forwarded-for': '198.51.100.99' });
    expect(limited).toMatchObject(LIMITED);
    expect(Number(limited.retryAfter)).toBeGreaterThan(0);
    expect(await shop.failedLogin('127.0.0.2')).toMatchObject(LIMITED);
    // Another client of the shop still gets its own ten tries.
    expect(await shop.failedLogin('127.0.0.3')).toMatchObject(LOGIN_FAILED);

    // Captcha pictures: 30 per client, not 30 for the whole shop.
    for (let picture = 1; picture <= 30; picture += 1) {
      const answer = await shop.call('app/user/login/captcha', {
        from: '127.0.0.4',
        headers: { 'x-forwarded-for': `198.51.100.${picture}` },
      });
      expect(answer).toMatchObject({ status: 200, code: 1000 });
    }
    expect(
      await shop.call('app/user/login/captcha', {
        from: '127.0.0.4',
        headers: { 'x-forwarded-for': '198.51.100.200' },
      }),
    ).toMatchObject(LIMITED);
    expect(await shop.call('app/user/login/captcha', { from: '127.0.0.5' })).toMatchObject({
      status: 200,
      code: 1000,
    });
  });

  it('with TRUST_PROXY=1 counts by the right-most X-Forwarded-For entry, never by what the client put before it', async () => {
    shop = await listeningShop(database, '1');
    // The proxy appends the address it saw (203.0.113.7) to whatever the client sent.
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const forwarded = { 'x-forwarded-for': `198.51.100.${attempt}, 203.0.113.7` };
      expect(await shop.failedLogin('127.0.0.1', forwarded)).toMatchObject(LOGIN_FAILED);
    }
    expect(
      await shop.failedLogin('127.0.0.1', { 'x-forwarded-for': '198.51.100.99,203.0.113.7' }),
    ).toMatchObject(LIMITED);
    // The same proxy (the same TCP peer) forwarding another client: not limited.
    expect(await shop.failedLogin('127.0.0.1', { 'x-forwarded-for': '203.0.113.8' })).toMatchObject(
      LOGIN_FAILED,
    );
    // Another client writing the limited address first does not borrow its key.
    expect(
      await shop.failedLogin('127.0.0.1', { 'x-forwarded-for': '203.0.113.7, 203.0.113.9' }),
    ).toMatchObject(LOGIN_FAILED);
  });
});
