import type { ServerContext } from '../server-context';

/** Home banners in the shop's order. */
export async function bannerList(server: ServerContext) {
  const rows = await server.db
    .selectFrom('banner')
    .select(['id', 'title', 'pic', 'path', 'sort_num'])
    .orderBy('sort_num', 'asc')
    .orderBy('id', 'asc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    pic: row.pic,
    path: row.path,
    sortNum: row.sort_num,
  }));
}
