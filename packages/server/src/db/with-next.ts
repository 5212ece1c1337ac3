import { type Compilable, CompiledQuery, type Transaction } from 'kysely';
import type { Database } from './schema';

/** What marks a statement the connection may send with the transaction's next one. */
export const WITH_NEXT = '/* with next */ ';

/**
 * Runs `query` in `trx` without a round trip of its own where the connection can: on PostgreSQL it
 * goes out in one write with the transaction's next statement, or with its `commit`
 * (`pg-client.ts`), and answers at once; a failure of it fails that next statement, and so the
 * transaction. The first statement of a transaction goes with its
 * `begin` too. For a statement whose result nobody reads: an idempotent call's claim of its key
 * (whose failure is the answer) and its stored answer. Elsewhere (PGlite, a statement not
 * prepared on the connection yet) it runs as any statement does.
 */
export async function runWithNext(trx: Transaction<Database>, query: Compilable): Promise<void> {
  const compiled = query.compile();
  // Held statements go out without a Describe: their rows (and so a `returning` or a select) would
  // have nowhere to go.
  const node = compiled.query as { kind: string; returning?: unknown };
  if (!['UpdateQueryNode', 'InsertQueryNode', 'DeleteQueryNode'].includes(node.kind) || node.returning) {
    throw new Error('runWithNext takes an insert, update or delete that returns no rows');
  }
  await trx.executeQuery(CompiledQuery.raw(`${WITH_NEXT}${compiled.sql}`, [...compiled.parameters]));
}
