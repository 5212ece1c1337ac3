import { SkeletonScreen, StateView } from '@mall/react-ui';
import type { CheckoutLine } from '@mall/sdk/machines';
import { useI18n } from '../../i18n/i18n-context';
import { CheckoutAddressSection } from './checkout-address-section';
import { CheckoutBar } from './checkout-bar';
import { CheckoutCard } from './checkout-card';
import { CheckoutCouponSection } from './checkout-coupon-section';
import { CheckoutLineRow } from './checkout-line-row';
import type { CheckoutSource } from './checkout-lines';
import { CheckoutPayFailure } from './checkout-pay-failure';
import { CheckoutRemarkSection } from './checkout-remark-section';
import { CheckoutResult } from './checkout-result';
import { CheckoutSummarySection } from './checkout-summary-section';
import { useCheckout } from './use-checkout';

/** One checkout, from pricing the lines to the payment's outcome, as the machine's state says. */
export function CheckoutFlow({ lines, source }: { lines: CheckoutLine[]; source: CheckoutSource }) {
  const { t, errorMessage } = useI18n();
  const { state, context, send, orderId, payFailure } = useCheckout(lines, source);

  if (state === 'pricing' || state === 'loadingOptions') {
    return <SkeletonScreen layout="list" label={t('common.loading')} count={3} />;
  }
  if (state === 'pricingFailed') {
    return (
      <StateView
        status="error"
        title={context.error ? errorMessage(context.error) : t('error.unknown')}
        onRetry={() => send({ type: 'checkout.retry' })}
      />
    );
  }
  if (state === 'paid' || state === 'unpaid') {
    return <CheckoutResult paid={state === 'paid'} payable={context.summary.payable} orderId={orderId} />;
  }

  const paying = state === 'paying' || state === 'checkingBalance';
  const section = { context, send, ordered: orderId !== null, busy: state === 'creating' || paying };
  return (
    <>
      <div className="app-submit">
        <CheckoutAddressSection {...section} />
        <CheckoutCard id="app-submit-goods" title={t('submit.goods')}>
          <ul className="app-submit__lines">
            {context.priced.map((line) => (
              <CheckoutLineRow key={line.specId} line={line} />
            ))}
          </ul>
        </CheckoutCard>
        <CheckoutCouponSection {...section} />
        <CheckoutRemarkSection {...section} />
        <CheckoutSummarySection context={context} />
        {state === 'editing' && context.error ? (
          <p className="app-submit__field-error app-submit__form-error" role="alert">
            {errorMessage(context.error)}
          </p>
        ) : null}
        {state === 'insufficientBalance' || state === 'payFailed' ? (
          <CheckoutPayFailure
            context={context}
            send={send}
            insufficientBalance={state === 'insufficientBalance'}
            focusRef={payFailure}
          />
        ) : null}
      </div>
      <CheckoutBar {...section} paying={paying} />
    </>
  );
}
