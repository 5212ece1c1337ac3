import { sampleCouponDays, sampleSoldCount } from './sample-content';
import type { StoryCopy } from './story-copy';

// Demo data worded through the app's messages, with the locale's digits and dates, as the app does.

/** "2,381 sold" under a goods card. */
export function soldText({ t, formatNumber }: StoryCopy): string {
  return t('home.sold', { count: formatNumber(sampleSoldCount) });
}

/** The line under an order's goods: how many items it holds. */
export function itemCountText({ t, formatNumber }: StoryCopy, count: number): string {
  return t('order.itemCount', { count: formatNumber(count) });
}

/** The sample coupon, ready to receive: ¥20 off orders from ¥199. */
export function sampleCoupon({ t, formatNumber, formatDay, sample }: StoryCopy) {
  return {
    amount: 2000,
    currencySymbol: '¥',
    title: sample.couponTitle,
    condition: t('coupon.condition', { amount: `¥${formatNumber(199)}` }),
    validity: t('coupon.validity', {
      start: formatDay(sampleCouponDays.start),
      end: formatDay(sampleCouponDays.end),
    }),
    actionLabel: t('coupon.receive'),
  };
}
