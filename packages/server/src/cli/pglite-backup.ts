import { existsSync } from 'node:fs';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import {
  ARCHIVE,
  assertSameRows,
  BackupError,
  type BackupManifest,
  countRows,
  type DatabaseDump,
  type Query,
} from './backup-manifest';

function queryOf(pglite: PGlite): Query {
  return (text, params) => pglite.query<Record<string, unknown>>(text, params);
}

/**
 * Refuses a data directory a process has open. PGlite writes `postmaster.pid` on open and removes
 * it on close, so the file means a server runs on it now, or one was stopped without closing it.
 */
function assertClosed(pgliteDir: string): void {
  if (existsSync(join(pgliteDir, 'postmaster.pid'))) {
    throw new BackupError(
      `the embedded database in ${pgliteDir} is open in another process (postmaster.pid): stop the ` +
        'server first, as it alone may touch its database. If no server runs, the last one was ' +
        'stopped abruptly: start it once, stop it with Ctrl-C or SIGTERM, then try again',
    );
  }
}

/** True when the folder is missing or empty. */
export async function isEmptyFolder(path: string): Promise<boolean> {
  try {
    return (await readdir(path)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return true;
    }
    throw error;
  }
}

/**
 * Writes the embedded database in `pgliteDir` as one tar file (PGlite's `dumpDataDir`) under
 * `workDir`, and reads its version and row counts. The database must not be open elsewhere.
 */
export async function dumpPglite(pgliteDir: string, workDir: string): Promise<DatabaseDump> {
  if (!existsSync(join(pgliteDir, 'PG_VERSION'))) {
    throw new BackupError(
      `there is no embedded database in ${pgliteDir} (check DATA_DIR, or set DATABASE_URL for PostgreSQL)`,
    );
  }
  assertClosed(pgliteDir);
  const pglite = await PGlite.create(pgliteDir);
  try {
    const query = queryOf(pglite);
    const version = await query('show server_version');
    const rows = await countRows(query);
    const dump = await pglite.dumpDataDir('none');
    const file = join(workDir, ARCHIVE.pglite);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
    return {
      manifest: { database: 'pglite', postgresVersion: String(version.rows[0]?.server_version), rows },
      entry: ARCHIVE.pglite,
    };
  } finally {
    await pglite.close();
  }
}

/** Refuses to restore over an embedded database unless forced, and never over an open one. */
export async function checkPgliteTarget(pgliteDir: string, force: boolean): Promise<void> {
  if (await isEmptyFolder(pgliteDir)) {
    return;
  }
  if (!force) {
    throw new BackupError(
      `${pgliteDir} already holds a database: restore into an empty DATA_DIR, or add --force to ` +
        'replace it (with the server stopped)',
    );
  }
  assertClosed(pgliteDir);
}

/**
 * Loads a dumped data directory into the empty folder `stagedDir` and checks that the database
 * opens and holds the rows its backup recorded.
 */
export async function loadPglite(
  stagedDir: string,
  dump: Uint8Array<ArrayBuffer>,
  manifest: BackupManifest,
): Promise<void> {
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(stagedDir, { loadDataDir: new Blob([dump]) });
  } catch (error) {
    throw new BackupError(
      `the embedded database of this backup (PostgreSQL ${manifest.postgresVersion}) does not open ` +
        `here: ${(error as Error).message}`,
    );
  }
  try {
    assertSameRows(manifest.rows, await countRows(queryOf(pglite)));
  } finally {
    await pglite.close();
  }
}
