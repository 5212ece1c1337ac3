import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from './database';
import type { Database } from './schema';
import { statementTemplate } from './statement-template';

describe('statement templates', () => {
  let handle: DatabaseHandle;
  let db: Kysely<Database>;
  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite' });
    db = handle.db;
  });
  afterAll(async () => {
    await handle.close();
  });

  /** A template of a select of its values (and a constant), counting how often it is built. */
  function counted() {
    const built = { count: 0 };
    const template = statementTemplate('pair', (query, values: { id: number; name: string }) => {
      built.count += 1;
      return query.selectNoFrom([
        sql<number>`${values.id}::integer`.as('id'),
        sql<string>`${values.name}::text`.as('name'),
        sql<number>`${values.id}::integer + ${7}::integer`.as('later'),
      ]);
    });
    return { built, template };
  }

  it("runs each call's values through a statement built and compiled once", async () => {
    const { built, template } = counted();
    expect(await template(db, { id: 1, name: 'one' }).execute()).toEqual([{ id: 1, name: 'one', later: 8 }]);
    // Built twice on the first run: with stand-ins, and with the values to check the two agree.
    expect(built.count).toBe(2);
    expect(await template(db, { id: 2, name: 'two' }).executeTakeFirst()).toEqual({
      id: 2,
      name: 'two',
      later: 9,
    });
    expect(await template(db, { id: 3, name: 'three' }).executeTakeFirstOrThrow()).toMatchObject({ id: 3 });
    expect(built.count).toBe(2);
  });

  it('compiles to the text and parameters a fresh build gives (the same prepared statement)', () => {
    const { template } = counted();
    template(db, { id: 1, name: 'one' });
    const bound = template(db, { id: 5, name: 'five' }).compile();
    const fresh = db
      .selectNoFrom([
        sql<number>`${5}::integer`.as('id'),
        sql<string>`${'five'}::text`.as('name'),
        sql<number>`${5}::integer + ${7}::integer`.as('later'),
      ])
      .compile();
    expect(bound.sql).toBe(fresh.sql);
    expect(bound.parameters).toEqual(fresh.parameters);
  });

  it('refuses a run without a value, before anything is sent', () => {
    const { template } = counted();
    template(db, { id: 1, name: 'one' });
    expect(() => template(db, { id: 1 } as { id: number; name: string })).toThrow(
      'statement pair: no value for name',
    );
  });

  it('refuses a template whose text or parameters depend on the values, on its first run', async () => {
    const template = statementTemplate('worked out inside', (query, values: { id: number }) =>
      query.selectNoFrom(sql<number>`${values.id + 1}::integer`.as('next')),
    );
    expect(() => template(db, { id: 1 })).toThrow(
      'statement worked out inside: its text or parameters depend',
    );
    // It stays refused: the next run checks again rather than trusting a wrong template.
    expect(() => template(db, { id: 2 })).toThrow('depend on the values');
    const listed = statementTemplate('a list for in', (query, values: { ids: number[] }) =>
      query.selectFrom('app_user').select('id').where('id', 'in', values.ids),
    );
    expect(() => listed(db, { ids: [1, 2] })).toThrow('depend on the values');
  });

  it('answers no row as kysely does', async () => {
    const template = statementTemplate('none', (query, values: { id: number }) =>
      query.selectNoFrom(sql<number>`${values.id}::integer`.as('id')).where(sql<boolean>`false`),
    );
    expect(await template(db, { id: 1 }).executeTakeFirst()).toBeUndefined();
    await expect(template(db, { id: 1 }).executeTakeFirstOrThrow()).rejects.toThrow('no result');
  });
});
