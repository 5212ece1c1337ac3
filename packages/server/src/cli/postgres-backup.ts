import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import pg from 'pg';
import {
  ARCHIVE,
  assertSameRows,
  BackupError,
  type BackupManifest,
  countRows,
  type DatabaseDump,
  dumpVersionProblem,
  type Query,
  restoreVersionProblem,
} from './backup-manifest';
import { runTool, toolVersion } from './postgres-tools';

/** The URL with its password hidden, for messages. */
export function displayUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) {
      parsed.password = '***';
    }
    return parsed.toString();
  } catch {
    return 'DATABASE_URL';
  }
}

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(`cannot connect to ${displayUrl(url)}: ${(error as Error).message}`);
  }
  return client;
}

function queryOf(client: pg.Client): Query {
  return (text, params) => client.query(text, params);
}

async function serverVersion(client: pg.Client): Promise<string> {
  return String((await client.query('show server_version')).rows[0]?.server_version);
}

/**
 * Dumps the database with `pg_dump --format=custom` under `workDir`. Safe while servers run on it:
 * the row counts are read in a snapshot that pg_dump then dumps (`--snapshot`), so both describe
 * the same moment.
 */
export async function dumpPostgres(url: string, workDir: string): Promise<DatabaseDump> {
  const pgDumpVersion = await toolVersion('pg_dump');
  const client = await connect(url);
  try {
    const postgresVersion = await serverVersion(client);
    const problem = dumpVersionProblem({ pgDump: pgDumpVersion, server: postgresVersion });
    if (problem) {
      throw new BackupError(problem);
    }
    await client.query('begin isolation level repeatable read read only');
    const snapshot = String((await client.query('select pg_export_snapshot() as id')).rows[0]?.id);
    const rows = await countRows(queryOf(client));
    const file = join(workDir, ARCHIVE.postgres);
    await mkdir(dirname(file), { recursive: true });
    await runTool('pg_dump', [
      '--format=custom',
      `--snapshot=${snapshot}`,
      `--file=${file}`,
      `--dbname=${url}`,
    ]);
    await client.query('commit');
    return {
      manifest: { database: 'postgres', postgresVersion, pgDumpVersion, rows },
      entry: ARCHIVE.postgres,
    };
  } finally {
    await client.end();
  }
}

/**
 * Checks, before anything is written, that this backup can go into the database at `url`: client
 * tools and server recent enough, and no tables there unless forced.
 */
export async function checkPostgresTarget(
  url: string,
  manifest: BackupManifest,
  force: boolean,
): Promise<void> {
  const pgRestore = await toolVersion('pg_restore');
  const client = await connect(url);
  try {
    const problem = restoreVersionProblem({ manifest, pgRestore, server: await serverVersion(client) });
    if (problem) {
      throw new BackupError(problem);
    }
    const { rows } = await client.query(
      `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema')
         and n.nspname not like 'pg\\_toast%'`,
    );
    const tables = Number(rows[0]?.n);
    if (tables > 0 && !force) {
      throw new BackupError(
        `the database ${displayUrl(url)} already holds ${tables} tables: restore into an empty ` +
          'database (createdb), or add --force to drop and recreate what the backup holds (with the servers stopped)',
      );
    }
  } finally {
    await client.end();
  }
}

/**
 * Restores a custom-format dump in one transaction (all or nothing), dropping the backup's objects
 * first where they exist, owned by the connecting role; then checks the rows.
 */
export async function loadPostgres(url: string, dumpFile: string, manifest: BackupManifest): Promise<void> {
  await runTool('pg_restore', [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--no-privileges',
    '--single-transaction',
    `--dbname=${url}`,
    dumpFile,
  ]);
  const client = await connect(url);
  try {
    assertSameRows(manifest.rows, await countRows(queryOf(client)));
  } finally {
    await client.end();
  }
}
