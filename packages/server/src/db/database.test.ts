import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it, type MockInstance, vi } from 'vitest';
import { createPostgresDatabase, TEST_DATABASES } from '../test-support/test-server';
import { openDatabase } from './database';
import type { Database } from './schema';
import { runWithNext } from './with-next';

/** The texts of the statements this connection has prepared. */
async function preparedStatements(db: Kysely<Database>): Promise<string[]> {
  const rows = await sql<{ statement: string }>`
    select statement from pg_prepared_statements where name like 'mall\\_%' order by statement
  `.execute(db);
  return rows.rows.map((row) => row.statement);
}

/**
 * Runs `test` against a new database through a pool of one connection (so its statements all see
 * the same prepared statements), then drops it.
 */
async function withOneConnection(test: (db: Kysely<Database>, url: string) => Promise<void>): Promise<void> {
  const database = await createPostgresDatabase('mall_prepared');
  const handle = await openDatabase({ kind: 'postgres', url: database.url, poolSize: 1 });
  try {
    await test(handle.db, database.url);
  } finally {
    await handle.close();
    await database.drop();
  }
}

/**
 * Runs `test` with a spy on the answers PostgreSQL completes: each ends with ReadyForQuery, one per
 * round trip.
 */
async function countingRoundTrips(test: (ready: MockInstance) => Promise<void>): Promise<void> {
  const ready = vi.spyOn(
    pg.Client.prototype as unknown as { _handleReadyForQuery: (message: unknown) => void },
    '_handleReadyForQuery',
  );
  try {
    await test(ready);
  } finally {
    ready.mockRestore();
  }
}

describe.runIf(TEST_DATABASES.includes('postgres'))('the PostgreSQL pool', () => {
  it('prepares the statements with parameters of a transaction once per connection, and runs the others as they are', async () => {
    await withOneConnection(async (db) => {
      // Outside a transaction (the catalogue's reads): as they are.
      expect((await sql<{ n: number }>`select ${2}::int * 2 as n`.execute(db)).rows).toEqual([{ n: 4 }]);
      expect(await preparedStatements(db)).toEqual([]);
      // Inside one (orders, payments): prepared once, used again, and no longer after the commit.
      const results = await db
        .transaction()
        .execute(async (trx) => [
          (await sql<{ n: number }>`select ${3}::int * 3 as n`.execute(trx)).rows[0]?.n,
          (await sql<{ n: number }>`select ${7}::int * 3 as n`.execute(trx)).rows[0]?.n,
        ]);
      expect(results).toEqual([9, 21]);
      await sql`select ${5}::int * 5 as n`.execute(db);
      expect(await preparedStatements(db)).toEqual(['select $1::int * 3 as n']);
    });
  });

  it('prepares afresh once a table read with `*` changed its columns under the prepared statements', async () => {
    await withOneConnection(async (db) => {
      await sql`create table note (id int primary key)`.execute(db);
      await sql`insert into note values (1)`.execute(db);
      const read = () =>
        db
          .transaction()
          .execute(async (trx) => (await sql`select * from note where id = ${1}`.execute(trx)).rows);
      expect(await read()).toEqual([{ id: 1 }]);
      // What a migration of another process does meanwhile.
      await sql`alter table note add column body text not null default 'x'`.execute(db);
      await expect(read()).rejects.toThrow(/cached plan must not change result type/);
      expect(await read()).toEqual([{ id: 1, body: 'x' }]);
      // The refused statement is let go: the connection holds the new one alone.
      const names = await sql<{ name: string }>`
        select name from pg_prepared_statements where name like 'mall\_%'
      `.execute(db);
      expect(names.rows).toHaveLength(1);
      expect(await read()).toEqual([{ id: 1, body: 'x' }]);
    });
  });

  it("sends a transaction's begin with its first prepared statement: a round trip less, and nothing for an empty one", async () => {
    await countingRoundTrips((ready) =>
      withOneConnection(async (db) => {
        await sql`create table note (id int primary key)`.execute(db);
        const write = (id: number) =>
          db.transaction().execute(async (trx) => {
            await sql`insert into note values (${id})`.execute(trx);
            await sql`insert into note values (${id + 100})`.execute(trx);
          });
        // The first run prepares the statement on this connection: begin alone, as before.
        ready.mockClear();
        await write(1);
        expect(ready).toHaveBeenCalledTimes(4);
        // From then on: begin with the first insert, the second insert, commit.
        ready.mockClear();
        await write(2);
        expect(ready).toHaveBeenCalledTimes(3);
        // Still one transaction: a failure after the first statement keeps nothing of it…
        await expect(
          db.transaction().execute(async (trx) => {
            await sql`insert into note values (${3})`.execute(trx);
            throw new Error('changed my mind');
          }),
        ).rejects.toThrow('changed my mind');
        // …and a first statement that fails rolls back, the connection going on.
        await expect(write(2)).rejects.toThrow(/duplicate key/);
        ready.mockClear();
        await db.transaction().execute(async () => undefined);
        expect(ready).not.toHaveBeenCalled();
        const rows = await sql<{ id: number }>`select id from note order by id`.execute(db);
        expect(rows.rows.map((row) => row.id)).toEqual([1, 2, 101, 102]);
      }),
    );
  });

  it('answers the rows and the isolation level of a transaction whose first statement carries its begin', async () => {
    await withOneConnection(async (db) => {
      await sql`create table note (id serial primary key, body text)`.execute(db);
      const level = () =>
        db
          .transaction()
          .setIsolationLevel('serializable')
          .execute(async (trx) => {
            const first = await sql<{
              level: string;
            }>`select current_setting(${'transaction_isolation'}) as level`.execute(trx);
            const added = await sql<{
              id: number;
            }>`insert into note (body) values (${'tea'}) returning id`.execute(trx);
            return [first.rows[0]?.level, added.rows.length];
          });
      // The first run prepares; the second carries its begin with the first statement.
      expect(await level()).toEqual(['serializable', 1]);
      expect(await level()).toEqual(['serializable', 1]);
      // The count of rows a write touched, also once the write carries its begin.
      for (const body of ['cup', 'pot']) {
        const inserted = await db.transaction().execute(async (trx) =>
          trx
            .insertInto('note' as never)
            .values({ body } as never)
            .executeTakeFirst(),
        );
        expect(inserted.numInsertedOrUpdatedRows).toBe(1n);
      }
      const bodies = await sql<{ body: string }>`select body from note order by id`.execute(db);
      expect(bodies.rows.map((row) => row.body)).toEqual(['tea', 'tea', 'cup', 'pot']);
    });
  });

  it('tells how long each checkout waited for a pooled connection: at once when one is free, until it is given back when none is', async () => {
    const database = await createPostgresDatabase('mall_pool_wait');
    const handle = await openDatabase({ kind: 'postgres', url: database.url, poolSize: 1 });
    const waits: number[] = [];
    handle.poolStats.onWait?.((seconds) => waits.push(seconds));
    try {
      await sql`select 1`.execute(handle.db);
      expect(waits).toHaveLength(1);
      // The one connection held 200 ms by a transaction: the read asked meanwhile waits for it.
      const held = handle.db.transaction().execute(async (trx) => {
        await sql`select pg_sleep(0.2)`.execute(trx);
      });
      await new Promise((resolve) => setTimeout(resolve, 20));
      await sql`select 1`.execute(handle.db);
      await held;
      expect(waits).toHaveLength(3);
      expect(waits[2]).toBeGreaterThanOrEqual(0.1);
      expect(waits[2]).toBeLessThan(5);
    } finally {
      await handle.close();
      await database.drop();
    }
  });

  it('lets a connection go back to the pool without a begin it held: the next user is in no transaction', async () => {
    await withOneConnection(async (db, url) => {
      const other = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
      try {
        await sql`create table note (id int primary key)`.execute(db);
        // A begin that never reached its commit (the connection's user gave up).
        await db.connection().execute(async (connection) => {
          await sql`begin`.execute(connection);
        });
        await sql`insert into note values (${9})`.execute(db);
        // Committed at once: another connection sees it.
        const seen = await sql<{ id: number }>`select id from note`.execute(other.db);
        expect(seen.rows).toEqual([{ id: 9 }]);
      } finally {
        await other.close();
      }
    });
  });

  it('sends statements nobody waits for with the next one or the commit: round trips less, the same rows, and a failure of theirs fails the commit', async () => {
    await countingRoundTrips((ready) =>
      withOneConnection(async (db) => {
        await sql`create table note (id int primary key, seen int not null default 0)`.execute(db);
        const write = (id: number, then: 'commit' | 'select' = 'commit') =>
          db.transaction().execute(async (trx) => {
            await sql`insert into note values (${id})`.execute(trx);
            await runWithNext(
              trx,
              trx
                .updateTable('note' as never)
                .set({ seen: 1 } as never)
                .where('id' as never, '=', id as never),
            );
            await runWithNext(
              trx,
              trx
                .updateTable('note' as never)
                .set({ seen: 2 } as never)
                .where('id' as never, '=', (id + 100) as never),
            );
            if (then === 'select') {
              return (await sql<{ seen: number }>`select seen from note where id = ${id}`.execute(trx))
                .rows[0]?.seen;
            }
            return undefined;
          });
        // The first run prepares every statement on this connection: each a round trip.
        await write(1);
        // From then on: begin with the insert, then the two updates with the commit.
        ready.mockClear();
        await write(2);
        expect(ready).toHaveBeenCalledTimes(2);
        // Before a statement whose answer is awaited: they go with it, and it sees what they did.
        await write(3, 'select');
        ready.mockClear();
        expect(await write(4, 'select')).toBe(1);
        // begin + insert, the updates + select, commit.
        expect(ready).toHaveBeenCalledTimes(3);
        // A held statement that fails fails the commit, and the transaction keeps nothing.
        await sql`alter table note add constraint seen_small check (seen < 2)`.execute(db);
        await sql`insert into note values (${105})`.execute(db);
        await expect(write(5)).rejects.toThrow(/seen_small/);
        // Only a statement that returns no rows may be held: its rows would have nowhere to go.
        await expect(
          db.transaction().execute((trx) =>
            runWithNext(
              trx,
              trx
                .updateTable('note' as never)
                .set({ seen: 1 } as never)
                .returning('id' as never),
            ),
          ),
        ).rejects.toThrow(/returns no rows/);
        await expect(
          db.transaction().execute((trx) => runWithNext(trx, trx.selectFrom('note' as never).selectAll())),
        ).rejects.toThrow(/returns no rows/);
        // A rollback drops what was held: nothing of it runs.
        await expect(
          db.transaction().execute(async (trx) => {
            await sql`insert into note values (${6})`.execute(trx);
            await runWithNext(
              trx,
              trx
                .updateTable('note' as never)
                .set({ seen: 1 } as never)
                .where('id' as never, '=', 6 as never),
            );
            throw new Error('changed my mind');
          }),
        ).rejects.toThrow('changed my mind');
        const rows = await sql<{ id: number; seen: number }>`select id, seen from note order by id`.execute(
          db,
        );
        expect(rows.rows).toEqual([
          { id: 1, seen: 1 },
          { id: 2, seen: 1 },
          { id: 3, seen: 1 },
          { id: 4, seen: 1 },
          { id: 105, seen: 0 },
        ]);
      }),
    );
  });

  it("holds a transaction's first statement with its begin: begin, it and the next go in one write, and a failure of it fails that next one", async () => {
    await countingRoundTrips((ready) =>
      withOneConnection(async (db) => {
        await sql`create table note (id int primary key, seen int not null default 0)`.execute(db);
        const write = (id: number, then: 'select' | 'nothing' | 'fail') =>
          db.transaction().execute(async (trx) => {
            await runWithNext(trx, trx.insertInto('note' as never).values({ id } as never));
            if (then === 'fail') {
              throw new Error('changed my mind');
            }
            if (then === 'select') {
              return (
                await sql<{ n: number }>`select count(*)::int as n from note where id <= ${id}`.execute(trx)
              ).rows[0]?.n;
            }
            return undefined;
          });
        // The first runs prepare the statements on this connection.
        await write(1, 'select');
        await write(2, 'nothing');
        ready.mockClear();
        // begin + the insert + the select: one round trip, and the select sees the insert; commit.
        expect(await write(3, 'select')).toBe(3);
        expect(ready).toHaveBeenCalledTimes(2);
        ready.mockClear();
        // With nothing after it: begin, the insert and the commit in one.
        await write(4, 'nothing');
        expect(ready).toHaveBeenCalledTimes(1);
        // A rollback sends nothing: the begin never went out.
        ready.mockClear();
        await expect(write(5, 'fail')).rejects.toThrow('changed my mind');
        expect(ready).not.toHaveBeenCalled();
        // The insert failing (the id taken) fails the statement it went out with.
        await expect(write(3, 'select')).rejects.toThrow(/duplicate key/);
        await expect(write(3, 'nothing')).rejects.toThrow(/duplicate key/);
        // The connection goes on, in no transaction, with what committed.
        const rows = await sql<{ id: number }>`select id from note order by id`.execute(db);
        expect(rows.rows.map((row) => row.id)).toEqual([1, 2, 3, 4]);
        const open = await sql<{ open: boolean }>`select now() <> statement_timestamp() as open`.execute(db);
        expect(open.rows[0]?.open).toBe(false);
      }),
    );
  });
});
