import { sql } from 'kysely';
import { isDatabaseUnavailable } from '../db/database-watch';
import type { ServerContext } from '../server-context';

/** A job that runs every interval; `runOnce` runs it now and answers whether this process did. */
export interface PeriodicJob {
  stop(): void;
  runOnce(): Promise<boolean>;
}

/**
 * Runs `work` every `intervalMs`, never twice at once in this process and, on PostgreSQL, in one
 * process of all that share the database at a time: a round takes the job's advisory lock or
 * leaves the round to whoever holds it. What it reports and any failure are logged (the next
 * round tries again). Every round is counted in `mall_job_runs_total{job,outcome}`: `done`,
 * `skipped` (a round still running here, or another process holding the lock) or `failed`. The
 * timer does not keep the process alive.
 *
 * While the database is away (restarting, failing over) a round fails and is not logged: the
 * rounds go on, and the first one after it is back runs as usual. A lock whose connection the
 * database cut ended with that session, so a round that finished its work on other connections
 * counts as done; the work is written to be safe when two rounds meet (each order is moved under
 * its own lock, on the condition that its status has not changed).
 */
export function startPeriodicJob(
  server: ServerContext,
  name: string,
  intervalMs: number,
  work: () => Promise<Record<string, number>>,
): PeriodicJob {
  let running = false;
  const round = async () => {
    const counts = await work();
    if (Object.values(counts).some((count) => count > 0)) {
      server.log.info(name, counts);
    }
  };
  const runOnce = async (): Promise<boolean> => {
    if (running) {
      server.metrics?.jobRun(name, 'skipped');
      return false;
    }
    running = true;
    try {
      let ran = true;
      if (server.dbKind === 'postgres') {
        ran = await underAdvisoryLock(server, name, round);
      } else {
        // An embedded database belongs to this one process; it has nobody to share a round with.
        await round();
      }
      server.metrics?.jobRun(name, ran ? 'done' : 'skipped');
      return ran;
    } catch (error) {
      server.metrics?.jobRun(name, 'failed');
      if (isDatabaseUnavailable(error)) {
        // The database is away (the watch logs that once): the next round after it is back runs.
        server.log.debug?.(`${name} waits for the database`, { event: 'job.waiting', job: name });
        return false;
      }
      server.log.error(`${name} failed`, {
        event: 'job.failed',
        job: name,
        error: error instanceof Error ? error.message : String(error),
      });
      return false;
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void runOnce(), intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer), runOnce };
}

/** Runs `work` while holding the advisory lock named `name` on one connection; false if taken. */
async function underAdvisoryLock(
  server: ServerContext,
  name: string,
  work: () => Promise<void>,
): Promise<boolean> {
  return server.db.connection().execute(async (connection) => {
    const { rows } = await sql<{
      locked: boolean;
    }>`select pg_try_advisory_lock(hashtext(${name})) as locked`.execute(connection);
    if (!rows[0]?.locked) {
      return false;
    }
    try {
      await work();
    } finally {
      // A connection cut meanwhile took the lock with it: nothing is left to release.
      await sql`select pg_advisory_unlock(hashtext(${name}))`.execute(connection).catch((error: unknown) => {
        if (!isDatabaseUnavailable(error)) {
          throw error;
        }
      });
    }
    return true;
  });
}
