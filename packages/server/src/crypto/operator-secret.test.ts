import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { Secret } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as secretEncryption from '../db/migrations/0015-operator-secret-encryption';
import {
  OPERATOR_PASSWORD,
  startTestServer,
  TEST_DATABASES,
  type TestServer,
  totpCodeAt,
} from '../test-support/test-server';
import { CardCipherError, cardKeyIdOf, cardKeyringOf, parseCardKeys } from './card-cipher';
import { decryptTotpSecret, encryptTotpSecret } from './operator-secret';

const key = () => randomBytes(32).toString('base64');

/** Every row of the operator tables, as text. */
async function operatorRowsAsText(db: Kysely<unknown>): Promise<string> {
  const texts: string[] = [];
  for (const table of ['operator', 'operator_session', 'operator_audit', 'operator_idempotency_key']) {
    const rows = await sql<{ text: string | null }>`
      select string_agg(t::text, ' ') as text from ${sql.table(table)} t
    `.execute(db);
    texts.push(rows.rows[0]?.text ?? '');
  }
  return texts.join('\n');
}

/** A secret's forms a reader could use: base32 as answered, and its raw bytes in hex and base64. */
function formsOf(secret: string): string[] {
  const bytes = Buffer.from(Secret.fromBase32(secret).bytes);
  return [secret, secret.toLowerCase(), bytes.toString('hex'), bytes.toString('base64')];
}

describe('operator secrets sealed', () => {
  it('open only for the operator they were sealed for, with a configured key', () => {
    const keyring = parseCardKeys(`k1:${key()}`);
    const secret = new Secret({ size: 20 }).base32;
    const value = encryptTotpSecret(keyring, 3, secret);
    expect(cardKeyIdOf(value)).toBe('k1');
    expect(value).not.toContain(secret);
    expect(decryptTotpSecret(keyring, 3, value)).toBe(secret);
    expect(() => decryptTotpSecret(keyring, 4, value)).toThrow(CardCipherError);
    expect(() => decryptTotpSecret(parseCardKeys(`k1:${key()}`), 3, value)).toThrow(/does not open/);
    expect(() => decryptTotpSecret(keyring, 3, secret)).toThrow(CardCipherError);
  });
});

describe.each(TEST_DATABASES)("operators' TOTP secrets at rest on %s", { timeout: 120_000 }, (database) => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startTestServer(database, { CARD_KEYS: `k1:${key()}` });
  });
  afterAll(async () => {
    await test?.close();
  });
  const db = () => test.server.context.db as unknown as Kysely<unknown>;

  it('keeps no TOTP secret in plain text in the operator tables; sign-in with a code still works', async () => {
    const finance = await test.signInOperator('finance');
    const admin = await test.signInOperator('admin');
    const reset = await test.operator<{ totpSecret: string }>('operator/update', {
      id: admin.id,
      resetTotp: true,
    });
    const secrets = [finance.totpSecret as string, admin.totpSecret as string, reset.totpSecret];
    expect(secrets.every((secret) => /^[A-Z2-7]{32}$/.test(secret))).toBe(true);

    const everything = await operatorRowsAsText(db());
    expect(everything).toContain(finance.name);
    for (const secret of secrets) {
      for (const form of formsOf(secret)) {
        expect(everything).not.toContain(form);
      }
    }
    const stored = await test.server.context.db
      .selectFrom('operator')
      .select(['id', 'totp_secret_enc'])
      .where('id', 'in', [finance.id, admin.id])
      .orderBy('id')
      .execute();
    const keyring = await cardKeyringOf(test.server.context);
    expect(stored.map((row) => cardKeyIdOf(row.totp_secret_enc as string))).toEqual(['k1', 'k1']);
    expect(stored.map((row) => decryptTotpSecret(keyring, row.id, row.totp_secret_enc as string))).toEqual([
      finance.totpSecret,
      reset.totpSecret,
    ]);

    // The reset secret signs in; the old one no longer does.
    const login = (code: string) =>
      test.operatorAs<{ token: string }>(null, 'operator/login', {
        name: admin.name,
        password: OPERATOR_PASSWORD,
        code,
      });
    test.advanceClock(31_000);
    expect((await login(totpCodeAt(admin.totpSecret as string, test.now()))).status).toBe(401);
    const signedIn = await login(totpCodeAt(reset.totpSecret, test.now()));
    expect(signedIn.code).toBe(1000);
    expect(
      await test.operatorAs(signedIn.data?.token ?? '', 'operator/me', {}, { method: 'GET' }),
    ).toMatchObject({ code: 1000 });
  });

  it('refuses a plain secret written past the service, and a secret moved to another operator does not sign in', async () => {
    const one = await test.signInOperator('finance');
    const other = await test.signInOperator('finance');
    await expect(
      sql`update operator set totp_secret_enc = ${one.totpSecret} where id = ${one.id}`.execute(db()),
    ).rejects.toThrow(/operator_totp_secret_encrypted/);
    // The other operator's sealed secret copied onto this one: it opens for nobody here.
    await sql`update operator set totp_secret_enc = (select totp_secret_enc from operator where id = ${other.id})
      where id = ${one.id}`.execute(db());
    test.advanceClock(31_000);
    const answer = await test.operatorAs(null, 'operator/login', {
      name: one.name,
      password: OPERATOR_PASSWORD,
      code: totpCodeAt(other.totpSecret as string, test.now()),
    });
    expect(answer.code).not.toBe(1000);
    expect(answer.data).toBeUndefined();
    // A new secret, so that the migration below finds only values that open.
    await test.operator('operator/update', { id: one.id, resetTotp: true });
  });

  it('encrypts the secrets stored before, in migration 0015', async () => {
    const operator = await test.signInOperator('admin');
    const kept = operator.totpSecret as string;
    // The migration reads CARD_KEYS from the process's environment, as at a server's start.
    const saved = process.env.CARD_KEYS;
    process.env.CARD_KEYS = test.env.CARD_KEYS;
    try {
      await migratedAgain(kept, operator.id);
    } finally {
      if (saved === undefined) {
        delete process.env.CARD_KEYS;
      } else {
        process.env.CARD_KEYS = saved;
      }
    }
  });

  /** Back to before 0015 (plain secrets), a secret stored then, forward again; both sign in. */
  async function migratedAgain(kept: string, operatorId: number): Promise<void> {
    await secretEncryption.down(db());
    const plain = new Secret({ size: 20 }).base32;
    const name = `plain${randomBytes(3).toString('hex')}`;
    const inserted = await sql<{ id: number }>`
      insert into operator (name, password_hash, role, totp_secret)
      select ${name}, password_hash, 'finance', ${plain} from operator where id = ${operatorId}
      returning id
    `.execute(db());
    const insertedId = (inserted.rows[0] as { id: number }).id;
    const before = await sql<{ totp_secret: string }>`
      select totp_secret from operator where id = ${operatorId}
    `.execute(db());
    expect(before.rows[0]?.totp_secret).toBe(kept);
    await secretEncryption.up(db());
    expect(await operatorRowsAsText(db())).not.toContain(plain);
    expect(await operatorRowsAsText(db())).not.toContain(kept);
    // Both sign in with their codes, read from the encrypted column.
    test.advanceClock(31_000);
    const keptName = (
      await test.server.context.db
        .selectFrom('operator')
        .select('name')
        .where('id', '=', operatorId)
        .executeTakeFirstOrThrow()
    ).name;
    for (const [who, secret] of [
      [keptName, kept],
      [name, plain],
    ] as const) {
      const answer = await test.operatorAs(null, 'operator/login', {
        name: who,
        password: OPERATOR_PASSWORD,
        code: totpCodeAt(secret, test.now()),
      });
      expect(answer.code).toBe(1000);
    }
    const row = await test.server.context.db
      .selectFrom('operator')
      .select('totp_secret_enc')
      .where('id', '=', insertedId)
      .executeTakeFirstOrThrow();
    expect(cardKeyIdOf(row.totp_secret_enc as string)).toBe('k1');
  }
});
