import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MallServer } from '../create-server';
import { servedPicture } from '../services/served-picture';
import { appServer } from '../test-support/app-server';
import { createGoods } from '../test-support/fixtures';
import { GOODS_PAGES_KEPT, unchangedFor } from './app-static';
import { FIRST_PICTURE_WAIT_MS, LCP_GRACE_MS } from './first-paint';
import {
  INLINE_FULL_PICTURE_MAX_BYTES,
  INLINE_PICTURE_HEIGHT,
  INLINE_PICTURE_MAX_BYTES,
  INLINE_PICTURE_WIDTH,
  inlineStylesheets,
  PREVIEW_PICTURE_WIDTH,
} from './page-inlines';

/** The default locale's first-screen words as the app's build writes them into index.html. */
const FIRST_WORDS =
  '<script type="application/json" id="mall-first-words" data-locale="zh-Hans">{"tab.home":"首页"}</script>';

/**
 * index.html as the app's build writes it: its entry, its stylesheet, a preloaded chunk (a chunk
 * the entry imports, as Vite links it) and the default locale's first-screen words.
 */
const BUILT_INDEX =
  '<!doctype html><html><head><meta charset="UTF-8" /><title></title>\n' +
  '    <script type="module" crossorigin src="./assets/index-1.js"></script>\n' +
  '    <link rel="stylesheet" crossorigin href="./assets/index-1.css">\n' +
  '    <link rel="modulepreload" crossorigin href="./assets/shared-5.js">\n' +
  `    ${FIRST_WORDS}\n` +
  '  </head><body><div id="root"></div></body></html>';

interface FakeElement {
  tag: string;
  children: FakeElement[];
  removed?: boolean;
  onload?: () => void;
  onerror?: () => void;
  [key: string]: unknown;
}

/**
 * A page as small as the two inline scripts of `index.html` need: what they add to the head and
 * the body, their timers, frames and LCP observer, each run by the test when it chooses.
 */
function fakeBrowser(hash: string, options: { lcp: boolean; storage?: Record<string, string> }) {
  const head: FakeElement[] = [];
  const body: FakeElement[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const frames: (() => void)[] = [];
  const observers: { callback: (list: unknown) => void; observing: boolean }[] = [];
  const element = (tag: string): FakeElement => {
    const node: FakeElement = { tag, children: [] };
    Object.defineProperties(node, {
      setAttribute: { value: (name: string, value: string) => Object.assign(node, { [name]: value }) },
      appendChild: { value: (child: FakeElement) => node.children.push(child) },
      remove: { value: () => Object.assign(node, { removed: true }) },
    });
    return node;
  };
  class PerformanceObserver {
    static supportedEntryTypes = options.lcp ? ['largest-contentful-paint', 'paint'] : ['paint'];
    private readonly entry: { callback: (list: unknown) => void; observing: boolean };
    constructor(callback: (list: unknown) => void) {
      this.entry = { callback, observing: false };
      observers.push(this.entry);
    }
    observe(init: { type: string }) {
      expect(init.type).toBe('largest-contentful-paint');
      this.entry.observing = true;
    }
    disconnect() {
      this.entry.observing = false;
    }
  }
  const window: Record<string, unknown> = { PerformanceObserver };
  const context = {
    window,
    location: { hash, origin: 'http://shop' },
    localStorage: { getItem: (key: string) => options.storage?.[key] ?? null },
    document: {
      createElement: element,
      head: { appendChild: (node: FakeElement) => head.push(node) },
      querySelector: (selector: string) =>
        head.find((node) => `link[href="${String(node.href)}"]` === selector) ?? null,
      body: { appendChild: (node: FakeElement) => body.push(node) },
    },
    setTimeout: (run: () => void, ms = 0) => timers.push({ run, ms }),
    requestAnimationFrame: (run: () => void) => frames.push(run),
  };
  return {
    head,
    body,
    timers,
    frames,
    run: (script: string) => runInNewContext(script, context),
    /** The page's LCP entries as the browser reports them to every observer still observing. */
    paint: (...elements: unknown[]) => {
      for (const observer of observers.filter((entry) => entry.observing)) {
        observer.callback({ getEntries: () => elements.map((painted) => ({ element: painted })) });
      }
    },
    /** The links added to the head but the picture's preload, as `[rel, address]`. */
    appLinks: () =>
      head
        .filter((node) => node.rel !== 'preload' || node.as !== 'image')
        .map((node) =>
          node.tag === 'script' ? ['module', String(node.src)] : [String(node.rel), String(node.href)],
        ),
    picture: () => body[0]?.children[0],
  };
}

/** The inline scripts of `html`, in order. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The first screen's stylesheet of the build below. */
const FIRST_SCREEN_CSS = '.app-first-picture{position:fixed}.mall-tab-bar{display:flex}';

/** What a goods link's page loads, held back until its first picture is on screen. */
const DETAIL_CHUNKS = [
  ['modulepreload', 'http://shop/assets/goods-detail-page-4.js'],
  ['modulepreload', 'http://shop/assets/zh-Hans-rest-6.js'],
  ['preload', 'http://shop/assets/catalog-4.css'],
];

/**
 * Three pictures under `uploads/seed/`, `width` × `height`: a calm one (a few hundred bytes in
 * AVIF, written into a page whole), a photograph (smooth colours with grain: over the line for a
 * whole picture at 750 px, written into a page as its preview) and noise, `width` × 2·`width` (its
 * preview far above the line for the page).
 */
async function writeTestPictures(data: string, width: number, height: number): Promise<void> {
  const folder = join(data, 'uploads', 'seed');
  mkdirSync(folder, { recursive: true });
  // The same grain on every run (a linear congruential sequence), so the photograph's size is too.
  let seed = 7;
  const grain = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return (seed / 2_147_483_648 - 0.5) * 60;
  };
  const channel = (value: number) => Math.max(0, Math.min(255, Math.round(value + grain())));
  const photo = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      photo[at] = channel(120 + 100 * Math.sin(x / 90));
      photo[at + 1] = channel(110 + 90 * Math.cos(y / 70));
      photo[at + 2] = channel(100 + 80 * Math.sin((x + y) / 120));
    }
  }
  await sharp(photo, { raw: { width, height, channels: 3 } })
    .blur(1.2)
    .png()
    .toFile(join(folder, 'photo.png'));
  await sharp({ create: { width, height, channels: 3, background: '#2e7d5b' } })
    .png()
    .toFile(join(folder, 'calm.png'));
  // Random colours in cells of about 5 pixels of a preview (128 × 256 cells), which even a preview's
  // low quality keeps: finer noise would be smoothed away into a few kilobytes.
  const cells = Buffer.from(Array.from({ length: 128 * 256 * 3 }, () => Math.floor(Math.random() * 256)));
  await sharp(cells, { raw: { width: 128, height: 256, channels: 3 } })
    .resize(width, 2 * width, { kernel: 'nearest' })
    .png()
    .toFile(join(folder, 'noisy.png'));
}

/** The picture a page carries as a `data:` address in `format`: how wide, how many bytes. */
async function inlined(html: string, format: 'avif' | 'webp'): Promise<{ width?: number; size: number }> {
  const base64 = new RegExp(`data:image/${format};base64,([A-Za-z0-9+/=]+)`).exec(html)?.[1] ?? '';
  const bytes = Buffer.from(base64, 'base64');
  return { width: bytes.length > 0 ? (await sharp(bytes).metadata()).width : undefined, size: bytes.length };
}

/** How many bytes the variant of `seed/file` the page would carry whole is in `format`. */
async function wholeVariantSize(server: MallServer, file: string, format: 'avif' | 'webp'): Promise<number> {
  const served = await servedPicture(
    server.context,
    `seed/${file}`,
    { width: INLINE_PICTURE_WIDTH, height: INLINE_PICTURE_HEIGHT },
    `image/${format}`,
  );
  return served?.size ?? 0;
}

describe('the first paint of the served index.html', () => {
  const dist = mkdtempSync(join(tmpdir(), 'mall-dist-'));
  let server: MallServer;
  let html = '';
  let policy = '';
  beforeAll(async () => {
    mkdirSync(join(dist, '.vite'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'index-1.css'), FIRST_SCREEN_CSS);
    writeFileSync(
      join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-1.js', isEntry: true },
        'src/features/goods/goods-detail-page.tsx': {
          file: 'assets/goods-detail-page-4.js',
          imports: ['index.html'],
          css: ['assets/catalog-4.css'],
        },
        'mall-locale/zh-Hans-core': { file: 'assets/zh-Hans-core-5.js' },
        'mall-locale/zh-Hans-rest': { file: 'assets/zh-Hans-rest-6.js' },
      }),
    );
    // The app's build names the page of each route beside the manifest.
    writeFileSync(
      join(dist, '.vite', 'routes.json'),
      JSON.stringify({ '/pages/goods/detail': 'src/features/goods/goods-detail-page.tsx' }),
    );
    server = await appServer(dist, { PUBLIC_URL: 'http://localhost:8080' }, BUILT_INDEX);
    await server.context.db
      .insertInto('banner')
      .values({ title: 'Tea', pic: 'http://localhost:8080/uploads/banner-1.png', sort_num: 1 })
      .execute();
    const page = await server.app.request('/');
    html = await page.text();
    policy = page.headers.get('content-security-policy') ?? '';
  });
  afterAll(async () => {
    await server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  /** A page at `hash` after both inline scripts of the served `index.html` have run. */
  const opened = (hash: string, options = { lcp: true }) => {
    const [headScript = '', bodyScript = ''] = inlineScripts(html);
    const page = fakeBrowser(hash, options);
    page.run(headScript);
    page.run(bodyScript);
    return page;
  };

  it("carries the first screen's stylesheet inside it, allowed by hash, and keeps the app's script tags", () => {
    expect(html).toContain(`<style>${FIRST_SCREEN_CSS}</style>`);
    expect(html).not.toContain('index-1.css');
    const styles = policy.split('; ').find((directive) => directive.startsWith('style-src'));
    expect(styles).toBe(`style-src 'self' ${sha256(FIRST_SCREEN_CSS)}`);
    expect(policy).not.toContain('unsafe-inline');
    // The app's own script starts as the build wrote it, its preload beside it.
    expect(html).toContain('<script type="module" crossorigin src="./assets/index-1.js"></script>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="./assets/shared-5.js">');
    // The words the app starts with, as the build wrote them.
    expect(html).toContain(FIRST_WORDS);
    expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('<script type="module"'));
  });

  it('keeps the link of a stylesheet that would not work inside the page', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mall-css-'));
    try {
      mkdirSync(join(dir, 'assets'));
      const link = (name: string) => `<link rel="stylesheet" crossorigin href="./assets/${name}">`;
      for (const [name, css] of [
        ['font.css', '@font-face{src:url(./font-1.woff2)}'],
        ['quoted.css', "a{background:url( 'pic.png')}"],
        ['closing.css', 'a::after{content:"</style>"}'],
      ] as const) {
        writeFileSync(join(dir, 'assets', name), css);
        expect(inlineStylesheets(link(name), dir), name).toEqual({ html: link(name), styles: [] });
      }
      expect(inlineStylesheets(link('missing.css'), dir)).toEqual({ html: link('missing.css'), styles: [] });
      const fine =
        'a{background:url(data:image/png;base64,AAAA)}b{background:url(/x.png)}i{background:url(https://cdn/x.png)}';
      writeFileSync(join(dir, 'assets', 'fine.css'), fine);
      expect(inlineStylesheets(link('fine.css'), dir)).toEqual({
        html: `<style>${fine}</style>`,
        styles: [fine],
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("draws, in the shell an installed app's worker keeps, home's banner as the app kept it", async () => {
    const shell = await server.app.request('/index.html');
    const text = await shell.text();
    // No answers inside (a start reads them), the app's own script tags in place, both scripts allowed.
    expect(text).not.toContain('mall-first-screen');
    expect(text).toContain('src="./assets/index-1.js"');
    const scripts = inlineScripts(text);
    expect(scripts).toHaveLength(2);
    const scriptSources = shell.headers.get('content-security-policy')?.split('; ')[1]?.split(' ');
    expect(scriptSources).toEqual(['script-src', "'self'", ...scripts.map(sha256)]);
    const [headScript = '', bodyScript = ''] = scripts;
    const start = (hash: string, kept?: string) => {
      const page = fakeBrowser(hash, {
        lcp: true,
        storage: kept === undefined ? {} : { 'mall.firstBanner': kept },
      });
      page.run(headScript);
      page.run(bodyScript);
      return page;
    };
    const kept = {
      src: 'http://shop/uploads/banner-2.png?w=640',
      srcSet: 'http://shop/uploads/banner-2.png?w=640 640w',
      sizes: '100vw',
      inline: 'data:image/png;base64,AAAA',
    };
    const home = start('#/', JSON.stringify(kept));
    expect(home.head.map((node) => [node.rel, node.as, node.href, node.imagesrcset])).toEqual([
      ['preload', 'image', kept.src, kept.srcSet],
    ]);
    // Its sources only: nothing else a stored value says is taken.
    expect(home.picture()).toMatchObject({ src: kept.src, srcset: kept.srcSet, sizes: kept.sizes });
    expect(home.body[0]?.className).toBe('app-first-picture app-first-picture--banner');
    // Nothing kept, or nothing readable: nothing drawn, nothing fetched.
    for (const unreadable of [undefined, '{', '{"src":7}', 'null']) {
      const page = start('#/', unreadable);
      expect(page.head, String(unreadable)).toEqual([]);
      expect(page.body, String(unreadable)).toEqual([]);
    }
    // A goods detail draws the goods' first picture by the id its address names, as from the server.
    const detail = start('#/pages/goods/detail?id=9', JSON.stringify(kept));
    expect(String(detail.picture()?.src)).toContain('/pictures/goods/9/first');
  });

  it("draws home's first banner and holds nothing back on home", () => {
    const page = opened('#/');
    expect(page.head.map((node) => [node.rel, node.as])).toEqual([['preload', 'image']]);
    expect(String(page.picture()?.src)).toContain('banner-1.png');
    page.paint(page.picture());
    expect(page.appLinks()).toEqual([]);
  });

  it("preloads a goods link's page once the browser reports its picture on screen, and only once", () => {
    const [headScript = '', bodyScript = ''] = inlineScripts(html);
    const page = fakeBrowser('#/pages/goods/detail?id=9', { lcp: true });
    page.run(headScript);
    // The picture is fetched at once; the page's chunks wait, a second at most.
    expect(page.head.map((node) => [node.rel, node.as])).toEqual([['preload', 'image']]);
    expect(page.timers.map((timer) => timer.ms)).toEqual([FIRST_PICTURE_WAIT_MS]);
    page.run(bodyScript);
    const picture = page.picture();
    expect(String(picture?.src)).toBe('http://localhost:8080/pictures/goods/9/first?w=640&h=640');
    expect(page.appLinks()).toEqual([]);
    // Something else painted: they still wait.
    page.paint({ tag: 'p' });
    expect(page.appLinks()).toEqual([]);
    // The app's own loader asked for the page meanwhile: its link is not added again.
    page.head.push({ tag: 'link', children: [], rel: 'modulepreload', href: DETAIL_CHUNKS[0]?.[1] });
    page.paint(picture);
    expect(page.appLinks()).toEqual(DETAIL_CHUNKS);
    // A later paint or the second's end add nothing twice.
    page.paint(picture);
    for (const timer of page.timers) {
      timer.run();
    }
    expect(page.appLinks()).toEqual(DETAIL_CHUNKS);
  });

  it('where the browser reports no LCP, preloads them in the frame after the picture loaded', () => {
    const page = opened('#/pages/goods/detail?id=9', { lcp: false });
    page.picture()?.onload?.();
    expect(page.appLinks()).toEqual([]);
    for (const frame of page.frames) {
      frame();
    }
    expect(page.appLinks()).toEqual([]);
    // The timer set in that frame runs after its paint (the last one; the first is the second's cap).
    page.timers.at(-1)?.run();
    expect(page.appLinks()).toEqual(DETAIL_CHUNKS);
  });

  it('preloads them a moment after the picture loaded when the browser reports no paint of it (a flat picture)', () => {
    const page = opened('#/pages/goods/detail?id=9');
    page.picture()?.onload?.();
    expect(page.appLinks()).toEqual([]);
    expect(page.timers.map((timer) => timer.ms)).toEqual([FIRST_PICTURE_WAIT_MS, LCP_GRACE_MS]);
    page.timers[1]?.run();
    expect(page.appLinks()).toEqual(DETAIL_CHUNKS);
  });

  it('preloads them when the picture fails, or after a second without it', () => {
    const failed = opened('#/pages/goods/detail?id=9');
    failed.picture()?.onerror?.();
    expect(failed.body[0]?.removed).toBe(true);
    expect(failed.appLinks()).toEqual(DETAIL_CHUNKS);
    const slow = opened('#/pages/goods/detail?id=9');
    slow.timers[0]?.run();
    expect(slow.appLinks()).toEqual(DETAIL_CHUNKS);
    slow.paint(slow.picture());
    expect(slow.appLinks()).toEqual(DETAIL_CHUNKS);
  });
});

describe("home's first banner inside the page", () => {
  const dist = mkdtempSync(join(tmpdir(), 'mall-dist-'));
  const data = mkdtempSync(join(tmpdir(), 'mall-data-'));
  let server: MallServer;
  /** The page as a browser gets it: first, or revalidating the copy it keeps (`etag`). */
  const page = async (accept: string, etag?: string) => {
    const headers: Record<string, string> = { accept, ...(etag ? { 'if-none-match': etag } : {}) };
    const answer = await server.app.request('/', { headers });
    return {
      status: answer.status,
      html: await answer.text(),
      vary: answer.headers.get('vary'),
      etag: answer.headers.get('etag') ?? '',
      policy: answer.headers.get('content-security-policy'),
    };
  };
  const CHROME_ACCEPT =
    'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';
  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'index-1.css'), FIRST_SCREEN_CSS);
    // A calm banner (a few hundred bytes in AVIF) and a noisy one (far above the line).
    await writeTestPictures(data, 1500, 750);
    server = await appServer(dist, { PUBLIC_URL: 'http://localhost:8080', DATA_DIR: data }, BUILT_INDEX);
  });
  afterAll(async () => {
    await server.close();
    rmSync(dist, { recursive: true, force: true });
    rmSync(data, { recursive: true, force: true });
  });

  it('draws a small banner from the page, then starts the app a frame later, on home only', async () => {
    await server.context.db
      .insertInto('banner')
      .values({ title: 'Tea', pic: 'http://localhost:8080/uploads/seed/calm.png', sort_num: 1 })
      .execute();
    const avif = await page(CHROME_ACCEPT);
    expect(avif.vary).toContain('Accept');
    // A picture of a few hundred bytes comes whole, as the app draws it.
    expect(await inlined(avif.html, 'avif')).toMatchObject({ width: INLINE_PICTURE_WIDTH });
    expect(avif.html).not.toMatch(/<script[^>]*type="module"|<link[^>]*modulepreload/);
    // The app's tags taken out, the head's script goes before the words the page carries, which
    // are left as the build wrote them.
    expect(avif.html.indexOf('<script>')).toBeGreaterThan(0);
    expect(avif.html.indexOf('<script>')).toBeLessThan(avif.html.indexOf(FIRST_WORDS));
    const [headScript = '', bodyScript = ''] = inlineScripts(avif.html);
    const home = fakeBrowser('#/', { lcp: true });
    home.run(headScript);
    home.run(bodyScript);
    // Drawn from the page: nothing fetched for it, the app not yet asked for.
    expect(home.head).toEqual([]);
    expect(String(home.picture()?.src)).toMatch(/^data:image\/avif;base64,/);
    expect(home.picture()?.srcset).toBeUndefined();
    home.paint(home.picture());
    expect(home.appLinks()).toEqual([
      ['module', 'http://shop/assets/index-1.js'],
      ['modulepreload', 'http://shop/assets/shared-5.js'],
    ]);
    // Any other page: fetched at once, run from the end of the body.
    const login = fakeBrowser('#/pages/user/login', { lcp: true });
    login.run(headScript);
    expect(login.appLinks()).toEqual([
      ['modulepreload', 'http://shop/assets/index-1.js'],
      ['modulepreload', 'http://shop/assets/shared-5.js'],
    ]);
    login.run(bodyScript);
    expect(login.appLinks().at(-1)).toEqual(['module', 'http://shop/assets/index-1.js']);
    // WebP where AVIF is not taken; neither: fetched as before, the page as built.
    expect((await page('text/html,image/webp,*/*;q=0.8')).html).toContain('data:image/webp;base64,');
    const plain = await page('text/html,application/xhtml+xml,*/*;q=0.8');
    expect(plain.html).not.toContain('data:image/');
    expect(plain.html).toContain('<script type="module" crossorigin src="./assets/index-1.js"></script>');
  });

  /** Makes `file` the only banner, in a new banner read. */
  const onlyBanner = async (file: string, at: number) => {
    await server.context.db.deleteFrom('banner').execute();
    await server.context.db
      .insertInto('banner')
      .values({ title: 'Over', pic: `http://localhost:8080/uploads/seed/${file}`, sort_num: 1 })
      .execute();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + at);
  };
  const fetchesBanner = (html: string, file: string) => {
    expect(html).toContain(file);
    expect(html).not.toContain('data:image/');
    expect(html).toContain('<script type="module" crossorigin src="./assets/index-1.js"></script>');
    const home = fakeBrowser('#/', { lcp: true });
    home.run(inlineScripts(html)[0] ?? '');
    expect(home.head.map((node) => [node.rel, node.as])).toEqual([['preload', 'image']]);
  };

  it("draws a photograph banner from home's page on a first visit, and fetches it where the browser has been or for a goods link", async () => {
    await onlyBanner('photo.png', 10_000);
    try {
      const first = await page(CHROME_ACCEPT);
      // Whole, it is over the line for a whole picture; the page carries its preview, a fraction of it.
      const whole = await wholeVariantSize(server, 'photo.png', 'avif');
      expect(whole).toBeGreaterThan(INLINE_FULL_PICTURE_MAX_BYTES);
      const preview = await inlined(first.html, 'avif');
      expect(preview.width).toBe(PREVIEW_PICTURE_WIDTH);
      expect(preview.size).toBeGreaterThan(0);
      expect(preview.size).toBeLessThan(whole / 2);
      expect(first.html).not.toMatch(/<script[^>]*type="module"|<link[^>]*modulepreload/);
      expect(first.etag).toMatch(/^W\/"[\w-]{27}"$/);
      // A goods link's page shows its goods: the banner stays out of it.
      const goodsLink = await server.app.request('/?goods=1', { headers: { accept: CHROME_ACCEPT } });
      fetchesBanner(await goodsLink.text(), 'photo.png');
      // The browser revalidates the page it kept: it has the banner too, which it fetches (from its
      // cache) rather than receive again inside every page.
      const again = await page(CHROME_ACCEPT, first.etag);
      expect(again.status).toBe(200);
      fetchesBanner(again.html, 'photo.png');
      expect(again.etag).not.toBe(first.etag);
      // Unchanged since: nothing but the answer that it is unchanged.
      expect(unchangedFor('*', again.etag)).toBe(true);
      expect(unchangedFor(again.etag.slice(2), again.etag)).toBe(true);
      expect(unchangedFor(first.etag, again.etag)).toBe(false);
      const unchanged = await page(CHROME_ACCEPT, `W/"other", ${again.etag}`);
      expect(unchanged).toMatchObject({ status: 304, html: '', etag: again.etag });
      expect(unchanged.vary).toContain('Accept');
      // With the page's own policy, which the browser takes onto the copy it keeps: the one that
      // allows that page's scripts, not the policy of other answers, which runs nothing.
      expect(unchanged.policy).toBe(again.policy);
      expect(unchanged.policy).toContain(sha256(inlineScripts(again.html)[0] ?? ''));
    } finally {
      vi.useRealTimers();
    }
  });

  it('fetches a banner too large for the page (noise, its preview over 48 KB) on a first visit too', async () => {
    await onlyBanner('noisy.png', 20_000);
    try {
      fetchesBanner((await page(CHROME_ACCEPT)).html, 'noisy.png');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("a goods link's first picture inside the page", () => {
  const dist = mkdtempSync(join(tmpdir(), 'mall-dist-'));
  const data = mkdtempSync(join(tmpdir(), 'mall-data-'));
  let server: MallServer;
  let calm = 0;
  let noisy = 0;
  const CHROME_ACCEPT =
    'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';
  const page = async (query: string, accept = CHROME_ACCEPT) =>
    (await server.app.request(`/${query}`, { headers: { accept } })).text();
  const goodsWith = async (title: string, pic: string) => {
    const { goodsId } = await createGoods(server.context.db, {
      title,
      specs: [{ name: 'one', price: 100, stock: 5 }],
    });
    await server.context.db
      .updateTable('goods')
      .set({ pics: JSON.stringify([`http://localhost:8080/uploads/seed/${pic}`]) })
      .where('id', '=', goodsId)
      .execute();
    return goodsId;
  };
  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'index-1.css'), FIRST_SCREEN_CSS);
    await writeTestPictures(data, 1000, 1000);
    server = await appServer(dist, { PUBLIC_URL: 'http://localhost:8080', DATA_DIR: data }, BUILT_INDEX);
    calm = await goodsWith('Tea', 'calm.png');
    noisy = await goodsWith('Noise', 'noisy.png');
  });
  afterAll(async () => {
    await server.close();
    rmSync(dist, { recursive: true, force: true });
    rmSync(data, { recursive: true, force: true });
  });

  it('draws the picture of the goods the address names from the page, then starts the app', async () => {
    const html = await page(`?goods=${calm}`);
    expect(html).toContain('data:image/avif;base64,');
    expect(html).not.toMatch(/<script[^>]*type="module"|<link[^>]*modulepreload/);
    const [headScript = '', bodyScript = ''] = inlineScripts(html);
    const detail = fakeBrowser(`#/pages/goods/detail?id=${calm}`, { lcp: true });
    detail.run(headScript);
    detail.run(bodyScript);
    // Nothing fetched for it, the app not yet asked for.
    expect(detail.head).toEqual([]);
    expect(String(detail.picture()?.src)).toMatch(/^data:image\/avif;base64,/);
    expect(detail.body[0]?.className).toBe('app-first-picture app-first-picture--detail');
    detail.paint(detail.picture());
    expect(detail.appLinks()).toEqual([
      ['module', 'http://shop/assets/index-1.js'],
      ['modulepreload', 'http://shop/assets/shared-5.js'],
    ]);
    // The hash names other goods (the address was edited): that goods' picture is fetched and the
    // app starts at once, as on a plain goods link.
    const other = fakeBrowser(`#/pages/goods/detail?id=${noisy}`, { lcp: true });
    other.run(headScript);
    expect(other.appLinks()).toEqual([
      ['modulepreload', 'http://shop/assets/index-1.js'],
      ['modulepreload', 'http://shop/assets/shared-5.js'],
    ]);
    expect(other.head.find((node) => node.as === 'image')?.href).toBe(
      `http://localhost:8080/pictures/goods/${noisy}/first?w=640&h=640`,
    );
    other.run(bodyScript);
    expect(other.appLinks().at(-1)).toEqual(['module', 'http://shop/assets/index-1.js']);
    // Home from such a page: the app starts at once too.
    const home = fakeBrowser('#/', { lcp: true });
    home.run(headScript);
    expect(home.appLinks()).toHaveLength(2);
    // WebP where AVIF is not taken.
    expect(await page(`?goods=${calm}`, 'text/html,image/webp,*/*;q=0.8')).toContain(
      'data:image/webp;base64,',
    );
    // The page's policy allows its own head script, which differs by goods.
    const answer = await server.app.request(`/?goods=${calm}`, { headers: { accept: CHROME_ACCEPT } });
    const [ownHead = ''] = inlineScripts(await answer.text());
    expect(ownHead).toContain(`"id":"${calm}"`);
    expect(answer.headers.get('content-security-policy')).toContain(sha256(ownHead));
  });

  it('draws a product photograph from the page too, as its preview', async () => {
    const photo = await goodsWith('Photo', 'photo.png');
    for (const [format, accept] of [
      ['avif', CHROME_ACCEPT],
      ['webp', 'text/html,image/webp,*/*;q=0.8'],
    ] as const) {
      const html = await page(`?goods=${photo}`, accept);
      const whole = await wholeVariantSize(server, 'photo.png', format);
      expect(whole, format).toBeGreaterThan(INLINE_FULL_PICTURE_MAX_BYTES);
      const preview = await inlined(html, format);
      expect(preview.width, format).toBe(PREVIEW_PICTURE_WIDTH);
      expect(preview.size, format).toBeGreaterThan(0);
      expect(preview.size, format).toBeLessThan(whole / 2);
      expect(preview.size, format).toBeLessThanOrEqual(INLINE_PICTURE_MAX_BYTES);
      // Noise: even its preview is over the line, so the page fetches it.
      expect(await page(`?goods=${noisy}`, accept), format).not.toContain('data:image/');
      expect(html, format).not.toMatch(/<script[^>]*type="module"|<link[^>]*modulepreload/);
    }
  });

  it(`works out the pages of ${GOODS_PAGES_KEPT} goods per read; more goods get theirs fetched`, async () => {
    const type = await server.context.db
      .insertInto('goods_type')
      .values({ name: 'many' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rows = await server.context.db
      .insertInto('goods')
      .values(
        Array.from({ length: GOODS_PAGES_KEPT + 1 }, (_, index) => ({
          type_id: type.id,
          title: `Cup ${index}`,
          pics: JSON.stringify(['http://localhost:8080/uploads/seed/calm.png']),
          price: 100,
        })),
      )
      .returning('id')
      .execute();
    // A new banner read: none of this read's goods pages are worked out yet.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 60_000);
    try {
      const inside: boolean[] = [];
      for (const { id } of rows) {
        inside.push((await page(`?goods=${id}`)).includes('data:image/avif;base64,'));
      }
      expect(inside.filter(Boolean)).toHaveLength(GOODS_PAGES_KEPT);
      expect(inside.at(-1)).toBe(false);
      // Still the page with the app's scripts, and one already worked out keeps its picture.
      expect(await page(`?goods=${rows.at(-1)?.id}`)).toContain('<script type="module"');
      expect(await page(`?goods=${rows[0]?.id}`)).toContain('data:image/avif;base64,');
    } finally {
      vi.useRealTimers();
    }
  });

  it('serves the page as built for a picture over the line, unknown goods, goods off sale or no such id', async () => {
    await server.context.db.insertInto('goods_type').values({ name: 'spare' }).execute();
    const offSale = await goodsWith('Gone', 'calm.png');
    await server.context.db.updateTable('goods').set({ status: 0 }).where('id', '=', offSale).execute();
    const queries = [
      `?goods=${noisy}`,
      '?goods=99999',
      `?goods=${offSale}`,
      '?goods=0',
      '?goods=1e3',
      '?goods=x',
    ];
    for (const query of [...queries, `?goods=${calm}`]) {
      // The last: a browser that takes neither AVIF nor WebP.
      const html = await page(query, query === `?goods=${calm}` ? 'text/html,*/*;q=0.8' : CHROME_ACCEPT);
      expect(html, query).not.toContain('data:image/');
      expect(html, query).toContain('<script type="module" crossorigin src="./assets/index-1.js"></script>');
    }
  });
});
