import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MallServer } from '../create-server';
import { appServer } from '../test-support/app-server';
import { FIRST_PICTURE_WAIT_MS, GOODS_DETAIL_MODULE, takeAppScripts } from './app-static';

/** index.html as the app's build writes it: its entry, its stylesheet and a preloaded chunk. */
const BUILT_INDEX =
  '<!doctype html><html><head><meta charset="UTF-8" /><title></title>\n' +
  '    <script type="module" crossorigin src="./assets/index-1.js"></script>\n' +
  '    <link rel="stylesheet" crossorigin href="./assets/index-1.css">\n' +
  '    <link rel="modulepreload" crossorigin href="./assets/zh-Hans-core-5.js">\n' +
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
function fakeBrowser(hash: string, options: { lcp: boolean }) {
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
    document: {
      createElement: element,
      head: { appendChild: (node: FakeElement) => head.push(node) },
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
    /** The scripts and preloads of the app in the head, as `[rel or type, address]`. */
    appLinks: () =>
      head
        .filter((node) => node.rel !== 'preload' || node.as !== 'image')
        .map((node) => [String(node.tag === 'script' ? node.type : node.rel), String(node.src ?? node.href)]),
    picture: () => body[0]?.children[0],
  };
}

/** The inline scripts of `html`, in order. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
}

const APP_STARTED = [
  ['module', 'http://shop/assets/index-1.js'],
  ['modulepreload', 'http://shop/assets/zh-Hans-core-5.js'],
];

describe("the app's scripts wait for the first picture", () => {
  const dist = mkdtempSync(join(tmpdir(), 'mall-dist-'));
  let server: MallServer;
  let html = '';
  beforeAll(async () => {
    mkdirSync(join(dist, '.vite'));
    writeFileSync(
      join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-1.js', isEntry: true },
        [GOODS_DETAIL_MODULE]: {
          file: 'assets/goods-detail-page-4.js',
          imports: ['index.html'],
          css: ['assets/catalog-4.css'],
        },
        'mall-locale/zh-Hans-core': { file: 'assets/zh-Hans-core-5.js' },
        'mall-locale/zh-Hans-rest': { file: 'assets/zh-Hans-rest-6.js' },
      }),
    );
    server = await appServer(dist, { PUBLIC_URL: 'http://localhost:8080' }, BUILT_INDEX);
    await server.context.db
      .insertInto('banner')
      .values({ title: 'Tea', pic: 'http://localhost:8080/uploads/banner-1.png', sort_num: 1 })
      .execute();
    html = await (await server.app.request('/')).text();
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

  it("takes the app's own script tags out of the page and keeps its stylesheet", () => {
    const taken = takeAppScripts(BUILT_INDEX);
    expect(taken.scripts).toEqual({ entry: 'assets/index-1.js', preloads: ['assets/zh-Hans-core-5.js'] });
    expect(taken.html).not.toMatch(/<script[^>]*type="module"|<link[^>]*modulepreload/);
    expect(taken.html).toContain('<link rel="stylesheet" crossorigin href="./assets/index-1.css">');
    // A page without an entry script loads as it was built.
    const bare = '<html><head></head><body></body></html>';
    expect(takeAppScripts(bare)).toEqual({ html: bare });
    // As served: no script of the app is named by a tag, the stylesheet still blocks the first paint.
    expect(html).not.toMatch(/<script[^>]*type="module"|<link[^>]*modulepreload/);
    expect(html).toContain('href="./assets/index-1.css"');
    expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('index-1.css'));
  });

  it('starts them once the browser reports the picture on screen, and only once', () => {
    const [headScript = '', bodyScript = ''] = inlineScripts(html);
    const page = fakeBrowser('#/', { lcp: true });
    page.run(headScript);
    // The picture is fetched at once; the app waits, a second at most.
    expect(page.head.map((node) => [node.rel, node.as])).toEqual([['preload', 'image']]);
    expect(page.timers.map((timer) => timer.ms)).toEqual([FIRST_PICTURE_WAIT_MS]);
    page.run(bodyScript);
    const picture = page.picture();
    expect(String(picture?.src)).toContain('banner-1.png');
    expect(page.appLinks()).toEqual([]);
    // Something else painted: the app still waits.
    page.paint({ tag: 'p' });
    expect(page.appLinks()).toEqual([]);
    page.paint(picture);
    expect(page.appLinks()).toEqual(APP_STARTED);
    // A later paint or the second's end start nothing twice.
    page.paint(picture);
    for (const timer of page.timers) {
      timer.run();
    }
    expect(page.appLinks()).toEqual(APP_STARTED);
  });

  it('where the browser reports no LCP, starts them in the frame after the picture loaded', () => {
    const page = opened('#/', { lcp: false });
    page.picture()?.onload?.();
    expect(page.appLinks()).toEqual([]);
    for (const frame of page.frames) {
      frame();
    }
    expect(page.appLinks()).toEqual([]);
    // The timer set in that frame runs after its paint (the last one; the first is the second's cap).
    page.timers.at(-1)?.run();
    expect(page.appLinks()).toEqual(APP_STARTED);
  });

  it('starts them when the picture fails, or after a second without it', () => {
    const failed = opened('#/');
    failed.picture()?.onerror?.();
    expect(failed.body[0]?.removed).toBe(true);
    expect(failed.appLinks()).toEqual(APP_STARTED);
    const slow = opened('#/');
    slow.timers[0]?.run();
    expect(slow.appLinks()).toEqual(APP_STARTED);
    slow.paint(slow.picture());
    expect(slow.appLinks()).toEqual(APP_STARTED);
  });

  it('starts them at once on a page without a first picture', () => {
    const [headScript = '', bodyScript = ''] = inlineScripts(html);
    for (const hash of ['#/pages/user/login', '#/pages/goods/detail?id=abc', '#/pages/goods/list']) {
      const page = fakeBrowser(hash, { lcp: true });
      page.run(headScript);
      expect(page.appLinks(), hash).toEqual(APP_STARTED);
      expect(page.timers, hash).toEqual([]);
      page.run(bodyScript);
      expect(page.body, hash).toEqual([]);
      expect(page.appLinks(), hash).toEqual(APP_STARTED);
    }
  });

  it("holds a goods link's page chunks back with the app's, and starts them together", () => {
    const page = opened('#/pages/goods/detail?id=9');
    const picture = page.picture();
    expect(String(picture?.src)).toBe('http://localhost:8080/pictures/goods/9/first?w=640');
    expect(page.appLinks()).toEqual([]);
    page.paint(picture);
    expect(page.appLinks()).toEqual([
      ...APP_STARTED,
      ['modulepreload', 'http://shop/assets/goods-detail-page-4.js'],
      ['modulepreload', 'http://shop/assets/zh-Hans-rest-6.js'],
      ['preload', 'http://shop/assets/catalog-4.css'],
    ]);
  });
});
