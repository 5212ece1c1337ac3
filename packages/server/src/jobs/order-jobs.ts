import { ORDER_STATUS, type OrderStatus } from '@mall/sdk/lifecycle';
import { AppError } from '../http/app-error';
import type { ServerContext } from '../server-context';
import { closeOrder } from '../services/order/order-close.service';
import { confirmReceipt } from '../services/order/order-delivery.service';
import { type PeriodicJob, startPeriodicJob } from './periodic-job';

/**
 * Applies `change` to each order and answers how many it changed. An order another process
 * changed first, or that the shopper moved on in the meantime (paid, refunded), answers an
 * AppError from its conditional transition: that one is skipped, anything else stops the sweep.
 */
async function sweep(ids: readonly { id: number }[], change: (orderId: number) => Promise<void>) {
  let changed = 0;
  for (const { id } of ids) {
    try {
      await change(id);
      changed += 1;
    } catch (error) {
      if (!(error instanceof AppError)) {
        throw error;
      }
    }
  }
  return changed;
}

/** Orders in `status` whose `since` moment is at or before `cutoff`. */
function ordersWaitingSince(
  server: ServerContext,
  status: OrderStatus,
  since: 'create_time' | 'ship_time',
  cutoff: Date,
) {
  return server.db
    .selectFrom('shop_order')
    .select('id')
    .where('status', '=', status)
    .where(since, '<=', cutoff)
    .execute();
}

/** Closes unpaid orders past the payment timeout; answers how many. */
export async function closeExpiredOrders(server: ServerContext): Promise<number> {
  const cutoff = new Date(server.now().getTime() - server.env.ORDER_PAY_TIMEOUT_MINUTES * 60_000);
  const expired = await ordersWaitingSince(server, ORDER_STATUS.waitingPay, 'create_time', cutoff);
  return sweep(expired, (orderId) =>
    closeOrder(server, { orderId, userId: null, event: 'order.timeout', reason: null }),
  );
}

/** Confirms receipt of orders shipped longer ago than the auto-confirm period; answers how many. */
export async function autoConfirmOrders(server: ServerContext): Promise<number> {
  const cutoff = new Date(server.now().getTime() - server.env.ORDER_AUTO_CONFIRM_DAYS * 24 * 3600_000);
  const due = await ordersWaitingSince(server, ORDER_STATUS.waitingReceive, 'ship_time', cutoff);
  return sweep(due, (orderId) => confirmReceipt(server, { orderId, userId: null, actor: 'server' }));
}

/**
 * Closes unpaid orders past their timeout and confirms receipt of long-shipped ones, every
 * `JOB_INTERVAL_SECONDS`. Several processes may run it at once: each change is a conditional
 * transition, so an order is closed or confirmed once.
 */
export function startOrderJobs(server: ServerContext): PeriodicJob {
  return startPeriodicJob(server, 'order jobs', server.env.JOB_INTERVAL_SECONDS * 1000, async () => ({
    closed: await closeExpiredOrders(server),
    confirmed: await autoConfirmOrders(server),
  }));
}
