import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodsVideoPoster } from '../../services/goods-video.service';
import { variantRoot } from '../../services/picture-variants.service';
import { createGoods } from '../../test-support/fixtures';
import { startTestServer, TEST_DATABASES, type TestServer } from '../../test-support/test-server';
import { requestedRange } from '../upload/video-answer';

const FIXTURE = fileURLToPath(new URL('../../seed/goods-video.webm', import.meta.url));
const VIDEO_PATH = '/uploads/20260101/clip.webm';
const VIDEO_URL = `http://mall.test${VIDEO_PATH}`;

describe.each(TEST_DATABASES)('goods video on %s', (database) => {
  let test: TestServer;
  let dataDir: string;
  let withVideo: number;
  let withoutVideo: number;
  let video: Buffer;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'mall-video-'));
    await mkdir(join(dataDir, 'uploads/20260101'), { recursive: true });
    await copyFile(FIXTURE, join(dataDir, 'uploads/20260101/clip.webm'));
    video = await readFile(FIXTURE);
    test = await startTestServer(database, { DATA_DIR: dataDir });
    const db = test.server.context.db;
    withVideo = (await createGoods(db, { title: 'Pu-erh', specs: [{ name: '357 g', price: 100, stock: 3 }] }))
      .goodsId;
    withoutVideo = (
      await createGoods(db, { title: 'Longjing', specs: [{ name: '100 g', price: 100, stock: 3 }] })
    ).goodsId;
    await db.updateTable('goods').set({ video: VIDEO_URL }).where('id', '=', withVideo).execute();
  });
  afterAll(async () => {
    await test?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers a goods video with its poster, and nothing for a goods item without one', async () => {
    const detail = await test.client().goods.info.info({ id: withVideo });
    expect(detail.video).toBe(VIDEO_URL);
    expect(detail.videoPoster).toBe(`${VIDEO_URL}?poster`);
    const plain = await test.client().goods.info.info({ id: withoutVideo });
    expect(plain).not.toHaveProperty('video');
    expect(plain).not.toHaveProperty('videoPoster');
  });

  it('serves the video with its type, whole or by range', async () => {
    const whole = await test.fetch(VIDEO_PATH);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/webm');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await whole.arrayBuffer()).equals(video)).toBe(true);

    const part = await test.fetch(VIDEO_PATH, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${video.length}`);
    expect(part.headers.get('content-length')).toBe('100');
    expect(Buffer.from(await part.arrayBuffer()).equals(video.subarray(100, 200))).toBe(true);

    const tail = await test.fetch(VIDEO_PATH, { headers: { range: 'bytes=-10' } });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer()).equals(video.subarray(video.length - 10))).toBe(true);

    const past = await test.fetch(VIDEO_PATH, { headers: { range: `bytes=${video.length}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${video.length}`);
    await past.body?.cancel();
  });

  it('makes the poster once, a jpg frame of the video, kept on disk', async () => {
    const [first, second] = await Promise.all([
      test.fetch(`${VIDEO_PATH}?poster`),
      test.fetch(`${VIDEO_PATH}?poster`),
    ]);
    for (const answer of [first, second]) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/jpeg');
    }
    const bytes = Buffer.from(await first.arrayBuffer());
    await second.body?.cancel();
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const { width, height, format } = await sharp(bytes).metadata();
    expect({ width, height, format }).toEqual({ width: 320, height: 180, format: 'jpeg' });

    const posters = join(variantRoot(test.server.context), 'posters');
    const kept = join(posters, '20260101/clip.webm.jpg');
    const made = (await stat(kept)).mtimeMs;
    const again = await test.fetch(`${VIDEO_PATH}?poster`);
    expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true);
    expect((await stat(kept)).mtimeMs).toBe(made);
    expect(await readdir(join(posters, '20260101'))).toEqual(['clip.webm.jpg']);
  });

  it('answers 404 for a poster of no video, and for paths outside the upload folder', async () => {
    for (const path of [
      '/uploads/20260101/missing.webm?poster',
      '/uploads/20260101/missing.webm',
      '/uploads/..%2F..%2Fetc%2Fpasswd.webm',
      '/uploads/20260101/clip.mkv',
    ]) {
      const answer = await test.fetch(path);
      expect(answer.status, path).toBe(404);
      await answer.body?.cancel();
    }
  });
});

describe('goodsVideoPoster and requestedRange', () => {
  it('names a poster only for a local upload', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'mall-video-'));
    const test = await startTestServer('pglite', { DATA_DIR: dataDir });
    try {
      const server = test.server.context;
      expect(goodsVideoPoster(server, VIDEO_URL)).toBe(`${VIDEO_URL}?poster`);
      expect(goodsVideoPoster(server, 'https://cdn.example.com/v.webm')).toBeNull();
      expect(goodsVideoPoster(server, '')).toBeNull();
    } finally {
      await test.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it.each([
    [undefined, undefined],
    ['bytes=0-', { start: 0, end: 999 }],
    ['bytes=10-19', { start: 10, end: 19 }],
    ['bytes=990-5000', { start: 990, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=1000-', 'unsatisfiable'],
    ['bytes=-0', 'unsatisfiable'],
    ['bytes=0-1,5-9', undefined],
    ['items=0-9', undefined],
    ['bytes=20-10', undefined],
  ] as const)('reads Range %s of 1000 bytes', (header, expected) => {
    expect(requestedRange(header, 1000)).toEqual(expected);
  });
});
