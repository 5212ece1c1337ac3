import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createPostgresDatabase, TEST_DATABASES } from '../test-support/test-server';
import { openDatabase } from './database';

describe.runIf(TEST_DATABASES.includes('postgres'))('the PostgreSQL pool', () => {
  it('prepares each statement with parameters once per connection, and runs the others as they are', async () => {
    const database = await createPostgresDatabase('mall_prepared');
    // One connection, so the statements below all see the same prepared statements.
    const handle = await openDatabase({ kind: 'postgres', url: database.url, poolSize: 1 });
    try {
      const { db } = handle;
      const twice = async (value: number) =>
        (await sql<{ doubled: number }>`select ${value}::int * 2 as doubled`.execute(db)).rows[0]?.doubled;
      expect(await twice(2)).toBe(4);
      expect(await twice(21)).toBe(42);
      await sql`select 1`.execute(db);
      const prepared = await sql<{ statement: string }>`
        select statement from pg_prepared_statements where name like 'mall\\_%'
      `.execute(db);
      expect(prepared.rows.map((row) => row.statement)).toEqual(['select $1::int * 2 as doubled']);
      // In a transaction too (begin / commit have no parameters, and run as they are).
      const inTransaction = await db
        .transaction()
        .execute(
          async (trx) => (await sql<{ doubled: number }>`select ${6}::int * 2 as doubled`.execute(trx)).rows,
        );
      expect(inTransaction).toEqual([{ doubled: 12 }]);
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
      const read = async () => (await sql`select * from note where id = ${1}`.execute(db)).rows;
      expect(await read()).toEqual([{ id: 1 }]);
      // What a migration of another process does meanwhile.
      await sql`alter table note add column body text not null default 'x'`.execute(db);
      await expect(read()).rejects.toThrow(/cached plan must not change result type/);
      expect(await read()).toEqual([{ id: 1, body: 'x' }]);
    } finally {
      await handle.close();
      await database.drop();
    }
  });
});
