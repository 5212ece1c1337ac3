import { toCents } from '@mall/sdk';
import type { CouponCondition } from '@mall/sdk/schemas';
import type { I18n } from '../../i18n/i18n-context';

/** What a coupon's card says of its terms, whether on offer or held by the shopper. */
interface CouponTerms {
  amount: number | string;
  title: string;
  condition: CouponCondition;
  startTime: string;
  endTime: string;
}

/** The `CouponCard` props of a coupon's terms: amount, title, threshold ("full X reduce Y") and validity. */
export function couponTermsProps(
  coupon: CouponTerms,
  i18n: Pick<I18n, 't' | 'formatPrice' | 'formatDay' | 'currencySymbol'>,
) {
  const { t, formatPrice, formatDay, currencySymbol } = i18n;
  const threshold = toCents(coupon.condition.fullAmount);
  return {
    amount: toCents(coupon.amount),
    currencySymbol,
    title: coupon.title,
    condition:
      threshold > 0 ? t('coupon.condition', { amount: formatPrice(threshold) }) : t('coupon.noThreshold'),
    validity: t('coupon.validity', { start: formatDay(coupon.startTime), end: formatDay(coupon.endTime) }),
  };
}
