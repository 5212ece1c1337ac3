import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the store (it keeps the symbol of the running app at module level). */
async function freshStore() {
  vi.resetModules();
  return import('./currency');
}

afterEach(() => {
  window.localStorage.clear();
});

describe('currency symbol', () => {
  it('starts with ¥ on a first visit and with the last visit’s symbol after', async () => {
    const first = await freshStore();
    expect(first.currencyStore.get()).toBe('¥');
    window.localStorage.setItem(first.CURRENCY_STORAGE_KEY, '৳');
    const next = await freshStore();
    expect(next.currencyStore.get()).toBe('৳');
  });

  it('follows the shop’s answer, keeps it for the next visit and tells subscribers once', async () => {
    const { currencyStore, refreshCurrencySymbol, CURRENCY_STORAGE_KEY } = await freshStore();
    const listener = vi.fn();
    currencyStore.subscribe(listener);
    await refreshCurrencySymbol(() => Promise.resolve('$'));
    expect(currencyStore.get()).toBe('$');
    expect(window.localStorage.getItem(CURRENCY_STORAGE_KEY)).toBe('$');
    await refreshCurrencySymbol(() => Promise.resolve('$'));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps the current symbol when the shop answers nothing or fails', async () => {
    const { currencyStore, refreshCurrencySymbol } = await freshStore();
    await refreshCurrencySymbol(() => Promise.resolve(null));
    await refreshCurrencySymbol(() => Promise.reject(new Error('offline')));
    expect(currencyStore.get()).toBe('¥');
  });
});
