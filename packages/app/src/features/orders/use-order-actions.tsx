import { ActionSheet, type ButtonVariant, ConfirmDialog } from '@mall/react-ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { useI18n } from '../../i18n/i18n-context';
import { useShowToast } from '../../shell/toast-context';
import { orderMutations, orderQueries, refreshAfterOrderChange } from './order-queries';
import type { OrderAction } from './order-status';

const ACTION_LABELS: Record<OrderAction, string> = {
  pay: 'order.action.pay',
  cancel: 'order.action.cancel',
  confirm: 'order.action.confirm',
  logistics: 'order.action.logistics',
};

const ACTION_VARIANTS: Record<OrderAction, ButtonVariant> = {
  pay: 'primary',
  cancel: 'outline',
  confirm: 'primary',
  logistics: 'outline',
};

/** A button for an order action. */
export interface OrderActionButton {
  action: OrderAction;
  label: string;
  variant: ButtonVariant;
  /** While another action of the page runs. */
  disabled: boolean;
  onClick: () => void;
}

type Pending = { kind: 'cancel' | 'confirm'; orderId: number } | null;

/** The sheet's value for cancelling without a reason. */
const NO_REASON = '\u0000none';

/**
 * The shopper's order actions, shared by the list and the detail: pay from the balance (the
 * server's "Insufficient account balance, please recharge" when short; the order stays unpaid),
 * cancel with a reason from the `orderCancelReason` dictionary, confirm receipt after a warning that
 * refunds and after-sales end there ("Receipt confirmed"), and the logistics page. Returns the
 * buttons for an order and the dialogs to render once on the page.
 */
export function useOrderActions(): {
  buttonsFor: (orderId: number, actions: readonly OrderAction[]) => OrderActionButton[];
  dialogs: ReactNode;
} {
  const { t, errorMessage } = useI18n();
  const showToast = useShowToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Pending>(null);
  const reasons = useQuery({ ...orderQueries.cancelReasons(), enabled: pending?.kind === 'cancel' });

  const settle = {
    onError: (error: unknown) => showToast(errorMessage(error), 'error'),
    onSettled: () => {
      setPending(null);
      // Not awaited: the action is over once the server answered; the lists catch up behind it.
      void refreshAfterOrderChange(queryClient);
    },
  };
  const pay = useMutation({
    ...orderMutations.pay(),
    onSuccess: () => showToast(t('submit.paid'), 'success'),
    ...settle,
  });
  const cancel = useMutation({
    ...orderMutations.cancel(),
    onSuccess: () => showToast(t('message.orderCancelled'), 'success'),
    ...settle,
  });
  const confirm = useMutation({
    ...orderMutations.confirm(),
    onSuccess: () => showToast(t('message.receiptConfirmed'), 'success'),
    ...settle,
  });
  const busy = pay.isPending || cancel.isPending || confirm.isPending;

  const run = (action: OrderAction, orderId: number) => {
    if (busy) {
      return;
    }
    switch (action) {
      case 'pay':
        pay.mutate(orderId);
        break;
      case 'cancel':
      case 'confirm':
        setPending({ kind: action, orderId });
        break;
      case 'logistics':
        navigate(`/pages/order/logistics?orderId=${orderId}`);
        break;
    }
  };

  const buttonsFor = (orderId: number, actions: readonly OrderAction[]) =>
    actions.map((action) => ({
      action,
      label: t(ACTION_LABELS[action]),
      variant: ACTION_VARIANTS[action],
      disabled: busy && action !== 'logistics',
      onClick: () => run(action, orderId),
    }));

  // The reason is optional on the wire: without a dictionary the shopper still cancels.
  const reasonActions =
    reasons.isSuccess && reasons.data.length === 0
      ? [{ value: NO_REASON, label: t('order.action.cancel') }]
      : (reasons.data ?? []).map((entry) => ({ value: entry.name, label: entry.name }));
  const dialogs = (
    <>
      <ActionSheet
        open={pending?.kind === 'cancel'}
        title={t('order.cancelReason')}
        actions={
          reasonActions.length > 0
            ? reasonActions
            : [
                {
                  value: '',
                  label: reasons.isError ? errorMessage(reasons.error) : t('common.loading'),
                  disabled: true,
                },
              ]
        }
        cancelLabel={t('order.keepOrder')}
        onSelect={(reason) => {
          if (pending && reason) {
            cancel.mutate({ orderId: pending.orderId, reason: reason === NO_REASON ? undefined : reason });
          }
        }}
        onClose={() => setPending(null)}
      />
      <ConfirmDialog
        open={pending?.kind === 'confirm'}
        title={t('order.confirmTitle')}
        message={t('order.confirmWarning')}
        confirmLabel={t('order.action.confirm')}
        cancelLabel={t('order.notYet')}
        busy={confirm.isPending}
        onConfirm={() => {
          if (pending) {
            confirm.mutate(pending.orderId);
          }
        }}
        onCancel={() => setPending(null)}
      />
    </>
  );
  return { buttonsFor, dialogs };
}
