import { infiniteQueryOptions, mutationOptions, queryOptions } from '@tanstack/react-query';
import { mallClient } from '../../api/mall-client';
import { nextPageOf } from '../../shared/use-infinite-scroll';
import { orderQueries } from '../order/order-queries';

/** The refund and repurchase reads; the repurchase list lives with the order queries, so an order change refreshes it. */
export const afterSalesQueries = {
  /** The `orderRefundReason` dictionary: the reasons a shopper chooses from. */
  refundReasons: () =>
    queryOptions({
      queryKey: ['dict', 'orderRefundReason'],
      queryFn: async () =>
        (await mallClient().dict.data({ types: ['orderRefundReason'] })).orderRefundReason ?? [],
      staleTime: 300_000,
    }),
  /**
   * The shop's repurchase rate (a decimal fraction string, e.g. "0.9", or null when the shop sets
   * none), from the client's parameter cache; the server fixes the rate of a request when it comes.
   */
  repurchaseRate: () =>
    queryOptions({
      queryKey: ['param', 'repurchaseRate'],
      queryFn: async () => (await mallClient().params.get('repurchaseRate')) ?? null,
    }),
  /** The shopper's after-sales orders, page by page; the page shows those with a repurchase. */
  repurchases: () =>
    infiniteQueryOptions({
      queryKey: [...orderQueries.all(), 'repurchases'],
      initialPageParam: 1,
      queryFn: ({ pageParam }) =>
        mallClient().order.info.page({ afterSale: true, page: pageParam, size: 20 }),
      getNextPageParam: nextPageOf,
      staleTime: 0,
    }),
};

/** A refund request: the chosen reason, and the shopper's remark and uploaded photos when given. */
interface RefundBody {
  orderId: number;
  reason: string;
  remark?: string;
  images?: string[];
}

/** A submission that carries the form's Idempotency-Key, the same on every retry. */
interface Keyed<Body> {
  body: Body;
  idempotencyKey: string;
}

/** The shopper's after-sales writes; afterwards call `refreshAfterOrderChange`. */
export const afterSalesMutations = {
  /**
   * Requests a refund of the whole payment with a reason, and any remark and photos ("Refund
   * application submitted and waiting for the merchant").
   */
  refund: () =>
    mutationOptions({
      mutationFn: ({ body, idempotencyKey }: Keyed<RefundBody>) =>
        mallClient().order.info.refund(body, { idempotencyKey }),
    }),
  /** Requests a repurchase at the current rate ("Repurchase application successful"). */
  repurchase: () =>
    mutationOptions({
      mutationFn: ({ body, idempotencyKey }: Keyed<{ orderId: number }>) =>
        mallClient().order.pay.buyBack(body, { idempotencyKey }),
    }),
};
