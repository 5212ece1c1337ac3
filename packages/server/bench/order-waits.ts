/**
 * Where an order load's time goes beyond statements and round trips, measured while it runs and
 * printed as one line after its order line (`where the time goes (LOAD): …`):
 * - pool waits: the server's histogram `mall_db_pool_wait_seconds` (every checkout of a pooled
 *   connection, from asking to getting it), read before and after the load: the total, per order,
 *   per checkout and its p99 (the upper bound of the bucket that holds it);
 * - what the database's backends do: `pg_stat_activity` sampled every 10 ms from one connection of
 *   its own, counting the bench database's client backends by state and wait event (row locks,
 *   WAL flushes, waiting for the server's next statement inside a transaction, on CPU); the share
 *   of busy backend time each takes, and the backend milliseconds per order of row locks and WAL
 *   flushes (samples × the interval between them ÷ orders);
 * - the commits' log flushes: `pg_stat_wal` before and after, WAL syncs, writes and bytes per order.
 *   Its figures are the whole server's (another database's work counts too) and each backend
 *   reports them at most once a second while busy (10 s after it goes idle): the window is shifted
 *   by up to a second, which the warm-up of the same load just before makes fair.
 * On the embedded database there is no pool nor server to ask: a line says so.
 */
import pg from 'pg';
import { cpuText, readCpu } from './cpu-use';

/** The pool-wait histogram of the server so far (`bench-target.ts`'s `pool wait`). */
export interface PoolWaitReading {
  count: number;
  seconds: number;
  /** `[le seconds, cumulative count]`, the `+Inf` bucket left out (it is `count`). */
  buckets: [number, number][];
}

/** One load watched: `report(orders)` stops watching and prints the line. */
export interface OrderWaitsWatch {
  report(orders: number): Promise<void>;
}

const SAMPLE_MS = 10;

/** Milliseconds to read: `840 ms`, `12.3 s`. */
const duration = (ms: number) => (ms < 10_000 ? `${ms.toFixed(0)} ms` : `${(ms / 1000).toFixed(1)} s`);

/** The categories of busy backend time, in the order printed. */
const CATEGORIES = [
  'on CPU',
  'waiting for the server',
  'row locks',
  'NOTIFY lock',
  'other locks',
  'WAL flush',
  'other IO',
  'other LWLocks',
  'other',
] as const;
type Category = (typeof CATEGORIES)[number];
/** The categories printed with their backend milliseconds per order. */
const timed = new Set<Category>(['row locks', 'NOTIFY lock', 'WAL flush']);

interface ActivityRow {
  state: string | null;
  wait_event_type: string | null;
  wait_event: string | null;
}

/** What a backend of the sample is doing; undefined when it is idle between transactions. */
function categoryOf({ state, wait_event_type: type, wait_event: event }: ActivityRow): Category | undefined {
  if (state === 'idle' || state === null) {
    // In the pool, the listener's connection, or lent out with its `begin` not yet sent.
    return undefined;
  }
  if (type === null) {
    return 'on CPU';
  }
  if (type === 'Client' && event === 'ClientRead') {
    // Inside a transaction: the server's next statement is on its way (or being made).
    return 'waiting for the server';
  }
  if (type === 'Lock' && (event === 'transactionid' || event === 'tuple')) {
    return 'row locks';
  }
  if (type === 'Lock' && event === 'object') {
    // The one lock a transaction that sends NOTIFY (the stock and shopper triggers) takes at commit
    // and holds until its commit is flushed (PostgreSQL's `PreCommit_Notify`): such commits queue.
    return 'NOTIFY lock';
  }
  if (type === 'Lock') {
    return 'other locks';
  }
  if (
    (type === 'IO' && (event === 'WALSync' || event === 'WALWrite')) ||
    (type === 'LWLock' && event === 'WALWrite')
  ) {
    return 'WAL flush';
  }
  if (type === 'IO') {
    return 'other IO';
  }
  return type === 'LWLock' ? 'other LWLocks' : 'other';
}

interface WalReading {
  records: number;
  fpi: number;
  bytes: number;
  writes: number;
  syncs: number;
}

async function readWal(client: pg.Client): Promise<WalReading> {
  const { rows } = await client.query<Record<keyof WalReading, string>>(
    `select wal_records as records, wal_fpi as fpi, wal_bytes as bytes, wal_write as writes,
            wal_sync as syncs
       from pg_stat_wal`,
  );
  const row = rows[0]!;
  return {
    records: Number(row.records),
    fpi: Number(row.fpi),
    bytes: Number(row.bytes),
    writes: Number(row.writes),
    syncs: Number(row.syncs),
  };
}

/** The pool waits between two readings: total and per order, per checkout, p99 per checkout. */
function poolWaitText(before: PoolWaitReading | null, after: PoolWaitReading | null, orders: number): string {
  if (!before || !after) {
    return 'pool wait not reported by the server';
  }
  const count = after.count - before.count;
  const ms = (after.seconds - before.seconds) * 1000;
  if (count === 0) {
    return 'no pool checkout';
  }
  const bound = after.buckets.find(
    ([, cumulative], index) => cumulative - (before.buckets[index]?.[1] ?? 0) >= count * 0.99,
  )?.[0];
  const p99 = bound === undefined ? 'above the last bucket' : `≤ ${bound * 1000} ms`;
  return (
    `pool wait ${(ms / Math.max(1, orders)).toFixed(2)} ms/order (${duration(ms)} in all; ` +
    `${(count / Math.max(1, orders)).toFixed(1)} checkouts/order, ${(ms / count).toFixed(3)} ms each, p99 ${p99})`
  );
}

/**
 * Starts watching an order load on the database at `databaseUrl` (undefined: the embedded one);
 * `server.poolWait()` reads the server's pool-wait histogram.
 */
export async function watchOrderWaits(
  load: string,
  databaseUrl: string | undefined,
  server: { poolWait(): Promise<PoolWaitReading | null>; pid?: number | undefined },
): Promise<OrderWaitsWatch> {
  const title = `where the time goes (${load})`;
  if (!databaseUrl) {
    return {
      report: async () =>
        console.log(
          `${title}: not measured on the embedded database (no pool, no pg_stat_activity or pg_stat_wal)`,
        ),
    };
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const waitsBefore = await server.poolWait();
  const cpuBefore = readCpu(server.pid);
  const walBefore = await readWal(client);
  const counts = new Map<Category, number>();
  const others = new Map<string, number>();
  let samples = 0;
  let backends = 0;
  let running = true;
  const startedAt = performance.now();
  let failed = '';
  const sampling = (async () => {
    while (running) {
      const tookAt = performance.now();
      const { rows } = await client.query<ActivityRow>({
        name: 'order-waits-activity',
        text: `select state, wait_event_type, wait_event from pg_stat_activity
                where datname = current_database() and pid <> pg_backend_pid()
                  and backend_type = 'client backend'`,
      });
      samples += 1;
      backends += rows.length;
      for (const row of rows) {
        const category = categoryOf(row);
        if (category) {
          counts.set(category, (counts.get(category) ?? 0) + 1);
        }
        if (category?.startsWith('other')) {
          const name = `${row.wait_event_type}/${row.wait_event}`;
          others.set(name, (others.get(name) ?? 0) + 1);
        }
      }
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, SAMPLE_MS - (performance.now() - tookAt))),
      );
    }
  })().catch((error: unknown) => {
    failed = error instanceof Error ? error.message : String(error);
  });
  return {
    async report(orders) {
      running = false;
      await sampling;
      const cpuAfter = readCpu(server.pid);
      const elapsedMs = performance.now() - startedAt;
      const walAfter = await readWal(client);
      await client.end();
      const waitsAfter = await server.poolWait();
      const busy = [...counts.values()].reduce((sum, count) => sum + count, 0);
      const perOrder = Math.max(1, orders);
      /** Backend milliseconds per order spent in `category`. */
      const msPerOrder = (category: Category) =>
        (((counts.get(category) ?? 0) * elapsedMs) / Math.max(1, samples) / perOrder).toFixed(2);
      const percent = (count: number) => Math.round((count / Math.max(1, busy)) * 100);
      // The lock and flush waits always, with their milliseconds; the rest when they round above 0 %.
      const shares = CATEGORIES.filter(
        (category) => timed.has(category) || percent(counts.get(category) ?? 0) > 0,
      ).map((category) => {
        const share = `${percent(counts.get(category) ?? 0)} % ${category}`;
        return timed.has(category) ? `${share} (${msPerOrder(category)} ms/order)` : share;
      });
      const topOthers = [...others.entries()]
        .filter(([, count]) => percent(count) > 0)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([name, count]) => `${name} ${percent(count)} %`);
      const wal = (key: keyof WalReading) => (walAfter[key] - walBefore[key]) / perOrder;
      console.log(
        `${title}: ${poolWaitText(waitsBefore, waitsAfter, orders)}; ` +
          `backends, ${(busy / Math.max(1, samples)).toFixed(1)} busy of ${(backends / Math.max(1, samples)).toFixed(1)} on average ` +
          `(${samples} samples): ${shares.join(', ') || 'none busy'}${topOthers.length > 0 ? ` (others: ${topOthers.join(', ')})` : ''}; ` +
          `${wal('syncs').toFixed(2)} WAL syncs and ${wal('writes').toFixed(2)} writes/order, ` +
          `${(wal('bytes') / 1024).toFixed(1)} kB WAL/order (${wal('records').toFixed(1)} records, ${wal('fpi').toFixed(2)} full pages)` +
          (failed ? `; sampling stopped early: ${failed}` : ''),
      );
      console.log(`${title}: ${cpuText(cpuBefore, cpuAfter, orders)}`);
    },
  };
}
