import { notFound } from '../http/app-error';
import type { ServerContext } from '../server-context';

/** Sets the stock of a spec (operator); an unknown spec answers "not found". */
export async function setSpecStock(server: ServerContext, specId: number, stock: number): Promise<void> {
  const updated = await server.db
    .updateTable('goods_spec')
    .set({ stock })
    .where('id', '=', specId)
    .returning('id')
    .executeTakeFirst();
  if (!updated) {
    throw notFound();
  }
}
