import { Button } from '@mall/react-ui';
import { newIdempotencyKey } from '@mall/sdk';
import { accountCalls } from '@mall/sdk/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../../i18n/i18n-context';
import { FormTextField } from '../../shared/form-text-field';
import { SubmitButton } from '../../shared/submit-button';
import { useSchemaForm } from '../../shared/use-schema-form';
import { useShowToast } from '../../shell/toast-context';
import { accountMutations, refreshAfterMoneyChange } from './account-queries';

const rechargeRequestSchema = accountCalls['app/account/transaction/record/append'].request;

interface RechargeFormProps {
  /** Closes the form (after a success, or on cancel). */
  onClose: () => void;
}

/**
 * A recharge request for the operator: the amount (> 0, two decimals at most), then "Submission
 * successful" and the request on the ledger. One `Idempotency-Key` per request, made when the form
 * opens and sent again on every retry, so a retry after a lost answer files one request.
 */
export function RechargeForm({ onClose }: RechargeFormProps) {
  const { t, errorMessage } = useI18n();
  const showToast = useShowToast();
  const queryClient = useQueryClient();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useSchemaForm(rechargeRequestSchema, { defaultValues: { amount: '' } });
  const recharge = useMutation(accountMutations.recharge());
  const busy = form.formState.isSubmitting;

  useEffect(() => {
    heading.current?.focus();
  }, []);

  const submit = form.handleSubmit(async ({ amount }) => {
    try {
      await recharge.mutateAsync({ amount, idempotencyKey });
      showToast(t('account.submitted'), 'success');
      await refreshAfterMoneyChange(queryClient);
      // The form closes on success, so the next request opens a new form with a new key.
      onClose();
    } catch (error) {
      showToast(errorMessage(error), 'error');
    }
  });

  return (
    <section className="app-recharge" aria-labelledby="app-recharge-title">
      <h2 id="app-recharge-title" ref={heading} tabIndex={-1} className="app-recharge__title">
        {t('ledger.type.rechargeRequest')}
      </h2>
      <p className="app-recharge__hint">{t('recharge.hint')}</p>
      <form className="app-recharge__form" onSubmit={submit} noValidate>
        <FormTextField
          control={form.control}
          name="amount"
          label={t('recharge.amount')}
          layout="vertical"
          required
          inputMode="decimal"
          placeholder={t('account.amountPlaceholder')}
          maxLength={12}
        />
        {recharge.isError ? (
          <p className="app-account__error" role="alert">
            {errorMessage(recharge.error)}
          </p>
        ) : null}
        <div className="app-recharge__buttons">
          <Button variant="outline" size="large" disabled={busy} onClick={onClose}>
            {t('account.cancel')}
          </Button>
          <SubmitButton busy={busy} label={t('recharge.submit')} busyLabel={t('account.submitting')} />
        </div>
      </form>
    </section>
  );
}
