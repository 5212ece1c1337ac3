/** A page request after validation (contract §3). */
export interface PageRequest {
  page: number;
  size: number;
}

/** A page answer: `{ list, pagination: { page, size, total } }` (contract §3). */
export interface PageAnswer<Item> {
  list: Item[];
  pagination: { page: number; size: number; total: number };
}

/**
 * Reads one page: `rows(limit, offset)` gives the rows of the page, `count()` the total, both over
 * the same filters (the shopper's own rows).
 */
export async function pageOf<Row, Item>(
  request: PageRequest,
  count: () => Promise<{ total: number | string | bigint } | undefined>,
  rows: (limit: number, offset: number) => Promise<Row[]>,
  map: (row: Row) => Item,
): Promise<PageAnswer<Item>> {
  const [counted, list] = await Promise.all([count(), rows(request.size, (request.page - 1) * request.size)]);
  return {
    list: list.map(map),
    pagination: { page: request.page, size: request.size, total: Number(counted?.total ?? 0) },
  };
}
