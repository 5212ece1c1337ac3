import type { ServerContext } from '../server-context';
import { ON_SALE } from './goods.service';

/** The largest id a table's `serial` key holds (PostgreSQL `integer`): anything above is no goods. */
const LARGEST_ID = 2_147_483_647;

/**
 * A goods id as an address writes it (`1` to `2147483647`, digits only, no leading zero), or none
 * for anything else: no such text can name goods, so it is never looked up.
 */
export function goodsIdOf(text: string | null | undefined): number | undefined {
  if (!text || !/^[1-9]\d{0,9}$/.test(text)) {
    return undefined;
  }
  const id = Number(text);
  return id > LARGEST_ID ? undefined : id;
}

/** The first picture of a goods item on sale (its first picture, else its main one), if any. */
export async function firstGoodsPicture(server: ServerContext, goodsId: number): Promise<string | undefined> {
  const row = await server.db
    .selectFrom('goods')
    .select(['pics', 'main_pic'])
    .where('id', '=', goodsId)
    .where('status', '=', ON_SALE)
    .executeTakeFirst();
  return row?.pics[0] || row?.main_pic || undefined;
}
