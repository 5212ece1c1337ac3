import { type Kysely, sql } from 'kysely';
import { cardLast4, decryptCardNo, encryptCardNo, loadCardKeyring } from '../../crypto/card-cipher';
import { executeStatements } from '../execute-statements';
import type { Database } from '../schema';

const BATCH = 500;

/**
 * Bank card numbers encrypted at rest (`crypto/card-cipher.ts`): `card_no` becomes `card_no_enc`
 * (`v1:<keyId>:<iv>:<tag>:<ciphertext>`, which a check keeps from holding anything else) beside
 * `card_last4`, the digits the masked answers show. Cards stored before are encrypted here, with
 * the first key of `CARD_KEYS` in the process's environment, or outside production with the key
 * stored in the database. The old plain values may linger in freed table space and the
 * write-ahead log until `VACUUM FULL bank_card` and a checkpoint.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const shop = db as unknown as Kysely<Database>;
  await executeStatements(db, 'alter table bank_card add column if not exists card_last4 text;');
  const waiting = await sql<{ count: string }>`select count(*) as count from bank_card`.execute(db);
  if (Number(waiting.rows[0]?.count ?? 0) > 0) {
    const keyring = await loadCardKeyring(shop, process.env.CARD_KEYS, process.env.NODE_ENV);
    let after = 0;
    for (;;) {
      const rows = await sql<{ id: number; user_id: number; card_no: string }>`
        select id, user_id, card_no from bank_card where id > ${after} order by id limit ${BATCH}
      `.execute(db);
      for (const row of rows.rows) {
        await sql`
          update bank_card
          set card_no = ${encryptCardNo(keyring, row.user_id, row.card_no)}, card_last4 = ${cardLast4(row.card_no)}
          where id = ${row.id}
        `.execute(db);
        after = row.id;
      }
      if (rows.rows.length < BATCH) {
        break;
      }
    }
  }
  await executeStatements(
    db,
    `
    alter table bank_card rename column card_no to card_no_enc;
    alter table bank_card alter column card_last4 set not null;
    alter table bank_card add constraint bank_card_no_encrypted check (card_no_enc like 'v1:%');
    `,
  );
}

/** Back to plain numbers, read with the same keys. */
export async function down(db: Kysely<unknown>): Promise<void> {
  const shop = db as unknown as Kysely<Database>;
  await executeStatements(
    db,
    `
    alter table bank_card drop constraint if exists bank_card_no_encrypted;
    alter table bank_card rename column card_no_enc to card_no;
    `,
  );
  const rows = await sql<{ id: number; user_id: number; card_no: string }>`
    select id, user_id, card_no from bank_card order by id
  `.execute(db);
  if (rows.rows.length > 0) {
    const keyring = await loadCardKeyring(shop, process.env.CARD_KEYS, process.env.NODE_ENV);
    for (const row of rows.rows) {
      await sql`update bank_card set card_no = ${decryptCardNo(keyring, row.user_id, row.card_no)} where id = ${row.id}`.execute(
        db,
      );
    }
  }
  await executeStatements(db, 'alter table bank_card drop column if exists card_last4;');
}
