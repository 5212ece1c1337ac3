import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import {
  FIRST_PICTURE_SLOTS,
  FIRST_SCREEN_DATA_ID,
  goodsFirstPictureSources,
  type PictureSources,
  pictureSources,
} from '@mall/sdk/pictures';
import type { ServerContext } from '../server-context';
import { bannerList } from '../services/content.service';
import { createMicroCache } from '../services/micro-cache';
import { uploadMode } from '../services/upload.service';
import type { RouteMount } from './app';
import { type BodyEncoding, compressBody, preferredEncoding } from './compression';
import {
  type AppScripts,
  type InlineFormat,
  inlineFormat,
  inlinePicture,
  inlineStylesheets,
  takeAppScripts,
} from './page-inlines';
import { appPageHeaders } from './security-headers';

/** Where the built app is looked for by default: `packages/app/dist`. */
export function defaultAppDistDir(): string {
  return resolve(dirname(fileURLToPath(import.meta.url)), '../../../app/dist');
}

/**
 * Where the head's script goes: before the page's first script or stylesheet (a script after a
 * stylesheet waits for it, and the picture's fetch with it), after the `viewport` meta (the
 * picture's `sizes` are read against the viewport it sets).
 */
const FIRST_LOADED = /<(?:script|link)\b/i;

/** How long `index.html` keeps the first banner it names. */
const INDEX_PAGE_TTL_MS = 5_000;

/**
 * The first screen's answers written into `index.html`: home's banners as `app/info/banner/list`
 * answers them (`at`: when they were read, in ms since the epoch), so the app draws home's first
 * banner on its first render, without asking. The banners carry no text in the shopper's language;
 * answers that do (the recommendations) are left to the app, which knows that language.
 */
export interface FirstScreenData {
  at: number;
  banners: Awaited<ReturnType<typeof bannerList>>;
  /** Whether `/pictures/goods/N/first` answers (local uploads): a goods link draws it at once. */
  goodsFirstPicture: boolean;
}

/** The chunks a lazy page of the app loads, as named in the build's manifest. */
export interface PageChunks {
  scripts: string[];
  styles: string[];
}

/** The page module a shared goods link opens (its key in the build's manifest). */
export const GOODS_DETAIL_MODULE = 'src/features/catalog/goods-detail-page.tsx';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
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
 * What a shared goods link's page loads, from the build's `.vite/manifest.json`: the page's chunks
 * and styles, and the rest of the words of the locale whose first-screen words `index` preloads
 * (every page but home waits for them, `build/locale-parts.ts` of the app). None without a manifest.
 */
export function goodsDetailChunks(manifest: Record<string, ManifestChunk>, index: string): PageChunks {
  const words = Object.entries(manifest).flatMap(([key, chunk]) => {
    const locale = /^mall-locale\/(.+)-core$/.exec(key)?.[1];
    return locale && index.includes(chunk.file) ? [`mall-locale/${locale}-rest`] : [];
  });
  return pageChunks(manifest, [GOODS_DETAIL_MODULE, ...words]);
}

/** The build's manifest, or none. */
function readManifest(root: string): Record<string, ManifestChunk> {
  try {
    return JSON.parse(readFileSync(join(root, '.vite', 'manifest.json'), 'utf8'));
  } catch {
    return {};
  }
}

/** `{id}` in the detail's sources stands for the goods id the page's address names. */
const GOODS_ID = '{id}';

/** A value as a script literal: JSON, with `<` escaped so that it can never close the script. */
function literal(value: unknown): string {
  return JSON.stringify(value ?? null).replace(/</g, '\\u003c');
}

/**
 * The first screen's answers as a data block for the head of `index.html`: not run (the CSP's
 * `script-src` does not apply), read by the app with `JSON.parse`; `<` is escaped, so no value can
 * close the element.
 */
export function firstScreenDataElement(data: FirstScreenData): string {
  return `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${literal(data)}</script>`;
}

/**
 * How long a goods link's page chunks wait for its first picture at most: a picture slower than
 * this does not hold them back any longer.
 */
export const FIRST_PICTURE_WAIT_MS = 1_000;

/**
 * The script for the head of `index.html` that starts fetching the first screen's largest picture
 * before any JavaScript of the app has loaded: home's first banner when the page opened is home,
 * the goods' first picture when it is a goods detail (`#/pages/goods/detail?id=N`). It preloads
 * the picture's `srcset` and `sizes` (`imagesrcset`, `imagesizes`), so the browser picks the
 * width the page will ask for.
 *
 * Home's banner may come written into the page (`banner.inline`, a `data:` address of a small
 * picture): then it is drawn from it and nothing is fetched for it. Such a page comes without the
 * tags of the app's own scripts (`app`, taken out by `takeAppScripts`): on home they are asked for
 * once that picture is on screen — a frame after the page arrived, so the picture is drawn before
 * the app's script is fetched and run, at the cost of that frame —, on any other page at once
 * (preloaded from the head, the entry run from the end of the body, where `#root` is parsed, as the
 * build's own module script would run).
 *
 * A shared goods link's page chunks and stylesheets are preloaded once that picture is on screen
 * (`FIRST_PAINT_SCRIPT` calls `window.__mallAfterPicture`), when it fails, or after
 * `FIRST_PICTURE_WAIT_MS`; at once when the page has no first picture. On a slow line the picture
 * then does not share it with a dozen requests; the app's own script, which draws the rest of the
 * page, is not held back for a picture that must be fetched.
 */
export function firstPictureScript(
  banner: (PictureSources & { inline?: string | undefined }) | undefined,
  detail: PictureSources | undefined,
  detailChunks: PageChunks = { scripts: [], styles: [] },
  app: AppScripts = { entry: '', preloads: [] },
): string {
  return (
    `(function(){var B=${literal(banner)},D=${literal(detail)},C=${literal(detailChunks)},A=${literal(app)},h=location.hash.split("?"),p=h[0],s=null,m,k,l,L=[],` +
    'a=function(r,f){l=document.createElement("link");l.rel=r;if(f){l.as=f}return l},' +
    // Vite's own links for a lazy page are crossorigin: the preloads match them.
    // A link the app's own loader has added meanwhile is not added twice.
    'n=function(e,x){var u=location.origin+"/"+x;if(e.rel&&document.querySelector(\'link[href="\'+u+\'"]\')){return}' +
    'e.crossOrigin="";e[e.rel?"href":"src"]=u;document.head.appendChild(e)},' +
    'c=function(r,f,x){L.push(function(){n(a(r,f),x)})},' +
    // The app's entry script, once.
    'E=function(){var x=A.entry;A.entry="";if(x){l=document.createElement("script");l.type="module";n(l,x)}},' +
    // Adds what was held back, once.
    'g=function(){var t=L,j;L=[];for(j=0;j<t.length;j++){t[j]()}};' +
    'if(p===""||p==="#/"||p==="#/pages/index/home"){s=B}' +
    'else if(p==="#/pages/goods/detail"&&(m=/(?:^|&)id=([1-9]\\d{0,9})(?:&|$)/.exec(h[1]||""))){' +
    'for(k=0;k<C.scripts.length;k++){c("modulepreload",0,C.scripts[k])}' +
    'for(k=0;k<C.styles.length;k++){c("preload","style",C.styles[k])}' +
    `if(D){s={};for(k in D){s[k]=D[k].split(${literal(GOODS_ID)}).join(m[1])}}}` +
    'if(s&&s.inline){L.unshift(E);for(k=0;k<A.preloads.length;k++){c("modulepreload",0,A.preloads[k])}}' +
    'else{if(A.entry){n(a("modulepreload"),A.entry)}for(k=0;k<A.preloads.length;k++){n(a("modulepreload"),A.preloads[k])}window.__mallRunApp=E}' +
    'window.__mallAfterPicture=g;if(!s||!s.src){g();return}' +
    `setTimeout(g,${FIRST_PICTURE_WAIT_MS});` +
    // A picture written into the page (`inline`, a `data:` address) needs no fetch.
    'window.__mallFirstPicture=[s===B?"banner":"detail",s];if(s.inline){return}l=a("preload","image");l.fetchPriority="high";' +
    'if(s.srcSet){l.setAttribute("imagesrcset",s.srcSet);l.setAttribute("imagesizes",s.sizes)}' +
    'l.href=s.src;document.head.appendChild(l)})()'
  );
}

/**
 * The script for the end of the body of `index.html`: draws the picture the head's script preloads
 * (`window.__mallFirstPicture`) at once, in a layer the app's stylesheet places exactly over where
 * the page will draw it (`.app-first-picture` in the app's `shell/shell.css`), so the shopper sees
 * it before the app has run. Once the picture is on screen (the browser reports it as the page's
 * largest contentful paint; where it cannot, the frame after the picture loaded), or when it fails,
 * it adds what the head's script held back (`window.__mallAfterPicture`). The app removes the
 * layer once its own picture has loaded; a picture that fails removes itself.
 */
export const FIRST_PAINT_SCRIPT =
  '(function(){var f=window.__mallFirstPicture,g=window.__mallAfterPicture,r=window.__mallRunApp,P=window.PerformanceObserver,d,i,o;if(r){r()}if(!f){return}' +
  'd=document.createElement("div");d.className="app-first-picture app-first-picture--"+f[0];' +
  'd.setAttribute("aria-hidden","true");i=document.createElement("img");i.alt="";i.fetchPriority="high";' +
  'i.onerror=function(){d.remove();g()};' +
  // The browser's own word that the picture is on screen where it gives it; else the frame after it loaded.
  'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("largest-contentful-paint")>=0){' +
  'o=new P(function(t){t=t.getEntries();for(var j=0;j<t.length;j++){if(t[j].element===i){o.disconnect();g()}}});' +
  'o.observe({type:"largest-contentful-paint"})}else{i.onload=function(){requestAnimationFrame(function(){setTimeout(g)})}}' +
  'if(f[1].inline){i.src=f[1].inline}else{if(f[1].srcSet){i.sizes=f[1].sizes;i.srcset=f[1].srcSet}i.src=f[1].src}' +
  'd.appendChild(i);document.body.appendChild(d)})()';

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
    const plainPage = { html: index, headers: appPageHeaders(server, [], styles) };
    // A shared goods link's first picture comes from `/pictures/goods/N/first`, which serves local
    // uploads only.
    const detail =
      uploadMode(server).mode === 'local' ? goodsFirstPictureSources(server.publicUrl, GOODS_ID) : undefined;
    const pictureHost = { provider: 'local', base: `${server.publicUrl}/uploads/` } as const;
    // The scripts and styles a shared goods link's page loads, preloaded beside the app's own.
    const detailChunks = goodsDetailChunks(readManifest(root), index);
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
    const pagesOfRead = new WeakMap<
      object,
      Map<string, Promise<{ html: string; headers: Record<string, string> }>>
    >();
    // The page without the app's script tags, for a page that starts them itself.
    const withoutAppScripts = takeAppScripts(index);
    const indexPage = async (inline: InlineFormat | undefined) => {
      const read = await readBanners().catch(() => undefined);
      if (!read) {
        return plainPage;
      }
      const pages = pagesOfRead.get(read) ?? new Map();
      pagesOfRead.set(read, pages);
      const key = inline ?? '';
      let page = pages.get(key);
      if (!page) {
        page = buildPage(read, inline).catch(() => plainPage);
        pages.set(key, page);
      }
      return page;
    };
    const buildPage = async (
      { at, banners }: Awaited<ReturnType<typeof readBanners>>,
      inline: InlineFormat | undefined,
    ) => {
      const [banner] = banners;
      const home = banner?.pic
        ? {
            ...pictureSources(banner.pic, FIRST_PICTURE_SLOTS.banner, pictureHost),
            inline: inline && (await inlinePicture(server, banner.pic, inline)),
          }
        : undefined;
      // With the banner inside the page, the page also starts the app's scripts itself.
      const taken = home?.inline ? withoutAppScripts : { html: index };
      const script = firstPictureScript(home, detail, detailChunks, taken.scripts);
      const data = firstScreenDataElement({ at, banners, goodsFirstPicture: detail !== undefined });
      // Functions, so that `$` in an address is never read as a replacement pattern.
      const html = taken.html
        .replace(
          FIRST_LOADED.test(taken.html) ? FIRST_LOADED : '</head>',
          (tag) => `<script>${script}</script>${tag}`,
        )
        .replace('</head>', () => `${data}</head>`)
        .replace('</body>', `<script>${FIRST_PAINT_SCRIPT}</script></body>`);
      return { html, headers: appPageHeaders(server, [script, FIRST_PAINT_SCRIPT], styles) };
    };
    // The page's bytes as sent, compressed once per page and encoding asked for (the page carries
    // the first screen's answers, so it changes every few seconds).
    const compressed = new WeakMap<object, Partial<Record<BodyEncoding, Uint8Array<ArrayBuffer>>>>();
    app.get('/', async (context) => {
      const page = await indexPage(inlineFormat(context.req.header('accept')));
      const headers = { 'Cache-Control': 'no-cache', Vary: 'Accept, Accept-Encoding', ...page.headers };
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
    // The build writes `.br` and `.gz` next to its text files; they go out by `Accept-Encoding`.
    app.use('/*', serveStatic({ root, precompressed: true }));
  };
}
