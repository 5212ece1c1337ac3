import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { HSTS_VALUE } from './transport-security';

/** Paths of each kind of answer: a guest read (the lane), a shopper call (the app), a route nobody has. */
const PATHS = ['/api/app/goods/info/page?page=1&size=2', '/api/app/user/info/person', '/api/nowhere'];

describe.each([
  { trustProxy: '1', behindTls: true },
  { trustProxy: '0', behindTls: false },
])('Strict-Transport-Security with TRUST_PROXY=$trustProxy', ({ trustProxy, behindTls }) => {
  let test: TestServer;
  let node: Server;
  let origin: string;
  beforeAll(async () => {
    test = await startTestServer('pglite', { TRUST_PROXY: trustProxy });
    node = test.server.nodeServer('127.0.0.1');
    await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(node.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => node?.close(() => resolve()));
    await test?.close();
  });

  it(`is sent on every answer ${behindTls ? 'a trusted proxy says came over TLS' : 'only behind a trusted proxy'}, never over plain HTTP`, async () => {
    for (const path of PATHS) {
      const overTls = await fetch(`${origin}${path}`, { headers: { 'x-forwarded-proto': 'https' } });
      expect([path, overTls.headers.get('strict-transport-security')]).toEqual([
        path,
        behindTls ? HSTS_VALUE : null,
      ]);
      const plain = await fetch(`${origin}${path}`, { headers: { 'x-forwarded-proto': 'http' } });
      expect([path, plain.headers.get('strict-transport-security')]).toEqual([path, null]);
      // What the client wrote to the left of the proxy's own entry is not the proxy's word.
      const forged = await fetch(`${origin}${path}`, { headers: { 'x-forwarded-proto': 'https, http' } });
      expect([path, forged.headers.get('strict-transport-security')]).toEqual([path, null]);
    }
  });
});
