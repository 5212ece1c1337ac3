import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../i18n/messages';
import type { ServerContext } from '../server-context';
import { sendOverSocket as send } from '../test-support/socket-request';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { createHttpApp } from './app';
import type { CallHandlers } from './call-handler';
import { guestLane } from './guest-lane';

/** What PostgreSQL answers a new connection while it starts up after a restart. */
const startingUp = () => Object.assign(new Error('the database system is starting up'), { code: '57P03' });

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/**
 * While the database is away, a call answers HTTP 503 with `Retry-After` and code 1003 in the
 * shopper's language (contract §2), through the app and the guest lane alike, and is not logged as
 * an unexpected error (the database's watch says once that it went).
 */
describe('a call while the database is away', () => {
  let test: TestServer;
  const logged: string[] = [];
  let context: ServerContext;
  beforeAll(async () => {
    test = await startTestServer('pglite');
    const log = {
      info: () => undefined,
      warn: () => undefined,
      error: (message: string) => logged.push(message),
    };
    context = { ...test.server.context, log };
  });
  afterAll(async () => {
    await test?.close();
  });

  it('answers 503, Retry-After and 1003 in the shopper’s language from the app and the guest lane', async () => {
    const failing = async () => {
      throw startingUp();
    };
    const app = createHttpApp(context, { 'app/goods/info/page': failing } as unknown as CallHandlers);
    const byApp = await app.fetch(
      new Request('http://mall.test/api/app/goods/info/page', {
        method: 'POST',
        headers: { 'content-type': 'application/json', language: 'zh-Hans' },
        body: JSON.stringify({ page: 1, size: 5 }),
      }),
    );
    const lane = createServer(
      guestLane(context, { 'app/goods/info/page': failing }, () => {
        throw new Error('nothing is passed on');
      }),
    );
    try {
      const byLane = await send(
        await listen(lane),
        'POST',
        '/api/app/goods/info/page',
        { language: 'zh-Hans', 'content-type': 'application/json' },
        JSON.stringify({ page: 1, size: 5 }),
      );
      const expected = { code: 1003, message: translate('zh-Hans', 'error.server') };
      expect([byApp.status, byApp.headers.get('retry-after'), await byApp.json()]).toEqual([
        503,
        '1',
        expected,
      ]);
      expect([byLane.status, byLane.headers['retry-after'], JSON.parse(byLane.body.toString())]).toEqual([
        503,
        '1',
        expected,
      ]);
      expect(logged).toEqual([]);
    } finally {
      await new Promise<void>((resolve) => lane.close(() => resolve()));
    }
  });
});
