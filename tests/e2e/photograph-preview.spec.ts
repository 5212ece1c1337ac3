import { expect, test } from '@playwright/test';
import { writePhotographs } from '../bench/photograph';
import { type MallServer, startMallServer } from '../mall-server';
import { largestPicture, useLocale } from './support';

// The bench's photograph shop, whose home banner is a photograph (the demo's are flat pictures of
// a few kilobytes): its own server, so the shared one keeps the demo shop.
let shop: MallServer;

test.beforeAll(async () => {
  shop = await startMallServer({}, writePhotographs);
});

// Wider than the shell's content, which is then drawn at its widest (640 px, the banner 616).
test.use({ viewport: { width: 700, height: 900 } });

test.afterAll(async () => {
  await shop?.stop();
});

test("a photograph banner comes inside the page as its preview, whose paint stays the page's largest when the app's own picture covers it", async ({
  page,
}) => {
  await useLocale(page, 'en');
  await page.goto(`${shop.baseURL}/#/`);
  const banner = page.locator('img.app-home__banner').first();
  // The app's own banner, at its slot's width, has loaded over the preview, which is gone.
  await expect(banner).toHaveJSProperty('complete', true);
  expect(await banner.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
    /\/uploads\/seed\/banner-1\.png\?w=\d+&h=\d+$/,
  );
  await expect(page.locator('.app-first-picture')).toHaveCount(0);
  // The largest contentful paint is still the preview's (only the preview comes as a `data:`
  // address): at least as wide and as tall as it was drawn, so the browser did not take the full
  // picture, painted later in the same place, as larger.
  const largest = await largestPicture(page);
  expect(largest.url).toMatch(/^data:image\/avif;base64,/);
  // The page as a first visit gets it (a `largest-contentful-paint` entry shortens a `data:`
  // address): the preview inside it covers 640 × 320 pixels (the 1500 × 640 photograph, wider than
  // the banner's 2 : 1, at 750 × 320), a few kilobytes where the whole picture is some tens.
  const served = await (
    await page.request.get(`${shop.baseURL}/`, {
      headers: { accept: 'text/html,application/xhtml+xml,image/avif,image/webp,*/*;q=0.8' },
    })
  ).text();
  const preview = /data:image\/avif;base64,[A-Za-z0-9+/=]+/.exec(served)?.[0] ?? '';
  const natural = await page.evaluate(async (url) => {
    const image = new Image();
    image.src = url;
    await image.decode();
    return [image.naturalWidth, image.naturalHeight];
  }, preview);
  expect(natural).toEqual([750, 320]);
  const whole = await page.request.get(`${shop.baseURL}/uploads/seed/banner-1.png?w=750`, {
    headers: { accept: 'image/avif,image/webp,*/*' },
  });
  const inside = Buffer.from(preview.split(',')[1] ?? '', 'base64').length;
  expect(inside).toBeLessThan((await whole.body()).length / 2);
});
