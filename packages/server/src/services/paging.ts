import { type SelectQueryBuilder, sql } from 'kysely';

/** A page request after validation (contract §3: `page` from 1, `size` 1–100). */
export interface PageInput {
  page: number;
  size: number;
}

/** A page answer `{ list, pagination }` (contract §3). */
export interface PageOutput<Row> {
  list: Row[];
  pagination: { page: number; size: number; total: number };
}

/**
 * Runs a filtered, ordered query as one page: the rows of the page and the total count of the
 * same filter (ordering dropped for the count).
 */
export async function pageOf<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  input: PageInput,
): Promise<PageOutput<O>> {
  const [rows, counted] = await Promise.all([
    query
      .limit(input.size)
      .offset((input.page - 1) * input.size)
      .execute(),
    query.clearSelect().clearOrderBy().select(sql<number>`count(*)`.as('total')).executeTakeFirst(),
  ]);
  const total = Number((counted as { total?: number | string } | undefined)?.total ?? 0);
  return { list: rows, pagination: { page: input.page, size: input.size, total } };
}

/** Maps the rows of a page, keeping its pagination. */
export function mapPage<Row, Mapped>(page: PageOutput<Row>, map: (row: Row) => Mapped): PageOutput<Mapped> {
  return { list: page.list.map(map), pagination: page.pagination };
}
