import type { Kysely } from 'kysely';

/** Each SMS code bound to its purpose. (Reserved; filled in with its change.) */
export async function up(_db: Kysely<unknown>): Promise<void> {}
