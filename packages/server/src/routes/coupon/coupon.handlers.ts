import type { CallHandlers } from '../../http/call-handler';
import {
  offerPage,
  receiveCoupon,
  userCouponInfo,
  userCouponList,
  userCouponPage,
} from '../../services/coupon.service';

/** Coupons on offer and the shopper's own coupons (contract §8). */
export const couponHandlers: CallHandlers = {
  'app/market/coupon/info/page': ({ input, user, server }) => offerPage(server, user?.id ?? null, input),

  'app/market/coupon/user/receive': ({ input, user, server }) =>
    receiveCoupon(server, user.id, input.couponId),

  'app/market/coupon/user/page': ({ input, user, server }) => userCouponPage(server, user.id, input),

  'app/market/coupon/user/list': ({ input, user, server }) => userCouponList(server, user.id, input ?? {}),

  'app/market/coupon/user/info': ({ input, user, server }) => userCouponInfo(server, user.id, input.id),
};
