import type { Logger } from '../server-context';

/** Node's codes for a connection that could not be made or was cut. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/**
 * PostgreSQL's codes for a server that is going or not there yet: class 08 (connection exception),
 * `57P01` (admin shutdown: a fast restart, `pg_terminate_backend`), `57P02` (crash shutdown),
 * `57P03` (cannot connect now: starting up, shutting down, in recovery).
 */
const SERVER_CODES = /^(08[0-9A-Z]{3}|57P0[123])$/;

/** What `pg` and `pg-pool` say, without a code, of a connection that ended or never came. */
const DRIVER_MESSAGES =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|timeout expired|Connection ended unexpectedly/i;

/**
 * Whether `error` says the database is not there for the moment (restarting, crashed, failing
 * over, a connection cut), as opposed to a statement it refused: a call that failed so may pass
 * when sent again. Follows `cause` and an `AggregateError`'s errors (a name with two addresses).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) {
    return false;
  }
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && (CONNECTION_CODES.has(code) || SERVER_CODES.test(code))) {
    return true;
  }
  if (typeof message === 'string' && DRIVER_MESSAGES.test(message)) {
    return true;
  }
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) {
    return true;
  }
  return isDatabaseUnavailable(cause, depth + 1);
}

/** The text of an error for the log: its code and message, never its stack. */
function describe(error: unknown): { error: string; code?: string } {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' && message !== '' ? message : String(error);
  return typeof code === 'string' ? { error: text, code } : { error: text };
}

/**
 * Whether the database takes connections, as this process last saw it, told by every connection
 * it makes (the pool's, the listening one): one that cannot be made with {@link isDatabaseUnavailable}
 * marks it away, one made marks it back. Each change is logged once, `database went away`
 * (`event: db.away`, warn) and `database came back` (`event: db.back`, info, with how long it was
 * away), not once per request or connection.
 */
export class DatabaseWatch {
  #awaySince: number | undefined;
  /** When the last connection was made (`performance.now()`). */
  #connectedAt = Number.NEGATIVE_INFINITY;
  #log: Logger | undefined;

  /** Whether the last connection made or tried succeeded (true until one fails). */
  get available(): boolean {
    return this.#awaySince === undefined;
  }

  /** Where the changes are logged from now on (until then, on stderr). */
  tellTo(log: Logger): void {
    this.#log = log;
  }

  /**
   * A connection could not be made; answers whether that means the database is away. An attempt
   * begun (`startedAt`, `performance.now()`) before a later one succeeded says nothing new: it was
   * on its way to where the database was, as one held by a proxy through a failover is.
   */
  connectFailed(error: unknown, startedAt = Number.POSITIVE_INFINITY): boolean {
    if (!isDatabaseUnavailable(error)) {
      return false;
    }
    if (this.#awaySince === undefined && startedAt > this.#connectedAt) {
      this.#awaySince = Date.now();
      this.#write('warn', 'database went away', { event: 'db.away', ...describe(error) });
    }
    return true;
  }

  /** A connection was made: the database is there. */
  connected(): void {
    this.#connectedAt = performance.now();
    if (this.#awaySince !== undefined) {
      const awayMs = Date.now() - this.#awaySince;
      this.#awaySince = undefined;
      this.#write('info', 'database came back', { event: 'db.back', awayMs });
    }
  }

  /** A connection that was open is lost (it may be only that one): told at `debug`. */
  connectionLost(what: string, error: unknown): void {
    this.#log?.debug?.('database connection lost', { event: 'db.connection.lost', what, ...describe(error) });
  }

  #write(level: 'info' | 'warn', message: string, details: Record<string, unknown>): void {
    if (this.#log) {
      this.#log[level](message, details);
    } else {
      console.warn(JSON.stringify({ level, message, ...details }));
    }
  }
}

const watches = new WeakMap<object, DatabaseWatch>();

/** The watch of a PostgreSQL database by its kysely instance; none for the embedded database. */
export function databaseWatchOf(db: object): DatabaseWatch | undefined {
  return watches.get(db);
}

/** Registers the watch of a database's kysely instance (`openDatabase`). */
export function registerDatabaseWatch(db: object, watch: DatabaseWatch): void {
  watches.set(db, watch);
}
