import type { OrderCardItem } from '@mall/react-ui';
import { toCents } from '@mall/sdk';
import type { OrderRow } from '@mall/sdk/schemas';

/** The goods lines of an order as the kit's `OrderCard` shows them (order list, repurchase list). */
export function orderCardItems(order: Pick<OrderRow, 'goodsList'>): OrderCardItem[] {
  return order.goodsList.map((line) => ({
    id: `${line.goodsId}-${line.specId}`,
    title: line.title,
    imageSrc: line.pic ?? undefined,
    specText: line.specName ?? undefined,
    price: toCents(line.price),
    quantity: line.count,
  }));
}
