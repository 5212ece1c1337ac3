import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { kitChunk } from './build/kit-chunk.ts';
import { localeParts } from './build/locale-parts.ts';
import { precompress } from './build/precompress.ts';

// The API lives on the same origin in production (the reference server serves `dist`); in
// development the dev server forwards `/api` to a locally running server.
const apiTarget = process.env.MALL_API_TARGET ?? 'http://127.0.0.1:3000';
const kit = kitChunk();

export default defineConfig({
  base: './',
  plugins: [
    react(),
    localeParts(new URL('./src/locales', import.meta.url).pathname),
    kit.plugin,
    precompress(),
  ],
  resolve: { conditions: ['@mall/source'], dedupe: ['react', 'react-dom'] },
  server: { proxy: { '/api': apiTarget } },
  // Every browser the target allows preloads modules itself: no polyfill in the entry.
  build: {
    target: 'es2022',
    sourcemap: false,
    modulePreload: { polyfill: false },
    // The kit's components only lazy pages render share one chunk (build/kit-chunk.ts).
    rolldownOptions: {
      output: { codeSplitting: { includeDependenciesRecursively: false, groups: [kit.group] } },
    },
  },
});
