import { expect, type Page, test } from '@playwright/test';
import { baseURL, builtChunk, largestPicture, useLocale } from './support';

/** Every picture request of the page, by address, in order. */
function recordPictureRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image' || /\/(uploads|pictures)\//.test(request.url())) {
      urls.push(request.url());
    }
  });
  return urls;
}

/** Records the page's layout shifts in `window.shifts` from its start. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Holds back the requests to `pattern` until the function it answers is called. */
async function holdRequests(page: Page, pattern: RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

test("home's LCP picture comes inside the page, small and modern, and the app's own banner is fetched once at its slot's width", async ({
  page,
}) => {
  await useLocale(page, 'en');
  const requests = recordPictureRequests(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/index-[^/]+\.js$/.test(request.url())) {
      scripts.push(request.url());
    }
  });
  await page.goto(`${baseURL()}/#/`);
  const largest = await largestPicture(page);
  // Drawn from the page itself: a data address, AVIF, a few kilobytes, at least as wide as drawn.
  expect(largest.url).toMatch(/^data:image\/avif;base64,/);
  expect(largest.natural).toBeGreaterThanOrEqual(largest.drawn);
  const served = await (
    await page.request.get(`${baseURL()}/`, {
      headers: {
        accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
        // As a browser that has been here asks: the 4 KB line, which the demo's flat banners fit.
        'if-none-match': 'W/"kept"',
      },
    })
  ).text();
  const inline = /data:image\/avif;base64,([A-Za-z0-9+/=]+)/.exec(served)?.[1] ?? '';
  expect(Buffer.from(inline, 'base64').length).toBeGreaterThan(100);
  expect(Buffer.from(inline, 'base64').length).toBeLessThanOrEqual(4096);
  expect(await page.locator('head link[rel="preload"][as="image"]').count()).toBe(0);
  // The app's script was asked for once, by the page's own script.
  expect(scripts).toHaveLength(1);
  // The app's banner: fetched once, in a width for its slot, never the original.
  const own = page.locator('img.app-home__banner').first();
  const src = await own.evaluate((image: HTMLImageElement) => image.currentSrc);
  expect(src).toMatch(/\/uploads\/seed\/banner-1\.png\?w=\d+&h=\d+$/);
  expect(requests.filter((url) => url === src)).toHaveLength(1);
});

for (const { name, path, picture } of [
  {
    name: "a shared goods link's first picture",
    path: '/#/pages/goods/detail?id=1',
    picture: /\/pictures\/goods\/1\/first\?w=\d+&h=\d+$/,
  },
]) {
  test(`the LCP picture of ${name} is the one index.html preloads, sized for its slot, fetched once`, async ({
    page,
  }) => {
    await useLocale(page, 'en');
    const requests = recordPictureRequests(page);
    await page.goto(`${baseURL()}${path}`);
    const largest = await largestPicture(page);
    expect(largest.url).toMatch(picture);
    // Fetched by the preload link of index.html, and the page's <img> took that very response.
    expect(largest.initiator).toBe('link');
    const preload = page.locator('head link[rel="preload"][as="image"]');
    await expect(preload).toHaveCount(1);
    expect(await preload.getAttribute('imagesrcset')).toContain(largest.url.replace(/\?w=\d+&h=\d+$/, ''));
    expect(requests.filter((url) => url === largest.url)).toHaveLength(1);
    // A modern format at about the width the slot needs on this screen (375 px at 1×), never the original.
    const answer = await page.request.get(largest.url, { headers: { accept: 'image/avif,image/webp,*/*' } });
    expect(answer.headers()['content-type']).toBe('image/avif');
    expect(largest.natural).toBeGreaterThanOrEqual(largest.drawn);
    expect(largest.natural).toBeLessThanOrEqual(640);
    expect(largest.bytes).toBeGreaterThan(0);
    expect(largest.bytes).toBeLessThan(20_000);
  });
}

test("a goods detail's address names its goods where the server reads it, so a reload draws its picture from the page", async ({
  page,
}) => {
  await useLocale(page, 'en');
  await page.goto(`${baseURL()}/#/`);
  await page.locator('.mall-goods-card').first().click();
  await expect(page.locator('.app-detail__title')).toBeVisible();
  const id = /[?&]id=(\d+)/.exec(new URL(page.url()).hash)?.[1];
  expect(id).toBeTruthy();
  expect(new URL(page.url()).search).toBe(`?goods=${id}`);
  const requests = recordPictureRequests(page);
  await page.reload();
  const largest = await largestPicture(page);
  expect(largest.url).toMatch(/^data:image\/avif;base64,/);
  expect(largest.natural).toBeGreaterThanOrEqual(largest.drawn);
  expect(await page.locator('head link[rel="preload"][as="image"]').count()).toBe(0);
  // The gallery's own first picture, fetched once at its slot's width.
  const first = new RegExp(`/pictures/goods/${id}/first\\?w=\\d+&h=\\d+$`);
  expect(requests.filter((url) => first.test(url))).toHaveLength(1);
  await expect(page.locator('.app-first-picture')).toHaveCount(0);
  // Back home: the goods leaves the address.
  await page.locator('.mall-nav-bar__back').first().click();
  await expect(page).toHaveURL(/#\/pages\/index\/home$|#\/$/);
  expect(new URL(page.url()).search).toBe('');
});

test('other pictures of the first screen wait until they are needed, each in a width for its slot', async ({
  page,
}) => {
  await useLocale(page, 'en');
  await page.goto(`${baseURL()}/#/`);
  const card = page.locator('.mall-goods-card__image').first();
  await expect(card).toHaveAttribute('loading', 'lazy');
  await expect(card).toHaveAttribute('srcset', /\?w=160&h=160 160w, .*\?w=960&h=960 960w/);
  await expect(card).toHaveAttribute('sizes', '(min-width: 640px) 304px, calc(50vw - 16px)');
  const banners = page.locator('img.app-home__banner');
  await expect(banners.first()).toHaveAttribute('fetchpriority', 'high');
  await expect(banners.first()).not.toHaveAttribute('loading', 'lazy');
  await expect(banners.nth(1)).toHaveAttribute('loading', 'lazy');
});

test("a goods detail draws the shop's pictures at their slots' widths, its description's too, never the uploaded originals", async ({
  page,
}) => {
  await useLocale(page, 'en');
  const requests = recordPictureRequests(page);
  await page.goto(`${baseURL()}/?goods=1#/pages/goods/detail?id=1`);
  // The spec picker's picture (a spec's own, drawn in the picker's place).
  await expect(page.locator('.mall-spec-picker__image')).toHaveAttribute('src', /\?w=320&h=320$/);
  await page.getByRole('tab', { name: 'Details' }).click();
  const described = page.locator('.app-rich-text img').first();
  await described.scrollIntoViewIfNeeded();
  await expect
    .poll(() => described.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await expect(described).toHaveAttribute(
    'srcset',
    /\/uploads\/seed\/goods-01-\d\.png\?w=160 160w, .*\?w=1280 1280w/,
  );
  await expect(described).toHaveAttribute('sizes', '(min-width: 640px) 640px, 100vw');
  await page.waitForLoadState('networkidle');
  const uploads = requests.filter((url) => url.includes('/uploads/'));
  expect(uploads.length).toBeGreaterThan(0);
  expect(uploads.filter((url) => !/[?&]w=\d+(&h=\d+)?$/.test(url))).toEqual([]);
});

test("home draws its first banner from the page's own answers, without asking for the banner list", async ({
  page,
}) => {
  await useLocale(page, 'en');
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/app/info/banner/list')) {
      asked.push(request.url());
    }
  });
  await page.goto(`${baseURL()}/#/`);
  const first = page.locator('img.app-home__banner').first();
  await expect(first).toHaveAttribute('src', /\/uploads\/seed\/banner-1\.png\?w=\d+&h=\d+$/);
  await expect.poll(() => first.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  // The answers the page carries are the API's.
  const carried = await page.evaluate(
    () =>
      JSON.parse(document.getElementById('mall-first-screen')?.textContent ?? 'null') as { banners: unknown },
  );
  const answer = await (
    await page.request.post(`${baseURL()}/api/app/info/banner/list`, { data: {} })
  ).json();
  expect(carried.banners).toEqual(answer.data);
});

/** Adds the path of each locale chunk (`<locale>-core-…js`, `<locale>-rest-…js`) `page` asks for to `into`. */
function recordWordRequests(page: Page, into: string[]): void {
  page.on('request', (request) => {
    if (/\/assets\/[\w-]+-(?:core|rest)-[\w-]+\.js$/.test(request.url())) {
      into.push(new URL(request.url()).pathname);
    }
  });
}

test("a first visit draws home with the first-screen words the page carries, asking for none; a chosen language's are asked for", async ({
  page,
  browser,
}) => {
  const words: string[] = [];
  recordWordRequests(page, words);
  // No language chosen: the shop's default, whose first-screen words come inside the page.
  await page.goto(`${baseURL()}/#/`);
  await expect(page.locator('.mall-tab-bar')).toContainText('首页');
  await expect(page.locator('.app-home__header')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const carried = await page.evaluate(() => {
    const element = document.getElementById('mall-first-words');
    return { locale: element?.dataset.locale, words: JSON.parse(element?.textContent ?? '{}') };
  });
  expect(carried.locale).toBe('zh-Hans');
  expect(carried.words['tab.home']).toBe('首页');
  expect(words).toEqual([]);
  // A shared goods link's page preloads the rest of the words of the locale the page carries.
  const shared = await page.context().newPage();
  await shared.goto(`${baseURL()}/#/pages/goods/detail?id=1`);
  await expect(shared.locator('head link[rel="modulepreload"][href*="/zh-Hans-rest-"]')).toHaveCount(1);
  await shared.close();
  // A shopper who chose English, in a browser of their own: that language's first-screen words
  // are asked for, only those.
  const context = await browser.newContext();
  try {
    const english = await context.newPage();
    await useLocale(english, 'en');
    const englishWords: string[] = [];
    recordWordRequests(english, englishWords);
    await english.goto(`${baseURL()}/#/`);
    await expect(english.locator('.mall-tab-bar')).toContainText('Home');
    await english.waitForLoadState('networkidle');
    expect(englishWords).toEqual([expect.stringMatching(/^\/assets\/en-core-[\w-]+\.js$/)]);
  } finally {
    await context.close();
  }
});

test('a browser that has been here revalidates the page it keeps, and draws home as before', async ({
  page,
}) => {
  await useLocale(page, 'en');
  const documents: { validator: string | undefined; status: number; etag: string | undefined }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'document') {
      const sent = await response.request().allHeaders();
      documents.push({
        validator: sent['if-none-match'],
        status: response.status(),
        etag: (await response.allHeaders()).etag,
      });
    }
  });
  const banner = page.locator('img.app-home__banner').first();
  await page.goto(`${baseURL()}/#/`);
  await expect(banner).toBeVisible();
  /** How the last page load came: bytes over the line, and the page's own (the browser reports a page revalidated as 200). */
  const navigation = () =>
    page.evaluate(() => {
      const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return { transferred: entry?.transferSize ?? 0, body: entry?.encodedBodySize ?? 0 };
    });
  // Reloads until one comes within the same banner read (a page is worked out anew every 5 s),
  // not waiting for the app between them: then the server answers 304 and the browser draws the
  // page it keeps.
  let unchanged = false;
  for (let reloads = 1; reloads <= 5 && !unchanged; reloads += 1) {
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect.poll(() => documents.length).toBe(reloads + 1);
    const { transferred, body } = await navigation();
    unchanged = transferred > 0 && transferred < body;
  }
  await expect(banner).toBeVisible();
  const [first, ...again] = documents;
  // The first visit asks without a validator (the server may then write a photograph banner into
  // the page); each reload sends the entity tag of the page it keeps, so the server knows that its
  // cache keeps the banner too.
  expect(first?.validator).toBeUndefined();
  expect(first?.etag).toMatch(/^W\/"[\w-]{27}"$/);
  again.forEach((answer, index) => {
    expect(answer.validator).toBe(documents[index]?.etag);
  });
  // The demo's banners are small enough for either page: unchanged within a read, the answer was
  // only that (its headers' bytes), and the page kept still ran and drew home above: the 304
  // carries the page's own policy.
  expect(unchanged).toBe(true);
});

test("a shared goods link draws its first picture before the goods' data, where and as large as the gallery draws it", async ({
  page,
}) => {
  await useLocale(page, 'en');
  const requests = recordPictureRequests(page);
  // The goods' data is held back until the first picture is on screen.
  const release = await holdRequests(page, /\/api\/app\/goods\/info\/info/);
  await recordLayoutShifts(page);
  await page.goto(`${baseURL()}/#/pages/goods/detail?id=1`);
  // The page's chunks were asked for by index.html, beside the app's own script.
  const detailChunk = builtChunk('src/features/goods/goods-detail-page.tsx');
  await expect(page.locator(`head link[rel="modulepreload"][href$="${detailChunk}"]`)).toHaveCount(1);
  const picture = page.locator('img.app-detail__picture').first();
  await expect(picture).toHaveAttribute('src', /\/pictures\/goods\/1\/first\?w=\d+&h=\d+$/);
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.locator('.app-detail__title')).toHaveCount(0);
  const early = await picture.boundingBox();
  release();
  await expect(page.locator('.app-detail__title')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const drawn = page.locator('.mall-swiper__slide').first().locator('img.app-detail__picture');
  await expect(drawn).toHaveAttribute('src', /\/pictures\/goods\/1\/first\?w=\d+&h=\d+$/);
  expect(await drawn.boundingBox()).toEqual(early);
  expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
  const first = requests.filter((url) => /\/pictures\/goods\/1\/first/.test(url));
  expect(first).toHaveLength(1);
});

for (const { name, path, picture, drawn } of [
  {
    name: "home's first banner",
    path: '/#/',
    picture: /\/uploads\/seed\/banner-1\.png\?w=\d+&h=\d+$/,
    drawn: 'img.app-home__banner',
  },
  {
    name: "a shared goods link's first picture",
    path: '/#/pages/goods/detail?id=1',
    picture: /\/pictures\/goods\/1\/first\?w=\d+&h=\d+$/,
    drawn: '.mall-swiper__slide img.app-detail__picture',
  },
  {
    name: 'the first picture of a goods link as the app writes it (?goods=)',
    path: '/?goods=1#/pages/goods/detail?id=1',
    picture: /\/pictures\/goods\/1\/first\?w=\d+&h=\d+$/,
    drawn: '.mall-swiper__slide img.app-detail__picture',
  },
]) {
  // Home's banner and a goods link the server can read come inside the page; else the picture is fetched.
  const inside = path === '/#/' || path.includes('?goods=');
  for (const width of [375, 800]) {
    test(`index.html draws ${name} before the app runs, where the app draws it (${width} px wide), and hands it over without a shift`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await useLocale(page, 'en');
      const requests = recordPictureRequests(page);
      await recordLayoutShifts(page);
      // The app's script is held back until the page's own picture is on screen.
      const release = await holdRequests(page, /\/assets\/index-[^/]+\.js$/);
      await page.goto(`${baseURL()}${path}`, { waitUntil: 'commit' });
      const early = page.locator('.app-first-picture img');
      await expect(early).toHaveAttribute('src', inside ? /^data:image\/avif;base64,/ : picture);
      await expect
        .poll(() => early.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
      await expect(page.locator('#root')).toBeEmpty();
      const earlyBox = await early.boundingBox();
      release();
      const own = page.locator(drawn).first();
      await expect(own).toHaveAttribute('src', picture);
      await expect(page.locator('.app-first-picture')).toHaveCount(0);
      expect(await own.boundingBox()).toEqual(earlyBox);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
      const src = await own.evaluate((image: HTMLImageElement) => image.currentSrc);
      expect(requests.filter((url) => url === src)).toHaveLength(1);
      expect(requests.filter((url) => picture.test(url))).toHaveLength(1);
    });
  }
}

test("the picture index.html drew goes at the app's first navigation, even while it is still loading", async ({
  page,
}) => {
  await useLocale(page, 'en');
  // The goods' first picture never arrives: neither the layer's picture nor the gallery's loads.
  await holdRequests(page, /\/pictures\/goods\/1\/first/);
  // The page's load event waits for that picture: the test goes on without it.
  await page.goto(`${baseURL()}/#/pages/goods/detail?id=1`, { waitUntil: 'commit' });
  await expect(page.locator('.app-detail__title')).toBeVisible();
  await expect(page.locator('.app-first-picture')).toHaveCount(1);
  // The app's own navigation writes the address with pushState, which fires no hashchange.
  // The cart draws no picture of its own that would take the layer away when it loads.
  await page.locator('.mall-goods-action-bar__shortcut').nth(1).click();
  await expect(page).toHaveURL(/#\/pages\/index\/shopping-cart/);
  await expect(page.locator('.app-first-picture')).toHaveCount(0);
});

/** When the page asked for its resource at `pattern` and when the answer ended, ms from its start. */
function resourceTiming(page: Page, pattern: RegExp) {
  return page.evaluate((source) => {
    const entry = performance
      .getEntriesByType('resource')
      .find((resource) => new RegExp(source).test(resource.name)) as PerformanceResourceTiming | undefined;
    return entry ? { start: entry.startTime, end: entry.responseEnd } : null;
  }, pattern.source);
}

test("the first screen's stylesheet comes inside the page, and the app's script is not held back by a slow picture", async ({
  page,
}) => {
  await useLocale(page, 'en');
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  // The banner held back: the app comes anyway, drawn with the page's own stylesheet.
  const release = await holdRequests(page, /\/uploads\/seed\/banner-1\.png/);
  await page.goto(`${baseURL()}/#/`, { waitUntil: 'commit' });
  await expect(page.locator('.mall-tab-bar')).toBeVisible();
  expect(await page.locator('link[rel="stylesheet"][href*="index-"]').count()).toBe(0);
  expect(await page.locator('head style').count()).toBeGreaterThan(0);
  expect(await page.locator('.mall-tab-bar').evaluate((bar) => getComputedStyle(bar).boxShadow)).not.toBe(
    'none',
  );
  const script = await resourceTiming(page, /\/assets\/index-[^/]+\.js$/);
  expect(await resourceTiming(page, /\/uploads\/seed\/banner-1\.png/)).toBeNull();
  expect(script?.end).toBeGreaterThan(0);
  release();
  await expect(page.locator('img.app-home__banner').first()).toBeVisible();
  expect(violations).toEqual([]);
});
