import type { ServerContext } from '../../server-context';
import { releaseCoupon } from './order-coupon';
import { restoreStock } from './order-stock';
import { transitionOrder } from './order-transition';

/**
 * Closes an unpaid order (shopper cancel or payment timeout): stock and coupon are given back.
 * `userId` null is the server's own sweep, which reaches every shopper's orders.
 */
export async function closeOrder(
  server: ServerContext,
  {
    orderId,
    userId,
    event,
    reason,
  }: {
    orderId: number;
    userId: number | null;
    event: 'order.cancel' | 'order.timeout';
    reason: string | null;
  },
): Promise<void> {
  await transitionOrder(server, {
    orderId,
    userId,
    event,
    actor: event === 'order.cancel' ? 'shopper' : 'server',
    columns: { close_time: server.now(), cancel_reason: reason },
    after: async (trx, order) => {
      await restoreStock(trx, { orderId: order.id });
      if (order.user_coupon_id !== null) {
        await releaseCoupon(trx, { userCouponId: order.user_coupon_id, now: server.now() });
      }
    },
  });
}
