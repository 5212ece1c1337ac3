import { useEffect, useRef } from 'react';

/** The part of a TanStack infinite query that loading more needs. */
export interface InfiniteLoader {
  hasNextPage: boolean;
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
 * `rootMargin` of the viewport the next page loads. After a failed try it waits for the shopper
 * (otherwise a sentinel still in view would ask again at once, and again, while offline).
 */
export function useInfiniteScroll<Element extends HTMLElement = HTMLDivElement>(
  { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage }: InfiniteLoader,
  rootMargin = '240px',
) {
  const sentinel = useRef<Element>(null);
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNextPage || isFetchNextPageError) {
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) {
          void fetchNextPage();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage, rootMargin]);
  return sentinel;
}
