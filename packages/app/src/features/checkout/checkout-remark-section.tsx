import { ORDER_REMARK_MAX } from '@mall/sdk/schemas';
import { useId } from 'react';
import { useI18n } from '../../i18n/i18n-context';
import { type CheckoutSectionProps, fieldErrorOf } from './checkout-section-props';

/** The remark the merchant reads after payment. */
export function CheckoutRemarkSection({ context, send, ordered, busy }: CheckoutSectionProps) {
  const { t } = useI18n();
  const remarkId = useId();
  const remarkError = fieldErrorOf(context, 'remark');
  return (
    <section className="app-submit__card" aria-labelledby={remarkId}>
      <h2 className="app-submit__heading">
        <label htmlFor={remarkId}>{t('submit.remark')}</label>
      </h2>
      <textarea
        id={remarkId}
        className="app-submit__remark"
        rows={2}
        maxLength={ORDER_REMARK_MAX}
        value={context.remark}
        disabled={ordered || busy}
        placeholder={t('submit.remarkPlaceholder')}
        onChange={(event) => send({ type: 'checkout.remark.change', remark: event.target.value })}
      />
      {remarkError ? (
        <p className="app-submit__field-error" role="alert">
          {t(remarkError.key, remarkError.params)}
        </p>
      ) : null}
    </section>
  );
}
