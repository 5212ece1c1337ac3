import type { Kysely } from 'kysely';
import { executeStatements } from '../execute-statements';

/**
 * The table the Socket.IO PostgreSQL adapter keeps large chat payloads in, so several server
 * processes on one PostgreSQL deliver each other's room messages.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await executeStatements(
    db,
    `
    create table if not exists socket_io_attachments (
      id bigserial unique,
      created_at timestamptz default now(),
      payload bytea
    );
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await executeStatements(db, 'drop table if exists socket_io_attachments;');
}
