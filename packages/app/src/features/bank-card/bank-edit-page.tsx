import { Button, StateView, Switch } from '@mall/react-ui';
import type { MallClient } from '@mall/sdk';
import { type BankCard, bankCardCalls } from '@mall/sdk/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useController } from 'react-hook-form';
import { useI18n } from '../../i18n/i18n-context';
import { FormTextField } from '../../shared/form-text-field';
import { QueryErrorView } from '../../shared/query-error-view';
import { SubmitButton } from '../../shared/submit-button';
import { useIdParam } from '../../shared/use-id-param';
import { type FormSchema, useSchemaForm } from '../../shared/use-schema-form';
import { Page } from '../../shell/page';
import { useShowToast } from '../../shell/toast-context';
import { useBack } from '../../shell/use-back';
import { bankCardMutations, bankCardQueries, refreshBankCards } from './bank-card-queries';
import { useDeleteBankCard } from './use-delete-bank-card';
import './bank-card.css';

interface BankCardValues {
  bankName: string;
  holderName: string;
  cardNo: string;
  isDefault: boolean;
}

const bankCardAddRequestSchema = bankCardCalls['app/user/bankcard/add'].request;
const bankCardUpdateRequestSchema = bankCardCalls['app/user/bankcard/update'].request;

/** What adding a card sends; a change sends the same fields, each optional. */
type BankCardBody = Parameters<MallClient['user']['bankCard']['add']>[0];
type BankCardChanges = Omit<Parameters<MallClient['user']['bankCard']['update']>[0], 'id'>;

/**
 * A card being changed comes masked, so its number is typed again only to replace it: an empty
 * number field leaves the number out of the change.
 */
const changeSchema: FormSchema<BankCardChanges> = {
  safeParseAsync: (value, params) => {
    const values = value as BankCardValues & { id: number };
    return bankCardUpdateRequestSchema.safeParseAsync(
      values.cardNo === '' ? { ...values, cardNo: undefined } : values,
      params,
    );
  },
};

function BankCardForm({ card }: { card?: BankCard }) {
  const { t, errorMessage } = useI18n();
  const back = useBack();
  const showToast = useShowToast();
  const queryClient = useQueryClient();
  const bankNames = useQuery(bankCardQueries.bankNames());
  const defaultValues: BankCardValues = {
    bankName: card?.bankName ?? '',
    holderName: card?.holderName ?? '',
    cardNo: '',
    isDefault: card?.isDefault ?? false,
  };
  const form = useSchemaForm<BankCardValues, BankCardChanges, { id: number } | undefined>(
    card ? changeSchema : bankCardAddRequestSchema,
    { defaultValues, context: card ? { id: card.id } : undefined },
  );
  const add = useMutation(bankCardMutations.add());
  const update = useMutation(bankCardMutations.update());
  const busy = form.formState.isSubmitting;
  const isDefault = useController({ control: form.control, name: 'isDefault' });
  const { ask: askDelete, dialog: deleteDialog } = useDeleteBankCard(back);
  const typedBank = form.watch('bankName');

  const submit = form.handleSubmit(async (body) => {
    try {
      if (card) {
        const { id: _id, ...changes } = body as BankCardChanges & { id?: number };
        await update.mutateAsync({ id: card.id, changes });
      } else {
        // Added with the add schema, so every field is there.
        await add.mutateAsync(body as BankCardBody);
      }
      await refreshBankCards(queryClient);
      showToast(t('message.saved'), 'success');
      back();
    } catch (error) {
      showToast(errorMessage(error), 'error');
    }
  });

  const chooseBank = (name: string) =>
    form.setValue('bankName', name, { shouldValidate: form.formState.isSubmitted, shouldDirty: true });

  return (
    <form className="app-bank-form" onSubmit={submit} noValidate>
      <div className="app-bank-form__fields">
        <FormTextField
          control={form.control}
          name="bankName"
          label={t('bank.name')}
          required
          placeholder={t('bank.namePlaceholder')}
          maxLength={50}
        />
        {bankNames.data && bankNames.data.length > 0 ? (
          <fieldset className="app-bank-form__banks">
            <legend className="app-bank-form__banks-title">{t('bank.suggestions')}</legend>
            {bankNames.data.map((name) => (
              <button
                key={name}
                type="button"
                className="app-bank-form__bank"
                aria-pressed={typedBank === name}
                onClick={() => chooseBank(name)}
              >
                {name}
              </button>
            ))}
          </fieldset>
        ) : null}
        <FormTextField
          control={form.control}
          name="holderName"
          label={t('bank.holderName')}
          required
          placeholder={t('bank.holderPlaceholder')}
          autoComplete="cc-name"
          maxLength={50}
        />
        <FormTextField
          control={form.control}
          name="cardNo"
          label={t('bank.cardNumber')}
          required={!card}
          inputMode="numeric"
          placeholder={t('bank.cardPlaceholder')}
          hint={
            card
              ? t('bank.cardKept', { number: `•••• ${card.cardNo.replace(/\D/g, '').slice(-4)}` })
              : undefined
          }
          autoComplete="cc-number"
          maxLength={23}
        />
      </div>
      <div className="app-bank-form__fields">
        <Switch
          label={t('bank.isDefault')}
          checked={isDefault.field.value}
          onChange={isDefault.field.onChange}
        />
      </div>
      <div className="app-bank-form__buttons">
        <SubmitButton busy={busy} label={t('bank.save')} busyLabel={t('bank.saving')} />
        {card ? (
          <Button variant="outline" size="large" block disabled={busy} onClick={() => askDelete(card.id)}>
            {t('bank.deleteCard')}
          </Button>
        ) : null}
      </div>
      {deleteDialog}
    </form>
  );
}

/** Adds a bank card (no `id`) or changes one (`?id=`); saving shows "Saved" and goes back. */
export default function BankEditPage() {
  const { t } = useI18n();
  const { id, valid: editing } = useIdParam('id');
  const card = useQuery({ ...bankCardQueries.info(id), enabled: editing });

  let body: React.ReactNode;
  if (!editing) {
    body = <BankCardForm />;
  } else if (card.isPending) {
    body = <StateView status="loading" title={t('common.loading')} delay={200} />;
  } else if (card.isLoadingError) {
    body = <QueryErrorView query={card} />;
  } else {
    body = <BankCardForm key={card.data.id} card={card.data} />;
  }
  return (
    <Page title={editing ? t('title.bankEdit') : t('bank.add')} className="app-bank-page">
      {body}
    </Page>
  );
}
