import type { QueryCreator, SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import type { AuditRecorder } from '../../server-context';
import type { OrderTransaction } from './order-transition';

/**
 * Gives back the stock an order reserved (cancel, timeout, refund). With an operator's audit
 * recorder (a refund completed), each spec's stock before and after goes into the action's row.
 */
export async function restoreStock(
  trx: OrderTransaction,
  { orderId }: { orderId: number },
  audit?: AuditRecorder,
): Promise<void> {
  const lines = await trx
    .selectFrom('order_goods')
    .select(['spec_id', 'count'])
    .where('order_id', '=', orderId)
    .execute();
  for (const line of lines) {
    const spec = await trx
      .updateTable('goods_spec')
      .set((eb) => ({ stock: eb('stock', '+', line.count) }))
      .where('id', '=', line.spec_id)
      .returning('stock')
      .executeTakeFirst();
    if (spec && audit) {
      audit.change({
        entity: 'goods_spec',
        id: line.spec_id,
        field: 'stock',
        before: spec.stock - line.count,
        after: spec.stock,
      });
    }
  }
}

/**
 * The goods' sold figures raised by the lines of the orders `paidOrders` selects (the catalogue's
 * "sold" figure): an update to run inside the statement that pays (`order-payment.service.ts`).
 */
export function addSold(
  db: QueryCreator<Database>,
  paidOrders: SelectQueryBuilder<Database, never, { id: number }>,
) {
  return db
    .updateTable('goods')
    .from(
      db
        .selectFrom('order_goods')
        .select((eb) => ['goods_id', eb.fn.sum<number>('count').as('count')])
        .where('order_id', 'in', paidOrders)
        .groupBy('goods_id')
        .as('line'),
    )
    .set((eb) => ({ sold: eb('goods.sold', '+', eb.ref('line.count')) }))
    .whereRef('goods.id', '=', 'line.goods_id');
}

/**
 * Takes `count` off a spec's stock on the condition that it has that many, so stock never goes
 * below zero however many orders race for it: the update to run (alone, or inside a statement
 * that adds conditions); it answers the spec's id when it took the stock, nothing when not.
 */
export function reserveStock(
  db: QueryCreator<Database>,
  { specId, count }: { specId: number; count: number },
) {
  return db
    .updateTable('goods_spec')
    .set((eb) => ({ stock: eb('stock', '-', count) }))
    .where('id', '=', specId)
    .where('stock', '>=', count)
    .returning('id');
}
