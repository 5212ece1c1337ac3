import type { OrderTransaction } from './order-transition';

/** Gives back the stock an order reserved (cancel, timeout, refund). */
export async function restoreStock(trx: OrderTransaction, orderId: number): Promise<void> {
  const lines = await trx
    .selectFrom('order_goods')
    .select(['spec_id', 'count'])
    .where('order_id', '=', orderId)
    .execute();
  for (const line of lines) {
    await trx
      .updateTable('goods_spec')
      .set((eb) => ({ stock: eb('stock', '+', line.count) }))
      .where('id', '=', line.spec_id)
      .execute();
  }
}

/** Counts a paid order's lines as sold on their goods (the catalogue's "sold" figure). */
export async function countSold(trx: OrderTransaction, orderId: number): Promise<void> {
  const lines = await trx
    .selectFrom('order_goods')
    .select(['goods_id', 'count'])
    .where('order_id', '=', orderId)
    .execute();
  for (const line of lines) {
    await trx
      .updateTable('goods')
      .set((eb) => ({ sold: eb('sold', '+', line.count) }))
      .where('id', '=', line.goods_id)
      .execute();
  }
}

/**
 * Takes `count` off a spec's stock on the condition that it has that many, so stock never goes
 * below zero however many orders race for it; answers whether it did.
 */
export async function reserveStock(trx: OrderTransaction, specId: number, count: number): Promise<boolean> {
  const reserved = await trx
    .updateTable('goods_spec')
    .set((eb) => ({ stock: eb('stock', '-', count) }))
    .where('id', '=', specId)
    .where('stock', '>=', count)
    .returning('id')
    .executeTakeFirst();
  return reserved !== undefined;
}
