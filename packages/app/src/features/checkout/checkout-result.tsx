import { Button, Icon } from '@mall/react-ui';
import type { Cents } from '@mall/sdk';
import { useI18n } from '../../i18n/i18n-context';
import { useNavigate } from '../../router/hash-router';
import { pathOf } from '../../router/routes';

export interface CheckoutResultProps {
  /** Paid from the balance, or ordered and left unpaid. */
  paid: boolean;
  payable: Cents;
  orderId: number | null;
}

/** The end of a checkout: "Payment completed" (or the order left unpaid) and a way to the order. */
export function CheckoutResult({ paid, payable, orderId }: CheckoutResultProps) {
  const { t, formatPrice } = useI18n();
  const navigate = useNavigate();
  const orderLink = orderId === null ? pathOf('orderList') : pathOf('orderDetail', { id: orderId });
  return (
    <section className="app-submit__result" aria-labelledby="app-submit-result">
      <span className="app-submit__result-icon" data-state={paid ? 'paid' : 'unpaid'}>
        <Icon name={paid ? 'check' : 'wallet'} size={36} />
      </span>
      <h2 id="app-submit-result" className="app-submit__result-title">
        {paid ? t('submit.paid') : t('submit.unpaid')}
      </h2>
      <p className="app-submit__result-hint">
        {paid ? t('submit.paidAmount', { amount: formatPrice(payable) }) : t('submit.unpaidHint')}
      </p>
      <div className="app-submit__result-actions">
        <Button variant="primary" block onClick={() => navigate(orderLink, { replace: true })}>
          {t('submit.viewOrder')}
        </Button>
        <Button variant="outline" block onClick={() => navigate(pathOf('home'), { replace: true })}>
          {t('submit.backHome')}
        </Button>
      </div>
    </section>
  );
}
