import { ImageUploader } from '@mall/react-ui';
import { toCents } from '@mall/sdk';
import { MAX_PHOTOS, ORDER_REMARK_MAX, type OrderDetail, orderRefundRequestSchema } from '@mall/sdk/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useI18n } from '../../i18n/i18n-context';
import { FormTextField } from '../../shared/form-text-field';
import { QueryErrorView } from '../../shared/query-error-view';
import { SubmitButton } from '../../shared/submit-button';
import { useIdempotencyKey } from '../../shared/use-idempotency-key';
import { useSchemaForm } from '../../shared/use-schema-form';
import { useUploadQueue } from '../../shared/use-upload-queue';
import { useShowToast } from '../../shell/toast-context';
import { useBack } from '../../shell/use-back';
import { OrderActionPage } from '../order/order-action-page';
import { OrderGoodsCard } from '../order/order-goods-card';
import { refreshAfterOrderChange } from '../order/order-queries';
import { afterSalesMutations, afterSalesQueries } from './after-sales-queries';
import './after-sales.css';

function RefundForm({ order }: { order: OrderDetail }) {
  const { t, formatPrice, formatNumber, errorMessage } = useI18n();
  const back = useBack();
  const showToast = useShowToast();
  const queryClient = useQueryClient();
  const key = useIdempotencyKey();
  const reasons = useQuery(afterSalesQueries.refundReasons());
  const uploads = useUploadQueue({
    max: MAX_PHOTOS,
    photoLabel: (index) => t('review.photo', { index: formatNumber(index) }),
  });
  const refund = useMutation(afterSalesMutations.refund());
  const form = useSchemaForm(orderRefundRequestSchema, {
    defaultValues: { reason: '', remark: '' },
    context: { orderId: order.id },
  });
  const errorId = useId();
  const photosId = useId();
  const reasonError = form.formState.errors.reason?.message;
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (body) => {
    if (uploads.busy) {
      showToast(t('review.uploadsBusy'), 'error');
      return;
    }
    if (uploads.failed) {
      showToast(t('review.uploadsFailed'), 'error');
      return;
    }
    try {
      await refund.mutateAsync({
        body: {
          orderId: body.orderId,
          reason: body.reason,
          ...(body.remark ? { remark: body.remark } : {}),
          ...(uploads.urls.length > 0 ? { images: uploads.urls } : {}),
        },
        idempotencyKey: key.current(),
      });
      key.renew();
      await refreshAfterOrderChange(queryClient);
      showToast(t('refund.submitted'), 'success');
      back();
    } catch (error) {
      // The form keeps what was chosen and typed, and the key: tapping submit again is the same request.
      showToast(errorMessage(error), 'error');
    }
  });

  let choices: React.ReactNode;
  if (reasons.isPending) {
    choices = <p className="app-after-sales__muted">{t('common.loading')}</p>;
  } else if (reasons.isLoadingError) {
    choices = <QueryErrorView query={reasons} />;
  } else if (reasons.data.length === 0) {
    choices = <p className="app-after-sales__muted">{t('refund.noReasons')}</p>;
  } else {
    choices = reasons.data.map((entry) => (
      <label key={entry.id} className="app-after-sales__choice">
        <input type="radio" value={entry.name} {...form.register('reason')} />
        <span>{entry.name}</span>
      </label>
    ));
  }

  return (
    <form className="app-after-sales" onSubmit={submit} noValidate>
      <OrderGoodsCard lines={order.goodsList} />
      <fieldset
        className="app-after-sales__card app-after-sales__choices"
        aria-describedby={reasonError ? errorId : undefined}
        aria-invalid={reasonError ? true : undefined}
      >
        <legend className="app-after-sales__legend">
          {t('refund.reason')}
          <span className="app-after-sales__required" aria-hidden="true">
            *
          </span>
        </legend>
        {choices}
        {reasonError ? (
          <p id={errorId} className="app-after-sales__error" role="alert">
            {reasonError}
          </p>
        ) : null}
      </fieldset>
      <section className="app-after-sales__card" aria-label={t('refund.amount')}>
        <dl className="app-after-sales__amount">
          <dt>{t('refund.amount')}</dt>
          <dd>{formatPrice(toCents(order.payPrice))}</dd>
        </dl>
        <p className="app-after-sales__muted">{t('refund.amountHint')}</p>
      </section>
      <section className="app-after-sales__card">
        <FormTextField
          control={form.control}
          name="remark"
          label={t('refund.remark')}
          placeholder={t('refund.remarkPlaceholder')}
          rows={3}
          maxLength={ORDER_REMARK_MAX}
          layout="vertical"
        />
      </section>
      <section className="app-after-sales__card" aria-labelledby={photosId}>
        <h2 id={photosId} className="app-after-sales__label">
          {t('review.photos', { max: formatNumber(MAX_PHOTOS) })}
        </h2>
        <ImageUploader {...uploads.uploaderProps} />
      </section>
      <div className="app-after-sales__submit">
        <SubmitButton busy={busy} label={t('refund.submit')} busyLabel={t('refund.submitting')} />
      </div>
    </form>
  );
}

/**
 * Apply for a refund of a paid or shipped order (`?orderId=`): a reason from the `orderRefundReason`
 * dictionary (required), the amount (the actual payment, all of it), an optional remark and up to
 * six photos (uploaded as they are picked, sent beside the reason); submit
 * shows "Refund application submitted and waiting for the merchant" and goes back to the order.
 */
export default function RefundPage() {
  const { t } = useI18n();
  return (
    <OrderActionPage action="refund" notAllowed={t('refund.notAllowed')} className="app-after-sales-page">
      {(order) => <RefundForm order={order} />}
    </OrderActionPage>
  );
}
