import { describe, expect, it } from 'vitest';
import { type CartStorage, createCartStore, GUEST_OWNER } from './cart-store';
import { cartTotals } from './cart-totals';

function memoryStorage(): CartStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe('cart store', () => {
  it('adds lines, merges the same spec and keeps them on the device', () => {
    const storage = memoryStorage();
    const cart = createCartStore(storage);
    cart.add({ goodsId: 1, specId: 10, count: 2 });
    cart.add({ goodsId: 1, specId: 10, count: 1 });
    cart.add({ goodsId: 2, specId: 20, count: 1 });
    expect(cart.lines()).toEqual([
      { goodsId: 1, specId: 10, count: 3, selected: true },
      { goodsId: 2, specId: 20, count: 1, selected: true },
    ]);
    expect(createCartStore(storage).lines()).toEqual(cart.lines());
  });

  it('changes count and selection, removes lines and refuses bad counts', () => {
    const cart = createCartStore(memoryStorage());
    cart.add({ goodsId: 1, specId: 10, count: 1 });
    cart.add({ goodsId: 2, specId: 20, count: 1 });
    cart.setCount(10, 4);
    cart.setCount(10, 0);
    cart.add({ goodsId: 3, specId: 30, count: -1 });
    cart.setSelected(20, false);
    expect(cart.lines()).toEqual([
      { goodsId: 1, specId: 10, count: 4, selected: true },
      { goodsId: 2, specId: 20, count: 1, selected: false },
    ]);
    cart.setAllSelected(false);
    expect(cart.lines().every((line) => !line.selected)).toBe(true);
    cart.remove([10]);
    expect(cart.lines().map((line) => line.specId)).toEqual([20]);
  });

  it('notifies subscribers', () => {
    const cart = createCartStore(memoryStorage());
    let calls = 0;
    const stop = cart.subscribe(() => {
      calls += 1;
    });
    cart.add({ goodsId: 1, specId: 10, count: 1 });
    stop();
    cart.add({ goodsId: 1, specId: 10, count: 1 });
    expect(calls).toBe(1);
  });

  it('moves the guest cart into the shopper cart at login and starts empty after logout', () => {
    const storage = memoryStorage();
    storage.setItem('mall.cart.7', JSON.stringify([{ goodsId: 1, specId: 10, count: 1, selected: false }]));
    const cart = createCartStore(storage);
    cart.add({ goodsId: 1, specId: 10, count: 2 });
    cart.add({ goodsId: 2, specId: 20, count: 1 });
    cart.switchOwner('7');
    expect(cart.lines()).toEqual([
      { goodsId: 1, specId: 10, count: 3, selected: true },
      { goodsId: 2, specId: 20, count: 1, selected: true },
    ]);
    expect(storage.getItem('mall.cart.guest')).toBeNull();
    cart.switchOwner(GUEST_OWNER);
    expect(cart.lines()).toEqual([]);
    cart.switchOwner('7');
    expect(cart.lines()).toHaveLength(2);
  });

  it('ignores malformed stored data', () => {
    const storage = memoryStorage();
    storage.setItem('mall.cart.guest', '{"not":"a list"}');
    expect(createCartStore(storage).lines()).toEqual([]);
    storage.setItem(
      'mall.cart.guest',
      JSON.stringify([{ goodsId: 1, specId: 2, count: 0, selected: true }, 'x']),
    );
    expect(createCartStore(storage).lines()).toEqual([]);
  });
});

describe('cart totals', () => {
  it('sums the selected lines in cents from server prices only', () => {
    const lines = [
      { goodsId: 1, specId: 10, count: 3, selected: true },
      { goodsId: 2, specId: 20, count: 1, selected: false },
      { goodsId: 3, specId: 30, count: 1, selected: true },
      { goodsId: 4, specId: 40, count: 2, selected: true },
    ];
    const prices = new Map([
      [10, { price: 1999, stock: 5 }],
      [20, { price: 5000, stock: 5 }],
      [40, { price: 10, stock: 0 }],
    ]);
    expect(cartTotals(lines, (line) => prices.get(line.specId))).toEqual({ total: 5997, count: 3 });
  });
});
