import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { localeParts } from './build/locale-parts.ts';
import { precompress } from './build/precompress.ts';

// The API lives on the same origin in production (the reference server serves `dist`); in
// development the dev server forwards `/api` to a locally running server.
const apiTarget = process.env.MALL_API_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  base: './',
  plugins: [react(), localeParts(new URL('./src/locales', import.meta.url).pathname), precompress()],
  resolve: { conditions: ['@mall/source'], dedupe: ['react', 'react-dom'] },
  server: { proxy: { '/api': apiTarget } },
  build: { target: 'es2022', sourcemap: false },
});
