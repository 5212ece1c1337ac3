import type { ListenFor } from '../db/database';
import { createFreshReads } from './micro-cache';

/** The channel every change of a spec's stock is announced on, with its goods item's id (migration 0008). */
export const STOCK_CHANNEL = 'mall_stock';

/**
 * The stock of each goods item's specs as the last read found it, kept until the database
 * announces a change of it. `get` answers a goods item's stock with every change the database had
 * announced to this process before the call: a change in this process or in another is heard as its
 * transaction commits (a `NOTIFY`, on a loopback connection well under a millisecond later), and
 * `maxAgeMs` bounds how long a kept stock may go unread all the same.
 *
 * While the process does not hear the announcements (before its `LISTEN` is in place, and after the
 * connection that listens is lost until it listens again), nothing is kept: every request waits for
 * a read that began after it arrived, as `createFreshReads` does. Losing the announcements forgets
 * everything kept, since changes may have gone unheard.
 */
export interface StockWatch {
  get(goodsId: number): Promise<Map<number, number>>;
  /** Whether announcements reach this process now (tests wait for it). */
  readonly hearing: boolean;
}

export function createStockWatch(options: {
  read: (goodsId: number) => Promise<Map<number, number>>;
  listen: ListenFor;
  now: () => number;
  maxAgeMs: number;
  /** At most this many goods items are kept (the oldest kept go first). */
  maxEntries: number;
}): StockWatch {
  const fresh = createFreshReads();
  const kept = new Map<number, { value: Promise<Map<number, number>>; at: number }>();
  let hearing = false;
  options.listen(
    STOCK_CHANNEL,
    (payload) => {
      // The read under way for the goods item (if any) may have begun before the change: whoever
      // already waits for it gets it, but it is not kept.
      kept.delete(Number(payload));
    },
    (now) => {
      hearing = now;
      kept.clear();
    },
  );
  const readFresh = (goodsId: number) => fresh.get(String(goodsId), () => options.read(goodsId));
  return {
    get hearing() {
      return hearing;
    },
    get(goodsId) {
      if (!hearing) {
        return readFresh(goodsId);
      }
      const at = options.now();
      const hit = kept.get(goodsId);
      if (hit && at - hit.at < options.maxAgeMs) {
        return hit.value;
      }
      if (!hit && kept.size >= options.maxEntries) {
        const oldest = kept.keys().next();
        if (!oldest.done) {
          kept.delete(oldest.value);
        }
      }
      const entry = { value: readFresh(goodsId), at };
      kept.delete(goodsId);
      kept.set(goodsId, entry);
      // A failed read is not kept: the next request reads again.
      entry.value.catch(() => {
        if (kept.get(goodsId) === entry) {
          kept.delete(goodsId);
        }
      });
      return entry.value;
    },
  };
}
