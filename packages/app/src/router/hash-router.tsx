import {
  type AnchorHTMLAttributes,
  type MouseEvent as ReactMouseEvent,
  useCallback,
  useLayoutEffect,
  useMemo,
  useSyncExternalStore,
} from 'react';
import { currentPath, currentQuery, type NavigateOptions, navigateHash, subscribe } from './hash-location';

/**
 * The app's router hooks over the address's hash (`hash-location.ts`): the page path, its query,
 * navigation, links and redirects. There is no router component: the hash is the one location, so
 * a test sets the address (`test-support/test-router.tsx`) as a shopper's link would.
 */

/** The current page path (`/pages/goods/detail`), without the query. */
export function usePath(): string {
  return useSyncExternalStore(subscribe, currentPath);
}

/** The query of the current page as its address writes it (`id=1&keyword=%E6%89%8B`, no `?`). */
export function useQueryText(): string {
  return useSyncExternalStore(subscribe, currentQuery);
}

/** Goes to an in-app path, or by a number of entries through the browser's history (-1: back). */
export type Navigate = (to: string | number, options?: NavigateOptions) => void;

const navigate: Navigate = (to, options) => {
  if (typeof to === 'number') {
    window.history.go(to);
  } else {
    navigateHash(to, options);
  }
};

/** The app's navigate function (the same one in every component). */
export function useNavigate(): Navigate {
  return navigate;
}

/** Navigates from outside React (the client's `onLogout`), writing over the current entry. */
export function navigateOutside(path: string): void {
  navigateHash(path, { replace: true });
}

/** What a page's query can be written from. */
export type QueryInit = ConstructorParameters<typeof URLSearchParams>[0];

/** The current page's query, and a setter that rewrites it (a new entry, or with `replace` not). */
export function useSearchParams(): [URLSearchParams, (next: QueryInit, options?: NavigateOptions) => void] {
  const path = usePath();
  const query = useQueryText();
  const params = useMemo(() => new URLSearchParams(query), [query]);
  const setParams = useCallback(
    (next: QueryInit, options?: NavigateOptions) => {
      const text = new URLSearchParams(next).toString();
      navigateHash(text ? `${path}?${text}` : path, options);
    },
    [path],
  );
  return [params, setParams];
}

/** A click the app should route itself: the main button, no modifier key, not taken already. */
export function isPlainClick(event: MouseEvent | ReactMouseEvent): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

/** A link to an in-app path (`to="/pages/goods/list?typeId=3"`), written `#/…` in its `href`. */
export function Link({ to, onClick, ...props }: { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a
      {...props}
      href={`#${to}`}
      onClick={(event) => {
        onClick?.(event);
        if (isPlainClick(event) && !props.target) {
          event.preventDefault();
          navigateHash(to);
        }
      }}
    />
  );
}

/** Goes to `to` in place of the current entry as soon as it is rendered. */
export function Redirect({ to }: { to: string }) {
  useLayoutEffect(() => navigateHash(to, { replace: true }), [to]);
  return null;
}
