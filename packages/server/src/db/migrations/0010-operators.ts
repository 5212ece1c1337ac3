import { type Kysely, sql } from 'kysely';
import { executeStatements } from '../execute-statements';

/**
 * Named operators and their trail (the server README, "Operator API and CLI"):
 *
 * - `operator`: a person of the shop with a role (`operator/permissions.ts`), a scrypt password
 *   hash, an optional TOTP secret (RFC 6238) and the last time step a code was accepted at, so a
 *   code is never accepted twice.
 * - `operator_session`: signed-in operators, by the SHA-256 of their opaque token.
 * - `operator_audit`: one row per operator action that changed something, append-only: a trigger
 *   refuses every update, delete and truncate.
 * - `operator_idempotency_key`: the answers of operator money calls by the acting operator's
 *   `Idempotency-Key` (`actor`: `operator:<id>` or `service`), as `idempotency_key` is for shoppers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await executeStatements(
    db,
    `
    create table if not exists operator (
      id serial primary key,
      name text not null unique,
      password_hash text not null,
      role text not null check (role in ('support', 'fulfilment', 'finance', 'catalogue', 'admin')),
      totp_secret text,
      totp_last_step bigint,
      disabled boolean not null default false,
      create_time timestamptz not null default now(),
      update_time timestamptz not null default now(),
      last_login_time timestamptz
    );
    create table if not exists operator_session (
      token_hash text primary key,
      operator_id integer not null references operator (id),
      expires_at timestamptz not null,
      create_time timestamptz not null default now(),
      revoked boolean not null default false
    );
    create index if not exists operator_session_operator on operator_session (operator_id);
    create table if not exists operator_audit (
      id bigserial primary key,
      time timestamptz not null default now(),
      actor_kind text not null check (actor_kind in ('operator', 'service')),
      actor_id integer,
      actor_name text not null,
      action text not null,
      keys jsonb not null default '{}',
      changes jsonb not null default '[]',
      address text,
      request_id text
    );
    create index if not exists operator_audit_time on operator_audit (time);
    create index if not exists operator_audit_actor_name on operator_audit (actor_name, id);
    create index if not exists operator_audit_action on operator_audit (action, id);
    create index if not exists operator_audit_keys on operator_audit using gin (keys);
    create table if not exists operator_idempotency_key (
      actor text not null,
      key text not null,
      path text not null,
      request_hash text not null,
      response text,
      create_time timestamptz not null default now(),
      primary key (actor, key)
    );
    create index if not exists operator_idempotency_key_create_time on operator_idempotency_key (create_time);
  `,
  );
  // The function's body holds statements of its own, so it goes as one statement by itself.
  await sql
    .raw(`
    create or replace function operator_audit_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'operator_audit is append-only: % refused', tg_op;
    end
    $$`)
    .execute(db);
  await executeStatements(
    db,
    `
    create trigger operator_audit_no_change before update or delete on operator_audit
      for each row execute function operator_audit_append_only();
    create trigger operator_audit_no_truncate before truncate on operator_audit
      for each statement execute function operator_audit_append_only();
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await executeStatements(
    db,
    `
    drop table if exists operator_idempotency_key;
    drop table if exists operator_audit;
    drop function if exists operator_audit_append_only();
    drop table if exists operator_session;
    drop table if exists operator;
  `,
  );
}
