import type { USER_COUPON_STATUS } from '@mall/sdk/schemas';
import { infiniteQueryOptions, mutationOptions, queryOptions } from '@tanstack/react-query';
import { mallClient } from '../../api/mall-client';
import { nextPageOf } from '../../shared/use-infinite-scroll';

/** A status of a coupon the shopper holds: 0 unused, 1 used, 2 expired. */
export type UserCouponStatus = (typeof USER_COUPON_STATUS)[keyof typeof USER_COUPON_STATUS];

/** Query keys and fetchers of the coupon market; everything lives under `['coupons']`. */
export const couponQueries = {
  /** Every coupon query (received coupons, and orders give theirs back on cancel). */
  all: () => ['coupons'] as const,
  offers: () =>
    queryOptions({
      queryKey: [...couponQueries.all(), 'offers'],
      queryFn: () => mallClient().coupon.info.page({ page: 1, size: 50 }),
    }),
  /** The shopper's own coupons of one status, paged; an order uses one at any time, so always fresh. */
  mine: (status: UserCouponStatus) =>
    infiniteQueryOptions({
      queryKey: [...couponQueries.all(), 'mine', status],
      initialPageParam: 1,
      queryFn: ({ pageParam }) => mallClient().coupon.user.page({ page: pageParam, size: 20, status }),
      getNextPageParam: nextPageOf,
      staleTime: 0,
    }),
};

/** The writes of the coupon market; afterwards the page refreshes `couponQueries.all()`. */
export const couponMutations = {
  receive: () =>
    mutationOptions({
      mutationFn: (couponId: number) => mallClient().coupon.user.receive({ couponId }),
    }),
};
