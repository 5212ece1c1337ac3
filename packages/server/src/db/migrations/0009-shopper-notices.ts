import { type Kysely, sql } from 'kysely';
import { executeStatements } from '../execute-statements';

/**
 * Every change of a shopper's standing — the account's status, the time its sessions were ended —
 * announces the shopper on the channel `mall_shopper` (`NOTIFY`, sent when the transaction commits,
 * to every process that listens), so that a server can keep what it checks an access token against
 * until it changes instead of reading it for every call (`http/auth.ts`). Balance and profile
 * changes announce nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // The function's body holds statements of its own, so it goes as one statement by itself.
  await sql
    .raw(`
    create or replace function app_user_standing_notice() returns trigger language plpgsql as $$
    begin
      perform pg_notify('mall_shopper', old.id::text);
      return null;
    end
    $$`)
    .execute(db);
  await executeStatements(
    db,
    `
    create trigger app_user_standing_changed after update of status, sessions_revoked_at on app_user
      for each row when (old.status is distinct from new.status or old.sessions_revoked_at is distinct from new.sessions_revoked_at)
      execute function app_user_standing_notice();
    create trigger app_user_removed after delete on app_user
      for each row execute function app_user_standing_notice();
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await executeStatements(
    db,
    `
    drop trigger if exists app_user_removed on app_user;
    drop trigger if exists app_user_standing_changed on app_user;
    drop function if exists app_user_standing_notice();
  `,
  );
}
