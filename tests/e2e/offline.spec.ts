import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumLaunchOptions } from '@mall/test-support';
import { chromium, expect, type Page, test } from '@playwright/test';
import { cachedUrls, catalogueKeeps, keptCatalogue, workerActive } from './pwa-support';
import { baseURL, localeMessages, operator, shopperCall, signInNewShopper, useLocale } from './support';

// These journeys are of the installed app: its service worker runs.
test.use({ serviceWorkers: 'allow' });

const t = localeMessages('en');
const MY = '/pages/index/my';

/** The width and height a PNG's header states. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The offline notice over the page, of one kind. */
const notice = (page: Page, kind: 'catalogue' | 'needs-network') =>
  page.locator(`.app-offline[data-kind="${kind}"][role="status"]`);

test("Chromium finds the app installable: the shop's manifest, icons in the sizes asked for, a worker", async () => {
  // A browser profile on disk: Chromium installs no app from a private window.
  const profile = mkdtempSync(join(tmpdir(), 'mall-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...chromiumLaunchOptions,
    viewport: { width: 375, height: 812 },
    serviceWorkers: 'allow',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await useLocale(page, 'en');
    await page.goto(`${baseURL()}/#/`);
    await workerActive(page);
    // The served page links no manifest (Chromium would fetch it beside the first screen's picture):
    // the app links it once its first screen is idle.
    expect(await (await fetch(`${baseURL()}/`)).text()).not.toContain('rel="manifest"');
    await expect(page.locator('link[rel="manifest"]')).toHaveCount(1);
    const devtools = await context.newCDPSession(page);
    const { installabilityErrors } = await devtools.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    await expectManifest(await devtools.send('Page.getAppManifest'));
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

/** The manifest Chromium read: the shop's name and colours, standalone at home, its icons there. */
async function expectManifest({ url, data }: { url: string; data?: string }) {
  expect(url).toBe(`${baseURL()}/manifest.webmanifest`);
  const manifest = JSON.parse(data ?? '{}') as {
    name: string;
    short_name: string;
    display: string;
    start_url: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  const shopName = localeMessages('zh-Hans')('app.name');
  expect(manifest).toMatchObject({
    name: shopName,
    short_name: shopName,
    display: 'standalone',
    start_url: './#/',
    theme_color: '#f6f7fa',
    background_color: '#f6f7fa',
  });
  // Each icon is there, in the size it states; one is maskable.
  for (const icon of manifest.icons) {
    const answer = await fetch(new URL(icon.src, `${baseURL()}/`));
    expect(answer.status, icon.src).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/png');
    const { width, height } = pngSize(Buffer.from(await answer.arrayBuffer()));
    expect(`${width}x${height}`).toBe(icon.sizes);
  }
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
}

test('offline, a reload opens the categories, the goods seen, home and the cart with a notice; back online they refresh by themselves', async ({
  page,
}) => {
  await useLocale(page, 'en');
  await page.goto(`${baseURL()}/#/`);
  const first = page.locator('.mall-goods-card').first();
  await expect(first).toBeVisible();
  const title = ((await first.locator('.mall-goods-card__title').textContent()) ?? '').trim();
  await first.getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const detailUrl = page.url();
  await page.getByRole('button', { name: t('detail.addToCart') }).click();
  await expect(page.getByRole('status').filter({ hasText: t('message.addedToCart') })).toBeVisible();
  await workerActive(page);
  await catalogueKeeps(page, '"detail"');
  await page.goto(`${baseURL()}/#/pages/index/category`);
  const category = page.locator('.app-category__child').first();
  await expect(category).toBeVisible();
  const categoryName = ((await category.textContent()) ?? '').trim();
  await catalogueKeeps(page, '"hot"');
  await catalogueKeeps(page, '"types"');

  await page.context().setOffline(true);
  await page.reload();
  await expect(page.locator('.app-category__child').first()).toHaveText(categoryName);
  await expect(notice(page, 'catalogue')).toBeVisible();
  // Its pictures, seen once the worker ran, come from the worker's cache.
  await expect
    .poll(() =>
      page
        .locator('.app-category__pic')
        .first()
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0);
  await page.goto(detailUrl);
  await page.reload();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(notice(page, 'catalogue')).toHaveText(t('offline.notice'));
  await page.goto(`${baseURL()}/#/`);
  await expect(page.locator('.mall-goods-card__title').filter({ hasText: title }).first()).toBeVisible();
  await expect(notice(page, 'catalogue')).toBeVisible();
  await page.goto(`${baseURL()}/#/pages/index/shopping-cart`);
  await expect(page.locator('.app-cart__row').first()).toContainText(title);
  await expect(notice(page, 'catalogue')).toBeVisible();

  // A write fails (login says so in its own words, spec §8) and keeps what was typed.
  await page.goto(`${baseURL()}/#/pages/user/login`);
  await page.getByRole('textbox', { name: t('login.account') }).fill('demo');
  await page.getByLabel(t('login.password')).fill('demo1234');
  await page.getByRole('button', { name: t('login.submit') }).click();
  await expect(page.getByRole('alert').filter({ hasText: t('message.loginFailed') })).toBeVisible();
  await expect(page.getByRole('textbox', { name: t('login.account') })).toHaveValue('demo');

  // Back online, the cart reads its goods again without a tap, and the notice goes.
  await page.goto(`${baseURL()}/#/pages/index/shopping-cart`);
  await expect(page.locator('.app-cart__row').first()).toContainText(title);
  const refreshed = page.waitForResponse(/\/api\/app\/goods\/info\/info\?id=\d+/);
  await page.context().setOffline(false);
  expect((await refreshed).status()).toBe(200);
  await expect(notice(page, 'catalogue')).toBeHidden();
});

/**
 * Records, for every page opened from now on, each largest-contentful-paint candidate (its address
 * and when it was drawn) and when the app put its own first banner `<img>` into the page, read by
 * `largestPaint` (an entry's element is gone from it once removed, as the shell's picture is).
 */
const recordLargestPaints = (page: Page) =>
  page.addInitScript(() => {
    const record = { paints: [] as { url: string; at: number }[], appBannerAt: Number.POSITIVE_INFINITY };
    Object.assign(window, { mallPaints: record });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { url?: string })[]) {
        record.paints.push({ url: entry.url ?? '', at: entry.startTime });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new MutationObserver((_, observer) => {
      if (document.querySelector('img.app-home__banner')) {
        record.appBannerAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
/** The page's largest contentful paint so far, and whether it was drawn before the app's banner existed. */
const largestPaint = (page: Page) =>
  page.evaluate(() => {
    const { paints, appBannerAt } = (
      window as unknown as { mallPaints: { paints: { url: string; at: number }[]; appBannerAt: number } }
    ).mallPaints;
    const last = paints.at(-1);
    return { url: last?.url ?? '', beforeTheApp: last !== undefined && last.at < appBannerAt };
  });

test("an installed app's start draws home's first banner from its shell before the app has run, offline too", async ({
  page,
}) => {
  await useLocale(page, 'en');
  await recordLargestPaints(page);
  await page.goto(`${baseURL()}/#/`);
  await expect(page.locator('.app-home__banner').first()).toBeVisible();
  await workerActive(page);
  // Opened again under the worker: the banner goes through its cache, and the app keeps its sources.
  await page.reload();
  const banner = page.locator('.app-home__banner').first();
  await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const bannerUrl = await banner.evaluate((img: HTMLImageElement) => img.currentSrc);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('mall.firstBanner')), { timeout: 15_000 })
    .toContain('/uploads/');
  for (const offline of [false, true]) {
    await page.context().setOffline(offline);
    await page.reload();
    // The shell's picture goes once the app's own has loaded; the largest paint was the shell's,
    // drawn before the app's own banner existed (at the same place and address: one fetch).
    await expect(page.locator('.app-first-picture')).toHaveCount(0);
    await expect(banner).toBeVisible();
    expect(await largestPaint(page), offline ? 'offline' : 'online').toEqual({
      url: bannerUrl,
      beforeTheApp: true,
    });
  }
  await page.context().setOffline(false);
});

test('a shop in another language opens offline in it, its catalogue with it, with no language saved on the device', async ({
  page,
}) => {
  // The shop's `appLang` is English (the demo shop's is zh-Hans); the device has no saved choice.
  await page
    .context()
    .route(/\/api\/app\/base\/comm\/param\?key=appLang$/, (route) =>
      route.fulfill({ json: { code: 1000, message: 'success', data: 'en' } }),
    );
  await page.goto(`${baseURL()}/#/`);
  await expect(page.getByRole('heading', { level: 1, name: t('tab.home') })).toBeVisible();
  // Home's goods read again in English once the shop's language has answered.
  const [hot] = await shopperCall<{ title: string }[]>('app/app/goods/list', { body: {} });
  const title = hot?.title ?? '';
  await expect(page.locator('.mall-goods-card__title').first()).toHaveText(title);
  await workerActive(page);
  await catalogueKeeps(page, '"hot"');
  expect(await page.evaluate(() => window.localStorage.getItem('mall.locale'))).toBeNull();

  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: t('tab.home') })).toBeVisible();
  await expect(notice(page, 'catalogue')).toHaveText(t('offline.notice'));
  await expect(page.locator('.mall-goods-card__title').first()).toHaveText(title);
  await page.context().setOffline(false);
});

test('nothing of one shopper is kept for, or shown to, the next one on the device', async ({ page }) => {
  const first = await signInNewShopper(page, { locale: 'en', balance: 12 });
  const second = `n${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  await operator('user/add', { username: second, password: 'shop1234' });
  await page.goto(`${baseURL()}/#${MY}`);
  await expect(page.getByRole('heading', { level: 2, name: first.username })).toBeVisible();
  await page.goto(`${baseURL()}/#/pages/order/list`);
  await page.goto(`${baseURL()}/#/`);
  await expect(page.locator('.mall-goods-card').first()).toBeVisible();
  await workerActive(page);
  // Opened again under the worker: home's pictures go through it.
  await page.reload();
  await expect(page.locator('.mall-goods-card img').first()).toBeVisible();
  await catalogueKeeps(page, '"hot"');

  // The first shopper's own answers are neither kept nor in the worker's caches.
  const isPersonal = (text: string) => text.includes(first.username) || text.includes(second);
  const kept = await keptCatalogue(page);
  expect(kept === null || !isPersonal(kept)).toBe(true);
  expect((await cachedUrls(page)).filter((url) => url.includes('/api/'))).toEqual([]);

  // Offline, the account page needs the network and shows nothing of the shopper.
  await page.goto(`${baseURL()}/#${MY}`);
  await page.context().setOffline(true);
  await page.reload();
  await expect(notice(page, 'needs-network')).toContainText(t('offline.needsNetwork'));
  await expect(page.getByText(first.username)).toHaveCount(0);
  await page.context().setOffline(false);
  await expect(page.getByRole('heading', { level: 2, name: first.username })).toBeVisible();

  // The first shopper signs out (the worker's pictures go with them: a shopper's avatar and photos
  // are pictures too); the second signs in on the same page and sees only their own.
  const goodsPictures = async () =>
    (await cachedUrls(page)).filter((url) => url.includes('/uploads/seed/goods-'));
  expect(await goodsPictures()).not.toEqual([]);
  await page.goto(`${baseURL()}/#/pages/user/set`);
  await page.getByRole('button', { name: t('my.logout') }).click();
  await expect(page).toHaveURL(/#\/pages\/user\/login/);
  await expect.poll(goodsPictures).toEqual([]);
  await page.goto(`${baseURL()}/#/pages/user/login?redirect=${encodeURIComponent(MY)}`);
  await page.getByRole('textbox', { name: t('login.account') }).fill(second);
  await page.getByLabel(t('login.password')).fill('shop1234');
  await page.getByRole('button', { name: t('login.submit') }).click();
  await expect(page.getByRole('heading', { level: 2, name: second })).toBeVisible();
  await expect(page.getByText(first.username)).toHaveCount(0);

  await page.context().setOffline(true);
  await page.reload();
  await expect(notice(page, 'needs-network')).toBeVisible();
  await expect(page.getByText(first.username)).toHaveCount(0);
  await expect(page.getByText(second)).toHaveCount(0);
  const keptAfter = await keptCatalogue(page);
  expect(keptAfter === null || !isPersonal(keptAfter)).toBe(true);
  expect((await cachedUrls(page)).filter((url) => url.includes('/api/'))).toEqual([]);
  await page.context().setOffline(false);
});

for (const locale of ['zh-Hans', 'en', 'bn']) {
  test(`the offline notices in ${locale}: the catalogue as last seen, the account needing the network`, async ({
    page,
  }) => {
    const words = localeMessages(locale);
    await signInNewShopper(page, { locale });
    await page.goto(`${baseURL()}/#/`);
    await expect(page.locator('.mall-goods-card').first()).toBeVisible();
    await workerActive(page);
    await catalogueKeeps(page, '"hot"');
    await page.context().setOffline(true);
    await page.reload();
    await expect(notice(page, 'catalogue')).toHaveText(words('offline.notice'));
    await expect(page.locator('.mall-goods-card').first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`offline-home-${locale}.png`) });
    await page.goto(`${baseURL()}/#${MY}`);
    await expect(notice(page, 'needs-network')).toContainText(words('offline.needsNetworkHint'));
    // The page under it: what needs no answer (its sections, its links), the profile waiting.
    await expect(page.getByRole('heading', { level: 1, name: words('tab.my') })).toBeVisible();
    await expect(page.getByRole('link', { name: words('my.allOrders') })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`offline-my-${locale}.png`) });
    await page.context().setOffline(false);
  });
}
