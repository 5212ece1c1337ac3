/** Where the shop's currency symbol of the last visit is kept, so a visit starts with it. */
export const CURRENCY_STORAGE_KEY = 'mall.currencySymbol';
/** Until the shop has answered once on this device. */
const DEFAULT_CURRENCY_SYMBOL = '¥';

function readSaved(): string {
  try {
    return window.localStorage.getItem(CURRENCY_STORAGE_KEY) || DEFAULT_CURRENCY_SYMBOL;
  } catch {
    return DEFAULT_CURRENCY_SYMBOL;
  }
}

let symbol: string | undefined;
const listeners = new Set<() => void>();

/**
 * The shop's currency symbol (parameter `currentSymbol`), outside React: the first screen renders
 * with the symbol of the last visit instead of waiting for the server, and follows the answer.
 */
export const currencyStore = {
  get(): string {
    symbol ??= readSaved();
    return symbol;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** Shows `next` (the shop's answer; blank keeps the current one) and keeps it for the next visit. */
  set(next: string | null): void {
    if (!next || next === currencyStore.get()) {
      return;
    }
    symbol = next;
    try {
      window.localStorage.setItem(CURRENCY_STORAGE_KEY, next);
    } catch {
      // Storage full or denied: this visit still shows the answer.
    }
    for (const listener of listeners) {
      listener();
    }
  },
};

/** Asks the shop for its currency symbol once per start; the store follows the answer. */
export function refreshCurrencySymbol(read: () => Promise<string | null>): Promise<void> {
  return read()
    .then((value) => currencyStore.set(value))
    .catch(() => undefined);
}
