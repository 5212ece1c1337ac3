import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGoods } from '../test-support/fixtures';
import { sendOverSocket } from '../test-support/socket-request';
import { startTestServer, type TestServer } from '../test-support/test-server';

type HttpServer = ReturnType<typeof createAdaptorServer>;

/** A POST over a real socket; without `length` the body goes chunked in 64 KB pieces. */
async function post(
  port: number,
  path: string,
  body: string,
  headers: Record<string, string>,
  chunked = false,
) {
  const answer = await sendOverSocket(port, 'POST', path, headers, body, chunked);
  return {
    status: answer.status,
    body: answer.body.toString('utf8'),
    type: answer.headers['content-type'] as string | undefined,
  };
}

describe('JSON bodies and shared answers over a real socket (the node adapter)', () => {
  let test: TestServer;
  let http: HttpServer;
  let port: number;

  beforeAll(async () => {
    test = await startTestServer('pglite');
    await createGoods(test.server.context.db, {
      title: 'Socket tea',
      specs: [{ name: '100 g', price: 1200, stock: 5 }],
    });
    http = createAdaptorServer({ fetch: test.server.app.fetch });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    port = (http.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => (http ? http.close(() => resolve()) : resolve()));
    await test?.close();
  });

  const oversized = JSON.stringify({ page: 1, size: 20, keyWord: 'x'.repeat(1024 * 1024 + 10) });

  it('refuses a JSON body above 1 MB with 413, whether its length is declared or it comes chunked', async () => {
    const declared = await post(port, '/api/app/goods/info/page', oversized, { language: 'en' });
    expect(declared.status).toBe(413);
    expect(JSON.parse(declared.body)).toMatchObject({ code: 1001 });
    const chunked = await post(port, '/api/app/goods/info/page', oversized, { language: 'en' }, true);
    expect(chunked.status).toBe(413);
  });

  it('reads a declared-length body and a chunked one alike', async () => {
    const body = JSON.stringify({ page: 1, size: 20, keyWord: 'Socket' });
    for (const chunked of [false, true]) {
      const answer = await post(port, '/api/app/goods/info/page', body, { language: 'en' }, chunked);
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body).data.list.map((row: { title: string }) => row.title)).toEqual([
        'Socket tea',
      ]);
    }
  });

  it('answers a shared (cached) list with the envelope of each request language', async () => {
    const body = JSON.stringify({ page: 1, size: 20 });
    const english = await post(port, '/api/app/goods/info/page', body, { language: 'en' });
    const chinese = await post(port, '/api/app/goods/info/page', body, { language: 'zh-Hans' });
    expect(english.type).toMatch(/^application\/json/);
    expect(JSON.parse(english.body)).toMatchObject({ code: 1000, message: 'success' });
    expect(JSON.parse(chinese.body)).toMatchObject({ code: 1000, message: '成功' });
    expect(JSON.parse(chinese.body).data.list).toEqual(JSON.parse(english.body).data.list);
  });
});
