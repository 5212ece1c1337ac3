import { priceWithCoupon } from '@mall/sdk';
import { USER_COUPON_STATUS } from '@mall/sdk/schemas';
import type { QueryCreator } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { OrderTransaction } from './order-transition';

/** The shopper's coupon an order uses and what it takes off. */
export interface AppliedCoupon {
  userCouponId: number;
  discount: number;
}

/** A shopper's unused coupon of an offer, as the statement of an order's first line reads it. */
export interface CouponOffer {
  userCouponId: number;
  amount: number;
  fullAmount: number;
  startTime: Date;
  endTime: Date;
}

/**
 * The shopper's unused coupon of the offer `couponId` (none for 0), for the statement that prices
 * an order's first line (`priceAndReserveLines`): its read takes no round trip of its own.
 */
export function couponOffer(
  db: QueryCreator<Database>,
  { userId, couponId }: { userId: number; couponId: number },
) {
  return db
    .selectFrom('user_coupon')
    .innerJoin('coupon', 'coupon.id', 'user_coupon.coupon_id')
    .select([
      'user_coupon.id as user_coupon_id',
      'coupon.amount as coupon_amount',
      'coupon.full_amount as coupon_full_amount',
      'coupon.start_time as coupon_start_time',
      'coupon.end_time as coupon_end_time',
    ])
    .where('user_coupon.user_id', '=', userId)
    .where('user_coupon.coupon_id', '=', couponId)
    .where('user_coupon.status', '=', USER_COUPON_STATUS.unused)
    .limit(1);
}

/**
 * The shopper's coupon as read (`offer`; none: the shopper has no unused one of that offer),
 * checked against its window and its threshold for this goods total; anything else answers
 * `coupon.unavailable`.
 */
export function applyCoupon({
  offer,
  goodsTotal,
  now,
}: {
  offer: CouponOffer | undefined;
  goodsTotal: number;
  now: Date;
}): AppliedCoupon {
  const inWindow = offer && offer.startTime <= now && now <= offer.endTime;
  if (!offer || !inWindow || goodsTotal < offer.fullAmount) {
    throw new AppError('coupon.unavailable');
  }
  const { discount } = priceWithCoupon(goodsTotal, { amount: offer.amount, fullAmount: offer.fullAmount });
  return { userCouponId: offer.userCouponId, discount };
}

/** Gives a closed order's coupon back to the shopper. */
export async function releaseCoupon(
  trx: OrderTransaction,
  { userCouponId, now }: { userCouponId: number; now: Date },
): Promise<void> {
  await trx
    .updateTable('user_coupon')
    .set({ status: USER_COUPON_STATUS.unused, order_id: null, update_time: now })
    .where('id', '=', userCouponId)
    .where('status', '=', USER_COUPON_STATUS.used)
    .execute();
}
