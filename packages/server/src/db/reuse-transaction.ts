import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

/**
 * The transaction `trx` as a database whose `transaction().execute(work)` runs `work` inside
 * `trx` itself, so services that open their own transaction join an outer one instead: their
 * writes commit or roll back together with whatever the outer transaction also writes.
 */
export function reuseTransaction(trx: Transaction<Database>): Kysely<Database> {
  const joined = { execute: <Result>(work: (inner: Transaction<Database>) => Promise<Result>) => work(trx) };
  return new Proxy(trx, {
    get(target, property) {
      if (property === 'transaction') {
        return () => joined;
      }
      // Kysely keeps its state in private fields: methods must run on the transaction itself.
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
