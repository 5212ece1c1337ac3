import { ORDER_STATUS } from '@mall/sdk/lifecycle';
import { onUniqueViolation } from '../db/constraint-violation';
import { AppError } from '../http/app-error';
import type { ServerContext } from '../server-context';
import {
  applyTransition,
  lockOrder,
  type OrderTransaction,
  statusNotAllowed,
} from './order/order-transition';

/** A shopper's review of one line of one of their orders (`app/goods/comment/submit`). */
export interface GoodsCommentSubmission {
  userId: number;
  orderId: number;
  goodsId: number;
  starCount: number;
  content: string;
  /** Photos, already checked to be this server's uploads. */
  pics: readonly string[];
}

/** Marks the line reviewed, once; a second review of it answers `order.alreadyReviewed`. */
async function markLineReviewed(
  trx: OrderTransaction,
  line: { orderId: number; goodsId: number },
): Promise<void> {
  const marked = await trx
    .updateTable('order_goods')
    .set({ is_comment: true })
    .where('order_id', '=', line.orderId)
    .where('goods_id', '=', line.goodsId)
    .where('is_comment', '=', false)
    .returning('id')
    .executeTakeFirst();
  if (!marked) {
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

/**
 * Reviews one line of an order waiting for evaluation: the review joins the goods' comments and
 * the line is marked reviewed; the last line's review completes the order.
 */
export async function submitGoodsComment(
  server: ServerContext,
  review: GoodsCommentSubmission,
): Promise<void> {
  await server.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, review);
    if (order.status !== ORDER_STATUS.waitingEvaluate) {
      throw statusNotAllowed();
    }
    await markLineReviewed(trx, { orderId: order.id, goodsId: review.goodsId });
    await onUniqueViolation(
      () =>
        trx
          .insertInto('goods_comment')
          .values({
            order_id: order.id,
            goods_id: review.goodsId,
            user_id: review.userId,
            star_count: review.starCount,
            content: review.content,
            pics: JSON.stringify(review.pics),
            create_time: server.now(),
          })
          .execute(),
      () => new AppError('order.alreadyReviewed'),
    );
    if (!(await hasUnreviewedLine(trx, order.id))) {
      await applyTransition(trx, server, { order, event: 'order.review', actor: 'shopper' });
    }
  });
}
