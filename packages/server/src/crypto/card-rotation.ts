import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { type CardKeyring, decryptCardNo, encryptCardNo } from './card-cipher';
import { decryptTotpSecret, encryptTotpSecret } from './operator-secret';

/** What a rotation did: values moved to the first key, and the values stored in all. */
export interface CardRotation {
  keyId: string;
  rotated: number;
  total: number;
}

/** One column of sealed values: how to re-encrypt a row's value under the first key. */
interface SealedColumn<Row> {
  /** The rows in `id` order after `after` whose value is not under `prefix`, locked, at most `limit`. */
  waiting(trx: Kysely<Database>, after: number, prefix: string, limit: number): Promise<Row[]>;
  rewrite(trx: Kysely<Database>, row: Row): Promise<void>;
  idOf(row: Row): number;
  count(db: Kysely<Database>): Promise<number>;
}

/**
 * Re-encrypts every value of `column` not yet under the keyring's first key, in batches of
 * `batchSize`, each batch one transaction that locks its rows: a value changed meanwhile is read
 * as committed. Idempotent: a value already under the first key is left alone, so a second run
 * moves nothing and an interrupted run is finished by the next. Reading needs every key in use.
 */
async function rotateColumn<Row>(
  db: Kysely<Database>,
  keyring: CardKeyring,
  column: SealedColumn<Row>,
  batchSize: number,
): Promise<CardRotation> {
  const prefix = `v1:${keyring.primary}:`;
  let after = 0;
  let rotated = 0;
  for (;;) {
    const moved = await db.transaction().execute(async (trx) => {
      const rows = await column.waiting(trx, after, prefix, batchSize);
      for (const row of rows) {
        await column.rewrite(trx, row);
      }
      return rows.map(column.idOf);
    });
    rotated += moved.length;
    if (moved.length < batchSize) {
      break;
    }
    after = moved[moved.length - 1] as number;
  }
  return { keyId: keyring.primary, rotated, total: await column.count(db) };
}

const notUnder = (column: string, prefix: string) =>
  sql<boolean>`left(${sql.ref(column)}, ${prefix.length}) <> ${prefix}`;

/** Re-encrypts every bank card number not yet under the keyring's first key (see {@link rotateColumn}). */
export function rotateCardKeys(
  db: Kysely<Database>,
  keyring: CardKeyring,
  batchSize = 500,
): Promise<CardRotation> {
  return rotateColumn(
    db,
    keyring,
    {
      waiting: (trx, after, prefix, limit) =>
        trx
          .selectFrom('bank_card')
          .select(['id', 'user_id', 'card_no_enc'])
          .where('id', '>', after)
          .where(notUnder('card_no_enc', prefix))
          .orderBy('id')
          .limit(limit)
          .forUpdate()
          .execute(),
      rewrite: async (trx, row) => {
        const cardNo = decryptCardNo(keyring, row.user_id, row.card_no_enc);
        await trx
          .updateTable('bank_card')
          .set({ card_no_enc: encryptCardNo(keyring, row.user_id, cardNo) })
          .where('id', '=', row.id)
          .execute();
      },
      idOf: (row) => row.id,
      count: async (from) =>
        Number(
          (
            await from
              .selectFrom('bank_card')
              .select((eb) => eb.fn.countAll<string>().as('count'))
              .executeTakeFirstOrThrow()
          ).count,
        ),
    },
    batchSize,
  );
}

/**
 * Re-encrypts every operator's TOTP secret not yet under the keyring's first key (see
 * {@link rotateColumn}); `total` counts the operators that have a secret.
 */
export function rotateTotpSecrets(
  db: Kysely<Database>,
  keyring: CardKeyring,
  batchSize = 500,
): Promise<CardRotation> {
  return rotateColumn(
    db,
    keyring,
    {
      waiting: async (trx, after, prefix, limit) =>
        (
          await trx
            .selectFrom('operator')
            .select(['id', 'totp_secret_enc'])
            .where('id', '>', after)
            .where('totp_secret_enc', 'is not', null)
            .where(notUnder('totp_secret_enc', prefix))
            .orderBy('id')
            .limit(limit)
            .forUpdate()
            .execute()
        ).map((row) => ({ id: row.id, value: row.totp_secret_enc as string })),
      rewrite: async (trx, row) => {
        const secret = decryptTotpSecret(keyring, row.id, row.value);
        await trx
          .updateTable('operator')
          .set({ totp_secret_enc: encryptTotpSecret(keyring, row.id, secret) })
          .where('id', '=', row.id)
          .execute();
      },
      idOf: (row) => row.id,
      count: async (from) =>
        Number(
          (
            await from
              .selectFrom('operator')
              .select((eb) => eb.fn.countAll<string>().as('count'))
              .where('totp_secret_enc', 'is not', null)
              .executeTakeFirstOrThrow()
          ).count,
        ),
    },
    batchSize,
  );
}
