import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MallServer } from '../create-server';
import { appServer } from '../test-support/app-server';
import { BUILT_MANIFEST, BUILT_ROUTES } from '../test-support/built-manifest';
import { LOCALE_COOKIE, localeWordsChunks, pageWordsLocale, withLocalePreload } from './page-locale';

/** An `index.html` as the app's build writes it: the default locale's first-screen words inside. */
const INDEX =
  '<!doctype html><html><head><script type="application/json" id="mall-first-words" data-locale="zh-Hans">{}</script>' +
  '<script type="module" crossorigin src="./assets/index-1.js"></script></head><body><div id="root"></div></body></html>';

describe("a saved language's first-screen words named in the page", () => {
  it("knows each locale's words chunk but the one the page carries", () => {
    expect(pageWordsLocale(INDEX)).toBe('zh-Hans');
    expect([...localeWordsChunks(BUILT_MANIFEST, INDEX)]).toEqual([
      ['en', 'assets/en-core-7.js'],
      ['zh-tw', 'assets/zh-tw-core-9.js'],
    ]);
    // A page without words of its own needs every locale's.
    expect(localeWordsChunks(BUILT_MANIFEST, '<head></head>').get('zh-Hans')).toBe(
      'assets/zh-Hans-core-5.js',
    );
    expect(localeWordsChunks({}, INDEX).size).toBe(0);
  });

  it('preloads a words chunk at the end of the head, the page otherwise as it was', () => {
    const named = withLocalePreload(INDEX, 'assets/en-core-7.js');
    expect(named).toContain('<link rel="modulepreload" crossorigin href="./assets/en-core-7.js"></head>');
    expect(named.replace('<link rel="modulepreload" crossorigin href="./assets/en-core-7.js">', '')).toBe(
      INDEX,
    );
    // `$` in a name is not a replacement pattern.
    expect(withLocalePreload('<head></head>', 'assets/a$&b.js')).toBe(
      '<head><link rel="modulepreload" crossorigin href="./assets/a$&b.js"></head>',
    );
  });
});

describe('the served page with a locale cookie', () => {
  const dist = mkdtempSync(join(tmpdir(), 'mall-dist-'));
  let server: MallServer;
  beforeAll(async () => {
    mkdirSync(join(dist, '.vite'));
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(BUILT_MANIFEST));
    writeFileSync(join(dist, '.vite', 'routes.json'), JSON.stringify(BUILT_ROUTES));
    server = await appServer(dist, { PUBLIC_URL: 'http://localhost:8080' }, INDEX);
  });
  afterAll(async () => {
    await server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (cookie?: string, headers: Record<string, string> = {}) =>
    server.app.request('/', { headers: { ...(cookie === undefined ? {} : { cookie }), ...headers } });
  const preloadsEnglish = (html: string) =>
    html.includes('<link rel="modulepreload" crossorigin href="./assets/en-core-7.js">');

  it("names the cookie's locale words chunk in the head, as its own page with its own tag", async () => {
    const plain = await get();
    const plainHtml = await plain.text();
    expect(preloadsEnglish(plainHtml)).toBe(false);
    expect(plain.headers.get('vary')).toBe('Accept, Accept-Encoding, Cookie');

    const english = await get(`theme=dark; ${LOCALE_COOKIE}=en`);
    expect(english.status).toBe(200);
    const englishHtml = await english.text();
    expect(preloadsEnglish(englishHtml)).toBe(true);
    expect(englishHtml.indexOf('en-core-7.js')).toBeLessThan(englishHtml.indexOf('</head>'));
    // Its policy allows its own inline scripts (a goods link's chunks are in the head's), by hash.
    const policy = english.headers.get('content-security-policy') ?? '';
    for (const [, script] of englishHtml.matchAll(/<script>([^<]*)<\/script>/g)) {
      expect(policy).toContain(
        `'sha256-${createHash('sha256')
          .update(script ?? '')
          .digest('base64')}'`,
      );
    }
    expect(englishHtml.match(/<script>/g)).toHaveLength(2);
    const tag = english.headers.get('etag') ?? '';
    expect(tag).not.toBe(plain.headers.get('etag'));

    // Revalidated with its own tag it is unchanged; a tag of the plain page gets the page again.
    expect((await get(`${LOCALE_COOKIE}=en`, { 'if-none-match': tag })).status).toBe(304);
    const changed = await get(`${LOCALE_COOKIE}=en`, { 'if-none-match': plain.headers.get('etag') ?? '' });
    expect(changed.status).toBe(200);
    expect(preloadsEnglish(await changed.text())).toBe(true);

    // Compressed, the same bytes.
    const gzipped = await get(`${LOCALE_COOKIE}=en`, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString('utf8')).toBe(englishHtml);
  });

  it("preloads the rest of the cookie's locale words for a goods link, not the page's", async () => {
    const plain = await (await get()).text();
    expect(plain).toContain('assets/zh-Hans-rest-6.js');
    expect(plain).not.toContain('assets/en-rest-8.js');
    const english = await (await get(`${LOCALE_COOKIE}=en`)).text();
    expect(english).toContain('assets/en-rest-8.js');
    expect(english).not.toContain('assets/zh-Hans-rest-6.js');
    expect(english).toContain('assets/goods-detail-page-4.js');
  });

  it('serves the plain page for its own locale, an unknown one, a broken or hostile cookie', async () => {
    for (const cookie of [
      `${LOCALE_COOKIE}=zh-Hans`,
      `${LOCALE_COOKIE}=fr`,
      `${LOCALE_COOKIE}=`,
      `${LOCALE_COOKIE}=%E0%A4%A`,
      `${LOCALE_COOKIE}=en%22%3E%3Cscript%3E`,
      'other=en',
    ]) {
      // The page without a cookie just before and just after (the page changes with each banner
      // read, every few seconds): the answer is one of the two.
      const before = await (await get()).text();
      const answer = await get(cookie);
      const after = await (await get()).text();
      expect(answer.status, cookie).toBe(200);
      expect([before, after], cookie).toContain(await answer.text());
    }
  });
});
