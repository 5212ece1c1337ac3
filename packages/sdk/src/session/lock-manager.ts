/**
 * The part of the Web Locks API the session uses. In a browser it is `navigator.locks`, so tabs
 * of one origin take turns refreshing; elsewhere an in-process lock serves.
 */
export interface SessionLockManager {
  /**
   * Runs `callback` while holding the exclusive lock `name`. `waited` is `true` when another
   * holder had the lock first (an implementation that cannot tell may leave it out).
   */
  request<T>(name: string, callback: (waited?: boolean) => Promise<T>): Promise<T>;
}

/** A lock that serialises callers within one JavaScript realm. */
export function createLocalLockManager(): SessionLockManager {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request<T>(name: string, callback: (waited?: boolean) => Promise<T>): Promise<T> {
      const previous = tails.get(name);
      const run = () => callback(previous !== undefined);
      const result = (previous ?? Promise.resolve()).then(run, run);
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
      // Taken at once when free; otherwise queued, and the callback learns that it waited.
      request: <T>(name: string, callback: (waited?: boolean) => Promise<T>) =>
        locks.request(name, { mode: 'exclusive', ifAvailable: true }, (lock) =>
          lock ? callback(false) : locks.request(name, { mode: 'exclusive' }, () => callback(true)),
        ) as Promise<T>,
    };
  }
  return createLocalLockManager();
}
