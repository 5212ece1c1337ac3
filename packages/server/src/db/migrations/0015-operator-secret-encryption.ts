import type { Kysely } from 'kysely';

/** Operators' one-time-code secrets encrypted at rest. (Reserved; filled in with its change.) */
export async function up(_db: Kysely<unknown>): Promise<void> {}
