import type { RequestOf } from '@mall/sdk';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { mallClient } from '../../api/mall-client';
import { refreshAfterOrderChange } from '../order/order-queries';
import { commentQueries } from './comment-queries';

/** The shopper's review writes. */
export const reviewMutations = {
  /** Reviews one goods line of an order waiting for evaluation; the last one completes the order. */
  submit: () =>
    mutationOptions({
      mutationFn: ({
        body,
        idempotencyKey,
      }: {
        body: RequestOf<'app/goods/comment/submit'>;
        idempotencyKey: string;
      }) => mallClient().goods.comment.submit(body, { idempotencyKey }),
    }),
};

/** After a review: the order pages and the reviewed goods' comments (detail tab and comment page). */
export function refreshAfterReview(queryClient: QueryClient, goodsId: number): Promise<unknown> {
  return Promise.all([
    refreshAfterOrderChange(queryClient),
    queryClient.invalidateQueries({ queryKey: commentQueries.latest(goodsId).queryKey }),
  ]);
}
