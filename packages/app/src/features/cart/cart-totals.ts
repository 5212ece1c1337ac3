import { addMoney, type Cents, multiplyMoney } from '@mall/sdk';
import type { CartLine } from './cart-store';

/** What the server says about a line's spec right now. */
export interface CartPrice {
  price: Cents;
  stock: number;
}

/**
 * The totals of the selected lines, from the server's current prices only: a line whose price
 * is not known (still loading, or the spec is gone) counts for nothing.
 */
export function cartTotals(lines: readonly CartLine[], priceOf: (line: CartLine) => CartPrice | undefined) {
  let total: Cents = 0;
  let count = 0;
  for (const line of lines) {
    const price = line.selected ? priceOf(line) : undefined;
    if (price && price.stock > 0) {
      total = addMoney(total, multiplyMoney(price.price, line.count));
      count += line.count;
    }
  }
  return { total, count };
}
