import type { Kysely } from 'kysely';
import { executeStatements } from '../execute-statements';

/**
 * Each SMS code is bound to its purpose (`login`, `bindPhone`, `password`) and works for that one
 * only. Codes sent before live at most five minutes and were asked for by the login form, so they
 * become login codes. The latest code of a phone is looked up per purpose.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await executeStatements(
    db,
    `
    alter table sms_code add column if not exists purpose text not null default 'login';
    alter table sms_code drop constraint if exists sms_code_purpose_known;
    alter table sms_code add constraint sms_code_purpose_known
      check (purpose in ('login', 'bindPhone', 'password'));
    create index if not exists sms_code_phone_purpose on sms_code (country_code, phone, purpose, id desc);
  `,
  );
}

/** Codes are no longer bound: any live code serves every purpose again. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await executeStatements(
    db,
    `
    drop index if exists sms_code_phone_purpose;
    alter table sms_code drop constraint if exists sms_code_purpose_known;
    alter table sms_code drop column if exists purpose;
  `,
  );
}
