import type { AddressInfo } from 'node:net';
import { createServer, type Socket } from 'node:net';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { CONNECT_TIMEOUT_MS, openDatabase } from './database';
import { DatabaseWatch, isDatabaseUnavailable } from './database-watch';

describe('the database watch', () => {
  it('tells a database away (refused, cut, shutting down, starting up) from a statement it refused', () => {
    const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code });
    for (const away of [
      coded('ECONNREFUSED'),
      coded('57P01', 'terminating connection due to administrator command'),
      coded('57P02'),
      coded('57P03', 'the database system is starting up'),
      coded('08006'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('wrapped', { cause: coded('ECONNRESET') }),
      new AggregateError([coded('ECONNREFUSED'), coded('ECONNREFUSED')], ''),
    ]) {
      expect(isDatabaseUnavailable(away), String(away)).toBe(true);
    }
    for (const refused of [
      coded('23505', 'duplicate key value violates unique constraint'),
      coded('40001', 'could not serialize access'),
      coded('57014', 'canceling statement due to statement timeout'),
      new Error('database went away'),
      'ECONNREFUSED',
      null,
    ]) {
      expect(isDatabaseUnavailable(refused), String(refused)).toBe(false);
    }
  });

  it('logs once that the database went away and once that it came back, however many connections fail', () => {
    const lines: [string, string, Record<string, unknown> | undefined][] = [];
    const watch = new DatabaseWatch();
    watch.tellTo({
      info: (message, details) => lines.push(['info', message, details]),
      warn: (message, details) => lines.push(['warn', message, details]),
      error: (message, details) => lines.push(['error', message, details]),
    });
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    watch.connected();
    expect(watch.connectFailed(new Error('password authentication failed'))).toBe(false);
    expect(watch.available).toBe(true);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(watch.connectFailed(refused)).toBe(true);
    }
    expect(watch.available).toBe(false);
    watch.connected();
    watch.connected();
    expect(watch.available).toBe(true);
    expect(lines.map(([level, message, details]) => [level, message, details?.event])).toEqual([
      ['warn', 'database went away', 'db.away'],
      ['info', 'database came back', 'db.back'],
    ]);
    expect(lines[0]?.[2]).toMatchObject({ code: 'ECONNREFUSED' });
    expect(typeof lines[1]?.[2]?.awayMs).toBe('number');
  });

  it('takes no attempt begun before the database came back as it going away again (one held through a failover)', () => {
    const lines: string[] = [];
    const watch = new DatabaseWatch();
    watch.tellTo({
      info: (message) => lines.push(message),
      warn: (message) => lines.push(message),
      error: (message) => lines.push(message),
    });
    const cut = new Error('Connection terminated unexpectedly');
    watch.connected();
    expect(watch.connectFailed(cut)).toBe(true);
    const heldSince = performance.now();
    watch.connected();
    // The attempt begun while the database was away fails after it came back: nothing new.
    expect(watch.connectFailed(cut, heldSince)).toBe(true);
    expect(watch.available).toBe(true);
    // One begun after it came back that fails: the database went away again.
    expect(watch.connectFailed(cut, performance.now())).toBe(true);
    expect(watch.available).toBe(false);
    expect(lines).toEqual(['database went away', 'database came back', 'database went away']);
  });

  it('fails a call within seconds when the database takes the connection and never answers (a dead address)', async () => {
    const held: Socket[] = [];
    const silent = createServer((socket) => held.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const handle = await openDatabase({
      kind: 'postgres',
      url: `postgres://postgres@127.0.0.1:${port}/mall`,
    });
    try {
      const started = performance.now();
      const error = await sql`select 1`.execute(handle.db).then(
        () => undefined,
        (failure: unknown) => failure,
      );
      // The connection's own time-out, not the operating system's (minutes).
      expect(performance.now() - started).toBeLessThan(CONNECT_TIMEOUT_MS + 5_000);
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(handle.watch?.available).toBe(false);
    } finally {
      await handle.close();
      for (const socket of held) {
        socket.destroy();
      }
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
