/**
 * A built app's `.vite/manifest.json` as far as the page reads it: the entry, the goods detail's
 * page, and the locales' words chunks (`-core` for the first screen, `-rest` for the other pages).
 */
export const BUILT_MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true },
  'src/features/goods/goods-detail-page.tsx': {
    file: 'assets/goods-detail-page-4.js',
    imports: ['index.html'],
  },
  'mall-locale/zh-Hans-core': { file: 'assets/zh-Hans-core-5.js' },
  'mall-locale/zh-Hans-rest': { file: 'assets/zh-Hans-rest-6.js' },
  'mall-locale/en-core': { file: 'assets/en-core-7.js' },
  'mall-locale/en-rest': { file: 'assets/en-rest-8.js' },
  'mall-locale/zh-tw-core': { file: 'assets/zh-tw-core-9.js' },
};

/** The same build's `.vite/routes.json` (the app's route file): each route's page module in the manifest. */
export const BUILT_ROUTES = {
  '/pages/goods/list': 'src/features/goods/goods-list-page.tsx',
  '/pages/goods/detail': 'src/features/goods/goods-detail-page.tsx',
};

/** The manifest and route file together, as `appStaticMount` reads them. */
export const BUILT_APP = { manifest: BUILT_MANIFEST, routes: BUILT_ROUTES };
