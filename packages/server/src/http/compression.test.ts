import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MallServer } from '../create-server';
import { appServer } from '../test-support/app-server';
import { createGoods } from '../test-support/fixtures';
import { COMPRESS_FROM_BYTES } from './envelope';

describe('compressed answers', () => {
  const dist = mkdtempSync(join(tmpdir(), 'mall-dist-'));
  let server: MallServer;
  beforeAll(async () => {
    server = await appServer(dist, {});
  });
  afterAll(async () => {
    await server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const call = (path: string, body: unknown, encoding?: string) =>
    server.app.request(`/api/app/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(encoding ? { 'accept-encoding': encoding } : {}) },
      body: JSON.stringify(body),
    });

  /** The answer's JSON text, decompressed as its `Content-Encoding` says. */
  async function textOf(response: Response): Promise<string> {
    const bytes = Buffer.from(await response.arrayBuffer());
    const encoding = response.headers.get('content-encoding');
    if (encoding === 'br') {
      return brotliDecompressSync(bytes).toString();
    }
    return encoding === 'gzip' ? gunzipSync(bytes).toString() : bytes.toString();
  }

  it('leaves a small answer as it is', async () => {
    const small = await call('info/banner/list', {}, 'gzip, deflate, br');
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(small.headers.get('vary')).toBeNull();
    expect((await textOf(small)).length).toBeLessThan(COMPRESS_FROM_BYTES);
  });

  it('sends a long answer in brotli or gzip as the request accepts, the same JSON as plain', async () => {
    await server.context.db
      .insertInto('banner')
      .values(
        Array.from({ length: 12 }, (_, index) => ({
          title: `春茶上新 · 明前龙井 ${index} — a long banner title that repeats`,
          pic: `http://localhost:8080/uploads/banner-${index}.png`,
          sort_num: index,
        })),
      )
      .execute();
    for (const goods of ['Longjing', 'Biluochun', 'Tieguanyin', 'Pu-erh', 'Jasmine', 'Oolong']) {
      await createGoods(server.context.db, {
        title: `${goods} green tea of this spring, picked before the rains, 250 g tin`,
        specs: [{ name: '250 g', price: 8800, stock: 5 }],
      });
    }
    // A fresh answer (the banners) and one the server keeps for a second (the goods page).
    for (const [path, body] of [
      ['info/banner/list', {}],
      ['goods/info/page', { page: 1, size: 20 }],
    ] as const) {
      const plain = await call(path, body);
      expect(plain.headers.get('content-encoding'), path).toBeNull();
      expect(plain.headers.get('vary'), path).toBe('Accept-Encoding');
      const text = await textOf(plain);
      expect(text.length, path).toBeGreaterThanOrEqual(COMPRESS_FROM_BYTES);
      for (const [accept, encoding] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
        ['br;q=0, gzip', 'gzip'],
      ] as const) {
        const compressed = await call(path, body, accept);
        expect(compressed.headers.get('content-encoding'), `${path} ${accept}`).toBe(encoding);
        expect(compressed.headers.get('vary'), path).toBe('Accept-Encoding');
        expect(compressed.headers.get('x-content-type-options'), path).toBe('nosniff');
        expect(await textOf(compressed), `${path} ${accept}`).toBe(text);
      }
      const identity = await call(path, body, 'identity');
      expect(identity.headers.get('content-encoding'), path).toBeNull();
    }
  });
});
