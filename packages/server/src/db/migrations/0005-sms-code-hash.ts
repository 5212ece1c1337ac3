import type { Kysely } from 'kysely';
import { executeStatements } from '../execute-statements';

/**
 * An SMS code is kept as its SHA-256 only, and counts its tries: after five wrong ones it is spent.
 * Codes sent before live at most five minutes; they are hashed in place, so none is lost.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await executeStatements(
    db,
    `
    alter table sms_code add column if not exists code_hash text;
    alter table sms_code add column if not exists tries integer not null default 0;
    update sms_code set code_hash = encode(sha256(convert_to(code, 'UTF8')), 'hex') where code_hash is null;
    alter table sms_code alter column code_hash set not null;
    alter table sms_code drop column if exists code;
  `,
  );
}

/** The plain codes cannot come back: codes sent before the downgrade no longer match anything. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await executeStatements(
    db,
    `
    alter table sms_code add column if not exists code text not null default '';
    alter table sms_code drop column if exists tries;
    alter table sms_code drop column if exists code_hash;
  `,
  );
}
