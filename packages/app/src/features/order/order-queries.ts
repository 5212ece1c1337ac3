import { infiniteQueryOptions, mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { mallClient } from '../../api/mall-client';
import { nextPageOf } from '../../shared/use-infinite-scroll';
import { couponQueries } from '../coupon/coupon-queries';
import { goodsQueries } from '../goods/goods-queries';
import { myQueries } from '../my/my-queries';
import { type OrderTab, orderTabFilter } from './order-status';

/**
 * Orders change on the merchant's side too (shipped, refund decided): every order page reloads its
 * data when it opens instead of trusting the app's 30-second cache.
 */
const fresh = { staleTime: 0 } as const;

/** Query keys and fetchers of the order pages; everything lives under `orderQueries.all()`. */
export const orderQueries = {
  all: () => ['orders'] as const,
  page: (tab: OrderTab) =>
    infiniteQueryOptions({
      queryKey: [...orderQueries.all(), 'page', tab],
      initialPageParam: 1,
      queryFn: ({ pageParam }) =>
        mallClient().order.info.page({ ...orderTabFilter(tab), page: pageParam, size: 10 }),
      getNextPageParam: nextPageOf,
      ...fresh,
    }),
  counts: () =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'counts'],
      queryFn: () => mallClient().order.info.userCount(),
      ...fresh,
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'detail', id],
      queryFn: () => mallClient().order.info.info({ id }),
      ...fresh,
    }),
  logistics: (orderId: number) =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'logistics', orderId],
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

/** The shopper's writes to an order; afterwards call {@link refreshAfterOrderChange}. */
export const orderMutations = {
  /** Pays from the balance; a short balance fails with the server's message, the order stays unpaid. */
  pay: () =>
    mutationOptions({
      mutationFn: (order: { id: number; payPrice: number | string }) =>
        mallClient().order.pay.accountPay({ orderId: order.id }),
    }),
  /** Cancels, with a reason from the `orderCancelReason` dictionary when there is one. */
  cancel: () =>
    mutationOptions({
      mutationFn: ({ orderId, reason }: { orderId: number; reason: string | undefined }) =>
        mallClient().order.info.cancel(reason === undefined ? { orderId } : { orderId, remark: reason }),
    }),
  confirm: () =>
    mutationOptions({ mutationFn: (orderId: number) => mallClient().order.info.confirm({ orderId }) }),
};

/**
 * After an order changes: every order query, the balance on My, coupons (a cancelled order gives
 * its coupon back) and goods details (and their stock).
 */
export function refreshAfterOrderChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [orderQueries.all(), myQueries.me().queryKey, couponQueries.all(), goodsQueries.details()].map(
      (queryKey) => queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
