/**
 * Where the SDK keeps the session, the profile and the device id. Sync (localStorage) and async
 * (React Native's AsyncStorage, IndexedDB wrappers) stores both fit.
 */
export interface MallStorage {
  /** The value stored under `key`, or `null` when there is none. */
  getItem(key: string): string | null | Promise<string | null>;
  /** Stores `value` under `key`, replacing what was there. */
  setItem(key: string, value: string): void | Promise<void>;
  /** Forgets `key`; nothing happens when it was not stored. */
  removeItem(key: string): void | Promise<void>;
}

/** The keys the SDK writes. Apps may use the same storage for their own keys under other names. */
export const STORAGE_KEYS = {
  /** `{ token, tokenDeadline, refreshToken, refreshDeadline }` as JSON. */
  session: 'mall.session',
  /** The signed-in shopper's profile as JSON. */
  userInfo: 'mall.userInfo',
  /** Time plus a random number, created once per device. */
  deviceId: 'mall.deviceId',
} as const;

/**
 * A storage that lives in memory — for Node, tests, and private modes without localStorage.
 * @example
 * const client = createMallClient({ baseURL: 'http://127.0.0.1:3000/api', storage: createMemoryStorage() });
 */
export function createMemoryStorage(initial: Record<string, string> = {}): MallStorage {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, value);
    },
    removeItem: (key) => {
      values.delete(key);
    },
  };
}

/**
 * The browser's localStorage (or any object with the same three methods). Shared by the tabs of
 * one origin, which is what lets one tab's refresh serve the others.
 * @example
 * const client = createMallClient({ baseURL: '/api', storage: createLocalStorage() });
 */
export function createLocalStorage(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = globalThis.localStorage,
): MallStorage {
  if (!storage) {
    throw new TypeError('localStorage is not available here; use createMemoryStorage()');
  }
  return {
    getItem: (key) => storage.getItem(key),
    setItem: (key, value) => storage.setItem(key, value),
    removeItem: (key) => storage.removeItem(key),
  };
}

/** Reads a JSON value; a missing or unreadable value is `null` (a corrupt entry never crashes a start). */
export async function readJson<T>(storage: MallStorage, key: string): Promise<T | null> {
  const text = await storage.getItem(key);
  if (text === null || text === undefined) {
    return null;
  }
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}
