import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import {
  FIRST_PICTURE_SLOTS,
  FIRST_SCREEN_DATA_ID,
  goodsFirstPictureSources,
  pictureSources,
} from '@mall/sdk/pictures';
import { bannerSchema } from '@mall/sdk/schemas';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import type { MallServer } from '../create-server';
import { parseEnv } from '../env';
import { appServer } from '../test-support/app-server';
import { BUILT_APP, BUILT_MANIFEST } from '../test-support/built-manifest';
import { goodsDetailChunks } from './app-static';
import { preferredEncoding } from './compression';
import { FIRST_PAINT_SCRIPT, type FirstScreenData, firstPictureScript } from './first-paint';

/**
 * Runs the head's inline `script` as a browser would for a page of `http://shop` opened at `hash`,
 * and answers the links it adds to the head.
 */
function runHeadScript(script: string, hash: string): Record<string, string>[] {
  const added: Record<string, string>[] = [];
  const document = {
    createElement: () => {
      const link: Record<string, string> & { setAttribute?: unknown } = {};
      Object.defineProperty(link, 'setAttribute', {
        value: (name: string, value: string) => {
          link[name] = value;
        },
      });
      return link;
    },
    head: { appendChild: (link: Record<string, string>) => added.push({ ...link }) },
    querySelector: () => null,
  };
  runInNewContext(script, {
    location: { hash, origin: 'http://shop' },
    document,
    window: {},
    setTimeout: () => 0,
  });
  return added;
}

/** The links the first inline script of `html` adds to the head of a page opened at `hash`. */
function preloads(html: string, hash: string): Record<string, string>[] {
  const start = html.indexOf('<script>');
  if (start < 0) {
    return [];
  }
  return runHeadScript(html.slice(start + '<script>'.length, html.indexOf('</script>', start)), hash);
}

describe('the built app on the same origin', () => {
  const dist = mkdtempSync(join(tmpdir(), 'mall-dist-'));
  let server: MallServer;
  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'home-abc123.js'), 'console.log("home")');
    writeFileSync(join(dist, 'assets', 'home-abc123.js.br'), brotliCompressSync('console.log("home")'));
    writeFileSync(join(dist, 'assets', 'home-abc123.js.gz'), gzipSync('console.log("home")'));
    server = await appServer(
      dist,
      { PUBLIC_URL: 'http://localhost:8080' },
      '<!doctype html><html><head><title>mall</title></head><body><div id="root"></div></body></html>',
    );
  });
  afterAll(async () => {
    await server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html at / and hashed assets with a long cache, next to the API', async () => {
    const index = await server.app.request('/');
    expect(index.status).toBe(200);
    expect(await index.text()).toContain('<div id="root">');
    expect(index.headers.get('cache-control')).toBe('no-cache');
    const asset = await server.app.request('/assets/home-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const api = await server.app.request('/api/app/info/banner/list', { method: 'POST' });
    expect(((await api.json()) as { code: number }).code).toBe(1000);
    // Compressed as the build wrote it, by what the browser accepts.
    const brotli = await server.app.request('/assets/home-abc123.js', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toContain('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe(
      'console.log("home")',
    );
    const gzip = await server.app.request('/assets/home-abc123.js', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.headers.get('cache-control')).toContain('immutable');
    const plain = await server.app.request('/assets/home-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('console.log("home")');
    // No banner yet: home preloads nothing (a goods link still does).
    const bare = await (await server.app.request('/')).text();
    expect(preloads(bare, '#/')).toEqual([]);
    expect(preloads(bare, '#/pages/goods/detail?id=4')).toHaveLength(1);
    const missingRoute = await server.app.request('/api/app/no/such', { method: 'POST' });
    expect(missingRoute.status).toBe(404);
  });

  it("starts fetching home's first banner from index.html at the width the page asks, its address kept inside the script", async () => {
    await server.context.db
      .insertInto('banner')
      .values([
        { title: 'Tea', pic: 'http://localhost:8080/uploads/banner-1.png', sort_num: 1 },
        { title: 'Later', pic: 'http://localhost:8080/uploads/banner-2.png', sort_num: 2 },
      ])
      .execute();
    // index.html names the banner it found for a few seconds; later requests see the new one.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 10_000);
    const html = await (await server.app.request('/')).text();
    vi.useRealTimers();
    const banner = pictureSources('http://localhost:8080/uploads/banner-1.png', FIRST_PICTURE_SLOTS.banner, {
      provider: 'local',
      base: 'http://localhost:8080/uploads/',
    });
    for (const hash of ['', '#/', '#/pages/index/home', '#/pages/index/home?from=share']) {
      expect(preloads(html, hash), hash).toEqual([
        {
          rel: 'preload',
          as: 'image',
          fetchPriority: 'high',
          href: banner.src,
          imagesrcset: banner.srcSet,
          imagesizes: '(min-width: 640px) 616px, calc(100vw - 24px)',
        },
      ]);
    }
    expect(banner.srcSet).toContain('http://localhost:8080/uploads/banner-1.png?w=1280&h=640 1280w');
    // The preload names the first banner only (the page's data carries all of them).
    expect(JSON.stringify(preloads(html, '#/'))).not.toContain('banner-2');
  });

  it("starts fetching a goods link's first picture from its id, as the detail page draws it", async () => {
    const html = await (await server.app.request('/')).text();
    const detail = goodsFirstPictureSources('http://localhost:8080', '{id}');
    for (const [hash, id] of [
      ['#/pages/goods/detail?id=7', '7'],
      ['#/pages/goods/detail?from=share&id=123&x=1', '123'],
    ] as const) {
      const [link] = preloads(html, hash);
      expect(link?.href).toBe(`http://localhost:8080/pictures/goods/${id}/first?w=640&h=640`);
      expect(link?.imagesrcset).toBe(detail.srcSet?.replaceAll('{id}', id));
      expect(link?.imagesrcset).toContain(
        `http://localhost:8080/pictures/goods/${id}/first?w=480&h=480 480w`,
      );
      expect(link?.imagesizes).toBe('(min-width: 640px) 640px, 100vw');
    }
    for (const hash of [
      '#/pages/goods/detail',
      '#/pages/goods/detail?id=abc',
      '#/pages/goods/detail?id=0',
      '#/pages/goods/detail?goodsId=7',
      '#/pages/goods/detail?id=7"><script>',
      '#/pages/goods/list?id=7',
      '#/pages/user/login',
    ]) {
      expect(preloads(html, hash), hash).toEqual([]);
    }
  });

  it('keeps addresses inside the script, whatever they contain', () => {
    const odd = { src: "https://x/a$`b$'c$&.png" };
    expect(firstPictureScript(odd, undefined)).toContain('"https://x/a$`b$\'c$&.png"');
    expect(
      firstPictureScript({ src: 'https://x/a</script><script>alert(1)</script>.png' }, undefined),
    ).not.toMatch(/<\/script><script>alert/);
  });

  it('sends the app page with a strict policy that allows only its own inline script, by hash', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 20_000);
    const page = await server.app.request('/');
    vi.useRealTimers();
    const html = await page.text();
    const start = html.indexOf('<script>') + '<script>'.length;
    const inline = html.slice(start, html.indexOf('</script>', start));
    const policy = page.headers.get('content-security-policy') ?? '';
    const directives = new Map(
      policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]),
    );
    expect(directives.get('script-src')).toEqual([
      "'self'",
      `'sha256-${createHash('sha256').update(inline).digest('base64')}'`,
      `'sha256-${createHash('sha256').update(FIRST_PAINT_SCRIPT).digest('base64')}'`,
    ]);
    expect(html).toContain(`<script>${FIRST_PAINT_SCRIPT}</script></body>`);
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'self'"]);
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('sends the page compressed when the browser accepts it, the same bytes as plain', async () => {
    const plain = await (await server.app.request('/')).text();
    const br = await server.app.request('/', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    expect(br.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    expect(br.headers.get('content-security-policy')).toContain("script-src 'self' 'sha256-");
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(plain);
    const gzip = await server.app.request('/', { headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(plain);
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
    expect(preferredEncoding('gzip;q=0.5, br;q=0.8')).toBe('br');
  });

  it('gives every other answer a policy that runs and frames nothing', async () => {
    for (const response of [
      await server.app.request('/api/app/info/banner/list', { method: 'POST' }),
      await server.app.request('/assets/home-abc123.js'),
      await server.app.request('/api/app/no/such', { method: 'POST' }),
    ]) {
      expect(response.headers.get('content-security-policy')).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });
});

describe('frame ancestors', () => {
  it('lets the configured pages embed the app, and refuses a bad setting at start', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'mall-dist-'));
    const embedded = await appServer(dist, { FRAME_ANCESTORS: "'self' https://portal.example" });
    try {
      const page = await embedded.app.request('/');
      expect(page.headers.get('content-security-policy')).toContain(
        "frame-ancestors 'self' https://portal.example",
      );
      expect(page.headers.get('x-frame-options')).toBeNull();
    } finally {
      await embedded.close();
      rmSync(dist, { recursive: true, force: true });
    }
    expect(() => parseEnv({ FRAME_ANCESTORS: "'self'; script-src *" })).toThrow(/FRAME_ANCESTORS/);
  });
});

describe("the first screen's answers in the page", () => {
  it("carries home's banners as the API answers them, escaped, for a few seconds, and runs nothing", async () => {
    const dist = mkdtempSync(join(tmpdir(), 'mall-dist-'));
    const server = await appServer(dist, { PUBLIC_URL: 'http://localhost:8080' });
    const dataOf = (html: string): FirstScreenData => {
      const open = `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">`;
      const start = html.indexOf(open);
      expect(start).toBeGreaterThan(-1);
      const text = html.slice(start + open.length, html.indexOf('</script>', start));
      return JSON.parse(text);
    };
    try {
      const before = await (await server.app.request('/')).text();
      expect(dataOf(before).banners).toEqual([]);
      await server.context.db
        .insertInto('banner')
        .values([
          {
            title: '</script><script>alert(1)</script>',
            pic: 'http://localhost:8080/uploads/b-1.png',
            sort_num: 1,
          },
          {
            title: 'Two',
            pic: 'http://localhost:8080/uploads/b-2.png',
            sort_num: 2,
            path: '/pages/goods/list?x=<y>',
          },
        ])
        .execute();
      // Within the page's few seconds the page names what it read then.
      expect(dataOf(await (await server.app.request('/')).text()).banners).toEqual([]);
      vi.useFakeTimers({ toFake: ['Date'] });
      const later = Date.now() + 10_000;
      vi.setSystemTime(later);
      const page = await server.app.request('/');
      vi.useRealTimers();
      const html = await page.text();
      // No value closes the element: the only `</script>` of the data block is its own.
      expect(html).not.toContain('<script>alert(1)');
      const data = dataOf(html);
      expect(data.at).toBe(later);
      expect(data.goodsFirstPicture).toBe(true);
      // The very answer of `app/info/banner/list`, in the shape the SDK's schema describes.
      const answer = await (await server.app.request('/api/app/info/banner/list', { method: 'POST' })).json();
      expect(data.banners).toEqual(answer.data);
      expect(z.array(bannerSchema).parse(data.banners)).toEqual(data.banners);
      expect(data.banners[0]?.title).toBe('</script><script>alert(1)</script>');
      // The policy allows the one inline script by its hash; the data block is not run.
      const inline = html.slice(
        html.indexOf('<script>') + '<script>'.length,
        html.indexOf('</script>', html.indexOf('<script>')),
      );
      const policy = page.headers.get('content-security-policy') ?? '';
      expect(policy).toContain(
        `script-src 'self' 'sha256-${createHash('sha256').update(inline).digest('base64')}' 'sha256-${createHash('sha256').update(FIRST_PAINT_SCRIPT).digest('base64')}';`,
      );
      expect(policy).not.toContain('unsafe-inline');
      expect(page.headers.get('cache-control')).toBe('no-cache');
    } finally {
      await server.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it("adds the rest of the words of the locale index.html carries to a goods link's chunks", () => {
    const build = BUILT_APP;
    // The app's build writes the default locale's first-screen words into the page.
    const carried =
      '<head><script type="application/json" id="mall-first-words" data-locale="en">{}</script></head>';
    expect(goodsDetailChunks(build, carried)).toEqual({
      scripts: ['assets/goods-detail-page-4.js', 'assets/en-rest-8.js'],
      styles: [],
    });
    expect(goodsDetailChunks({ manifest: {}, routes: {} }, carried)).toEqual({ scripts: [], styles: [] });
    // A build without its route file names no page for the route: the words only.
    expect(goodsDetailChunks({ manifest: BUILT_MANIFEST, routes: {} }, carried)).toEqual({
      scripts: ['assets/en-rest-8.js'],
      styles: [],
    });
    // The page is the one the route file names for the goods detail's path, not another route's.
    expect(
      goodsDetailChunks(
        {
          manifest: BUILT_MANIFEST,
          routes: { '/pages/goods/list': BUILT_APP.routes['/pages/goods/detail'] },
        },
        '<head></head>',
      ),
    ).toEqual({ scripts: [], styles: [] });
    // A page that carries no words (or no locale for them) gets the goods detail's chunks only.
    for (const index of [
      '<head></head>',
      '<head><script type="application/json" id="mall-first-words">{}</script></head>',
      '<head><link rel="modulepreload" crossorigin href="./assets/zh-Hans-core-5.js"></head>',
    ]) {
      expect(goodsDetailChunks(build, index), index).toEqual({
        scripts: ['assets/goods-detail-page-4.js'],
        styles: [],
      });
    }
  });

  it("preloads a goods link's page chunks and styles from the build's manifest", () => {
    const page = BUILT_APP.routes['/pages/goods/detail'];
    const manifest = {
      'index.html': { file: 'assets/index-1.js', isEntry: true, css: ['assets/index-1.css'] },
      _kit: { file: 'assets/kit-2.js', imports: ['index.html'], css: ['assets/kit-2.css'] },
      _list: { file: 'assets/list-3.js', imports: ['_kit', 'index.html'], css: ['assets/list-3.css'] },
      [page]: {
        file: 'assets/goods-detail-page-4.js',
        imports: ['_kit', 'index.html', '_list'],
        css: ['assets/catalog-4.css'],
      },
    };
    const chunks = goodsDetailChunks({ manifest, routes: { '/pages/goods/detail': page } }, '<head></head>');
    expect(chunks).toEqual({
      scripts: ['assets/goods-detail-page-4.js', 'assets/kit-2.js', 'assets/list-3.js'],
      styles: ['assets/catalog-4.css', 'assets/kit-2.css', 'assets/list-3.css'],
    });
    const script = firstPictureScript(undefined, undefined, chunks);
    expect(runHeadScript(script, '#/pages/goods/detail?id=3')).toEqual([
      { rel: 'modulepreload', crossOrigin: '', href: 'http://shop/assets/goods-detail-page-4.js' },
      { rel: 'modulepreload', crossOrigin: '', href: 'http://shop/assets/kit-2.js' },
      { rel: 'modulepreload', crossOrigin: '', href: 'http://shop/assets/list-3.js' },
      { rel: 'preload', as: 'style', crossOrigin: '', href: 'http://shop/assets/catalog-4.css' },
      { rel: 'preload', as: 'style', crossOrigin: '', href: 'http://shop/assets/kit-2.css' },
      { rel: 'preload', as: 'style', crossOrigin: '', href: 'http://shop/assets/list-3.css' },
    ]);
    expect(runHeadScript(script, '#/')).toEqual([]);
  });
});
