import type { ListenFor } from '../db/database';
import { createFreshReads } from './micro-cache';

/**
 * The channel a spec's stock is announced on, with its goods item's id (migration 0008): since
 * migration 0016, when it sells out or comes back, and when a spec is added or removed.
 */
export const STOCK_CHANNEL = 'mall_stock';

/**
 * The channel every change of a shopper's standing is announced on (status, sessions revoked), with
 * the shopper's id (migration 0009).
 */
export const SHOPPER_CHANNEL = 'mall_shopper';

/**
 * Reads by id (a goods item's stock, a shopper's standing) kept until the database announces a
 * change of that id on `channel` (a trigger's `NOTIFY`, sent as the changing transaction commits, to
 * every process that listens). `get` answers with every change the database had announced to this
 * process before the call: a change in this process or in another is heard as its transaction
 * commits (on a loopback connection well under a millisecond later), and `maxAgeMs` bounds how long
 * a kept value may go unread all the same. `forget` drops a value at once: a write in this process
 * that the next request must see before its announcement arrives.
 *
 * While the process does not hear the announcements (before its `LISTEN` is in place, and after the
 * connection that listens is lost until it listens again), nothing is kept: every request waits for
 * a read that began after it arrived, as `createFreshReads` does. Losing the announcements forgets
 * everything kept, since changes may have gone unheard.
 */
export interface AnnouncedReads<Value> {
  get(id: number): Promise<Value>;
  forget(id: number): void;
  /** Whether announcements reach this process now (tests wait for it). */
  readonly hearing: boolean;
}

export function createAnnouncedReads<Value>(options: {
  channel: string;
  read: (id: number) => Promise<Value>;
  listen: ListenFor;
  now: () => number;
  maxAgeMs: number;
  /** At most this many ids are kept (the oldest kept go first). */
  maxEntries: number;
}): AnnouncedReads<Value> {
  const fresh = createFreshReads();
  const kept = new Map<number, { value: Promise<Value>; at: number }>();
  let hearing = false;
  // The read under way for the id (if any) may have begun before the change: whoever already
  // waits for it gets it, but it is not kept.
  const forget = (id: number) => {
    kept.delete(id);
  };
  options.listen(
    options.channel,
    (payload) => forget(Number(payload)),
    (now) => {
      hearing = now;
      kept.clear();
    },
  );
  const readFresh = (id: number) => fresh.get(String(id), () => options.read(id));
  return {
    get hearing() {
      return hearing;
    },
    forget,
    get(id) {
      if (!hearing) {
        return readFresh(id);
      }
      const at = options.now();
      const hit = kept.get(id);
      if (hit && at - hit.at < options.maxAgeMs) {
        return hit.value;
      }
      if (!hit && kept.size >= options.maxEntries) {
        const oldest = kept.keys().next();
        if (!oldest.done) {
          kept.delete(oldest.value);
        }
      }
      const entry = { value: readFresh(id), at };
      kept.delete(id);
      kept.set(id, entry);
      // A failed read is not kept: the next request reads again.
      entry.value.catch(() => {
        if (kept.get(id) === entry) {
          kept.delete(id);
        }
      });
      return entry.value;
    },
  };
}
