import { infiniteQueryOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { mallClient } from '../../api/mall-client';
import { nextPageOf } from '../../shared/use-infinite-scroll';
import { type OrderTab, orderTabFilter } from './order-status';

/**
 * Orders change on the merchant's side too (shipped, refund decided): every order page reloads its
 * data when it opens instead of trusting the app's 30-second cache.
 */
const fresh = { staleTime: 0 } as const;

/** Query keys and fetchers of the order pages; everything lives under `['orders']`. */
export const orderQueries = {
  page: (tab: OrderTab) =>
    infiniteQueryOptions({
      queryKey: ['orders', 'page', tab],
      initialPageParam: 1,
      queryFn: ({ pageParam }) =>
        mallClient().order.info.page({ ...orderTabFilter(tab), page: pageParam, size: 10 }),
      getNextPageParam: nextPageOf,
      ...fresh,
    }),
  counts: () =>
    queryOptions({
      queryKey: ['orders', 'counts'],
      queryFn: () => mallClient().order.info.userCount(),
      ...fresh,
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: ['orders', 'detail', id],
      queryFn: () => mallClient().order.info.info({ id }),
      ...fresh,
    }),
  logistics: (orderId: number) =>
    queryOptions({
      queryKey: ['orders', 'logistics', orderId],
      queryFn: () => mallClient().order.info.logistics({ orderId }),
      ...fresh,
    }),
  cancelReasons: () =>
    queryOptions({
      queryKey: ['dict', 'orderCancelReason'],
      queryFn: async () =>
        (await mallClient().dict.data({ types: ['orderCancelReason'] })).orderCancelReason ?? [],
      staleTime: 300_000,
    }),
};

/**
 * After an order changes: every order query, the balance on My, coupons (a cancelled order gives
 * its coupon back) and goods details (and their stock).
 */
export function refreshAfterOrderChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [['orders'], ['me'], ['coupons'], ['goods', 'detail']].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
