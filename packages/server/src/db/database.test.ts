import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { createPostgresDatabase, TEST_DATABASES } from '../test-support/test-server';
import { openDatabase } from './database';
import type { Database } from './schema';

/** The texts of the statements this connection has prepared. */
async function preparedStatements(db: Kysely<Database>): Promise<string[]> {
  const rows = await sql<{ statement: string }>`
    select statement from pg_prepared_statements where name like 'mall\\_%' order by statement
  `.execute(db);
  return rows.rows.map((row) => row.statement);
}

describe.runIf(TEST_DATABASES.includes('postgres'))('the PostgreSQL pool', () => {
  it('prepares the statements with parameters of a transaction once per connection, and runs the others as they are', async () => {
    const database = await createPostgresDatabase('mall_prepared');
    // One connection, so the statements below all see the same prepared statements.
    const handle = await openDatabase({ kind: 'postgres', url: database.url, poolSize: 1 });
    try {
      const { db } = handle;
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
    } finally {
      await handle.close();
      await database.drop();
    }
  });

  it('prepares afresh once a table read with `*` changed its columns under the prepared statements', async () => {
    const database = await createPostgresDatabase('mall_prepared');
    const handle = await openDatabase({ kind: 'postgres', url: database.url, poolSize: 1 });
    try {
      const { db } = handle;
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
    } finally {
      await handle.close();
      await database.drop();
    }
  });

  it("sends a transaction's begin with its first prepared statement: a round trip less, and nothing for an empty one", async () => {
    const database = await createPostgresDatabase('mall_prepared');
    // Each answer PostgreSQL completes ends with ReadyForQuery: one per round trip.
    const ready = vi.spyOn(
      pg.Client.prototype as unknown as { _handleReadyForQuery: (message: unknown) => void },
      '_handleReadyForQuery',
    );
    const handle = await openDatabase({ kind: 'postgres', url: database.url, poolSize: 1 });
    try {
      const { db } = handle;
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
    } finally {
      ready.mockRestore();
      await handle.close();
      await database.drop();
    }
  });
});
