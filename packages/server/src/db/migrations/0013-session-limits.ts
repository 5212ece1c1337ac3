import { type Kysely, sql } from 'kysely';
import { executeStatements } from '../execute-statements';

/**
 * Sessions that end when they should.
 *
 * - `refresh_token.session_started_at`: when the session (the refresh-token family) was signed in,
 *   carried over on every rotation, so a refresh past `SESSION_MAX_DAYS` is refused; the row's own
 *   `create_time` is the session's last refresh, for `SESSION_IDLE_DAYS`. Rows made before this
 *   migration take the earliest `create_time` of their family.
 * - Revoking a refresh token (signing out, reuse detected, the session's limits) announces its
 *   shopper on `mall_shopper`, as a change of the shopper's standing does (migration 0009): access
 *   tokens name their session (`sid`), and the standing a server keeps lists the sessions revoked
 *   lately (`http/auth.ts`), so a signed-out session's access token stops at once in every process.
 * - `refresh_token.rotated_to` is sealed under the rotated token from now on
 *   (`crypto/refresh-replay.ts`); pairs kept before in plain text are dropped (their 10 s of grace
 *   are long over).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await executeStatements(
    db,
    `
    alter table refresh_token add column session_started_at timestamptz;
    update refresh_token set session_started_at = first.started
      from (select family, min(create_time) as started from refresh_token group by family) as first
      where refresh_token.family = first.family;
    alter table refresh_token alter column session_started_at set default now();
    alter table refresh_token alter column session_started_at set not null;
    create index refresh_token_user_revoked on refresh_token (user_id, revoked_at) where revoked_at is not null;
    update refresh_token set rotated_to = null where rotated_to is not null and not (rotated_to ? 'sealed');
  `,
  );
  // The function's body holds statements of its own, so it goes as one statement by itself.
  await sql
    .raw(`
    create or replace function refresh_token_revoked_notice() returns trigger language plpgsql as $$
    begin
      perform pg_notify('mall_shopper', new.user_id::text);
      return null;
    end
    $$`)
    .execute(db);
  await executeStatements(
    db,
    `
    create trigger refresh_token_revoked after update of revoked_at on refresh_token
      for each row when (old.revoked_at is null and new.revoked_at is not null)
      execute function refresh_token_revoked_notice();
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await executeStatements(
    db,
    `
    drop trigger if exists refresh_token_revoked on refresh_token;
    drop function if exists refresh_token_revoked_notice();
    drop index if exists refresh_token_user_revoked;
    alter table refresh_token drop column if exists session_started_at;
  `,
  );
}
