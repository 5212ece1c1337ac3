import { Button } from '@mall/react-ui';
import type { CheckoutMachineContext, CheckoutMachineEvent } from '@mall/sdk/machines';
import { useI18n } from '../../i18n/i18n-context';

export interface CheckoutBarProps {
  context: CheckoutMachineContext;
  send: (event: CheckoutMachineEvent) => void;
  ordered: boolean;
  busy: boolean;
  /** The order exists and its payment is under way. */
  paying: boolean;
}

/** The bottom bar: the actual payment and "submit order" until the order exists. */
export function CheckoutBar({ context, send, ordered, busy, paying }: CheckoutBarProps) {
  const { t, formatPrice } = useI18n();
  return (
    <div className="app-submit__bar">
      <p className="app-submit__total">
        {t('submit.payable')} <strong>{formatPrice(context.summary.payable)}</strong>
      </p>
      {ordered ? null : (
        <Button
          variant="accent"
          disabled={busy || context.priced.length === 0}
          aria-busy={busy}
          onClick={() => send({ type: 'checkout.confirm' })}
        >
          {busy ? t('submit.submitting') : t('submit.confirm')}
        </Button>
      )}
      {paying ? (
        <span className="app-submit__paying" role="status">
          {t('submit.paying')}
        </span>
      ) : null}
    </div>
  );
}
