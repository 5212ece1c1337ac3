import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASES, TEST_POSTGRES_URL } from '../test-support/test-server';
import { openDatabase } from './database';
import { MIGRATION_NAMES, migrateToLatest } from './migrate';

describe('the migration list', () => {
  it('names every file of migrations/, in order: a new one cannot be left out', () => {
    const files = readdirSync(join(import.meta.dirname, 'migrations'))
      .filter((name) => /^\d{4}-.+\.ts$/.test(name) && !name.endsWith('.test.ts'))
      .map((name) => name.replace(/\.ts$/, ''))
      .sort();
    expect(MIGRATION_NAMES).toEqual(files);
  });
});

describe.runIf(TEST_DATABASES.includes('postgres'))('migrations on PostgreSQL', () => {
  it('run once when two processes start at once, and again as a no-op', async () => {
    const name = `mall_migrate_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(TEST_POSTGRES_URL);
    url.pathname = `/${name}`;
    const first = await openDatabase({ kind: 'postgres', url: url.toString() });
    const second = await openDatabase({ kind: 'postgres', url: url.toString() });
    try {
      const results = await Promise.all([
        migrateToLatest(first.db as never),
        migrateToLatest(second.db as never),
      ]);
      // Every migration once between the two, none twice.
      expect(results.flat().sort()).toEqual(MIGRATION_NAMES);
      expect(MIGRATION_NAMES.length).toBeGreaterThanOrEqual(11);
      expect(await migrateToLatest(first.db as never)).toEqual([]);
      const tables = await first.db
        .selectFrom('app_user')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      expect(Number(tables.count)).toBe(0);
    } finally {
      await first.close();
      await second.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});

describe('migrations on the embedded database', () => {
  it('apply on a fresh database and are a no-op the second time', async () => {
    const handle = await openDatabase({ kind: 'pglite' });
    try {
      expect(await migrateToLatest(handle.db as never)).toEqual(MIGRATION_NAMES);
      expect(await migrateToLatest(handle.db as never)).toEqual([]);
    } finally {
      await handle.close();
    }
  });
});
