import { notFound } from '../http/app-error';
import type { ServerContext } from '../server-context';

/**
 * Sets the stock of a spec (operator); an unknown spec answers "not found". The stock before is
 * read in the same statement (the row as it was, locked by the update), for the audit row.
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
    .returning(['goods_spec.id', 'before.stock as before'])
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
