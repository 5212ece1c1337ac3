import { ImageUploader, RatingStars } from '@mall/react-ui';
import {
  goodsCommentSubmitRequestSchema,
  MAX_PHOTOS,
  type OrderDetail,
  type OrderGoodsLine,
  REVIEW_CONTENT_MAX,
} from '@mall/sdk/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import { useI18n } from '../../i18n/i18n-context';
import { FormTextField } from '../../shared/form-text-field';
import { SubmitButton } from '../../shared/submit-button';
import { useIdempotencyKey } from '../../shared/use-idempotency-key';
import { useSchemaForm } from '../../shared/use-schema-form';
import { useUploadQueue } from '../../shared/use-upload-queue';
import { useShowToast } from '../../shell/toast-context';
import { useBack } from '../../shell/use-back';
import { OrderActionPage } from '../order/order-action-page';
import { OrderGoodsCard } from '../order/order-goods-card';
import { refreshAfterReview, reviewMutations } from './review-queries';
import '../after-sales/after-sales.css';
import './reviews.css';

interface ReviewFormProps {
  orderId: number;
  line: OrderGoodsLine;
  /** Whether this is the order's last line waiting for a review. */
  last: boolean;
}

/** The review of one goods line: stars, text and up to six photos uploaded as they are picked. */
function ReviewForm({ orderId, line, last }: ReviewFormProps) {
  const { t, formatNumber, errorMessage } = useI18n();
  const back = useBack();
  const showToast = useShowToast();
  const queryClient = useQueryClient();
  const key = useIdempotencyKey();
  const uploads = useUploadQueue({
    max: MAX_PHOTOS,
    photoLabel: (index) => t('review.photo', { index: formatNumber(index) }),
  });
  const review = useMutation(reviewMutations.submit());
  const form = useSchemaForm(goodsCommentSubmitRequestSchema, {
    defaultValues: { starCount: 0, content: '' },
    context: { orderId, goodsId: line.goodsId },
  });
  const stars = useController({ control: form.control, name: 'starCount' });
  const starsErrorId = useId();
  const starsError = stars.fieldState.error?.message;

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
      await review.mutateAsync({
        body: { ...body, ...(uploads.urls.length > 0 ? { pics: uploads.urls } : {}) },
        idempotencyKey: key.current(),
      });
      key.renew();
      showToast(t('review.submitted'), 'success');
      // The order comes back with the next line waiting, or completed.
      await refreshAfterReview(queryClient, line.goodsId);
      if (last) {
        back();
      }
    } catch (error) {
      showToast(errorMessage(error), 'error');
    }
  });

  return (
    <form className="app-after-sales" onSubmit={submit} noValidate>
      <OrderGoodsCard lines={[line]} />
      <section className="app-after-sales__card app-review__rating">
        <span className="app-review__label" aria-hidden="true">
          {t('review.rating')}
        </span>
        <RatingStars
          value={stars.field.value}
          onChange={stars.field.onChange}
          label={t('review.rating')}
          starLabel={(count) => t('detail.stars', { count: formatNumber(count) })}
          invalid={Boolean(starsError)}
          describedBy={starsError ? starsErrorId : undefined}
        />
        {starsError ? (
          <p id={starsErrorId} className="app-after-sales__error app-review__error">
            {starsError}
          </p>
        ) : null}
      </section>
      <section className="app-after-sales__card">
        <FormTextField
          control={form.control}
          name="content"
          label={t('review.content')}
          placeholder={t('review.contentPlaceholder')}
          required
          rows={4}
          maxLength={REVIEW_CONTENT_MAX}
          layout="vertical"
        />
      </section>
      <section
        className="app-after-sales__card"
        aria-label={t('review.photos', { max: formatNumber(MAX_PHOTOS) })}
      >
        <h2 className="app-review__label">{t('review.photos', { max: formatNumber(MAX_PHOTOS) })}</h2>
        <ImageUploader {...uploads.uploaderProps} />
      </section>
      <div className="app-after-sales__submit">
        <SubmitButton
          busy={form.formState.isSubmitting}
          label={t('review.submit')}
          busyLabel={t('review.submitting')}
        />
      </div>
    </form>
  );
}

function OrderReview({ order }: { order: OrderDetail }) {
  const { t, formatNumber } = useI18n();
  const waiting = order.goodsList.filter((line) => !line.isComment);
  const line = waiting[0];
  if (line === undefined) {
    return null;
  }
  const index = order.goodsList.length - waiting.length + 1;
  return (
    <>
      {order.goodsList.length > 1 ? (
        <p className="app-review__progress">
          {t('review.progress', {
            index: formatNumber(index),
            total: formatNumber(order.goodsList.length),
          })}
        </p>
      ) : null}
      <ReviewForm
        key={`${line.goodsId}-${line.specId}`}
        orderId={order.id}
        line={line}
        last={waiting.length === 1}
      />
    </>
  );
}

/**
 * Review an order waiting for evaluation (`?orderId=`): one goods line at a time, 1–5 stars, text
 * and up to six photos (uploaded through the SDK in the server's upload mode, with progress, retry
 * and removal); "Submission successful", and after the last line the order is completed.
 */
export default function OrderReviewPage() {
  const { t } = useI18n();
  return (
    <OrderActionPage
      action="review"
      notAllowed={t('review.nothingToReview')}
      className="app-after-sales-page"
    >
      {(order) => <OrderReview order={order} />}
    </OrderActionPage>
  );
}
