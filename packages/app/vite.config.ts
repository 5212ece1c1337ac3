import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkGroups } from './build/chunks.ts';
import { localeParts } from './build/locale-parts.ts';
import { precompress } from './build/precompress.ts';
import { pwa } from './build/pwa.ts';
import { routeChunks } from './build/route-chunks.ts';

// The API lives on the same origin in production (the reference server serves `dist`); in
// development the dev server forwards `/api` to a locally running server.
const apiTarget = process.env.MALL_API_TARGET ?? 'http://127.0.0.1:3000';
const chunks = chunkGroups();
/** A locale's chunk (`build/locale-parts.ts`): its name is read by the server and the size report. */
const LOCALE_PART = /^(zh-Hans|zh-tw|en|bn|uz)-(core|rest)$/;

export default defineConfig({
  base: './',
  plugins: [
    react(),
    localeParts(),
    chunks.plugin,
    routeChunks(new URL('./src/router/routes.ts', import.meta.url).pathname),
    precompress(),
    pwa(),
  ],
  resolve: { conditions: ['@mall/source'], dedupe: ['react', 'react-dom'] },
  server: { proxy: { '/api': apiTarget } },
  // Every browser the target allows preloads modules itself: no polyfill in the entry.
  build: {
    target: 'es2022',
    sourcemap: false,
    modulePreload: { polyfill: false },
    // `.vite/manifest.json`: the server reads which chunks a shared goods link's page loads, to
    // preload them from index.html.
    manifest: true,
    // The first screen in one chunk, the kit's components only lazy pages render in another
    // (build/chunks.ts).
    rolldownOptions: {
      output: {
        codeSplitting: { includeDependenciesRecursively: false, groups: chunks.groups },
        // Seven characters of content hash (64^7 names; the bundler allows no fewer for this many
        // chunks) tell versions apart as well as eight. The entry names every lazy page's chunks
        // and stylesheets (its preload lists), and gzip cannot shrink a hash: one character less
        // of each is 0.2 KB less of the first screen.
        entryFileNames: 'assets/[name]-[hash:7].js',
        // For the same reason a lazy chunk is named by its hash alone; a locale's chunks keep their
        // name (`<locale>-core`, `<locale>-rest`), which the server and the size report look for.
        chunkFileNames: (chunk) =>
          LOCALE_PART.test(chunk.name) ? 'assets/[name]-[hash:7].js' : 'assets/[hash:7].js',
        assetFileNames: 'assets/[name]-[hash:7][extname]',
      },
    },
  },
});
