/** How big the scale seed makes the shop. */
export interface ScaleSize {
  goods: number;
  shoppers: number;
  orders: number;
  /** Orders of the one heavy shopper (`scale-heavy`), for the order list at depth. */
  heavyOrders: number;
}

/** Goods when nothing is asked. */
export const SCALE_DEFAULT_GOODS = 100_000;
/** The largest load the embedded database (PGlite, in-process WebAssembly) is asked to take. */
export const PGLITE_MAX_SCALE = { goods: 5_000, orders: 50_000 };

/**
 * The size of a load from the goods count and, optionally, its other parts: by default a tenth as
 * many shoppers and ten times as many orders as goods (at least 100 shoppers and 20 000 orders), so
 * 100 000 goods come with 10 000 shoppers and 1 000 000 orders; the heavy shopper holds 10 000
 * orders (half of them when there are fewer than 20 000).
 */
export function scaleSizeOf(asked: {
  goods?: number | undefined;
  shoppers?: number | undefined;
  orders?: number | undefined;
}): ScaleSize {
  const goods = asked.goods ?? SCALE_DEFAULT_GOODS;
  const shoppers = asked.shoppers ?? Math.max(100, Math.floor(goods / 10));
  const orders = asked.orders ?? Math.max(20_000, goods * 10);
  if (shoppers < 2) {
    throw new Error('the scale seed needs at least 2 shoppers');
  }
  return { goods, shoppers, orders, heavyOrders: Math.min(10_000, Math.floor(orders / 2)) };
}

/** Why a load is refused on a database kind, or null when it fits. */
export function scaleRefusal(kind: 'pglite' | 'postgres', size: ScaleSize): string | null {
  if (kind === 'postgres') {
    return null;
  }
  if (size.goods <= PGLITE_MAX_SCALE.goods && size.orders <= PGLITE_MAX_SCALE.orders) {
    return null;
  }
  return (
    `MALL_SEED=scale asks for ${size.goods} goods and ${size.orders} orders: too big for the embedded ` +
    `database (PGlite). Run it on PostgreSQL (DATABASE_URL=postgres://...), or ask for at most ` +
    `${PGLITE_MAX_SCALE.goods} goods and ${PGLITE_MAX_SCALE.orders} orders ` +
    '(MALL_SCALE_GOODS, MALL_SCALE_ORDERS).'
  );
}
