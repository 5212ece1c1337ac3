import { toCents } from '@mall/sdk';
import { useI18n } from '../../i18n/i18n-context';
import { CheckoutCard } from './checkout-card';
import type { CheckoutSectionProps } from './checkout-section-props';

/** The coupons this order can use ('full X reduce Y'), or none. */
export function CheckoutCouponSection({ context, send, ordered, busy }: CheckoutSectionProps) {
  const { t, formatPrice } = useI18n();
  return (
    <CheckoutCard id="app-submit-coupon" title={t('submit.coupon')}>
      {context.coupons.length === 0 ? (
        <p className="app-submit__muted">{t('submit.noCoupon')}</p>
      ) : (
        <fieldset className="app-submit__choices" disabled={ordered || busy}>
          <legend className="mall-visually-hidden">{t('submit.chooseCoupon')}</legend>
          <label className="app-submit__choice app-submit__coupon">
            <input
              type="radio"
              name="coupon"
              checked={context.couponId === null}
              onChange={() => send({ type: 'checkout.coupon.select', couponId: null })}
            />
            <span>{t('submit.couponNone')}</span>
          </label>
          {context.coupons.map((coupon) => (
            <label key={coupon.id} className="app-submit__choice app-submit__coupon">
              <input
                type="radio"
                name="coupon"
                checked={context.couponId === coupon.id}
                onChange={() => send({ type: 'checkout.coupon.select', couponId: coupon.id })}
              />
              <span className="app-submit__coupon-text">
                <span className="app-submit__coupon-title">{coupon.title}</span>
                <span className="app-submit__muted">
                  {t('submit.couponRule', {
                    full: formatPrice(toCents(coupon.condition.fullAmount)),
                    reduce: formatPrice(toCents(coupon.amount)),
                  })}
                </span>
              </span>
              <span className="app-submit__coupon-amount">-{formatPrice(toCents(coupon.amount))}</span>
            </label>
          ))}
        </fieldset>
      )}
    </CheckoutCard>
  );
}
