import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Env } from '../env';

/** The database cannot be opened here now: what to do instead. */
export class LocalDatabaseError extends Error {
  override name = 'LocalDatabaseError';
}

/**
 * Refuses to open the embedded database while a process has it open: PGlite writes
 * `postmaster.pid` on open and removes it on close, and two processes on one data directory
 * would damage it. PostgreSQL takes any number of processes, so a server may keep running.
 */
export function assertDatabaseFree(env: Env): void {
  if (env.DATABASE_URL) {
    return;
  }
  const pgliteDir = resolve(join(env.DATA_DIR, 'pglite'));
  if (existsSync(join(pgliteDir, 'postmaster.pid'))) {
    throw new LocalDatabaseError(
      `the embedded database in ${pgliteDir} is open in a running server, which alone may touch it: ` +
        'stop the server and try again, or go through its operator API as the service account ' +
        '(OPERATOR_TOKEN, e.g. the action operator/add). If no server runs, the last one was stopped ' +
        'abruptly: start it once and stop it with Ctrl-C or SIGTERM',
    );
  }
}
