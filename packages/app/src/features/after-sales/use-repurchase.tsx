import { ConfirmDialog } from '@mall/react-ui';
import { multiplyMoney, toCents } from '@mall/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useI18n } from '../../i18n/i18n-context';
import { useIdempotencyKey } from '../../shared/use-idempotency-key';
import { useShowToast } from '../../shell/toast-context';
import { refreshAfterOrderChange } from '../order/order-queries';
import { afterSalesMutations, afterSalesQueries } from './after-sales-queries';

/** The order a repurchase is asked for: its id and actual payment (wire money). */
export interface RepurchaseTarget {
  id: number;
  payPrice: number | string;
}

/**
 * The repurchase of an order: "Please confirm whether to repurchase?" with the current rate and
 * the amount it gives (round-half-up of the payment in cents × rate, as the server computes it),
 * then the request — one Idempotency-Key per order asked, kept when a retry follows a failure —
 * and "Repurchase application successful". Returns `ask(order)` and the dialog to render once.
 */
export function useRepurchase(): {
  ask: (order: RepurchaseTarget) => void;
  dialog: ReactNode;
  busy: boolean;
} {
  const { t, formatPrice, formatPercent, errorMessage } = useI18n();
  const showToast = useShowToast();
  const queryClient = useQueryClient();
  const key = useIdempotencyKey();
  const [target, setTarget] = useState<RepurchaseTarget | null>(null);
  const rate = useQuery({ ...afterSalesQueries.repurchaseRate(), enabled: target !== null });
  const request = useMutation({
    ...afterSalesMutations.repurchase(),
    onSuccess: () => {
      key.renew();
      setTarget(null);
      showToast(t('repurchase.submitted'), 'success');
    },
    onError: (error) => showToast(errorMessage(error), 'error'),
    // Not awaited: the request is over once the server answered; the pages catch up behind it.
    onSettled: () => void refreshAfterOrderChange(queryClient),
  });

  const ask = (order: RepurchaseTarget) => {
    if (target?.id !== order.id) {
      // Another order is another submission.
      key.renew();
    }
    setTarget(order);
  };

  let message = t('repurchase.rateLoading');
  if (rate.isError) {
    message = errorMessage(rate.error);
  } else if (rate.isSuccess && target && rate.data !== null) {
    message = t('repurchase.quote', {
      rate: formatPercent(Number(rate.data)),
      amount: formatPrice(multiplyMoney(toCents(target.payPrice), rate.data)),
    });
  }
  const dialog = (
    <ConfirmDialog
      open={target !== null}
      title={t('order.buyBackConfirm')}
      message={message}
      confirmLabel={t('repurchase.accept')}
      cancelLabel={t('repurchase.dismiss')}
      busy={request.isPending || rate.isPending}
      onConfirm={() => {
        if (!rate.isSuccess) {
          // The rate could not be read: the confirmation asks for it again.
          void rate.refetch();
        } else if (target) {
          request.mutate({ body: { orderId: target.id }, idempotencyKey: key.current() });
        }
      }}
      onCancel={() => setTarget(null)}
    />
  );
  return { ask, dialog, busy: request.isPending };
}
