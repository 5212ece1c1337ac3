import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { minimal2023Preset } from '@vite-pwa/assets-generator/config';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { PICTURE_CACHE_NAME } from '../src/shell/catalogue-keys.ts';
import { MANIFEST_FILE } from '../src/shell/manifest-link.ts';

/** The spec's background (§9), the manifest's theme and splash colour as the page's `theme-color`. */
export const THEME_COLOUR = '#f6f7fa';

/**
 * The runtime cache of pictures: cached on first sight, kept a week, at most this many; dropped
 * when a shopper's session ends (`src/shell/catalogue-keys.ts`).
 */
export const PICTURE_CACHE = { name: PICTURE_CACHE_NAME, maxEntries: 300, maxAgeSeconds: 7 * 24 * 60 * 60 };

function pictureCacheOptions() {
  return {
    cacheName: PICTURE_CACHE.name,
    expiration: {
      maxEntries: PICTURE_CACHE.maxEntries,
      maxAgeSeconds: PICTURE_CACHE.maxAgeSeconds,
      purgeOnQuotaError: true,
    },
    // Whole answers only: a cross-origin picture without CORS is opaque, and the browser counts
    // each opaque answer as megabytes of the origin's storage.
    cacheableResponse: { statuses: [200] },
  };
}

/**
 * Paths the service worker never answers with the shell: the API, uploads and pictures, and the
 * folders the server serves beside the app (Storybook, the API reference).
 */
const NOT_THE_APP = [
  /^\/api\//,
  /^\/uploads\//,
  /^\/pictures\//,
  /^\/storybook(\/|$)/,
  /^\/reference(\/|$)/,
  /^\/(health|ready|metrics)\b/,
];

/** The app's name in the source locale (spec: `appName`), the name a home screen shows. */
function appName(): string {
  // Read as a file: Vite's config loader runs no TypeScript, and the words package ships its source.
  const file = join(import.meta.dirname, '../../wording/locales/zh-Hans/shell.json');
  const shell = JSON.parse(readFileSync(file, 'utf8')) as { app?: { name?: unknown } };
  const name = shell.app?.name;
  if (typeof name !== 'string' || name === '') {
    throw new Error('zh-Hans shell.json has no app.name');
  }
  return name;
}

/**
 * The web app manifest and the service worker (Workbox's `generateSW` through vite-plugin-pwa;
 * docs/offline.md):
 * - the manifest: the shop's name, icons drawn from `public/logo.svg` in the sizes and the maskable
 *   form browsers ask for, the spec's colours, standalone, opened at home (`./#/`);
 * - precached: the shell (`index.html`), every script, stylesheet and locale chunk of the build, so
 *   a start needs no network and the shell and its chunks are always of one build;
 * - pictures cached on first sight (cache first, a week, a capped count);
 * - no API answer is cached by the worker: the last seen catalogue is kept by the app
 *   (`src/shell/offline-catalogue.ts`), which knows what is personal;
 * - a new build waits until the app's next start, or the app asks it to take over
 *   (`src/shell/app-update.ts`): a page never runs one build's shell with another's chunks.
 */
export function pwa() {
  return [...VitePWA(pwaOptions()), manifestLinkLater()];
}

/**
 * Takes the manifest's link, which vite-plugin-pwa writes into `index.html`, out of it again: the
 * app links the manifest once its first screen is idle (`src/shell/manifest-link.ts`). Chromium
 * fetches a linked manifest as the page loads; on a slow line it then shares the line with the first
 * screen's picture (a goods link with the hash alone: one simulated round trip, LCP 1.41 → 1.56 s).
 */
function manifestLinkLater(): Plugin {
  return {
    name: 'mall:manifest-link-later',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => {
        const link = /<link rel="manifest"[^>]*>/;
        if (!link.test(html)) {
          throw new Error('index.html has no manifest link to take out: has vite-plugin-pwa changed?');
        }
        return html.replace(link, '');
      },
    },
  };
}

function pwaOptions(): Parameters<typeof VitePWA>[0] {
  return {
    registerType: 'prompt',
    // The app registers the worker itself, once its first screen is idle (`shell/idle-start.tsx`).
    injectRegister: false,
    manifestFilename: MANIFEST_FILE,
    pwaAssets: {
      image: 'public/logo.svg',
      // The usual sizes; the padded forms (maskable, Apple's) on the spec's background, not white.
      preset: {
        ...minimal2023Preset,
        maskable: { ...minimal2023Preset.maskable, resizeOptions: { background: THEME_COLOUR } },
        apple: { ...minimal2023Preset.apple, resizeOptions: { background: THEME_COLOUR } },
      },
      includeHtmlHeadLinks: false,
      injectThemeColor: false,
      overrideManifestIcons: true,
    },
    manifest: {
      id: './',
      name: appName(),
      short_name: appName(),
      description: appName(),
      lang: 'zh-Hans',
      start_url: './#/',
      scope: './',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: THEME_COLOUR,
      background_color: THEME_COLOUR,
    },
    workbox: {
      // (The plugin adds the manifest itself.) Compressed twins (`.br`, `.gz`) are the server's business: the worker keeps the plain file.
      globPatterns: ['**/*.{js,css,html,woff2,svg,png,ico}'],
      globIgnores: ['**/*.br', '**/*.gz', '.vite/**'],
      // Hashed names are their own revision.
      dontCacheBustURLsMatching: /^assets\//,
      navigateFallback: 'index.html',
      navigateFallbackDenylist: NOT_THE_APP,
      // One file: no `importScripts`, so the worker's policy allows scripts from this origin only.
      inlineWorkboxRuntime: true,
      cleanupOutdatedCaches: true,
      // A first visit's page comes under the worker once it is active (its pictures and chunks
      // then go through it); a page another build's worker served loads again (`main.tsx`).
      clientsClaim: true,
      skipWaiting: false,
      runtimeCaching: [
        // A picture the server works out per request (a goods item's first picture) may change:
        // shown from the cache and fetched again beside it.
        {
          urlPattern: ({ request, url, sameOrigin }) =>
            request.destination === 'image' && sameOrigin && url.pathname.startsWith('/pictures/'),
          handler: 'StaleWhileRevalidate',
          options: pictureCacheOptions(),
        },
        // An upload never changes under its name: from the cache once seen.
        {
          urlPattern: ({ request }) => request.destination === 'image',
          handler: 'CacheFirst',
          options: pictureCacheOptions(),
        },
      ],
    },
  };
}
