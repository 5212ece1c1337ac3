/**
 * The app's location, all of it in the address's hash: `#/pages/goods/detail?id=1`, page and
 * query both (spec §2: hash mode, base `./`). Routers built for hash addresses (react-router's
 * `HashRouter`, wouter's hash hook) cost 2–13 KB gzip on the first screen or write the page's own
 * query into `location.search`, before the `#` instead of inside it, which would break every shared
 * `#/…?id=` link; the app needs this store and a few hooks (`hash-router.tsx`).
 *
 * Each history entry the app writes carries its position in the app's stack (`{ idx }`, 0 for the
 * entry the app was opened at), which the back rule of spec §2 reads (`navigation-rules.ts`). Before
 * the `#`, the app writes only a goods detail's goods (`?goods=5`, `addressOf`), for the server.
 */

import { pathOf, ROUTES } from './routes';

/** The options of a navigation: `replace` writes over the current entry instead of adding one. */
export interface NavigateOptions {
  replace?: boolean;
}

interface StackState {
  idx?: number;
}

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) {
    listener();
  }
};

/** A hash the app did not write (typed, or a link it did not route): its address as the app writes it. */
const onHashChange = () => {
  const { pathname, search, hash } = window.location;
  const address = hash.startsWith('#/') ? addressOf(hash.slice(1)) : '';
  if (address && address !== pathname + search + hash) {
    window.history.replaceState(window.history.state, '', address);
  }
  notify();
};

/** Calls `listener` whenever the address changes (the app's navigation, back, forward, typing). */
export function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    // Back, forward, and a hash typed into the address bar.
    window.addEventListener('popstate', notify);
    window.addEventListener('hashchange', onHashChange);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('popstate', notify);
      window.removeEventListener('hashchange', onHashChange);
    }
  };
}

/** The hash without its `#`, split at the first `?` into page path and query. */
function hashParts(): [path: string, query: string] {
  const hash = window.location.hash.replace(/^#/, '');
  const at = hash.indexOf('?');
  const path = at < 0 ? hash : hash.slice(0, at);
  return [path.startsWith('/') ? path : `/${path}`, at < 0 ? '' : hash.slice(at + 1)];
}

/** The page path of the hash (`/pages/goods/detail`). */
export const currentPath = () => hashParts()[0];
/** The query of the hash, without its `?`, as written (not decoded). */
export const currentQuery = () => hashParts()[1];

/** The position of the current history entry in the app's stack, when the app wrote it. */
export function stackIndex(): number | undefined {
  const state = window.history.state as StackState | null;
  return typeof state?.idx === 'number' ? state.idx : undefined;
}

/**
 * A goods detail's path, and the goods it names (`/pages/goods/detail?id=5`: `5`). The table's path
 * goes in as it is: a route path has no character a pattern reads otherwise.
 */
const GOODS_DETAIL = RegExp(`^${ROUTES.goodsDetail.path}\\?(?:.*&)?id=([1-9]\\d{0,9})(?:&|$)`);

/**
 * The address of an in-app path: `#path`, and before it the page's query with `goods=N` when the
 * path is a goods detail (without it elsewhere; any other parameter stays). The server never sees
 * the hash; from `goods` it writes that goods' first picture into `index.html`, so a goods link
 * copied from the address bar opens drawing it at once.
 */
export function addressOf(path: string): string {
  const { pathname, search } = window.location;
  const params = new URLSearchParams(search);
  const goods = GOODS_DETAIL.exec(path)?.[1];
  // The query is rewritten only when its goods changes: any other parameter stays as written.
  if ((goods ?? null) === params.get('goods')) {
    return `${pathname}${search}#${path}`;
  }
  if (goods) {
    params.set('goods', goods);
  } else {
    params.delete('goods');
  }
  const query = params.toString();
  return `${pathname}${query && `?${query}`}#${path}`;
}

/**
 * A link to a goods detail as `addressOf` writes its address (relative: `?goods=5#/…?id=5`), so a
 * link opened in a new tab or copied is one the server can draw the goods' picture for.
 */
export const goodsLink = (id: number) => `?goods=${id}#${pathOf('goodsDetail', { id })}`;

/**
 * Goes to an in-app path (`/pages/goods/list?typeId=3`): a new history entry one deeper in the
 * stack, or with `replace` the current entry rewritten at the same depth.
 */
export function navigateHash(to: string, options: NavigateOptions = {}): void {
  const path = to.startsWith('/') ? to : `/${to}`;
  const index = stackIndex() ?? 0;
  if (options.replace) {
    window.history.replaceState({ idx: index } satisfies StackState, '', addressOf(path));
  } else {
    window.history.pushState({ idx: index + 1 } satisfies StackState, '', addressOf(path));
  }
  notify();
}

/**
 * Marks the entry the app was opened at as the bottom of its stack (once, at start), and writes
 * its address as the app would (`addressOf`) when the app was opened at a page.
 */
export function startHashStack(): void {
  const hash = window.location.hash.slice(1);
  window.history.replaceState(
    { ...(window.history.state as object | null), idx: stackIndex() ?? 0 },
    '',
    hash.startsWith('/') ? addressOf(hash) : undefined,
  );
}
