import { randomBytes, randomInt } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Kysely, sql } from 'kysely';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBackupCommand } from '../../cli/backup';
import { createServer } from '../../create-server';
import { cardKeyIdOf, cardKeyringOf, decryptCardNo } from '../../crypto/card-cipher';
import * as cardEncryption from '../../db/migrations/0012-card-encryption';
import { parseEnv } from '../../env';
import { createShopper } from '../../services/user.service';
import { addBookRow } from '../../services/user-book.service';
import { startTestServer, TEST_DATABASES, type TestServer } from '../../test-support/test-server';

/** A card number no other test uses: 16 digits. */
const freshCardNo = () => `6222${String(randomInt(10 ** 11, 10 ** 12))}`;

/** Every row of every table of the shop, as text. */
async function everyRowAsText(db: Kysely<unknown>): Promise<string> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'
  `.execute(db);
  const texts: string[] = [];
  for (const { name } of tables.rows) {
    const rows = await sql<{ text: string | null }>`
      select string_agg(t::text, ' ') as text from ${sql.table(name)} t
    `.execute(db);
    texts.push(rows.rows[0]?.text ?? '');
  }
  return texts.join('\n');
}

describe.each(TEST_DATABASES)('card numbers at rest on %s', (database) => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startTestServer(database);
  });
  afterAll(async () => {
    await test?.close();
  });

  it('stores no card number in plain text anywhere in the database; the operator reads it, audited', async () => {
    const cardNo = freshCardNo();
    const { client, userId } = await test.shopper({ balance: 100 });
    const card = await client.user.bankCard.add({
      bankName: 'Bank of Tea',
      holderName: 'Alice',
      cardNo: cardNo.replace(/(\d{4})(?=\d)/g, '$1 '),
    });
    await client.user.bankCard.update({ id: card.id, bankName: 'River Bank' });
    const withdrawal = await client.account.record.withdraw({ amount: 12, bankCardId: card.id });

    const everything = await everyRowAsText(test.server.context.db as Kysely<unknown>);
    expect(everything).toContain('River Bank');
    expect(everything).not.toContain(cardNo);
    expect(everything).not.toContain(cardNo.slice(0, 12));

    // The withdrawal queue shows the full number to the operator, and the read is on the trail.
    const queue = await test.operator<{ list: { id: number; payTo: { cardNo: string } | null }[] }>(
      'withdrawal/list',
      { userId },
      'GET',
    );
    expect(queue.list).toEqual([
      expect.objectContaining({ id: withdrawal.id, payTo: expect.objectContaining({ cardNo }) }),
    ]);
    const trail = await test.operator<{ list: { actorName: string; keys: unknown; changes: unknown }[] }>(
      'audit/list',
      { action: 'withdrawal/list', key: 'ids', value: String(withdrawal.id) },
      'GET',
    );
    expect(trail.list).toEqual([
      expect.objectContaining({
        actorName: 'service',
        keys: { note: 'cardRead', ids: String(withdrawal.id) },
        changes: [],
      }),
    ]);
    // A page without a full number (no such shopper's withdrawals) records nothing.
    await test.operator('withdrawal/list', { userId: userId + 100_000 }, 'GET');
    const reads = await test.operator<{ list: unknown[] }>(
      'audit/list',
      { action: 'withdrawal/list' },
      'GET',
    );
    expect(reads.list.length).toBeGreaterThanOrEqual(1);
    expect(reads.list.every((row) => (row as { keys: { note?: string } }).keys.note === 'cardRead')).toBe(
      true,
    );
  });

  it('refuses a plain number written past the service, and a value moved to another shopper does not open', async () => {
    const owner = await test.shopper();
    const other = await test.shopper();
    const { id } = await owner.client.user.bankCard.add({
      bankName: 'B',
      holderName: 'A',
      cardNo: freshCardNo(),
    });
    const db = test.server.context.db;
    await expect(
      db.updateTable('bank_card').set({ card_no_enc: freshCardNo() }).where('id', '=', id).execute(),
    ).rejects.toThrow(/bank_card_no_encrypted/);
    const row = await db
      .selectFrom('bank_card')
      .select('card_no_enc')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const keyring = await cardKeyringOf(test.server.context);
    expect(() => decryptCardNo(keyring, other.userId, row.card_no_enc)).toThrow(/does not open/);
  });

  it('encrypts the cards stored before, in migration 0012', async () => {
    const { client, userId } = await test.shopper();
    const kept = freshCardNo();
    const { id } = await client.user.bankCard.add({ bankName: 'B', holderName: 'A', cardNo: kept });
    const db = test.server.context.db as Kysely<unknown>;
    // Back to before 0012 (plain numbers), a card stored then, and forward again.
    await cardEncryption.down(db);
    const plain = freshCardNo();
    await sql`insert into bank_card (user_id, bank_name, holder_name, card_no) values (${userId}, 'B', 'A', ${plain})`.execute(
      db,
    );
    const before = await sql<{ card_no: string }>`select card_no from bank_card where id = ${id}`.execute(db);
    expect(before.rows[0]?.card_no).toBe(kept);
    await cardEncryption.up(db);
    const rows = await test.server.context.db
      .selectFrom('bank_card')
      .select(['card_no_enc', 'card_last4'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
    const keyring = await cardKeyringOf(test.server.context);
    expect(rows.map((row) => [decryptCardNo(keyring, userId, row.card_no_enc), row.card_last4])).toEqual([
      [kept, kept.slice(-4)],
      [plain, plain.slice(-4)],
    ]);
    expect(rows.every((row) => cardKeyIdOf(row.card_no_enc) === 'local')).toBe(true);
    expect(await everyRowAsText(db)).not.toContain(plain);
  });
});

describe('a backup of the embedded database', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'mall-card-backup-'));
  afterAll(() => {
    rmSync(scratch, { recursive: true, force: true });
  });

  it('holds no card number in plain text', { timeout: 120_000 }, async () => {
    const dataDir = join(scratch, 'data');
    const env = parseEnv({ NODE_ENV: 'test', PASSWORD_HASH_COST: '10', DATA_DIR: dataDir });
    const cardNo = freshCardNo();
    const holderName = `Holder ${randomBytes(6).toString('hex')}`;
    const server = await createServer({ env });
    try {
      const userId = await createShopper(server.context, {
        username: `card${randomBytes(4).toString('hex')}`,
      });
      await addBookRow(
        server.context,
        'bank_card',
        userId,
        { bank_name: 'Bank of Tea', holder_name: holderName, card_no: cardNo },
        undefined,
      );
    } finally {
      await server.close();
    }

    const file = join(scratch, 'mall.tar.gz');
    const saved = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL };
    process.env.DATA_DIR = dataDir;
    process.env.DATABASE_URL = '';
    try {
      expect(await runBackupCommand('backup', [file])).toBe(0);
    } finally {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) {
          delete process.env[name];
        } else {
          process.env[name] = value;
        }
      }
    }
    const unpacked = join(scratch, 'unpacked');
    rmSync(unpacked, { recursive: true, force: true });
    mkdirSync(unpacked);
    await tar.x({ file, cwd: unpacked });
    const dump = readFileSync(join(unpacked, 'database/pglite.tar'));
    // The holder's name is there in plain text (the search finds what is stored), the number is not.
    expect(dump.includes(Buffer.from(holderName))).toBe(true);
    expect(dump.includes(Buffer.from(cardNo))).toBe(false);
    expect(dump.includes(Buffer.from(cardNo.slice(0, 12)))).toBe(false);
  });
});
