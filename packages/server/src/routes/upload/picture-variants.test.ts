import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { PICTURE_WIDTHS } from '@mall/sdk/pictures';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { variantEncodings, variantFormat, variantRoot } from '../../services/picture-variants.service';
import { servedPicture } from '../../services/served-picture';
import { startTestServer, type TestServer } from '../../test-support/test-server';

const AVIF = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';
const WEBP = 'image/webp,*/*';

/** A real 1000×600 photo-like JPEG: gradients and noise, so that sizes mean something. */
async function photo(width = 1000, height = 600): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const offset = (y * width + x) * 3;
      pixels[offset] = (x * 255) / width;
      pixels[offset + 1] = (y * 255) / height;
      pixels[offset + 2] = 128 + ((seed >> 16) % 64);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** Every file below `folder`, as paths relative to it. */
async function filesBelow(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)));
}

describe('picture variants (local upload mode)', () => {
  let dataDir: string;
  let test: TestServer;
  let original: Buffer;
  const path = '/uploads/20260101/0b9c1f0e-photo.jpg';

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'mall-variants-'));
    original = await photo();
    await mkdir(join(dataDir, 'uploads/20260101'), { recursive: true });
    await writeFile(join(dataDir, 'uploads/20260101/0b9c1f0e-photo.jpg'), original);
    await writeFile(
      join(dataDir, 'uploads/20260101/small.png'),
      await sharp(await photo(200, 100))
        .png()
        .toBuffer(),
    );
    test = await startTestServer('pglite', { DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await test?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function get(url: string, accept: string) {
    const response = await test.fetch(url, { headers: { accept } });
    return { response, body: Buffer.from(await response.arrayBuffer()) };
  }

  it('answers AVIF, WebP or the original type by Accept, at the asked width, smaller than the original', async () => {
    for (const [accept, type, format] of [
      [AVIF, 'image/avif', 'heif'],
      [WEBP, 'image/webp', 'webp'],
      ['image/png,*/*', 'image/jpeg', 'jpeg'],
      ['', 'image/jpeg', 'jpeg'],
    ] as const) {
      const { response, body } = await get(`${path}?w=320`, accept);
      expect(response.status, accept).toBe(200);
      expect(response.headers.get('content-type'), accept).toBe(type);
      expect(response.headers.get('vary')).toBe('Accept');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'");
      expect(Number(response.headers.get('content-length'))).toBe(body.length);
      const metadata = await sharp(body).metadata();
      expect(metadata.format, accept).toBe(format);
      expect(metadata.width).toBe(320);
      expect(metadata.height).toBe(192);
      expect(body.length, accept).toBeLessThan(original.length / 5);
    }
    const modern = await get(`${path}?w=640`, AVIF);
    const fallback = await get(`${path}?w=640`, '*/*');
    expect(modern.body.length).toBeLessThan(fallback.body.length);
  });

  it('never makes a picture wider than the original', async () => {
    const { response, body } = await get(`${path}?w=1280`, WEBP);
    expect(response.status).toBe(200);
    expect((await sharp(body).metadata()).width).toBe(1000);
    // In its own type, a small original that would not shrink is answered as it is.
    const small = await get('/uploads/20260101/small.png?w=960', 'image/png');
    expect(small.response.headers.get('content-type')).toBe('image/png');
    expect((await sharp(small.body).metadata()).width).toBe(200);
  });

  it('with a height too, answers the smallest picture at least that wide and that tall, for a slot it covers', async () => {
    // 1000 × 600: 320 wide alone is 192 tall, too short for a 320 × 320 slot the picture covers.
    const square = await get(`${path}?w=320&h=320`, WEBP);
    expect(square.response.status).toBe(200);
    expect(square.response.headers.get('vary')).toBe('Accept');
    expect(await sharp(square.body).metadata()).toMatchObject({ format: 'webp', width: 533, height: 320 });
    // A slot wider than the picture: the width binds, as without a height.
    expect(await sharp((await get(`${path}?w=640&h=160`, WEBP)).body).metadata()).toMatchObject({
      width: 640,
      height: 384,
    });
    // Never larger than the original.
    expect(await sharp((await get(`${path}?w=960&h=960`, WEBP)).body).metadata()).toMatchObject({
      width: 1000,
      height: 600,
    });
    const files = await filesBelow(variantRoot(test.server.context));
    expect(files.filter((file) => file.endsWith('.w320h320.webp'))).toHaveLength(1);
    for (const url of [`${path}?h=320`, `${path}?w=320&h=321`, `${path}?w=320&h=`, `${path}?w=321&h=320`]) {
      expect((await get(url, WEBP)).response.status, url).toBe(404);
    }
  });

  it('keeps each variant on disk and encodes it once, even for requests at the same time', async () => {
    const before = variantEncodings(test.server.context);
    const answers = await Promise.all(Array.from({ length: 8 }, () => get(`${path}?w=480`, AVIF)));
    expect(variantEncodings(test.server.context) - before).toBe(1);
    for (const answer of answers) {
      expect(answer.response.status).toBe(200);
      expect(answer.body.equals(answers[0]!.body)).toBe(true);
    }
    const files = await filesBelow(variantRoot(test.server.context));
    const kept = files.filter((file) => file.endsWith('.w480.avif'));
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatch(/^20260101\/0b9c1f0e-photo\.jpg\.[0-9a-z]+-[0-9a-z]+\.w480\.avif$/);
    expect(files.filter((file) => file.endsWith('.tmp'))).toEqual([]);
    const onDisk = await stat(join(variantRoot(test.server.context), kept[0]!));
    expect(onDisk.size).toBe(answers[0]!.body.length);
    // Asked again: read from disk, not encoded.
    await get(`${path}?w=480`, AVIF);
    expect(variantEncodings(test.server.context) - before).toBe(1);
  });

  it('keeps a preview (a low quality, for a page to carry) apart from the variant of the same width', async () => {
    const relative = '20260101/0b9c1f0e-photo.jpg';
    const full = await servedPicture(test.server.context, relative, { width: 640 }, 'image/avif');
    const preview = await servedPicture(
      test.server.context,
      relative,
      { width: 640 },
      'image/avif',
      'preview',
    );
    expect(full?.path).toMatch(/\.w640\.avif$/);
    expect(preview?.path).toMatch(/\.w640\.preview\.avif$/);
    expect(preview?.type).toBe('image/avif');
    expect((await sharp(preview?.path).metadata()).width).toBe(640);
    // Fewer bytes for the same pixels; the page's own request still answers the full one.
    expect(preview?.size).toBeLessThan((full?.size ?? 0) / 2);
    const asked = await get(`${path}?w=640`, AVIF);
    expect(asked.body.length).toBe(full?.size);
    // Kept: asked again, neither is encoded again.
    const before = variantEncodings(test.server.context);
    await servedPicture(test.server.context, relative, { width: 640 }, 'image/avif', 'preview');
    await servedPicture(test.server.context, relative, { width: 640 }, 'image/avif');
    expect(variantEncodings(test.server.context) - before).toBe(0);
  });

  it('leaves whole files when two servers encode the same variant at once', async () => {
    const second = await startTestServer('pglite', { DATA_DIR: dataDir });
    const before = variantEncodings(test.server.context);
    try {
      const [one, two] = await Promise.all([
        test.fetch(`${path}?w=750`, { headers: { accept: WEBP } }),
        second.fetch(`${path}?w=750`, { headers: { accept: WEBP } }),
      ]);
      const bodies = [Buffer.from(await one.arrayBuffer()), Buffer.from(await two.arrayBuffer())];
      // Both encoded (neither found the other's file): the race this guards against happened.
      expect(variantEncodings(test.server.context) - before + variantEncodings(second.server.context)).toBe(
        2,
      );
      for (const body of bodies) {
        expect((await sharp(body).metadata()).width).toBe(750);
      }
      const files = await filesBelow(variantRoot(test.server.context));
      expect(files.filter((file) => file.endsWith('.w750.webp'))).toHaveLength(1);
      expect(files.filter((file) => file.endsWith('.tmp'))).toEqual([]);
      const kept = await sharp(
        join(variantRoot(test.server.context), files.find((file) => file.endsWith('.w750.webp'))!),
      ).metadata();
      expect(kept.width).toBe(750);
    } finally {
      await second.close();
    }
  });

  it('refuses widths not offered and paths outside the upload folder', async () => {
    for (const url of [
      `${path}?w=321`,
      `${path}?w=0`,
      `${path}?w=-320`,
      `${path}?w=320px`,
      `${path}?w=`,
      `${path}?w=99999`,
      '/uploads/20260101/missing.jpg?w=320',
      '/uploads/../upload-variants/x.avif?w=320',
      '/uploads/..%2f..%2fetc%2fpasswd?w=320',
      '/uploads/%2e%2e/upload-variants/20260101?w=320',
    ]) {
      const { response } = await get(url, AVIF);
      expect(response.status, url).toBe(404);
    }
    for (const width of PICTURE_WIDTHS) {
      expect((await get(`${path}?w=${width}`, WEBP)).response.status).toBe(200);
    }
  });

  it("answers a goods item's first picture at a width from its id, as its upload's variant", async () => {
    const db = test.server.context.db;
    const type = await db
      .insertInto('goods_type')
      .values({ name: 'Tea', parent_id: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const goods = (pics: string[], main_pic: string, status = 1) =>
      db
        .insertInto('goods')
        .values({
          type_id: type.id,
          title: 'Tea',
          main_pic,
          pics: JSON.stringify(pics),
          price: 100,
          status,
          create_time: new Date(),
          update_time: new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const withPictures = await goods([`http://mall.test${path}`, 'http://mall.test/uploads/other.png'], '');
    const mainOnly = await goods([], `http://mall.test${path}`);
    const foreign = await goods(['https://elsewhere.example/a.jpg'], '');
    const offSale = await goods([`http://mall.test${path}`], '', 0);
    const { response, body } = await get(`/pictures/goods/${withPictures.id}/first?w=640`, AVIF);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/avif');
    expect(response.headers.get('vary')).toBe('Accept');
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(body.equals((await get(`${path}?w=640`, AVIF)).body)).toBe(true);
    const square = await get(`/pictures/goods/${withPictures.id}/first?w=640&h=640`, AVIF);
    expect(square.body.equals((await get(`${path}?w=640&h=640`, AVIF)).body)).toBe(true);
    expect(await sharp(square.body).metadata()).toMatchObject({ width: 1000, height: 600 });
    expect(
      (await get(`/pictures/goods/${mainOnly.id}/first?w=320`, WEBP)).response.headers.get('content-type'),
    ).toBe('image/webp');
    for (const url of [
      `/pictures/goods/${foreign.id}/first?w=640`,
      `/pictures/goods/${offSale.id}/first?w=640`,
      `/pictures/goods/${withPictures.id}/first?w=641`,
      `/pictures/goods/${withPictures.id}/first?w=640&h=641`,
      '/pictures/goods/999999/first?w=640',
      '/pictures/goods/0/first?w=640',
      '/pictures/goods/9999999999/first?w=640',
      '/pictures/goods/1e3/first?w=640',
      '/pictures/goods/..%2f..%2fetc/first?w=640',
    ]) {
      expect((await get(url, AVIF)).response.status, url).toBe(404);
    }
  });

  it('chooses the type by Accept, a refused type (q=0) left out; GIF keeps its frames', () => {
    expect(variantFormat('image/png', 'image/avif;q=0, image/webp')).toBe('webp');
    expect(variantFormat('image/png', 'image/avif;q=0.5')).toBe('avif');
    expect(variantFormat('image/png', 'text/html')).toBe('png');
    expect(variantFormat('image/gif', AVIF)).toBeUndefined();
  });
});
