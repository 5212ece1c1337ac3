import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPostgresDatabase, TEST_DATABASES } from '../test-support/test-server';
import { postgresListener } from './pg-listener';

// A heartbeat late by more than its timeout counts as a loss: short enough for the tests to see a
// lost heartbeat soon, long enough that a busy machine (a CI run, the suite's other worker) does
// not lose a connection that works, which would drop a notice sent meanwhile. Beats go out more
// often than that timeout, so a later beat must not push an unanswered one's deadline back.
const timing = { relistenMs: 200, heartbeatMs: 150, heartbeatTimeoutMs: 1_000 };
/** How long a change that happens on another connection may take to show on a busy machine. */
const SETTLES = { timeout: 10_000 };

describe.runIf(TEST_DATABASES.includes('postgres'))("a process's listening connection", () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let admin: pg.Client;
  beforeAll(async () => {
    database = await createPostgresDatabase('mall_listen');
    admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await database?.drop();
  });

  const listeners = async () =>
    Number(
      (
        await admin.query(
          `select count(*) as n from pg_stat_activity where datname = current_database() and application_name = 'mall-listener'`,
        )
      ).rows[0].n,
    );
  /** A channel's listener that records what it is told. */
  const record = () => {
    // Every change kept too: a lost connection is made again at once, so "not hearing" may last
    // less than a poll of `vi.waitFor`.
    const seen = { notices: [] as string[], hearing: false, changes: [] as boolean[] };
    return {
      seen,
      notice: (payload: string) => seen.notices.push(payload),
      hearing: (now: boolean) => {
        seen.hearing = now;
        seen.changes.push(now);
      },
    };
  };

  it('listens on one connection for every channel, also for channels asked for while it waits to connect again', async () => {
    const listener = postgresListener(database.url, timing);
    try {
      const a = record();
      listener.listen('chan_a', a.notice, a.hearing);
      await vi.waitFor(() => expect(a.seen.hearing).toBe(true), SETTLES);
      const told = a.seen.changes.length;
      await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and application_name = 'mall-listener'`);
      await vi.waitFor(() => expect(a.seen.changes.slice(told)).toContain(false), SETTLES);
      // Asked for while the connection is down: no connection of their own.
      const b = record();
      const c = record();
      listener.listen('chan_b', b.notice, b.hearing);
      listener.listen('chan_c', c.notice, c.hearing);
      await vi.waitFor(
        () => expect([a.seen.hearing, b.seen.hearing, c.seen.hearing]).toEqual([true, true, true]),
        SETTLES,
      );
      // Past the wait it was in: still one connection.
      await new Promise((resolve) => setTimeout(resolve, timing.relistenMs * 2));
      expect(await listeners()).toBe(1);
      await admin.query(`select pg_notify('chan_b', 'seven')`);
      await vi.waitFor(() => expect(b.seen.notices).toEqual(['seven']), SETTLES);
      expect([a.seen.notices, c.seen.notices]).toEqual([[], []]);
      // A second listener of a channel already heard is told so at once.
      const late = record();
      listener.listen('chan_a', late.notice, late.hearing);
      expect(late.seen.hearing).toBe(true);
    } finally {
      await listener.close();
    }
    await vi.waitFor(async () => expect(await listeners()).toBe(0), SETTLES);
  });

  it('takes a connection whose own notices stop arriving as lost, and hears again once they do', async () => {
    const query = pg.Client.prototype.query;
    let dropBeats = false;
    const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
      this: pg.Client,
      ...args: unknown[]
    ) {
      // A pooler that takes the LISTEN but passes no notice: the heartbeat never comes back.
      if (dropBeats && args[0] === 'select pg_notify($1, $2)') {
        return Promise.resolve({ rows: [] });
      }
      return (query as (...all: unknown[]) => unknown).apply(this, args);
    } as never);
    const listener = postgresListener(database.url, timing);
    try {
      const a = record();
      listener.listen('chan_a', a.notice, a.hearing);
      await vi.waitFor(() => expect(a.seen.hearing).toBe(true), SETTLES);
      dropBeats = true;
      await vi.waitFor(() => expect(a.seen.hearing).toBe(false), SETTLES);
      // Still not heard while the heartbeat stays away, whatever connection it makes: long enough
      // for a new connection to be made and lost again.
      await new Promise((resolve) =>
        setTimeout(resolve, timing.relistenMs + timing.heartbeatTimeoutMs + 300),
      );
      expect(a.seen.hearing).toBe(false);
      dropBeats = false;
      await vi.waitFor(() => expect(a.seen.hearing).toBe(true), SETTLES);
      expect(await listeners()).toBe(1);
    } finally {
      spy.mockRestore();
      await listener.close();
    }
  });
});
