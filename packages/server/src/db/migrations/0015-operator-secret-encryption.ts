import { type Kysely, sql } from 'kysely';
import { type CardKeyring, loadCardKeyring } from '../../crypto/card-cipher';
import { decryptTotpSecret, encryptTotpSecret } from '../../crypto/operator-secret';
import { executeStatements } from '../execute-statements';
import type { Database } from '../schema';

/**
 * Operators' TOTP secrets encrypted at rest (`crypto/operator-secret.ts`): `totp_secret` becomes
 * `totp_secret_enc` (`v1:<keyId>:<iv>:<tag>:<ciphertext>`, the operator's id bound in; a check
 * keeps it from holding anything else). Secrets stored before are encrypted here with the first
 * key of `CARD_KEYS` in the process's environment, or outside production with the key stored in
 * the database, as migration 0012 did for card numbers. The old plain values may linger in freed
 * table space and the write-ahead log until `VACUUM FULL operator` and a checkpoint.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await rewriteSecrets(db, encryptTotpSecret);
  await executeStatements(
    db,
    `
    alter table operator rename column totp_secret to totp_secret_enc;
    alter table operator add constraint operator_totp_secret_encrypted check (totp_secret_enc like 'v1:%');
    `,
  );
}

/** Back to plain secrets, read with the same keys. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await executeStatements(
    db,
    `
    alter table operator drop constraint if exists operator_totp_secret_encrypted;
    alter table operator rename column totp_secret_enc to totp_secret;
    `,
  );
  await rewriteSecrets(db, decryptTotpSecret);
}

/** Rewrites every stored `totp_secret` with `change` (encrypting or decrypting it), under `CARD_KEYS`. */
async function rewriteSecrets(
  db: Kysely<unknown>,
  change: (keyring: CardKeyring, operatorId: number, value: string) => string,
): Promise<void> {
  const rows = await sql<{ id: number; totp_secret: string }>`
    select id, totp_secret from operator where totp_secret is not null order by id
  `.execute(db);
  if (rows.rows.length === 0) {
    return;
  }
  const keyring = await loadCardKeyring(
    db as unknown as Kysely<Database>,
    process.env.CARD_KEYS,
    process.env.NODE_ENV,
  );
  for (const row of rows.rows) {
    await sql`update operator set totp_secret = ${change(keyring, row.id, row.totp_secret)} where id = ${row.id}`.execute(
      db,
    );
  }
}
