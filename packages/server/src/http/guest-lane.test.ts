import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer, getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allGuestReads } from '../routes';
import { createGoods } from '../test-support/fixtures';
import { type SocketAnswer, sendOverSocket as send } from '../test-support/socket-request';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { guestLane } from './guest-lane';

/** An answer without what differs from one answer to the next (the time, the request's id). */
function comparable({ status, headers, body }: SocketAnswer) {
  const { date: _date, 'x-request-id': _requestId, ...rest } = headers;
  return { status, headers: rest, body: body.toString('base64') };
}

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

describe('the guest lane: guest reads answered on node:http, in front of the app', () => {
  let test: TestServer;
  let goodsId: number;
  /** The app alone, as the node adapter serves it. */
  let plain: Server;
  /** The server as the process runs it: the lane in front of the app. */
  let laned: Server;
  /** The lane in front of a listener that counts what the lane passed on to the app. */
  let counted: Server;
  const passedOn: string[] = [];
  /** Every statement the database ran. */
  const queries: string[] = [];
  const ports = { plain: 0, laned: 0, counted: 0 };

  beforeAll(async () => {
    test = await startTestServer('pglite', {}, { onQuery: (sql) => queries.push(sql) });
    ({ goodsId } = await createGoods(test.server.context.db, {
      title: 'Lane tea',
      specs: [
        { name: '100 g', price: 1200, stock: 5 },
        { name: '250 g', price: 2600, stock: 2 },
      ],
    }));
    plain = createAdaptorServer({ fetch: test.server.app.fetch }) as Server;
    laned = test.server.nodeServer('127.0.0.1');
    const app = getRequestListener(test.server.app.fetch) as RequestListener;
    counted = createServer(
      guestLane(test.server.context, allGuestReads(), (request, response) => {
        passedOn.push(`${request.method} ${request.url}`);
        app(request, response);
      }),
    );
    ports.plain = await listen(plain);
    ports.laned = await listen(laned);
    ports.counted = await listen(counted);
  });
  afterAll(async () => {
    for (const server of [plain, laned, counted]) {
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    }
    await test?.close();
  });

  const page = JSON.stringify({ page: 1, size: 20 });
  /** Requests the two ways must answer byte for byte alike, successes and refusals. */
  const cases = (): {
    name: string;
    method: 'GET' | 'POST';
    path: string;
    headers?: Record<string, string>;
    body?: string;
    chunked?: boolean;
  }[] => [
    { name: 'goods page, zh-Hans', method: 'POST', path: '/api/app/goods/info/page', body: page },
    {
      name: 'goods page, en, brotli',
      method: 'POST',
      path: '/api/app/goods/info/page',
      body: page,
      headers: { language: 'en', 'accept-encoding': 'gzip, br' },
    },
    {
      name: 'goods page, bn, gzip',
      method: 'POST',
      path: '/api/app/goods/info/page',
      body: page,
      headers: { language: 'bn', 'accept-encoding': 'gzip' },
    },
    {
      name: 'goods page, a keyword',
      method: 'POST',
      path: '/api/app/goods/info/page',
      body: JSON.stringify({ page: 1, size: 5, keyWord: 'Lane' }),
      headers: { language: 'uz' },
    },
    { name: 'goods page, empty body', method: 'POST', path: '/api/app/goods/info/page', body: '' },
    {
      name: 'goods page, chunked body',
      method: 'POST',
      path: '/api/app/goods/info/page',
      body: page,
      chunked: true,
      headers: { language: 'en' },
    },
    {
      name: 'goods page, a token that is no token',
      method: 'POST',
      path: '/api/app/goods/info/page',
      body: page,
      headers: { authorization: 'Bearer not.a.token', language: 'en' },
    },
    {
      name: 'goods page, not JSON',
      method: 'POST',
      path: '/api/app/goods/info/page',
      body: '{"page":',
      headers: { language: 'en' },
    },
    {
      name: 'goods page, a size out of range',
      method: 'POST',
      path: '/api/app/goods/info/page',
      body: JSON.stringify({ page: 1, size: -3 }),
      headers: { language: 'zh-tw' },
    },
    {
      name: 'goods detail',
      method: 'GET',
      path: `/api/app/goods/info/info?id=${goodsId}`,
      headers: { language: 'en' },
    },
    {
      name: 'goods detail, extra parameters, brotli',
      method: 'GET',
      path: `/api/app/goods/info/info?id=${goodsId}&x=1`,
      headers: { 'accept-encoding': 'br' },
    },
    {
      name: 'goods detail, no such goods',
      method: 'GET',
      path: '/api/app/goods/info/info?id=987654',
      headers: { language: 'en' },
    },
    {
      name: 'goods detail, no id',
      method: 'GET',
      path: '/api/app/goods/info/info',
      headers: { language: 'bn' },
    },
    {
      name: 'goods detail with a body',
      method: 'GET',
      path: `/api/app/goods/info/info?id=${goodsId}`,
      body: '{"x":1}',
      headers: { language: 'en' },
    },
    {
      name: 'goods page with keys the schema drops, a long body',
      method: 'POST',
      path: '/api/app/goods/info/page',
      body: JSON.stringify({ page: 1, size: 20, junk: 'x'.repeat(4000) }),
      headers: { language: 'en' },
    },
    {
      name: 'recommendations',
      method: 'POST',
      path: '/api/app/app/goods/list',
      body: JSON.stringify({ size: 4 }),
      headers: { language: 'en' },
    },
    {
      name: 'not a guest read',
      method: 'POST',
      path: '/api/app/goods/type/list',
      body: '{}',
      headers: { language: 'en' },
    },
  ];

  it('answers every guest read byte for byte as the app does, refusals included', async () => {
    for (const request of cases()) {
      const fromApp = await send(
        ports.plain,
        request.method,
        request.path,
        request.headers,
        request.body,
        request.chunked,
      );
      const fromLane = await send(
        ports.laned,
        request.method,
        request.path,
        request.headers,
        request.body,
        request.chunked,
      );
      expect(comparable(fromLane), request.name).toEqual(comparable(fromApp));
    }
  });

  it('answers guest reads itself, refusals too, and passes on the rest: other calls, bodies it cannot take', async () => {
    passedOn.length = 0;
    const answered = await send(ports.counted, 'POST', '/api/app/goods/info/page', { language: 'en' }, page);
    const detail = await send(ports.counted, 'GET', `/api/app/goods/info/info?id=${goodsId}`);
    expect([answered.status, detail.status]).toEqual([200, 200]);
    expect(JSON.parse(detail.body.toString()).data).toMatchObject({ id: goodsId, stock: 7 });
    const refusals = [
      await send(ports.counted, 'POST', '/api/app/goods/info/page', { language: 'en' }, '{"page":'),
      await send(ports.counted, 'POST', '/api/app/goods/info/page', { language: 'en' }, '{"page":0}'),
      await send(ports.counted, 'GET', '/api/app/goods/info/info?id=987654', { language: 'en' }),
    ];
    expect(refusals.map((refusal) => JSON.parse(refusal.body.toString()).code)).toEqual([1002, 1002, 1001]);
    expect(JSON.parse(refusals[1]!.body.toString())).toMatchObject({ data: { field: 'page' } });
    expect(passedOn).toEqual([]);

    await send(ports.counted, 'POST', '/api/app/goods/info/page', {}, page, true);
    await send(ports.counted, 'POST', '/api/app/goods/type/list', {}, '{}');
    await send(ports.counted, 'GET', '/api/app/goods/info/page');
    expect(passedOn).toEqual([
      'POST /api/app/goods/info/page',
      'POST /api/app/goods/type/list',
      'GET /api/app/goods/info/page',
    ]);
  });

  it('runs a read that fails once: a missing goods item costs the statements the app alone spends on it', async () => {
    const statementsFor = async (port: number, id: number) => {
      const before = queries.length;
      const answer = await send(port, 'GET', `/api/app/goods/info/info?id=${id}`, { language: 'en' });
      expect(JSON.parse(answer.body.toString()).code).toBe(1001);
      return queries.length - before;
    };
    // Ids never asked for before, so no kept answer stands in for a read.
    const byApp = await statementsFor(ports.plain, 987_001);
    expect(byApp).toBeGreaterThan(0);
    expect(await statementsFor(ports.laned, 987_002)).toBe(byApp);
  });

  it('answers an unexpected failure as the app does, 1003 without internals, and logs it with the path and the request id', async () => {
    const logged: [string, Record<string, unknown> | undefined][] = [];
    const log = {
      ...test.server.context.log,
      error: (message: string, details?: Record<string, unknown>) => logged.push([message, details]),
    };
    const failing = createServer(
      guestLane(
        { ...test.server.context, log },
        {
          'app/goods/info/info': async () => {
            throw new Error('database went away');
          },
        },
        () => {
          throw new Error('nothing is passed on');
        },
      ),
    );
    try {
      const answer = await send(await listen(failing), 'GET', `/api/app/goods/info/info?id=${goodsId}`, {
        language: 'en',
      });
      expect(answer.status).toBe(500);
      expect(JSON.parse(answer.body.toString())).toEqual({ code: 1003, message: expect.any(String) });
      expect(answer.body.toString()).not.toContain('database went away');
      expect(logged).toEqual([
        [
          'unexpected error',
          {
            requestId: answer.headers['x-request-id'],
            path: '/api/app/goods/info/info',
            error: expect.stringContaining('database went away'),
          },
        ],
      ]);
    } finally {
      await new Promise<void>((resolve) => failing.close(() => resolve()));
    }
  });

  it('refuses a body over the limit as the app does, without reading it', async () => {
    const oversized = JSON.stringify({ page: 1, size: 20, keyWord: 'x'.repeat(1024 * 1024 + 10) });
    const answer = await send(ports.laned, 'POST', '/api/app/goods/info/page', { language: 'en' }, oversized);
    expect(answer.status).toBe(413);
  });

  it('checks no access token for a guest read, on either way in', async () => {
    const { username } = await test.shopper();
    const login = await send(
      ports.plain,
      'POST',
      '/api/app/user/login/password',
      { language: 'en' },
      JSON.stringify({ phone: username, password: 'secret123' }),
    );
    const { token } = JSON.parse(login.body.toString()).data as { token: string };
    const signedIn = { authorization: token, language: 'en' };
    const tokenReads = async (port: number, method: 'GET' | 'POST', path: string, body?: string) => {
      const before = queries.filter((sql) => sql.includes('"app_user"')).length;
      const answer = await send(port, method, path, signedIn, body);
      expect(answer.status).toBe(200);
      return queries.filter((sql) => sql.includes('"app_user"')).length - before;
    };
    for (const port of [ports.plain, ports.laned]) {
      expect(await tokenReads(port, 'POST', '/api/app/goods/info/page', page)).toBe(0);
      expect(await tokenReads(port, 'GET', `/api/app/goods/info/info?id=${goodsId}`)).toBe(0);
      // Another call open to guests still knows its shopper.
      expect(await tokenReads(port, 'POST', '/api/app/goods/type/list', '{}')).toBe(1);
    }
  });
});
