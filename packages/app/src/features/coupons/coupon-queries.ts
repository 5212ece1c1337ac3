import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { mallClient } from '../../api/mall-client';

/** Query keys and fetchers of the coupon market; everything lives under `['coupons']`. */
export const couponQueries = {
  /** Every coupon query (received coupons, and orders give theirs back on cancel). */
  all: () => ['coupons'] as const,
  offers: () =>
    queryOptions({
      queryKey: [...couponQueries.all(), 'offers'],
      queryFn: () => mallClient().coupon.info.page({ page: 1, size: 50 }),
    }),
};

/** The writes of the coupon market; afterwards the page refreshes `couponQueries.all()`. */
export const couponMutations = {
  receive: () =>
    mutationOptions({
      mutationFn: (couponId: number) => mallClient().coupon.user.receive({ couponId }),
    }),
};
