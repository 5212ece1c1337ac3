import type { CheckoutLine } from '@mall/sdk/machines';
import { positiveInteger } from '../../shared/positive-integer';

/** Where the shopper came from: the cart's checkout, or "buy now" on a goods page. */
export type CheckoutSource = 'cart' | 'buyNow';

/** The lines of the cart's checkout as a query value: `goodsId-specId-count`, comma-separated. */
export function encodeCheckoutLines(lines: readonly CheckoutLine[]): string {
  return lines.map((line) => `${line.goodsId}-${line.specId}-${line.count}`).join(',');
}

/**
 * The lines to buy from the submit page's query: `goodsId`, `specId`, `count` ("buy now"), or
 * `from=cart&lines=…` (the cart). Malformed lines are dropped.
 */
export function checkoutLinesOf(params: URLSearchParams): { source: CheckoutSource; lines: CheckoutLine[] } {
  if (params.get('from') === 'cart') {
    const lines = (params.get('lines') ?? '').split(',').flatMap((part) => {
      const [goodsId, specId, count] = part.split('-').map((value) => positiveInteger(value));
      return goodsId && specId && count ? [{ goodsId, specId, count }] : [];
    });
    return { source: 'cart', lines };
  }
  const goodsId = positiveInteger(params.get('goodsId'));
  const specId = positiveInteger(params.get('specId'));
  const count = positiveInteger(params.get('count')) ?? 1;
  return { source: 'buyNow', lines: goodsId && specId ? [{ goodsId, specId, count }] : [] };
}
