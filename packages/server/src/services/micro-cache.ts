/**
 * A very short-lived cache of answers that many shoppers ask for at once (the goods list, home's
 * recommendations). A second of staleness is invisible on a list, and ordering re-checks stock
 * atomically, so nothing is sold on a stale number; what it saves is the same two queries run
 * hundreds of times a second. Each process keeps its own; nothing else needs to know.
 */
export interface MicroCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

export function createMicroCache(options: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}): MicroCache {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { expires: number; value: Promise<unknown> }>();
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const at = now();
      const hit = entries.get(key);
      if (hit && hit.expires > at) {
        return hit.value as Promise<T>;
      }
      if (entries.size >= options.maxEntries) {
        // Expired entries go first; if none, the oldest (Map keeps insertion order).
        for (const [candidate, entry] of entries) {
          if (entry.expires <= at || entries.size >= options.maxEntries) {
            entries.delete(candidate);
          }
          if (entries.size < options.maxEntries) {
            break;
          }
        }
      }
      const value = load();
      entries.set(key, { expires: at + options.ttlMs, value });
      // A failure is not kept: the next caller loads again.
      value.catch(() => {
        if (entries.get(key)?.value === value) {
          entries.delete(key);
        }
      });
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
