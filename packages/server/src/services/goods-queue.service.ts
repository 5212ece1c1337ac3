import { toWireAmount } from '@mall/sdk';
import type { ServerContext } from '../server-context';
import { mapPage, type PageInput, pageOf } from './paging';

/** The default threshold of the low-stock list. */
export const LOW_STOCK_THRESHOLD = 10;

/**
 * Specs whose stock is at or below `threshold`, the emptiest first, each with its goods (title,
 * whether it is on sale) and price: what the catalogue restocks.
 */
export async function lowStockQueue(server: ServerContext, filter: PageInput & { threshold: number }) {
  const query = server.db
    .selectFrom('goods_spec')
    .innerJoin('goods', 'goods.id', 'goods_spec.goods_id')
    .where('goods_spec.stock', '<=', filter.threshold)
    .select([
      'goods_spec.id',
      'goods_spec.name',
      'goods_spec.stock',
      'goods_spec.price',
      'goods.id as goods_id',
      'goods.title as goods_title',
      'goods.status as goods_status',
    ])
    .orderBy('goods_spec.stock', 'asc')
    .orderBy('goods_spec.id', 'asc');
  return mapPage(await pageOf(query, filter), (row) => ({
    specId: row.id,
    specName: row.name,
    stock: row.stock,
    price: toWireAmount(row.price),
    goodsId: row.goods_id,
    goodsTitle: row.goods_title,
    goodsStatus: row.goods_status,
  }));
}
