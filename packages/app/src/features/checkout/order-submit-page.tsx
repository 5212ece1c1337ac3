import { StateView } from '@mall/react-ui';
import { useMemo } from 'react';
import { useI18n } from '../../i18n/i18n-context';
import { useNavigate, useSearchParams } from '../../router/hash-router';
import { pathOf } from '../../router/routes';
import { Page } from '../../shell/page';
import { CheckoutFlow } from './checkout-flow';
import { checkoutLinesOf } from './checkout-lines';
import './checkout.css';

/** Order submit: address, goods, coupon, remark and totals; confirm creates the order and pays from the balance. */
export default function OrderSubmitPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const key = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query string is the key
  const { lines, source } = useMemo(() => checkoutLinesOf(params), [key]);
  return (
    <Page className="app-submit-page">
      {lines.length === 0 ? (
        <StateView
          status="empty"
          title={t('submit.noLines')}
          actionLabel={t('cart.goShopping')}
          onAction={() => navigate(pathOf('home'))}
        />
      ) : (
        <CheckoutFlow key={key} lines={lines} source={source} />
      )}
    </Page>
  );
}
