import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The access-token signing secret: `JWT_SECRET` when set, else one generated on first start and
 * stored in the database, so every server process on that database signs and verifies alike.
 */
export async function loadJwtSecret(db: Kysely<Database>, configured: string | undefined): Promise<string> {
  if (configured) {
    return configured;
  }
  await db
    .insertInto('app_secret')
    .values({ name: 'jwt', value: randomBytes(48).toString('base64url') })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_secret')
    .select('value')
    .where('name', '=', 'jwt')
    .executeTakeFirstOrThrow();
  return row.value;
}
