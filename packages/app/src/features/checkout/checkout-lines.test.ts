import { describe, expect, it } from 'vitest';
import { checkoutLinesOf, encodeCheckoutLines } from './checkout-lines';

describe('checkout lines', () => {
  it('reads the one line of "buy now"', () => {
    expect(checkoutLinesOf(new URLSearchParams('goodsId=12&specId=30&count=3'))).toEqual({
      source: 'buyNow',
      lines: [{ goodsId: 12, specId: 30, count: 3 }],
    });
    expect(checkoutLinesOf(new URLSearchParams('goodsId=12&specId=30')).lines[0]?.count).toBe(1);
    expect(checkoutLinesOf(new URLSearchParams('goodsId=12')).lines).toEqual([]);
  });

  it('round-trips the cart lines and drops malformed ones', () => {
    const lines = [
      { goodsId: 1, specId: 2, count: 3 },
      { goodsId: 4, specId: 5, count: 1 },
    ];
    const params = new URLSearchParams({ from: 'cart', lines: encodeCheckoutLines(lines) });
    expect(checkoutLinesOf(params)).toEqual({ source: 'cart', lines });
    expect(checkoutLinesOf(new URLSearchParams('from=cart&lines=1-2-0,x-1-1,3-4-5')).lines).toEqual([
      { goodsId: 3, specId: 4, count: 5 },
    ]);
    expect(checkoutLinesOf(new URLSearchParams('from=cart')).lines).toEqual([]);
  });
});
