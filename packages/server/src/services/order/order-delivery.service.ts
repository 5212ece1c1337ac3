import type { ServerContext } from '../../server-context';
import { transitionOrder } from './order-transition';

/** Ships a paid order (operator): waiting to ship -> waiting for receipt, with the logistics stored. */
export async function shipOrder(
  server: ServerContext,
  { orderId, company, num }: { orderId: number; company: string; num: string },
): Promise<void> {
  const now = server.now();
  const logistics = {
    company,
    num,
    // `event` marks a step the shop wrote itself: it is worded in the reader's language.
    traces: [{ time: now.toISOString(), text: `${company} ${num}`, event: 'shipped' }],
  };
  await transitionOrder(server, {
    orderId,
    userId: null,
    event: 'order.ship',
    actor: 'operator',
    columns: { ship_time: now, logistics: JSON.stringify(logistics) },
    after: async (trx, order) => {
      if (server.audit) {
        const shipped = await trx
          .selectFrom('shop_order')
          .select('status')
          .where('id', '=', order.id)
          .executeTakeFirstOrThrow();
        server.audit.change({
          entity: 'order',
          id: order.id,
          field: 'status',
          before: order.status,
          after: shipped.status,
        });
      }
    },
  });
}

/**
 * Confirms receipt (shopper) or auto-confirms (server): waiting for receipt -> waiting for
 * evaluation; refunds and repurchase end here.
 */
export async function confirmReceipt(
  server: ServerContext,
  { orderId, userId, actor }: { orderId: number; userId: number | null; actor: 'shopper' | 'server' },
): Promise<void> {
  await transitionOrder(server, {
    orderId,
    userId,
    event: actor === 'shopper' ? 'order.confirm' : 'order.autoConfirm',
    actor,
    columns: { confirm_time: server.now() },
  });
}
