import { useQueryClient } from '@tanstack/react-query';
import { useI18n } from '../../i18n/i18n-context';
import { useConfirmDelete } from '../../shared/use-confirm-delete';
import { addressMutations, refreshAddresses } from './address-queries';

/**
 * Deleting an address after "Are you sure you want to delete this address?": `ask(id)` opens the
 * confirmation; confirmed, the address is deleted, "Deleted" is shown and `onDeleted` runs.
 */
export function useDeleteAddress(onDeleted?: () => void) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  return useConfirmDelete({
    mutation: addressMutations.remove(),
    title: t('address.deleteConfirm'),
    confirmLabel: t('address.delete'),
    cancelLabel: t('address.cancel'),
    onDeleted: async () => {
      await refreshAddresses(queryClient);
      onDeleted?.();
    },
  });
}
