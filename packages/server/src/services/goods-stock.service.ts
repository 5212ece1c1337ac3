import { sql } from 'kysely';
import { notFound } from '../http/app-error';
import type { ServerContext } from '../server-context';
import { STOCK_CHANNEL } from './announced-reads';

/**
 * Sets the stock of a spec (operator); an unknown spec answers "not found". The stock before is
 * read in the same statement (the row as it was, locked by the update), for the audit row.
 *
 * The change is announced on the stock channel whatever the count: the database announces only a
 * sell-out or a return (migration 0016, since every announcement holds other commits up), so
 * processes would otherwise show a new count only once the stock they keep is a second old, and
 * the merchant looks at the shop right after. An operator's change is rare; orders' are not.
 */
export async function setSpecStock(server: ServerContext, specId: number, stock: number): Promise<void> {
  const updated = await server.db
    .with('before', (db) =>
      db.selectFrom('goods_spec').select(['id', 'stock']).where('id', '=', specId).forUpdate(),
    )
    .updateTable('goods_spec')
    .set({ stock })
    .from('before')
    .whereRef('goods_spec.id', '=', 'before.id')
    .returning([
      'goods_spec.id',
      'before.stock as before',
      // Announced by the same statement, as its transaction commits.
      sql<string>`pg_notify(${STOCK_CHANNEL}, goods_spec.goods_id::text)`.as('announced'),
    ])
    .executeTakeFirst();
  if (!updated) {
    throw notFound();
  }
  server.audit?.change({
    entity: 'goods_spec',
    id: specId,
    field: 'stock',
    before: updated.before,
    after: stock,
  });
}
