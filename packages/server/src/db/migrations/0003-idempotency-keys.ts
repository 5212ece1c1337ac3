import type { Kysely } from 'kysely';
import { executeStatements } from '../execute-statements';

/**
 * The answers of calls that move money or stock, by the shopper's `Idempotency-Key`: a retried
 * request with the same key is answered again from here instead of doing the work twice. A row is
 * written in the same transaction as the work, so it exists exactly when the work does.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await executeStatements(
    db,
    `
    create table if not exists idempotency_key (
      user_id integer not null references app_user (id),
      key text not null,
      path text not null,
      request_hash text not null,
      response text,
      create_time timestamptz not null default now(),
      primary key (user_id, key)
    );
    create index if not exists idempotency_key_create_time on idempotency_key (create_time);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await executeStatements(db, 'drop table if exists idempotency_key;');
}
