import { z } from 'zod';

/** A refusal or failure of `mall-admin backup` / `restore`, with the message the operator reads. */
export class BackupError extends Error {
  override name = 'BackupError';
}

/** The names inside a backup archive. */
export const ARCHIVE = {
  manifest: 'mall-backup.json',
  /** The embedded database's data directory, as PGlite's `dumpDataDir` writes it (a tar file). */
  pglite: 'database/pglite.tar',
  /** The PostgreSQL database, as `pg_dump --format=custom` writes it. */
  postgres: 'database/postgres.dump',
  /** Local uploads, under this folder as they are under `DATA_DIR/uploads`. */
  uploadsPrefix: 'uploads/',
} as const;

/** The tables whose row counts a backup records and a restore checks. */
export const COUNTED_TABLES = ['app_user', 'shop_order', 'ledger'] as const;

const rowCounts = z.partialRecord(z.enum(COUNTED_TABLES), z.number().int().min(0));

/** What a backup holds, written first in the archive and checked before a restore touches anything. */
export const manifestSchema = z.object({
  format: z.literal('mall-backup'),
  version: z.literal(1),
  database: z.enum(['pglite', 'postgres']),
  createdAt: z.string(),
  /** `server_version` of the database that was backed up. */
  postgresVersion: z.string(),
  /** The pg_dump that wrote `database/postgres.dump` (PostgreSQL backups only). */
  pgDumpVersion: z.string().optional(),
  /** Rows per table at the moment of the backup (a table not created yet is left out). */
  rows: rowCounts,
  uploads: z.number().int().min(0),
});

export type BackupManifest = z.infer<typeof manifestSchema>;
export type RowCounts = BackupManifest['rows'];

/** A database dumped to one file, with what the manifest says of it. */
export interface DatabaseDump {
  manifest: Pick<BackupManifest, 'database' | 'postgresVersion' | 'pgDumpVersion' | 'rows'>;
  /** Its name in the archive, and its path under the folder the backup is written from. */
  entry: typeof ARCHIVE.pglite | typeof ARCHIVE.postgres;
}

/** Runs one SQL statement: PGlite's and node-postgres's `query` both fit. */
export type Query = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/** The rows of each counted table that exists, read in the caller's transaction or snapshot. */
export async function countRows(query: Query): Promise<RowCounts> {
  const counts: RowCounts = {};
  for (const table of COUNTED_TABLES) {
    // A missing table is checked first: an error would end the caller's transaction.
    const { rows } = await query('select to_regclass($1) is not null as present', [table]);
    if (rows[0]?.present) {
      const counted = await query(`select count(*)::int as n from ${table}`);
      counts[table] = Number(counted.rows[0]?.n);
    }
  }
  return counts;
}

/** Throws when a restored database does not hold the rows its backup recorded. */
export function assertSameRows(expected: RowCounts, found: RowCounts): void {
  const differences = COUNTED_TABLES.filter((table) => expected[table] !== found[table]).map(
    (table) =>
      `${table}: ${found[table] ?? 'missing'} rows, the backup recorded ${expected[table] ?? 'none'}`,
  );
  if (differences.length > 0) {
    throw new BackupError(`the restored database differs from the backup:\n  ${differences.join('\n  ')}`);
  }
}

/** "3 shoppers, 5 orders, 12 ledger rows, 2 uploads" for the operator. */
export function describeContents(rows: RowCounts, uploads: number): string {
  return [
    `${rows.app_user ?? 0} shoppers`,
    `${rows.shop_order ?? 0} orders`,
    `${rows.ledger ?? 0} ledger rows`,
    `${uploads} uploaded files`,
  ].join(', ');
}

/** The first number of a version ("15.20 (Debian ...)" -> 15). */
export function majorVersion(version: string): number {
  return Number.parseInt(/\d+/.exec(version)?.[0] ?? 'NaN', 10);
}

/** Why a restore must not run on these versions, or null. */
export function restoreVersionProblem(versions: {
  manifest: BackupManifest;
  pgRestore: string;
  server: string;
}): string | null {
  const { manifest } = versions;
  const dumpMajor = majorVersion(manifest.pgDumpVersion ?? manifest.postgresVersion);
  if (majorVersion(versions.pgRestore) < dumpMajor) {
    return (
      `pg_restore ${versions.pgRestore} cannot read a backup written by pg_dump ${manifest.pgDumpVersion}: ` +
      `install the PostgreSQL ${dumpMajor} client tools (Debian: postgresql-client-${dumpMajor} from ` +
      `apt.postgresql.org) and put /usr/lib/postgresql/${dumpMajor}/bin first on PATH`
    );
  }
  const sourceMajor = majorVersion(manifest.postgresVersion);
  if (majorVersion(versions.server) < sourceMajor) {
    return (
      `this backup is of a PostgreSQL ${manifest.postgresVersion} database; restoring it into the older ` +
      `server ${versions.server} is not supported: restore into PostgreSQL ${sourceMajor} or later`
    );
  }
  return null;
}

/** Why pg_dump must not dump this server, or null (pg_dump refuses a newer server than itself). */
export function dumpVersionProblem(versions: { pgDump: string; server: string }): string | null {
  const serverMajor = majorVersion(versions.server);
  if (majorVersion(versions.pgDump) >= serverMajor) {
    return null;
  }
  return (
    `pg_dump ${versions.pgDump} is older than the PostgreSQL ${versions.server} server it would back up: ` +
    `install the PostgreSQL ${serverMajor} client tools (Debian: postgresql-client-${serverMajor} from ` +
    `apt.postgresql.org) and put /usr/lib/postgresql/${serverMajor}/bin first on PATH`
  );
}
