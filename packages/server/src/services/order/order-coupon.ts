import { priceWithCoupon } from '@mall/sdk';
import { USER_COUPON_STATUS } from '@mall/sdk/schemas';
import { AppError } from '../../http/app-error';
import type { OrderTransaction } from './order-transition';

/** The shopper's coupon an order uses and what it takes off. */
export interface AppliedCoupon {
  userCouponId: number;
  discount: number;
}

/**
 * The shopper's unused coupon of the offer `couponId`, checked against its window and its
 * threshold for this goods total; anything else answers `coupon.unavailable`.
 */
export async function applyCoupon(
  trx: OrderTransaction,
  userId: number,
  couponId: number,
  goodsTotal: number,
  now: Date,
): Promise<AppliedCoupon> {
  const coupon = await trx
    .selectFrom('user_coupon')
    .innerJoin('coupon', 'coupon.id', 'user_coupon.coupon_id')
    .select(['user_coupon.id', 'coupon.amount', 'coupon.full_amount', 'coupon.start_time', 'coupon.end_time'])
    .where('user_coupon.user_id', '=', userId)
    .where('user_coupon.coupon_id', '=', couponId)
    .where('user_coupon.status', '=', USER_COUPON_STATUS.unused)
    .executeTakeFirst();
  const inWindow = coupon && coupon.start_time <= now && now <= coupon.end_time;
  if (!coupon || !inWindow || goodsTotal < coupon.full_amount) {
    throw new AppError('coupon.unavailable');
  }
  const { discount } = priceWithCoupon(goodsTotal, { amount: coupon.amount, fullAmount: coupon.full_amount });
  return { userCouponId: coupon.id, discount };
}

/** Gives a closed order's coupon back to the shopper. */
export async function releaseCoupon(trx: OrderTransaction, userCouponId: number, now: Date): Promise<void> {
  await trx
    .updateTable('user_coupon')
    .set({ status: USER_COUPON_STATUS.unused, order_id: null, update_time: now })
    .where('id', '=', userCouponId)
    .where('status', '=', USER_COUPON_STATUS.used)
    .execute();
}
