import { BankCardItem, Button, StateView, TextField } from '@mall/react-ui';
import { withdrawalMachine } from '@mall/sdk/machines';
import type { FieldError } from '@mall/sdk/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { mallClient } from '../../api/mall-client';
import { useI18n } from '../../i18n/i18n-context';
import { useNavigate } from '../../router/hash-router';
import { SubmitButton } from '../../shared/submit-button';
import { Page } from '../../shell/page';
import { useShowToast } from '../../shell/toast-context';
import { bankCardItemProps } from '../bank-card/bank-card-item-props';
import { refreshAfterMoneyChange } from './account-queries';
import './account.css';
import { pathOf } from '../../router/routes';

/**
 * A withdrawal on the SDK's `withdrawalMachine`: the balance, the amount (> 0 and not above the
 * balance), the bank card (the default chosen; "add a bank card" when there is none), submit. The
 * machine keeps one `Idempotency-Key` across retries, so tapping submit again after a network
 * failure withdraws once. Success: "Submission successful", the balance drops, the withdrawal list.
 */
export default function WithdrawalSubmitPage() {
  const { t, formatPrice, errorMessage } = useI18n();
  const navigate = useNavigate();
  const showToast = useShowToast();
  const queryClient = useQueryClient();
  const client = useMemo(() => mallClient(), []);
  const [snapshot, send] = useMachine(withdrawalMachine, { input: { client } });
  const { context } = snapshot;
  // The machine holds the withdrawal once the server has taken it.
  const submitted = context.withdrawal !== null;
  const errorRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (submitted) {
      showToast(t('account.submitted'), 'success');
      void refreshAfterMoneyChange(queryClient);
      navigate(pathOf('withdrawalList'), { replace: true });
    }
  }, [submitted, showToast, t, queryClient, navigate]);

  useEffect(() => {
    if (context.error && snapshot.matches('editing')) {
      errorRef.current?.focus();
    }
  }, [context.error, snapshot]);

  const messageOf = (error: FieldError | undefined) => {
    if (!error) {
      return undefined;
    }
    // The limit is the balance: shown as money, in the locale's digits.
    return error.key === 'validation.max'
      ? t(error.key, { max: formatPrice(context.balance) })
      : t(error.key, error.params);
  };
  const amountError = messageOf(context.fieldErrors.find((error) => error.field === 'amount'));
  const cardError = messageOf(context.fieldErrors.find((error) => error.field === 'bankCardId'));
  const addCard = () => navigate(pathOf('bankEdit'));

  let body: React.ReactNode;
  if (snapshot.matches('loading')) {
    body = <StateView status="loading" title={t('common.loading')} delay={200} />;
  } else if (snapshot.matches('loadFailed')) {
    body = (
      <StateView
        status="error"
        title={errorMessage(context.error)}
        onRetry={() => send({ type: 'withdrawal.retry' })}
      />
    );
  } else {
    // Checking the form (its schema loads on the first submit), then sending it.
    const busy = snapshot.matches('validating') || snapshot.matches('submitting') || submitted;
    body = (
      <form
        className="app-withdrawal-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'withdrawal.submit' });
        }}
      >
        <section className="app-account__section app-withdrawal-form__amount">
          <p className="app-withdrawal-form__balance">
            <span>{t('withdrawal.balance')}</span>
            <strong>{formatPrice(context.balance)}</strong>
          </p>
          <TextField
            label={t('withdrawal.amount')}
            layout="vertical"
            name="amount"
            required
            inputMode="decimal"
            placeholder={t('account.amountPlaceholder')}
            value={context.amount}
            onChange={(amount) => send({ type: 'withdrawal.amount.change', amount })}
            error={amountError}
            maxLength={12}
          />
          <Button
            variant="outline"
            size="small"
            disabled={busy || context.balance <= 0}
            onClick={() =>
              send({ type: 'withdrawal.amount.change', amount: (context.balance / 100).toFixed(2) })
            }
          >
            {t('withdrawal.all')}
          </Button>
        </section>
        <fieldset
          className="app-account__section app-withdrawal-form__cards"
          aria-describedby={cardError ? 'app-withdrawal-card-error' : undefined}
        >
          <legend className="app-account__legend">{t('withdrawal.card')}</legend>
          {context.cards.length === 0 ? (
            <p className="app-withdrawal-form__no-card">{t('withdrawal.noCard')}</p>
          ) : (
            <ul className="app-withdrawal-form__card-list">
              {context.cards.map((card) => (
                <li key={card.id}>
                  <BankCardItem
                    {...bankCardItemProps(card, t)}
                    selected={card.id === context.bankCardId}
                    onSelect={
                      busy ? undefined : () => send({ type: 'withdrawal.card.select', bankCardId: card.id })
                    }
                  />
                </li>
              ))}
            </ul>
          )}
          {cardError ? (
            <p id="app-withdrawal-card-error" className="app-account__error">
              {cardError}
            </p>
          ) : null}
          <Button variant="outline" block disabled={busy} onClick={addCard}>
            {t('withdrawal.addCard')}
          </Button>
        </fieldset>
        {context.error ? (
          <p
            ref={errorRef}
            tabIndex={-1}
            className="app-account__error app-account__error--block"
            role="alert"
          >
            {errorMessage(context.error)}
          </p>
        ) : null}
        <div className="app-withdrawal-form__submit">
          <SubmitButton busy={busy} label={t('withdrawal.submit')} busyLabel={t('account.submitting')} />
        </div>
      </form>
    );
  }

  return <Page className="app-account-page">{body}</Page>;
}
