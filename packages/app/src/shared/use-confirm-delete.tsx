import { ConfirmDialog } from '@mall/react-ui';
import {
  hashKey,
  type QueryKey,
  type UseMutationOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
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
  /**
   * The feature's answers, read again after a deletion (`all`), and the query of one row's own
   * answer (`row`), which is not: read again, the server would answer that the row does not
   * exist, on the page that still shows it until it goes back.
   */
  queries: { all: QueryKey; row: (id: number) => QueryKey };
  /** After the deletion, the "Deleted" toast and the refresh: e.g. go back. */
  onDeleted?: () => void;
}

/**
 * Deleting a row after a confirmation: `ask(id)` opens the dialog; confirmed, the row is deleted,
 * "Deleted" is shown, the feature's answers are read again and `onDeleted` runs; a failure shows
 * the server's message and keeps the row.
 */
export function useConfirmDelete<Data>({
  mutation,
  title,
  confirmLabel,
  cancelLabel,
  queries,
  onDeleted,
}: ConfirmDeleteOptions<Data>): { ask: (id: number) => void; dialog: ReactNode } {
  const { t, errorMessage } = useI18n();
  const showToast = useShowToast();
  const queryClient = useQueryClient();
  const [pendingId, setPendingId] = useState<number | null>(null);
  const deletion = useMutation({
    ...mutation,
    onSuccess: async (_data, id) => {
      setPendingId(null);
      showToast(t('message.deleted'), 'success');
      const deleted = hashKey(queries.row(id));
      await queryClient.invalidateQueries({
        queryKey: queries.all,
        predicate: (query) => query.queryHash !== deleted,
      });
      onDeleted?.();
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
