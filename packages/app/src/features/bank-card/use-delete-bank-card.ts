import { useI18n } from '../../i18n/i18n-context';
import { useConfirmDelete } from '../../shared/use-confirm-delete';
import { bankCardQueries, deleteBankCard } from './bank-card-queries';

/** Deleting a bank card after "Are you sure you want to delete this bank card?"; then `onDeleted`. */
export function useDeleteBankCard(onDeleted?: () => void) {
  const { t } = useI18n();
  return useConfirmDelete({
    mutation: { mutationFn: deleteBankCard },
    title: t('bank.deleteConfirm'),
    confirmLabel: t('bank.delete'),
    cancelLabel: t('account.cancel'),
    queries: { all: bankCardQueries.all(), row: (id) => bankCardQueries.info(id).queryKey },
    onDeleted,
  });
}
