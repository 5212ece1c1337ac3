import type { ServerContext } from '../server-context';
import { autoConfirmOrders, closeExpiredOrders } from '../services/order.service';

/**
 * Closes unpaid orders past their timeout and confirms receipt of long-shipped ones, every
 * `JOB_INTERVAL_SECONDS`. Several processes may run it at once: each change is a conditional
 * transition, so an order is closed or confirmed once.
 */
export function startOrderJobs(server: ServerContext): { stop(): void; runOnce(): Promise<void> } {
  let running = false;
  const runOnce = async () => {
    if (running) {
      return;
    }
    running = true;
    try {
      const closed = await closeExpiredOrders(server);
      const confirmed = await autoConfirmOrders(server);
      if (closed + confirmed > 0) {
        server.log.info('order jobs', { closed, confirmed });
      }
    } catch (error) {
      server.log.error('order jobs failed', {
        error: error instanceof Error ? error.message : String(error),
      });
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void runOnce(), server.env.JOB_INTERVAL_SECONDS * 1000);
  timer.unref();
  return { stop: () => clearInterval(timer), runOnce };
}
