import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import { DatabaseWatch, registerDatabaseWatch } from './database-watch';
import { PreparingClient } from './pg-client';
import { type ListenerTiming, postgresListener } from './pg-listener';
import type { Database } from './schema';

/** Where the data lives. */
export type DatabaseTarget =
  /** A PostgreSQL server. */
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      onQuery?: QueryListener;
      listenerTiming?: ListenerTiming;
    }
  /** The embedded database in a directory (created on first start), or in memory without one. */
  | { kind: 'pglite'; dataDir?: string; onQuery?: QueryListener };

/** Told the SQL of every query kysely runs (the benchmark counts them per order). */
export type QueryListener = (sql: string) => void;

/** Kysely's `log` option for a listener. */
function queryLog(onQuery: QueryListener | undefined) {
  return onQuery
    ? {
        log: (event: { level: string; query: { sql: string } }) => onQuery(event.query.sql),
      }
    : {};
}

/**
 * Hears a channel's `NOTIFY`s, whichever process sent them: `onNotice` gets each payload, and
 * `onHearing` whether notices reach this process at all — `false` while the connection that
 * listens is down (notices sent meanwhile are lost), `true` once it listens (again).
 */
export type ListenFor = (
  channel: string,
  onNotice: (payload: string) => void,
  onHearing: (hearing: boolean) => void,
) => void;

/** An open database. */
export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseTarget['kind'];
  listen: ListenFor;
  /**
   * The connections as the metrics report them (`mall_db_pool_connections`): the pool's total,
   * idle and waiting queries on PostgreSQL; the embedded database is one connection, in the process.
   * On PostgreSQL it also has `onWait` (`mall_db_pool_wait_seconds`).
   */
  poolStats: PoolStatsSource;
  /** Whether PostgreSQL takes connections, as this process last saw (`db/database-watch.ts`). */
  watch?: DatabaseWatch;
  close(): Promise<void>;
}

/** The pool's figures when asked, and each wait for one of its connections as it ends. */
export interface PoolStatsSource {
  (): { total: number; idle?: number; waiting?: number };
  /**
   * Calls `observe` with the seconds of each checkout: from asking the pool for a connection to
   * getting it (a free one at once, a new one once connected, or one another caller gives back).
   * Absent on the embedded database, which has no pool.
   */
  onWait?: (observe: (seconds: number) => void) => void;
}

/**
 * A pool that times its checkouts (kysely's `connect()` for each query or transaction, and the
 * pool's own `query`) and tells each wait to the listeners of `onWait`; failed checkouts are not told.
 */
class TimedPool extends pg.Pool {
  readonly waitListeners = new Set<(seconds: number) => void>();

  // biome-ignore lint/suspicious/noExplicitAny: pg-pool's connect overloads (callback or promise) re-dispatched.
  override connect(...args: any[]): any {
    const startedAt = performance.now();
    const got = () => {
      const seconds = (performance.now() - startedAt) / 1000;
      for (const listener of this.waitListeners) {
        listener(seconds);
      }
    };
    const [callback] = args as [((error: Error | undefined, ...rest: unknown[]) => void) | undefined];
    if (typeof callback === 'function') {
      super.connect((error: Error | undefined, ...rest: unknown[]) => {
        if (!error) {
          got();
        }
        callback(error, ...rest);
      });
      return undefined;
    }
    return super.connect().then((client) => {
      got();
      return client;
    });
  }
}

/**
 * How long a new connection may take before the call that wanted it fails (a failover's dead
 * address answers nothing); waiting for a free one of the pool has no limit.
 */
export const CONNECT_TIMEOUT_MS = 10_000;

/**
 * The pool's connection, watched: it always has an `error` listener (a connection lent out and
 * cut while its borrower is between statements, as a job's advisory lock is, would otherwise end
 * the process; the pool drops it when it comes back), and each connection made or refused tells
 * `watch` whether the database is there.
 */
function watchedClient(watch: DatabaseWatch): typeof PreparingClient {
  return class WatchedClient extends PreparingClient {
    constructor(config?: string | pg.ClientConfig) {
      // The time-out is the connection's own: the pool's (the same option) would also fail calls
      // that wait for a free connection under load.
      super(typeof config === 'object' ? { ...config, connectionTimeoutMillis: CONNECT_TIMEOUT_MS } : config);
      this.on('error', (error) => watch.connectionLost('pool', error));
    }

    // biome-ignore lint/suspicious/noExplicitAny: pg's connect overloads (callback or promise) re-dispatched.
    override connect(...args: any[]): any {
      const startedAt = performance.now();
      const told = (error: Error | null | undefined) => {
        if (error) {
          watch.connectFailed(error, startedAt);
        } else {
          watch.connected();
        }
      };
      const [callback] = args as [((error: Error | null) => void) | undefined];
      if (typeof callback === 'function') {
        super.connect((error: Error | null) => {
          told(error);
          callback(error);
        });
        return undefined;
      }
      return super.connect().then(
        (client) => {
          told(undefined);
          return client;
        },
        (error: Error) => {
          told(error);
          throw error;
        },
      );
    }
  };
}

const INT8_OID = 20;
const NUMERIC_OID = 1700;
// Money and counts are bigint in the schema; every value fits a double exactly (< 2^53 cents).
const parseInteger = (value: string) => Number(value);

/**
 * Opens the database the environment names: `DATABASE_URL` for PostgreSQL, else the embedded
 * PGlite in `DATA_DIR/pglite` through kysely's own PGlite dialect.
 */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const watch = new DatabaseWatch();
    const pool = new TimedPool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      Client: watchedClient(watch),
      // A connection half open after a failover is found out by the operating system's probes.
      keepAlive: true,
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === INT8_OID || oid === NUMERIC_OID
            ? parseInteger
            : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
      },
    });
    // An idle connection the server ends (restart, failover) is reported here; without a listener
    // it would crash the process. The pool replaces it on the next query; whether the database is
    // away is the watch's to say (once), from the connections made after it.
    pool.on('error', (error) => watch.connectionLost('pool (idle)', error));
    // A connection goes back to the pool holding no transaction's `begin` it never sent.
    pool.on('release', (_error, client) => (client as unknown as PreparingClient).settle());
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), ...queryLog(target.onQuery) });
    const listener = postgresListener(target.url, target.listenerTiming, watch);
    registerDatabaseWatch(db, watch);
    return {
      db,
      kind: 'postgres',
      listen: listener.listen,
      poolStats: Object.assign(
        () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
        { onWait: (observe: (seconds: number) => void) => pool.waitListeners.add(observe) },
      ),
      watch,
      close: async () => {
        await listener.close();
        await db.destroy();
      },
    };
  }
  let dataDir: string | undefined;
  if (target.dataDir) {
    dataDir = resolve(join(target.dataDir, 'pglite'));
    mkdirSync(dataDir, { recursive: true });
  }
  const pglite = await PGlite.create(dataDir, {
    parsers: { [INT8_OID]: parseInteger, [NUMERIC_OID]: parseInteger },
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }), ...queryLog(target.onQuery) });
  // One process holds the embedded database: a notice is heard as the statement that sent it ends.
  const listen: ListenFor = (channel, onNotice, onHearing) => {
    void pglite.listen(channel, onNotice).then(
      () => onHearing(true),
      () => onHearing(false),
    );
  };
  return { db, kind: 'pglite', listen, poolStats: () => ({ total: 1 }), close: () => db.destroy() };
}
