import { useI18n } from '../../i18n/i18n-context';
import { useConfirmDelete } from '../../shared/use-confirm-delete';
import { addressMutations, addressQueries } from './address-queries';

/**
 * Deleting an address after "Are you sure you want to delete this address?": `ask(id)` opens the
 * confirmation; confirmed, the address is deleted, "Deleted" is shown, the addresses are read
 * again and `onDeleted` runs.
 */
export function useDeleteAddress(onDeleted?: () => void) {
  const { t } = useI18n();
  return useConfirmDelete({
    mutation: addressMutations.remove(),
    title: t('address.deleteConfirm'),
    confirmLabel: t('address.delete'),
    cancelLabel: t('address.cancel'),
    queries: { all: addressQueries.all(), row: (id) => addressQueries.info(id).queryKey },
    onDeleted,
  });
}
