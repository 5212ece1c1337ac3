import { ActionSheet, type ButtonVariant, ConfirmDialog } from '@mall/react-ui';
import { ApiError, toCents } from '@mall/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useI18n } from '../../i18n/i18n-context';
import type { MessageKey } from '../../i18n/messages';
import { useNavigate } from '../../router/hash-router';
import { pathOf } from '../../router/routes';
import { useShowToast } from '../../shell/toast-context';
import { useRepurchase } from '../after-sales/use-repurchase';
import { myQueries } from '../my/my-queries';
import { orderMutations, orderQueries, refreshAfterOrderChange } from './order-queries';
import type { OrderAction } from './order-status';

const ACTION_VARIANTS: Record<OrderAction, ButtonVariant> = {
  pay: 'primary',
  cancel: 'outline',
  confirm: 'primary',
  logistics: 'outline',
  refund: 'outline',
  repurchase: 'outline',
  review: 'primary',
};

/** The pages an action opens, by the order's id. */
const ACTION_PAGES: Partial<Record<OrderAction, (orderId: number) => string>> = {
  logistics: (orderId) => pathOf('orderLogistics', { orderId }),
  refund: (orderId) => pathOf('orderRefund', { orderId }),
  review: (orderId) => pathOf('orderComment', { orderId }),
};

/** Where a short balance is topped up: the ledger with its recharge request open. */
const RECHARGE_PAGE = pathOf('ledger', { recharge: 1 });

/** The order an action is for: its id and actual payment (wire money). */
export interface OrderActionTarget {
  id: number;
  payPrice: number | string;
}

/** A button for an order action. */
export interface OrderActionButton {
  action: OrderAction;
  label: string;
  variant: ButtonVariant;
  /** While another action of the page runs. */
  disabled: boolean;
  onClick: () => void;
}

type Pending = { kind: 'cancel' | 'confirm'; orderId: number } | { kind: 'recharge'; message: string } | null;

/** The sheet's value for cancelling without a reason. */
const NO_REASON = '\u0000none';

/** Whether the balance falls short of the payment (read fresh: the failure may have another cause). */
async function balanceShort(queryClient: ReturnType<typeof useQueryClient>, payPrice: number | string) {
  try {
    const me = await queryClient.fetchQuery({ ...myQueries.me(), staleTime: 0 });
    return toCents(me.balance ?? 0) < toCents(payPrice);
  } catch {
    return false;
  }
}

/**
 * The shopper's order actions, shared by the list and the detail: pay from the balance (a short
 * balance shows the server's "Insufficient account balance, please recharge" with a way to
 * recharge; the order stays unpaid), cancel with a reason from the `orderCancelReason` dictionary,
 * confirm receipt after a warning that refunds and after-sales end there ("Receipt confirmed"),
 * refund and review on their pages, repurchase after its confirmation, and the logistics page.
 * Returns the buttons for an order and the dialogs to render once on the page.
 */
export function useOrderActions(): {
  buttonsFor: (order: OrderActionTarget, actions: readonly OrderAction[]) => OrderActionButton[];
  dialogs: ReactNode;
} {
  const { t, errorMessage } = useI18n();
  const showToast = useShowToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Pending>(null);
  const reasons = useQuery({ ...orderQueries.cancelReasons(), enabled: pending?.kind === 'cancel' });
  const repurchase = useRepurchase();

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
    onError: async (error, order) => {
      const short = error instanceof ApiError && (await balanceShort(queryClient, order.payPrice));
      if (short) {
        setPending({ kind: 'recharge', message: errorMessage(error) });
      } else {
        showToast(errorMessage(error), 'error');
      }
    },
    onSettled: () => void refreshAfterOrderChange(queryClient),
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
  const busy = pay.isPending || cancel.isPending || confirm.isPending || repurchase.busy;

  const run = (action: OrderAction, order: OrderActionTarget) => {
    const page = ACTION_PAGES[action];
    if (page) {
      navigate(page(order.id));
      return;
    }
    if (busy) {
      return;
    }
    switch (action) {
      case 'pay':
        pay.mutate({ id: order.id, payPrice: order.payPrice });
        break;
      case 'cancel':
      case 'confirm':
        setPending({ kind: action, orderId: order.id });
        break;
      case 'repurchase':
        repurchase.ask(order);
        break;
    }
  };

  const buttonsFor = (order: OrderActionTarget, actions: readonly OrderAction[]) =>
    actions.map((action) => ({
      action,
      label: t(`order.action.${action}` satisfies MessageKey),
      variant: ACTION_VARIANTS[action],
      disabled: busy && ACTION_PAGES[action] === undefined,
      onClick: () => run(action, order),
    }));

  // The reason is optional on the wire: without a dictionary the shopper still cancels.
  const reasonActions =
    reasons.data?.length === 0
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
          if (pending?.kind === 'cancel' && reason) {
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
          if (pending?.kind === 'confirm') {
            confirm.mutate(pending.orderId);
          }
        }}
        onCancel={() => setPending(null)}
      />
      <ConfirmDialog
        open={pending?.kind === 'recharge'}
        title={pending?.kind === 'recharge' ? pending.message : ''}
        message={t('order.rechargeHint')}
        confirmLabel={t('order.recharge')}
        cancelLabel={t('submit.payLater')}
        onConfirm={() => {
          setPending(null);
          navigate(RECHARGE_PAGE);
        }}
        onCancel={() => setPending(null)}
      />
      {repurchase.dialog}
    </>
  );
  return { buttonsFor, dialogs };
}
