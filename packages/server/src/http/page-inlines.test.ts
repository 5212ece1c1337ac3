import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support/test-server';
import {
  FIRST_VISIT_INLINE,
  INLINE_PICTURE_HEIGHT,
  INLINE_PICTURE_WIDTH,
  inlinePicture,
  PREVIEW_PICTURE_WIDTH,
} from './page-inlines';

/** A picture whose rows are noise, so that its size in bytes means something. */
async function noisy(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 11;
  for (let offset = 0; offset < pixels.length; offset += 1) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    pixels[offset] = (seed >> 16) % 96;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** The width and height of the picture of a `data:` address. */
async function drawn(address: string | undefined) {
  const bytes = Buffer.from(address?.split(',')[1] ?? '', 'base64');
  const { width, height } = await sharp(bytes).metadata();
  return { width, height };
}

describe('a first picture inside the page', () => {
  let dataDir: string;
  let test: TestServer;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'mall-inlines-'));
    await mkdir(join(dataDir, 'uploads/seed'), { recursive: true });
    // Wider than the banner's 2 : 1: flat (small whole) and a photograph (only its preview fits).
    await writeFile(
      join(dataDir, 'uploads/seed/flat.png'),
      await sharp({ create: { width: 1500, height: 500, channels: 3, background: '#2e7d5b' } })
        .png()
        .toBuffer(),
    );
    await writeFile(join(dataDir, 'uploads/seed/photo.png'), await noisy(1500, 500));
    test = await startTestServer('pglite', { DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await test?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('is as tall as the banner slot too, whole or as its preview, when the picture is wider than the slot', async () => {
    expect(INLINE_PICTURE_HEIGHT).toBe(320);
    const url = (file: string) => `${test.server.context.publicUrl}/uploads/seed/${file}`;
    const flat = await inlinePicture(test.server.context, url('flat.png'), 'webp', FIRST_VISIT_INLINE);
    expect(flat).toMatch(/^data:image\/webp;base64,/);
    // Sized by its width alone it would be 750 × 250, drawn taller than it is in a 616 × 308 slot.
    expect(await drawn(flat)).toEqual({ width: 960, height: INLINE_PICTURE_HEIGHT });
    expect(INLINE_PICTURE_WIDTH).toBeLessThan(960);
    const photo = await inlinePicture(test.server.context, url('photo.png'), 'webp', FIRST_VISIT_INLINE);
    expect(photo).toMatch(/^data:image\/webp;base64,/);
    expect(await drawn(photo)).toEqual({ width: 960, height: INLINE_PICTURE_HEIGHT });
    expect(PREVIEW_PICTURE_WIDTH).toBeLessThan(960);
  });
});
