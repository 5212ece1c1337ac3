import { ORDER_STATUS } from '@mall/sdk/lifecycle';
import { onUniqueViolation } from '../../db/constraint-violation';
import { AppError } from '../../http/app-error';
import type { ServerContext } from '../../server-context';
import { applyTransition, lockOrder, type OrderTransaction, statusNotAllowed } from './order-transition';

/** A shopper's review of one line of an order. */
export interface LineReview {
  orderId: number;
  goodsId: number;
  starCount: number;
  content: string;
  pics: string[];
}

/** Marks the line reviewed, once; a second review of it answers `order.alreadyReviewed`. */
async function markLineReviewed(trx: OrderTransaction, orderId: number, goodsId: number): Promise<void> {
  const line = await trx
    .updateTable('order_goods')
    .set({ is_comment: true })
    .where('order_id', '=', orderId)
    .where('goods_id', '=', goodsId)
    .where('is_comment', '=', false)
    .returning('id')
    .executeTakeFirst();
  if (!line) {
    throw new AppError('order.alreadyReviewed');
  }
}

async function hasUnreviewedLine(trx: OrderTransaction, orderId: number): Promise<boolean> {
  const remaining = await trx
    .selectFrom('order_goods')
    .select('id')
    .where('order_id', '=', orderId)
    .where('is_comment', '=', false)
    .executeTakeFirst();
  return remaining !== undefined;
}

/** Reviews one line of an order waiting for evaluation; the last review completes the order. */
export async function reviewOrderLine(
  server: ServerContext,
  userId: number,
  review: LineReview,
): Promise<void> {
  await server.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, review.orderId, userId);
    if (order.status !== ORDER_STATUS.waitingEvaluate) {
      throw statusNotAllowed();
    }
    await markLineReviewed(trx, order.id, review.goodsId);
    await onUniqueViolation(
      () =>
        trx
          .insertInto('goods_comment')
          .values({
            order_id: order.id,
            goods_id: review.goodsId,
            user_id: userId,
            star_count: review.starCount,
            content: review.content,
            pics: JSON.stringify(review.pics),
            create_time: server.now(),
          })
          .execute(),
      () => new AppError('order.alreadyReviewed'),
    );
    if (!(await hasUnreviewedLine(trx, order.id))) {
      await applyTransition(trx, server, order, { event: 'order.review', actor: 'shopper' });
    }
  });
}
