import { ConfirmDialog } from '@mall/react-ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useI18n } from '../../i18n/i18n-context';
import { useShowToast } from '../../shell/toast-context';
import { addressMutations, refreshAddresses } from './address-queries';

/**
 * Deleting an address after "Are you sure you want to delete this address?": `ask(id)` opens the
 * confirmation; confirmed, the address is deleted, "Deleted" is shown and `onDeleted` runs.
 */
export function useDeleteAddress(onDeleted?: () => void): { ask: (id: number) => void; dialog: ReactNode } {
  const { t, errorMessage } = useI18n();
  const showToast = useShowToast();
  const queryClient = useQueryClient();
  const [pendingId, setPendingId] = useState<number | null>(null);
  const remove = useMutation({
    ...addressMutations.remove(),
    onSuccess: async () => {
      setPendingId(null);
      showToast(t('message.deleted'), 'success');
      await refreshAddresses(queryClient);
      onDeleted?.();
    },
    onError: (error) => showToast(errorMessage(error), 'error'),
  });
  const dialog = (
    <ConfirmDialog
      open={pendingId !== null}
      title={t('address.deleteConfirm')}
      confirmLabel={t('address.delete')}
      cancelLabel={t('address.cancel')}
      destructive
      busy={remove.isPending}
      onConfirm={() => {
        if (pendingId !== null) {
          remove.mutate(pendingId);
        }
      }}
      onCancel={() => setPendingId(null)}
    />
  );
  return { ask: setPendingId, dialog };
}
