import { ConfirmDialog } from '@mall/react-ui';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useI18n } from '../i18n/i18n-context';
import { useShowToast } from '../shell/toast-context';

export interface ConfirmDeleteOptions<Data> {
  /** The deletion of the row of an id: the feature's `mutationOptions` factory's answer. */
  mutation: UseMutationOptions<Data, Error, number>;
  /** The question, e.g. "Are you sure you want to delete this bank card?". */
  title: string;
  confirmLabel: string;
  cancelLabel: string;
  /** After the deletion and the "Deleted" toast: refresh what shows the row, maybe go back. */
  onDeleted: () => Promise<unknown>;
}

/**
 * Deleting a row after a confirmation: `ask(id)` opens the dialog; confirmed, the row is deleted,
 * "Deleted" is shown and `onDeleted` runs; a failure shows the server's message and keeps the row.
 */
export function useConfirmDelete<Data>({
  mutation,
  title,
  confirmLabel,
  cancelLabel,
  onDeleted,
}: ConfirmDeleteOptions<Data>): { ask: (id: number) => void; dialog: ReactNode } {
  const { t, errorMessage } = useI18n();
  const showToast = useShowToast();
  const [pendingId, setPendingId] = useState<number | null>(null);
  const deletion = useMutation({
    ...mutation,
    onSuccess: async () => {
      setPendingId(null);
      showToast(t('message.deleted'), 'success');
      await onDeleted();
    },
    onError: (error) => showToast(errorMessage(error), 'error'),
  });
  const dialog = (
    <ConfirmDialog
      open={pendingId !== null}
      title={title}
      confirmLabel={confirmLabel}
      cancelLabel={cancelLabel}
      destructive
      busy={deletion.isPending}
      onConfirm={() => {
        if (pendingId !== null) {
          deletion.mutate(pendingId);
        }
      }}
      onCancel={() => setPendingId(null)}
    />
  );
  return { ask: setPendingId, dialog };
}
