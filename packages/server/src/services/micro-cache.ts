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

/**
 * Reads that must be as fresh as the request (a goods' stock) but that many requests ask for at
 * once. A read of a key that is already running is not joined — it began before this request and
 * may miss a write that ended since —, so the request waits for the next read of the key, which
 * begins once the running one has settled and serves every request that arrived meanwhile. Each
 * answer was read after its request arrived; at most one read of a key runs at a time, so a
 * thousand requests a second for one goods item cost as many reads as the database takes turns.
 */
export interface FreshReads {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
}

export function createFreshReads(): FreshReads {
  // Per key: the read running now, and the one queued behind it (shared by whoever waits).
  const flights = new Map<string, { running: Promise<unknown>; next?: Promise<unknown> }>();
  const start = <T>(key: string, load: () => Promise<T>): Promise<T> => {
    const running = load();
    const flight = { running } as { running: Promise<unknown>; next?: Promise<unknown> };
    flights.set(key, flight);
    const settle = () => {
      if (flights.get(key) === flight && !flight.next) {
        flights.delete(key);
      }
    };
    running.then(settle, settle);
    return running;
  };
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const flight = flights.get(key);
      if (!flight) {
        return start(key, load);
      }
      if (!flight.next) {
        const after = () => start(key, load);
        flight.next = flight.running.then(after, after);
      }
      return flight.next as Promise<T>;
    },
  };
}
