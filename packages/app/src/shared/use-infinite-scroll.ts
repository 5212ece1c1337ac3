import { useEffect, useRef } from 'react';

/** The part of a TanStack infinite query that loading more needs. */
export interface InfiniteLoader {
  hasNextPage: boolean;
  /** Any fetch of the list (a refresh too): the end waits for it, as a next page would cancel it. */
  isFetching: boolean;
  isFetchingNextPage: boolean;
  /** The last try at the next page failed: it waits for the shopper's tap (`NextPageRetry`). */
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** `getNextPageParam` for the contract's `{ pagination: { page, size, total } }` pages. */
export function nextPageOf(last: { pagination: { page: number; size: number; total: number } }) {
  const { page, size, total } = last.pagination;
  return page * size < total ? page + 1 : undefined;
}

/**
 * Infinite scroll: returns a ref for a sentinel element under the list; when it comes within
 * `rootMargin` of the viewport the next page loads. It watches only while nothing of the list is
 * being fetched: a next page asked for during a refresh would cancel the refresh. After a failed
 * try it waits for the shopper (otherwise a sentinel still in view would ask again at once, and
 * again, while the network is down).
 */
export function useInfiniteScroll<Element extends HTMLElement = HTMLDivElement>(
  { hasNextPage, isFetching, isFetchNextPageError, fetchNextPage }: InfiniteLoader,
  rootMargin = '240px',
) {
  const sentinel = useRef<Element>(null);
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNextPage || isFetching || isFetchNextPageError) {
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          void fetchNextPage();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetching, isFetchNextPageError, fetchNextPage, rootMargin]);
  return sentinel;
}
