import type { CheckoutMachineContext } from '@mall/sdk/machines';
import { useI18n } from '../../i18n/i18n-context';

/** Goods total, discount and actual payment. */
export function CheckoutSummarySection({ context }: { context: CheckoutMachineContext }) {
  const { t, formatPrice } = useI18n();
  const couponChosen = context.coupons.some((coupon) => coupon.id === context.couponId);
  return (
    <section className="app-submit__card" aria-labelledby="app-submit-summary">
      <h2 id="app-submit-summary" className="mall-visually-hidden">
        {t('submit.summary')}
      </h2>
      <dl className="app-submit__summary">
        <div>
          <dt>{t('submit.goodsTotal')}</dt>
          <dd>{formatPrice(context.summary.goodsTotal)}</dd>
        </div>
        <div>
          <dt>{t('submit.discount')}</dt>
          <dd className="app-submit__discount">
            {couponChosen ? '-' : ''}
            {formatPrice(context.summary.discount)}
          </dd>
        </div>
        <div className="app-submit__payable-row">
          <dt>{t('submit.payable')}</dt>
          <dd>{formatPrice(context.summary.payable)}</dd>
        </div>
      </dl>
    </section>
  );
}
