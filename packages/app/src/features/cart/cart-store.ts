/**
 * The cart lives on the device (contract §7), one cart per owner: the guest's, and each
 * shopper's by user id. A line is one spec of one goods item; prices are never stored here — the
 * cart page asks the server for them.
 */
export interface CartLine {
  goodsId: number;
  specId: number;
  count: number;
  selected: boolean;
}

/** The storage the cart is kept in (`window.localStorage` in the app). */
export interface CartStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const GUEST_OWNER = 'guest';
const KEY_PREFIX = 'mall.cart.';

export interface CartStore {
  lines(): readonly CartLine[];
  /** Adds a count of a spec; a spec already in the cart gets the count added and is selected. */
  add(line: { goodsId: number; specId: number; count: number }): void;
  setCount(specId: number, count: number): void;
  setSelected(specId: number, selected: boolean): void;
  setAllSelected(selected: boolean): void;
  remove(specIds: readonly number[]): void;
  /** Switches to another owner's cart; from the guest to a shopper, the guest's lines move over. */
  switchOwner(owner: string): void;
  owner(): string;
  subscribe(listener: () => void): () => void;
}

function isLine(value: unknown): value is CartLine {
  if (typeof value !== 'object' || value === null) {
    return false;
  }
  const line = value as Record<string, unknown>;
  return (
    Number.isInteger(line.goodsId) &&
    Number.isInteger(line.specId) &&
    Number.isInteger(line.count) &&
    (line.count as number) >= 1 &&
    typeof line.selected === 'boolean'
  );
}

function read(storage: CartStorage, owner: string): CartLine[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(KEY_PREFIX + owner) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isLine) : [];
  } catch {
    return [];
  }
}

function merge(into: readonly CartLine[], from: readonly CartLine[]): CartLine[] {
  const merged = into.map((line) => ({ ...line }));
  for (const line of from) {
    const existing = merged.find((item) => item.specId === line.specId);
    if (existing) {
      existing.count += line.count;
      existing.selected = existing.selected || line.selected;
    } else {
      merged.push({ ...line });
    }
  }
  return merged;
}

export function createCartStore(storage: CartStorage, initialOwner = GUEST_OWNER): CartStore {
  let owner = initialOwner;
  let lines: readonly CartLine[] = read(storage, owner);
  const listeners = new Set<() => void>();

  const commit = (next: CartLine[]) => {
    lines = next;
    storage.setItem(KEY_PREFIX + owner, JSON.stringify(next));
    for (const listener of listeners) {
      listener();
    }
  };

  return {
    lines: () => lines,
    owner: () => owner,
    add({ goodsId, specId, count }) {
      if (!Number.isInteger(count) || count < 1) {
        return;
      }
      commit(merge(lines, [{ goodsId, specId, count, selected: true }]));
    },
    setCount(specId, count) {
      if (!Number.isInteger(count) || count < 1) {
        return;
      }
      commit(lines.map((line) => (line.specId === specId ? { ...line, count } : line)));
    },
    setSelected(specId, selected) {
      commit(lines.map((line) => (line.specId === specId ? { ...line, selected } : line)));
    },
    setAllSelected(selected) {
      commit(lines.map((line) => ({ ...line, selected })));
    },
    remove(specIds) {
      const removed = new Set(specIds);
      commit(lines.filter((line) => !removed.has(line.specId)));
    },
    switchOwner(next) {
      if (next === owner) {
        return;
      }
      const previous = owner;
      const carried = previous === GUEST_OWNER ? lines : [];
      owner = next;
      if (previous === GUEST_OWNER) {
        storage.removeItem(KEY_PREFIX + GUEST_OWNER);
      }
      commit(merge(read(storage, next), carried));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
