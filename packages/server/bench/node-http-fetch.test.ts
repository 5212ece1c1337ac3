import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeHttpFetch } from './node-http-fetch';

/** What the server received of one request. */
interface Received {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingHttpHeaders;
  body: string;
}

describe("the order benchmark's fetch on node:http", () => {
  const received: Received[] = [];
  let server: Server;
  let base = '';
  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({
          method: request.method,
          url: request.url,
          headers: request.headers,
          body: Buffer.concat(chunks).toString(),
        });
        if (request.url?.startsWith('/empty')) {
          response.writeHead(204).end();
          return;
        }
        // Compressed as the reference server compresses a larger answer, when the request allows.
        const body = JSON.stringify({ code: 200, data: { echoed: Buffer.concat(chunks).toString() } });
        const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding']));
        response.writeHead(200, {
          'content-type': 'application/json',
          'x-answer': 'kept',
          ...(gzip ? { 'content-encoding': 'gzip' } : {}),
        });
        response.end(gzip ? gzipSync(body) : body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  /** A call as the SDK's transport makes it, through `send`, and what the server received. */
  async function call(send: typeof fetch, path: string) {
    const response = await send(`${base}${path}?page=1`, {
      method: 'POST',
      headers: new Headers({
        language: 'en',
        Authorization: 'token-1',
        'content-type': 'application/json',
        accept: 'application/json',
        'idempotency-key': 'key-1',
      }),
      body: JSON.stringify({ goodsId: 1, note: '茶' }),
      signal: new AbortController().signal,
    });
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      kept: response.headers.get('x-answer'),
      text: await response.text(),
      request: received.at(-1),
    };
  }

  it("sends the very request Node's fetch sends, and answers what it answers", async () => {
    const native = await call(fetch, '/api/order');
    const ours = await call(nodeHttpFetch(), '/api/order');
    expect(ours.request).toEqual(native.request);
    // Node's fetch asks for compressed answers: so does this one, and the server compressed both.
    expect(native.request?.headers['accept-encoding']).toBe('gzip, deflate');
    expect(ours).toEqual(native);
    expect(JSON.parse(ours.text)).toEqual({ code: 200, data: { echoed: '{"goodsId":1,"note":"茶"}' } });
  });

  it('answers a status without a body as fetch does', async () => {
    const native = await call(fetch, '/empty');
    const ours = await call(nodeHttpFetch(), '/empty');
    expect(ours).toEqual(native);
    expect(ours.status).toBe(204);
    expect(ours.text).toBe('');
  });
});
