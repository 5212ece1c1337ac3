import type { Kysely } from 'kysely';

/** Refresh-token families' start and last use (absolute and idle session limits). (Reserved; filled in with its change.) */
export async function up(_db: Kysely<unknown>): Promise<void> {}
