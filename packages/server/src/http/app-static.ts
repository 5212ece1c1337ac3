import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import type { ServerContext } from '../server-context';
import { bannerList } from '../services/content.service';
import { createMicroCache } from '../services/micro-cache';
import type { RouteMount } from './app';
import { appPageHeaders } from './security-headers';

/** Where the built app is looked for by default: `packages/app/dist`. */
export function defaultAppDistDir(): string {
  return resolve(dirname(fileURLToPath(import.meta.url)), '../../../app/dist');
}

/** How long `index.html` keeps the first banner it names. */
const INDEX_PAGE_TTL_MS = 5_000;

/**
 * The script for the head of `index.html` that, when the page opened is home, starts fetching the
 * first banner (home's largest picture) before any JavaScript of the app has loaded.
 */
export function firstBannerScript(src: string): string {
  // JSON keeps the address a string literal; `<` escaped so it can never close the script.
  const literal = JSON.stringify(src).replace(/</g, '\\u003c');
  return (
    '(function(){var h=location.hash.split("?")[0];' +
    'if(h===""||h==="#/"||h==="#/pages/index/home"){var l=document.createElement("link");' +
    `l.rel="preload";l.as="image";l.fetchPriority="high";l.href=${literal};document.head.appendChild(l)}})()`
  );
}

/** {@link firstBannerScript} as the element written into the page. */
export function firstBannerPreload(src: string): string {
  return `<script>${firstBannerScript(src)}</script>`;
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
    const index = readFileSync(indexFile, 'utf8');
    // The page with home's first banner preloaded, worked out at most every few seconds.
    const pages = createMicroCache({
      ttlMs: INDEX_PAGE_TTL_MS,
      maxEntries: 1,
      now: () => server.now().getTime(),
    });
    // The page and its headers: the policy allows the one inline script by its hash.
    const plainPage = { html: index, headers: appPageHeaders(server, []) };
    const indexPage = () =>
      pages.get('index', () =>
        bannerList(server)
          .then(([banner]) => {
            if (!banner?.pic) {
              return plainPage;
            }
            const script = firstBannerScript(banner.pic);
            // A function, so that `$` in an address is never read as a replacement pattern.
            const html = index.replace('</head>', () => `<script>${script}</script></head>`);
            return { html, headers: appPageHeaders(server, [script]) };
          })
          .catch(() => plainPage),
      );
    app.get('/', async (context) => {
      const page = await indexPage();
      return context.html(page.html, 200, { 'Cache-Control': 'no-cache', ...page.headers });
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
