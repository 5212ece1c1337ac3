import type { ReactElement } from 'react';
import HomePage from '../features/goods/home-page';
import { LazyPageFrame, lazyPage } from '../shell/lazy-page';
import { NotFoundPage } from '../shell/not-found-page';
import { RootLayout } from '../shell/root-layout';
import { usePath } from './hash-router';
import { HOME_PATH, normalisePath, PAGE_ROUTES } from './routes';

/** The lazy page of each path the app knows, home aside: the other tabs and `PAGE_ROUTES`. */
const LAZY_PAGES = new Map<string, ReturnType<typeof lazyPage>>([
  ['/pages/index/category', lazyPage(() => import('../features/goods/category-page'))],
  ['/pages/index/shopping-cart', lazyPage(() => import('../features/cart/cart-page'))],
  ['/pages/index/my', lazyPage(() => import('../features/my/my-page'))],
  ...PAGE_ROUTES.map((route) => [route.path, lazyPage(route.load)] as const),
]);

/** The page of a normalised path, keyed by it. */
function pageOf(path: string): ReactElement {
  if (path === HOME_PATH) {
    return <HomePage key={path} />;
  }
  const page = LAZY_PAGES.get(path);
  return page ? <LazyPageFrame key={path} page={page} /> : <NotFoundPage key={path} />;
}

/**
 * The app's pages inside the shell, the page chosen by the path in the
 * address's hash: `#/pages/goods/detail?id=1`, base `./`). Every path is a fixed one, so a
 * table lookup (trailing slash ignored) picks the page; a page stays mounted while only its query
 * changes, and a new path starts a fresh page (its error view included).
 */
export function AppRoutes() {
  const path = normalisePath(usePath());
  return <RootLayout>{pageOf(path)}</RootLayout>;
}
