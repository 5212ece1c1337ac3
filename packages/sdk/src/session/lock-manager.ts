/**
 * The part of the Web Locks API the session uses. In a browser it is `navigator.locks`, so tabs
 * of one origin take turns refreshing; elsewhere an in-process lock serves.
 */
export interface SessionLockManager {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** A lock that serialises callers within one JavaScript realm. */
export function createLocalLockManager(): SessionLockManager {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      const previous = tails.get(name) ?? Promise.resolve();
      const result = previous.then(callback, callback);
      const tail = result.catch(() => undefined);
      tails.set(name, tail);
      void tail.then(() => {
        if (tails.get(name) === tail) {
          tails.delete(name);
        }
      });
      return result;
    },
  };
}

/** `navigator.locks` when the platform has it, else a local lock. */
export function defaultLockManager(): SessionLockManager {
  const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
  if (locks && typeof locks.request === 'function') {
    return {
      request: <T>(name: string, callback: () => Promise<T>) =>
        locks.request(name, { mode: 'exclusive' }, callback) as Promise<T>,
    };
  }
  return createLocalLockManager();
}
