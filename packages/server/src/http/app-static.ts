import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import { FIRST_PICTURE_SLOTS, goodsFirstPictureSources, pictureSources } from '@mall/sdk/pictures';
import { getCookie } from 'hono/cookie';
import type { ServerContext } from '../server-context';
import { bannerList } from '../services/banner.service';
import { firstGoodsPicture, goodsIdOf } from '../services/goods-first-picture';
import { createMicroCache } from '../services/micro-cache';
import { uploadMode } from '../services/upload.service';
import type { RouteMount } from './app';
import { type BodyEncoding, compressBody, preferredEncoding } from './compression';
import {
  FIRST_PAINT_SCRIPT,
  firstPictureScript,
  GOODS_ID,
  type GoodsInline,
  KEPT_BANNER,
  type PageChunks,
  withFirstPaint,
} from './first-paint';
import {
  FIRST_VISIT_INLINE,
  type InlineFormat,
  type InlineLimit,
  inlineFormat,
  inlinePicture,
  inlineStylesheets,
  REVISIT_INLINE,
  takeAppScripts,
} from './page-inlines';
import { LOCALE_COOKIE, localeWordsChunks, pageWordsLocale, withLocalePreload } from './page-locale';
import { appPageHeaders } from './security-headers';
import { serviceWorkerFiles } from './service-worker-files';

/** Where the built app is looked for by default: `packages/app/dist`. */
export function defaultAppDistDir(): string {
  return resolve(dirname(fileURLToPath(import.meta.url)), '../../../app/dist');
}

/** How long `index.html` keeps the first banner it names, and a goods link's first picture. */
const INDEX_PAGE_TTL_MS = 5_000;

/** How many goods links' pages are worked out per banner read (each differs by its picture). */
export const GOODS_PAGES_KEPT = 100;

/** The route a shared goods link opens (spec §2: `#/pages/goods/detail?id=N`). */
export const GOODS_DETAIL_ROUTE = '/pages/goods/detail';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

/**
 * What the server reads of the app's build: `.vite/manifest.json` (Vite's chunks by module) and
 * `.vite/routes.json`, which the app's build writes from its route table (`build/route-chunks.ts`
 * of the app): each route path's page module, its key in the manifest.
 */
export interface AppBuild {
  manifest: Record<string, ManifestChunk>;
  routes: Record<string, string>;
}

/**
 * The scripts and stylesheets the modules `keys` of a Vite manifest load when they are imported:
 * their chunks, the chunks they import (but the entry, which the page has loaded already) and their
 * CSS.
 */
export function pageChunks(manifest: Record<string, ManifestChunk>, keys: readonly string[]): PageChunks {
  const scripts: string[] = [];
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || seen.has(name) || chunk.isEntry) {
      return;
    }
    seen.add(name);
    scripts.push(chunk.file);
    for (const style of chunk.css ?? []) {
      styles.add(style);
    }
    for (const imported of chunk.imports ?? []) {
      visit(imported);
    }
  };
  for (const key of keys) {
    visit(key);
  }
  return { scripts, styles: [...styles] };
}

/**
 * What a shared goods link's page loads, from the build: the chunks and styles of the goods detail
 * route's page, and the rest of the words of the locale whose first-screen words `index` carries
 * (every page but home waits for them, `build/locale-parts.ts` of the app). None without a
 * manifest; no page chunks when the build names no page for the route.
 */
export function goodsDetailChunks(
  { manifest, routes }: AppBuild,
  index: string,
  locale = pageWordsLocale(index),
): PageChunks {
  const page = routes[GOODS_DETAIL_ROUTE];
  return pageChunks(manifest, [...(page ? [page] : []), ...(locale ? [`mall-locale/${locale}-rest`] : [])]);
}

/** A JSON file of the build's `.vite` folder, or an empty object. */
function readBuildFile<T>(root: string, name: string): Record<string, T> {
  try {
    const read: unknown = JSON.parse(readFileSync(join(root, '.vite', name), 'utf8'));
    return typeof read === 'object' && read !== null ? (read as Record<string, T>) : {};
  } catch {
    return {};
  }
}

/** The build's manifest and route file, each empty when missing. */
function readAppBuild(root: string): AppBuild {
  return { manifest: readBuildFile(root, 'manifest.json'), routes: readBuildFile(root, 'routes.json') };
}

/** `index.html` as served: its text, its headers, and its entity tag (weak: any encoding of it). */
interface ServedPage {
  html: string;
  headers: Record<string, string>;
  etag: string;
}

/** The page in one locale: the page's own, or one whose first-screen words it names (`page-locale.ts`). */
interface PageWords {
  /** The locale, `''` for the page's own. */
  key: string;
  /** A page's text with that locale's words named in its head. */
  withWords: (html: string) => string;
  /** The page without the first screen's answers (when they cannot be read). */
  plain: ServedPage;
  /** What a shared goods link's page loads in that locale. */
  detailChunks: PageChunks;
}

/**
 * Whether an `If-None-Match` names `etag`: `*`, or any of its tags by weak comparison (a `W/` aside,
 * RFC 9110 §13.1.2).
 */
export function unchangedFor(ifNoneMatch: string, etag: string): boolean {
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}

function served(html: string, headers: Record<string, string>): ServedPage {
  return { html, headers, etag: `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"` };
}

/**
 * Serves the built shopper app at `/` when it exists, so one origin answers app and API. The app
 * routes by hash, so only real files and `index.html` are served.
 */
export function appStaticMount(server: ServerContext): RouteMount {
  const root = server.env.APP_DIST_DIR ?? defaultAppDistDir();
  const indexFile = join(root, 'index.html');
  return (app) => {
    if (!existsSync(indexFile)) {
      server.log.info('no built app to serve', { root });
      return;
    }
    const built = readFileSync(indexFile, 'utf8');
    // The first screen's stylesheet comes inside the page.
    const { html: index, styles } = inlineStylesheets(built, root);
    // The page and its headers: the policy allows the one inline script by its hash.
    const plainHeaders = appPageHeaders(server, [], styles);
    // A shared goods link's first picture comes from `/pictures/goods/N/first`, which serves local
    // uploads only.
    const detail =
      uploadMode(server).mode === 'local' ? goodsFirstPictureSources(server.publicUrl, GOODS_ID) : undefined;
    const pictureHost = { provider: 'local', base: `${server.publicUrl}/uploads/` } as const;
    // The scripts and styles a shared goods link's page loads, preloaded beside the app's own.
    // For a shopper whose language is not the page's (`page-locale.ts`), the page names that
    // locale's first-screen words in its head, and a goods link preloads the rest of its words.
    const build = readAppBuild(root);
    const words = localeWordsChunks(build.manifest, index);
    const wordsOf = (locale?: string, file?: string): PageWords => {
      const withWords = (html: string) => (file ? withLocalePreload(html, file) : html);
      const plain = served(withWords(index), plainHeaders);
      return {
        key: locale ?? '',
        withWords,
        plain,
        detailChunks: goodsDetailChunks(build, index, locale),
      };
    };
    const ownWords = wordsOf();
    const otherWords = new Map([...words].map(([locale, file]) => [locale, wordsOf(locale, file)]));
    // Home's banners, read at most every few seconds, once for every kind of page (with the banner
    // inside or not); each kind is worked out once per read, so its banners are never older.
    const bannerReads = createMicroCache({
      ttlMs: INDEX_PAGE_TTL_MS,
      maxEntries: 1,
      now: () => server.now().getTime(),
    });
    const readBanners = () =>
      bannerReads.get('banners', async () => ({
        at: server.now().getTime(),
        banners: await bannerList(server),
      }));
    const goodsPagesOfRead = new WeakMap<object, number>();
    const pagesOfRead = new WeakMap<object, Map<string, Promise<ServedPage>>>();
    // The page without the app's script tags, for a page that starts them itself.
    const withoutAppScripts = takeAppScripts(index);
    // A goods link's first picture inside the page, looked up at most every few seconds per goods;
    // as many kept as goods pages are worked out per read (a photograph is up to 64 KB as text).
    const goodsInlines = createMicroCache({
      ttlMs: INDEX_PAGE_TTL_MS,
      maxEntries: GOODS_PAGES_KEPT,
      now: () => server.now().getTime(),
    });
    const goodsInline = async (id: number | undefined, format: InlineFormat | undefined) => {
      if (id === undefined || format === undefined || detail === undefined) {
        return undefined;
      }
      const inline = await goodsInlines
        .get(`${format}:${id}`, async () => {
          const picture = await firstGoodsPicture(server, id);
          return picture === undefined
            ? undefined
            : inlinePicture(server, picture, format, FIRST_VISIT_INLINE);
        })
        .catch(() => undefined);
      return inline === undefined ? undefined : { id: String(id), inline };
    };
    const indexPage = async (
      inline: InlineFormat | undefined,
      goods: GoodsInline | undefined,
      bannerLimit: InlineLimit,
      shown: PageWords,
    ): Promise<ServedPage> => {
      const read = await readBanners().catch(() => undefined);
      if (!read) {
        return shown.plain;
      }
      const pages = pagesOfRead.get(read) ?? new Map();
      pagesOfRead.set(read, pages);
      const key = `${inline ?? ''}:${goods?.id ?? ''}:${bannerLimit.maxBytes}:${bannerLimit.preview}:${shown.key}`;
      let page = pages.get(key);
      if (!page) {
        // The pages of a few goods are worked out per read; any more goods get the page without
        // their picture (fetched, as from a hash-only link), so no request costs a page's work.
        const goodsPages = goodsPagesOfRead.get(read) ?? 0;
        if (goods && goodsPages >= GOODS_PAGES_KEPT) {
          return indexPage(inline, undefined, bannerLimit, shown);
        }
        goodsPagesOfRead.set(read, goodsPages + (goods ? 1 : 0));
        page = buildPage(read, inline, goods, bannerLimit, shown).catch(() => shown.plain);
        pages.set(key, page);
      }
      return page;
    };
    const buildPage = async (
      { at, banners }: Awaited<ReturnType<typeof readBanners>>,
      inline: InlineFormat | undefined,
      goods: GoodsInline | undefined,
      bannerLimit: InlineLimit,
      shown: PageWords,
    ) => {
      const [banner] = banners;
      const home = banner?.pic
        ? {
            ...pictureSources(banner.pic, FIRST_PICTURE_SLOTS.banner, pictureHost),
            inline: inline && (await inlinePicture(server, banner.pic, inline, bannerLimit)),
          }
        : undefined;
      // With a picture inside the page, the page also starts the app's scripts itself.
      const taken = home?.inline || goods ? withoutAppScripts : { html: index };
      const script = firstPictureScript(home, detail, shown.detailChunks, taken.scripts, goods);
      const html = withFirstPaint(taken.html, script, {
        at,
        banners,
        goodsFirstPicture: detail !== undefined,
      });
      return served(shown.withWords(html), appPageHeaders(server, [script, FIRST_PAINT_SCRIPT], styles));
    };
    // The page's bytes as sent, compressed once per page and encoding asked for (the page carries
    // the first screen's answers, so it changes every few seconds).
    const compressed = new WeakMap<object, Partial<Record<BodyEncoding, Uint8Array<ArrayBuffer>>>>();
    app.get('/', async (context) => {
      const format = inlineFormat(context.req.header('accept'));
      const goodsId = goodsIdOf(context.req.query('goods'));
      // A browser that revalidates the page has been here: its cache keeps home's banner. A goods
      // link's page shows its goods: a photograph banner in it would be bytes for nothing.
      const validators = context.req.header('if-none-match');
      const bannerLimit =
        validators === undefined && goodsId === undefined ? FIRST_VISIT_INLINE : REVISIT_INLINE;
      // Only a locale the build has words for: the cookie's text never goes into the page.
      const shown = otherWords.get(getCookie(context, LOCALE_COOKIE) ?? '') ?? ownWords;
      const page = await indexPage(format, await goodsInline(goodsId, format), bannerLimit, shown);
      const headers = {
        'Cache-Control': 'no-cache',
        Vary: 'Accept, Accept-Encoding, Cookie',
        ETag: page.etag,
        ...page.headers,
      };
      // Unchanged: the page's own headers all the same, since the browser takes them onto the copy it
      // keeps (a 304 with the policy every other answer gets would leave that copy running nothing).
      if (validators !== undefined && unchangedFor(validators, page.etag)) {
        return context.body(null, 304, headers);
      }
      const encoding = preferredEncoding(context.req.header('accept-encoding'));
      if (!encoding) {
        return context.html(page.html, 200, headers);
      }
      const bytes = compressed.get(page) ?? {};
      compressed.set(page, bytes);
      bytes[encoding] ??= compressBody(page.html, encoding);
      return context.body(bytes[encoding], 200, {
        ...headers,
        'Content-Type': 'text/html; charset=UTF-8',
        'Content-Encoding': encoding,
      });
    });
    // Built assets carry a content hash in their names: they never change under one name.
    app.use('/assets/*', async (context, next) => {
      await next();
      if (context.res.status === 200) {
        context.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
      }
    });
    // The shell the worker keeps: no answers inside (a start reads them), its first picture the
    // banner the app last drew, kept on the device, or a goods link's by its id.
    const shellScript = firstPictureScript(KEPT_BANNER, detail, ownWords.detailChunks);
    serviceWorkerFiles(
      app,
      server,
      served(
        withFirstPaint(index, shellScript),
        appPageHeaders(server, [shellScript, FIRST_PAINT_SCRIPT], styles),
      ),
    );
    // The build writes `.br` and `.gz` next to its text files; they go out by `Accept-Encoding`.
    app.use('/*', serveStatic({ root, precompressed: true }));
  };
}
