import { type Compilable, CompiledQuery, type Transaction } from 'kysely';
import type { Database } from './schema';

/** What marks a statement the connection may send with the transaction's next one. */
export const WITH_NEXT = '/* with next */ ';

/**
 * Runs `query` in `trx` without a round trip of its own where the connection can: on PostgreSQL it
 * goes out in one write with the transaction's next statement, or with its `commit`
 * (`pg-client.ts`), and answers at once; a failure of it fails that next statement, and so the
 * transaction. For a statement whose result nobody reads: an idempotent call's stored answer, the
 * goods' sold figures of a payment. Elsewhere (PGlite, a statement not prepared on the connection
 * yet) it runs as any statement does.
 */
export async function runWithNext(trx: Transaction<Database>, query: Compilable): Promise<void> {
  const compiled = query.compile();
  await trx.executeQuery(CompiledQuery.raw(`${WITH_NEXT}${compiled.sql}`, [...compiled.parameters]));
}
