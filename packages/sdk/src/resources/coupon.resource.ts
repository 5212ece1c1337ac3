import type { Caller, CallOptions } from '../client/call';
import type { RequestOf, ResponseOf } from './api-types';
import { bindCalls } from './bind-calls';

/** Coupons on offer and the shopper's own coupons (contract §8). */
export interface CouponResource {
  readonly info: {
    /**
     * A page of coupons on offer; signed in, each tells whether the shopper has `received` it. `app/market/coupon/info/page`
     * @example
     * const { list } = await client.coupon.info.page({ page: 1, size: 20 });
     */
    page(
      body?: RequestOf<'app/market/coupon/info/page'>,
      options?: CallOptions,
    ): Promise<ResponseOf<'app/market/coupon/info/page'>>;
  };
  readonly user: {
    /**
     * Receives a coupon on offer (once per shopper; fails when none are left). `app/market/coupon/user/receive`
     * @example
     * await client.coupon.user.receive({ couponId: 2 });
     */
    receive(
      body: RequestOf<'app/market/coupon/user/receive'>,
      options?: CallOptions,
    ): Promise<ResponseOf<'app/market/coupon/user/receive'>>;
    /**
     * A page of the shopper's coupons by status; with `goodsTotal`, each tells whether it is `available`. `app/market/coupon/user/page`
     * @example
     * const { list } = await client.coupon.user.page({ page: 1, size: 20, status: 0 });
     */
    page(
      body?: RequestOf<'app/market/coupon/user/page'>,
      options?: CallOptions,
    ): Promise<ResponseOf<'app/market/coupon/user/page'>>;
    /**
     * The shopper's coupons by status; pass `goodsTotal` to learn which apply at checkout. `app/market/coupon/user/list`
     * @example
     * const usable = await client.coupon.user.list({ status: 0, goodsTotal: 128.5 });
     */
    list(
      body?: RequestOf<'app/market/coupon/user/list'>,
      options?: CallOptions,
    ): Promise<ResponseOf<'app/market/coupon/user/list'>>;
    /**
     * One of the shopper's coupons. `app/market/coupon/user/info`
     * @example
     * const coupon = await client.coupon.user.info({ id: 9 });
     */
    info(
      body: RequestOf<'app/market/coupon/user/info'>,
      options?: CallOptions,
    ): Promise<ResponseOf<'app/market/coupon/user/info'>>;
  };
}

/** Binds the coupon calls to a caller. */
export function createCouponResource(call: Caller): CouponResource {
  return {
    info: bindCalls(call, 'app/market/coupon/info/'),
    user: bindCalls(call, 'app/market/coupon/user/'),
  };
}
