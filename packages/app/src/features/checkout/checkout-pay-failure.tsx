import { Button } from '@mall/react-ui';
import type { CheckoutMachineContext, CheckoutMachineEvent } from '@mall/sdk/machines';
import type { RefObject } from 'react';
import { useI18n } from '../../i18n/i18n-context';
import { useNavigate } from '../../router/hash-router';
import { pathOf } from '../../router/routes';

export interface CheckoutPayFailureProps {
  context: CheckoutMachineContext;
  send: (event: CheckoutMachineEvent) => void;
  /** The balance was too short (the server's message and the balance against the payable). */
  insufficientBalance: boolean;
  /** Focused when the failure shows, so it is read out. */
  focusRef: RefObject<HTMLElement | null>;
}

/** A payment that failed: the server's message, the order kept unpaid, pay later or pay again. */
export function CheckoutPayFailure({
  context,
  send,
  insufficientBalance,
  focusRef,
}: CheckoutPayFailureProps) {
  const { t, formatPrice, errorMessage } = useI18n();
  const navigate = useNavigate();
  return (
    <section ref={focusRef} tabIndex={-1} className="app-submit__card app-submit__pay-failed" role="alert">
      <p className="app-submit__pay-message">
        {context.error ? errorMessage(context.error) : t('error.unknown')}
      </p>
      {insufficientBalance && context.balance !== null ? (
        <p className="app-submit__muted">
          {t('submit.balanceShort', {
            balance: formatPrice(context.balance),
            payable: formatPrice(context.summary.payable),
          })}
        </p>
      ) : null}
      <p className="app-submit__muted">{t('submit.orderKept')}</p>
      <div className="app-submit__pay-actions">
        {insufficientBalance ? (
          // Somewhere to go: a recharge request on the ledger, then pay the kept order again.
          <Button variant="outline" onClick={() => navigate(pathOf('ledger', { recharge: 1 }))}>
            {t('account.recharge')}
          </Button>
        ) : null}
        <Button variant="outline" onClick={() => send({ type: 'checkout.leave' })}>
          {t('submit.payLater')}
        </Button>
        <Button variant="accent" onClick={() => send({ type: 'checkout.pay.retry' })}>
          {t('submit.payAgain')}
        </Button>
      </div>
    </section>
  );
}
