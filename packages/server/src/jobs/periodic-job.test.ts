import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_DATABASES, type TestServer } from '../test-support/test-server';
import { startPeriodicJob } from './periodic-job';

/** A round that counts itself and takes a while, so two rounds would overlap. */
const slowCount = (counter: { rounds: number }) => async () => {
  counter.rounds += 1;
  await new Promise((resolve) => setTimeout(resolve, 200));
  return { rounds: 1 };
};

describe.each(TEST_DATABASES)('periodic jobs on %s', (database) => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startTestServer(database);
  });
  afterAll(async () => {
    await test?.close();
  });

  it('never runs one job twice at once in a process', async () => {
    const counter = { rounds: 0 };
    const job = startPeriodicJob(test.server.context, 'test job a', 3600_000, slowCount(counter));
    const ran = await Promise.all([job.runOnce(), job.runOnce()]);
    job.stop();
    expect(ran.sort()).toEqual([false, true]);
    expect(counter.rounds).toBe(1);
  });

  it('logs a failed round and runs the next one', async () => {
    let fail = true;
    const job = startPeriodicJob(test.server.context, 'test job c', 3600_000, async () => {
      if (fail) {
        fail = false;
        throw new Error('database went away');
      }
      return {};
    });
    expect(await job.runOnce()).toBe(false);
    expect(await job.runOnce()).toBe(true);
    job.stop();
  });
});

// Processes share rounds only through PostgreSQL; an embedded database belongs to one process.
describe.each(TEST_DATABASES.filter((database) => database === 'postgres'))(
  'periodic jobs across processes on %s',
  (database) => {
    let test: TestServer;
    beforeAll(async () => {
      test = await startTestServer(database);
    });
    afterAll(async () => {
      await test?.close();
    });

    it('runs a round in one process of all that share the database, then lets the next round run', async () => {
      // Two processes are two jobs of one name with their own connections to the same database.
      const counter = { rounds: 0 };
      const first = startPeriodicJob(test.server.context, 'test job b', 3600_000, slowCount(counter));
      const second = startPeriodicJob(test.server.context, 'test job b', 3600_000, slowCount(counter));
      const ran = await Promise.all([first.runOnce(), second.runOnce()]);
      expect(ran.sort()).toEqual([false, true]);
      expect(counter.rounds).toBe(1);
      // The lock is given back after the round.
      expect(await second.runOnce()).toBe(true);
      expect(counter.rounds).toBe(2);
      first.stop();
      second.stop();
    });

    it('survives the database cutting the connection that holds its lock mid-round, and runs the next round', async () => {
      const { db } = test.server.context;
      let rounds = 0;
      let cut = 0;
      const job = startPeriodicJob(test.server.context, 'test job d', 3600_000, async () => {
        rounds += 1;
        if (rounds === 1) {
          // What a restart or `pg_terminate_backend` does to the lock's connection, idle meanwhile.
          const { rows } = await sql<{ cut: boolean }>`select pg_terminate_backend(pid) as cut from pg_locks
            where locktype = 'advisory' and pid <> pg_backend_pid()
              and database = (select oid from pg_database where datname = current_database())`.execute(db);
          cut = rows.filter((row) => row.cut).length;
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        return {};
      });
      // The work was done; the lock went with its connection, which ended nothing else.
      expect(await job.runOnce()).toBe(true);
      expect(await job.runOnce()).toBe(true);
      expect([rounds, cut]).toEqual([2, 1]);
      job.stop();
    });
  },
);

describe('health and readiness', () => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startTestServer('pglite');
  });
  afterAll(async () => {
    await test?.close();
  });

  it('answers /health while alive and /ready until the process drains', async () => {
    expect((await test.fetch('/health')).status).toBe(200);
    const ready = await test.fetch('/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
    test.server.readiness.draining = true;
    const draining = await test.fetch('/ready');
    expect(draining.status).toBe(503);
    expect(await draining.json()).toEqual({ status: 'draining' });
    expect((await test.fetch('/health')).status).toBe(200);
    test.server.readiness.draining = false;
  });
});
