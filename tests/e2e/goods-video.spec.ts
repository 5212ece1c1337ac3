import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { baseURL, shopperCall, useLocale } from './support';

interface GoodsDetail {
  id: number;
  title: string;
  video?: string | null;
  videoPoster?: string | null;
}

/** The demo goods item with a video (the demo seed gives one its video: the second). */
async function goodsWithVideo(): Promise<GoodsDetail> {
  for (let id = 1; id <= 5; id += 1) {
    const goods = await shopperCall<GoodsDetail>(`app/goods/info/info?id=${id}`);
    if (goods.video) {
      return goods;
    }
  }
  throw new Error('no demo goods item has a video');
}

test("a goods video plays in the detail's carousel: its poster first, its controls hidden after 3 s", async ({
  page,
}) => {
  const goods = await goodsWithVideo();
  expect(goods.videoPoster).toBe(`${goods.video}?poster`);
  await useLocale(page, 'en');
  // The page's policy lets the video and its poster come from the upload host (`media-src`).
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) {
      violations.push(message.text());
    }
  });
  const ranges: string[] = [];
  page.on('request', (request) => {
    if (request.url() === goods.video && request.headers().range) {
      ranges.push(request.headers().range ?? '');
    }
  });
  await page.goto(`${baseURL()}/#/pages/goods/detail?id=${goods.id}`);
  await expect(page.getByRole('heading', { name: goods.title })).toBeVisible();

  // The video is the second slide, after the picture a shared link preloads.
  await page.getByRole('button', { name: '2 / 4' }).click();
  const player = page.locator('.mall-video-player');
  const video = page.getByLabel(`Goods video: ${goods.title}`);
  await expect(video).toBeInViewport({ ratio: 1 });
  // The carousel's dots stay clear of the player's controls.
  const controls = await player.locator('.mall-video-player__controls').boundingBox();
  const dots = await page.locator('.mall-swiper__dots').boundingBox();
  expect((controls?.y ?? 0) + (controls?.height ?? 0)).toBeLessThanOrEqual(dots?.y ?? 0);
  await expect(video).toHaveAttribute('poster', goods.videoPoster ?? '');
  await expect(player).toHaveAttribute('data-state', 'paused');

  // Before playing, the poster (the jpg frame at 1000 ms, 320 × 180) is what the player shows.
  const poster = await page.request.get(goods.videoPoster ?? '');
  expect(poster.status()).toBe(200);
  expect(poster.headers()['content-type']).toBe('image/jpeg');
  expect(
    await page.evaluate(async (src) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      return [image.naturalWidth, image.naturalHeight];
    }, goods.videoPoster ?? ''),
  ).toEqual([320, 180]);
  expect(await video.evaluate((element: HTMLVideoElement) => [element.paused, element.currentTime])).toEqual([
    true,
    0,
  ]);
  // Its length comes with the metadata, before any playing.
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.duration)).toBeCloseTo(10, 0);
  await expect(player.locator('.mall-video-player__time').last()).toHaveText(/^0:(09|10)$/);
  await page.screenshot({ path: test.info().outputPath('goods-video-poster-375.png') });
  await expectNoSeriousAxeViolations(page, 'goods detail with its video');

  // Play: the time moves on, and the controls fade out 3 s later (the pointer left alone).
  await player.getByRole('button', { name: 'Play' }).click();
  const started = Date.now();
  await expect(player).toHaveAttribute('data-state', 'playing');
  await expect(player).toHaveAttribute('data-controls', 'visible');
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(1);
  await expect(player).toHaveAttribute('data-controls', 'hidden', { timeout: 6_000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(2_900);
  await page.screenshot({ path: test.info().outputPath('goods-video-playing-375.png') });

  // Seeking asks the server for a range of the WebM file, and it answers one.
  await video.evaluate((element: HTMLVideoElement) => {
    element.currentTime = 6;
  });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(6);
  expect(ranges.length).toBeGreaterThan(0);
  const part = await page.request.get(goods.video ?? '', { headers: { range: 'bytes=0-99' } });
  expect(part.status()).toBe(206);
  expect(part.headers()['content-type']).toBe('video/webm');

  // A pointer movement brings the controls back; turning to another slide pauses the video.
  await player.hover();
  await expect(player).toHaveAttribute('data-controls', 'visible');
  await page.getByRole('button', { name: '1 / 4' }).click();
  await expect(player).toHaveAttribute('data-state', 'paused');
  expect(violations).toEqual([]);
});
