import { defaultClientConditions, defineConfig } from 'vite';

// The shop's API: `/api` on the reference server (and its pictures), forwarded by the dev server
// and by `vite preview` alike. MALL_API_TARGET names the server, e.g. the one a journey started.
const apiTarget = process.env.MALL_API_TARGET ?? 'http://127.0.0.1:3000';
const proxy = { '/api': { target: apiTarget, changeOrigin: true } };

export default defineConfig({
  base: './',
  resolve: {
    // The SDK's source in the workspace (as the app reads it), its `dist` when installed.
    conditions: ['@mall/source', ...defaultClientConditions],
  },
  server: { proxy },
  preview: { proxy },
  build: { target: 'es2022' },
});
