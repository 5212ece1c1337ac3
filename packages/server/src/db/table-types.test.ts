import { readFileSync } from 'node:fs';
import {
  type BankCardSnapshot,
  type CsMessageContent,
  LEDGER_TYPES,
  type LedgerType,
} from '@mall/sdk/schemas';
import { type Kysely, type Selectable, sql } from 'kysely';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createPostgresDatabase, TEST_DATABASES } from '../test-support/test-server';
import { openDatabase } from './database';
import { migrateToLatest } from './migrate';
import type { AddressSnapshot, Database, LedgerTable } from './schema';
import { generateTableTypes, TABLES_FILE } from './table-types';

const STALE = 'tables.generated.ts is stale: run `pnpm --filter @mall/server db:types` and commit it';

/** The kinds the ledger's check constraint allows, as the database states it. */
async function ledgerTypesAllowed(db: Kysely<unknown>): Promise<string[]> {
  const { rows } = await sql<{ definition: string }>`
    select pg_get_constraintdef(oid) as definition from pg_constraint
    where conrelid = 'ledger'::regclass and contype = 'c' and pg_get_constraintdef(oid) like '%type%'
  `.execute(db);
  expect(rows).toHaveLength(1);
  return [...(rows[0]?.definition.matchAll(/'([^']+)'::text/g) ?? [])].map((match) => match[1] ?? '');
}

/** Reads the migrated schema `db` holds and compares it with the checked-in types and the SDK. */
async function expectCheckedIn(db: Kysely<unknown>) {
  await migrateToLatest(db);
  expect(await generateTableTypes(db), STALE).toBe(readFileSync(TABLES_FILE, 'utf8'));
  expect((await ledgerTypesAllowed(db)).sort()).toEqual([...LEDGER_TYPES].sort());
}

// A fresh database, every migration and the generator: slow on a busy machine.
describe('the checked-in table types', { timeout: 120_000 }, () => {
  it('are what kysely-codegen reads from a freshly migrated embedded database', async () => {
    const handle = await openDatabase({ kind: 'pglite' });
    try {
      await expectCheckedIn(handle.db as never);
    } finally {
      await handle.close();
    }
  });

  it.runIf(TEST_DATABASES.includes('postgres'))('are the same read from PostgreSQL', async () => {
    const target = await createPostgresDatabase('mall_types');
    const handle = await openDatabase({ kind: 'postgres', url: target.url });
    try {
      await expectCheckedIn(handle.db as never);
    } finally {
      await handle.close();
      await target.drop();
    }
  });

  // Checked by the type check (`tsc`): a column that lost its narrowing fails to compile.
  it('keep the narrowed columns, with the shapes the SDK describes', () => {
    expectTypeOf<Selectable<LedgerTable>['type']>().toEqualTypeOf<LedgerType>();
    expectTypeOf<Selectable<LedgerTable>['bank_card']>().toEqualTypeOf<BankCardSnapshot | null>();
    expectTypeOf<Selectable<Database['shop_order']>['address']>().toEqualTypeOf<AddressSnapshot>();
    expectTypeOf<Selectable<Database['cs_message']>['content']>().toEqualTypeOf<CsMessageContent>();
    expectTypeOf<Selectable<Database['goods']>['pics']>().toEqualTypeOf<string[]>();
    expectTypeOf<Selectable<Database['app_user']>['balance']>().toEqualTypeOf<number>();
    expectTypeOf<Selectable<Database['app_user']>['create_time']>().toEqualTypeOf<Date>();
  });
});
