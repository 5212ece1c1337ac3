import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { type CardKeyring, decryptCardNo, encryptCardNo } from './card-cipher';

/** What a rotation did: cards moved to the first key, and the cards stored in all. */
export interface CardRotation {
  keyId: string;
  rotated: number;
  total: number;
}

/**
 * Re-encrypts every bank card not yet under the keyring's first key, in batches of `batchSize`,
 * each batch one transaction that locks its rows: a card changed meanwhile is read as committed.
 * Idempotent: a card already under the first key is left alone, so a second run moves nothing
 * and an interrupted run is finished by the next. Reading needs every key the cards are under.
 */
export async function rotateCardKeys(
  db: Kysely<Database>,
  keyring: CardKeyring,
  batchSize = 500,
): Promise<CardRotation> {
  const prefix = `v1:${keyring.primary}:`;
  let after = 0;
  let rotated = 0;
  for (;;) {
    const moved = await db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom('bank_card')
        .select(['id', 'user_id', 'card_no_enc'])
        .where('id', '>', after)
        .where(sql<boolean>`left(card_no_enc, ${prefix.length}) <> ${prefix}`)
        .orderBy('id')
        .limit(batchSize)
        .forUpdate()
        .execute();
      for (const row of rows) {
        const cardNo = decryptCardNo(keyring, row.user_id, row.card_no_enc);
        await trx
          .updateTable('bank_card')
          .set({ card_no_enc: encryptCardNo(keyring, row.user_id, cardNo) })
          .where('id', '=', row.id)
          .execute();
      }
      return rows.map((row) => row.id);
    });
    rotated += moved.length;
    if (moved.length < batchSize) {
      break;
    }
    after = moved[moved.length - 1] as number;
  }
  const total = await db
    .selectFrom('bank_card')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return { keyId: keyring.primary, rotated, total: Number(total.count) };
}
