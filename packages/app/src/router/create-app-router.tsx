import type { ReactElement } from 'react';
import HomePage from '../features/goods/home-page';
import { LazyPageFrame, lazyPage } from '../shell/lazy-page';
import { NotFoundPage } from '../shell/not-found-page';
import { RootLayout } from '../shell/root-layout';
import { usePath } from './hash-router';
import { ALL_ROUTES, HOME_PATH, normalisePath } from './routes';

/** The lazy page of each route of the table with a loader: every route but home. */
const LAZY_PAGES = new Map(
  ALL_ROUTES.flatMap((route) => (route.load ? [[route.path, lazyPage(route.load)] as const] : [])),
);

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
