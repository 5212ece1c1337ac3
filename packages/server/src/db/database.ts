import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

/** Where the data lives. */
export type DatabaseTarget =
  /** A PostgreSQL server. */
  | { kind: 'postgres'; url: string; poolSize?: number; onQuery?: QueryListener }
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

/** An open database. */
export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseTarget['kind'];
  close(): Promise<void>;
}

const INT8_OID = 20;
const NUMERIC_OID = 1700;
// Money and counts are bigint in the schema; every value fits a double exactly (< 2^53 cents).
const parseInteger = (value: string) => Number(value);

/** How many distinct statements a process prepares at most; others run unprepared. */
const MAX_PREPARED_STATEMENTS = 2000;
const statementNames = new Map<string, string>();
/** Bumped when a table's columns changed under prepared statements: every name is new from then. */
let generation = 0;

/** The prepared-statement name of a statement's text, or `undefined` once the cap is reached. */
function statementName(text: string): string | undefined {
  let name = statementNames.get(text);
  if (name === undefined && statementNames.size < MAX_PREPARED_STATEMENTS) {
    name = `mall_${generation}_${createHash('sha1').update(text).digest('base64url')}`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * A connection that runs the statements with parameters of a transaction (what kysely sends: an
 * order, a payment, a refund, a withdrawal) as named prepared statements, so PostgreSQL parses and
 * plans each once per connection instead of on every call. Statements outside a transaction run
 * as they are: the catalogue's reads, whose best plan depends on the values (a keyword's matches,
 * a price range), were slower on a plan made for any value (`docs/PERFORMANCE.md`). `begin`,
 * `commit` and the migrations have no parameters and run as they are too.
 */
class PreparingClient extends pg.Client {
  #inTransaction = false;
  /** The generation this connection prepares under: an older one's statements are let go. */
  #generation = generation;

  // biome-ignore lint/suspicious/noExplicitAny: pg's query overloads are re-dispatched as they came.
  override query(...args: any[]): any {
    const [text, values] = args;
    if (typeof text === 'string') {
      if (/^\s*(begin|start transaction)\b/i.test(text)) {
        this.#inTransaction = true;
      } else if (/^\s*(commit|end|rollback)\s*;?\s*$/i.test(text)) {
        this.#inTransaction = false;
      }
    }
    const name =
      this.#inTransaction &&
      args.length === 2 &&
      typeof text === 'string' &&
      Array.isArray(values) &&
      values.length > 0
        ? statementName(text)
        : undefined;
    if (name && this.#generation !== generation) {
      // The earlier generation's statements are of no more use: they go before this one runs
      // (pg sends a connection's queries in order), and pg forgets it had parsed them.
      this.#generation = generation;
      super.query('DEALLOCATE ALL').catch(() => undefined);
      (this as unknown as { connection: { parsedStatements: object } }).connection.parsedStatements = {};
    }
    return name
      ? super.query({ name, text, values }).catch((error: unknown) => {
          // Another process migrated a table this statement reads with `*`: PostgreSQL refuses the
          // prepared plan from now on. This call fails; the next ones prepare under new names.
          if ((error as { code?: string }).code === '0A000' && /cached plan/.test(String(error))) {
            generation += 1;
            statementNames.clear();
          }
          throw error;
        })
      : (super.query as (...all: unknown[]) => unknown)(...args);
  }
}

/**
 * Opens the database the environment names: `DATABASE_URL` for PostgreSQL, else the embedded
 * PGlite in `DATA_DIR/pglite` through kysely's own PGlite dialect.
 */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      Client: PreparingClient,
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === INT8_OID || oid === NUMERIC_OID
            ? parseInteger
            : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
      },
    });
    // An idle connection the server ends (restart, failover) is reported here; without a listener
    // it would crash the process. The pool replaces it on the next query.
    pool.on('error', (error) => {
      console.warn(`database connection lost: ${error.message}`);
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), ...queryLog(target.onQuery) });
    return { db, kind: 'postgres', close: () => db.destroy() };
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
  return { db, kind: 'pglite', close: () => db.destroy() };
}
