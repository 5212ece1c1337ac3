import { toCents, toWireAmount } from '@mall/sdk';
import { type Expression, expressionBuilder, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { QueryRow } from '../db/query-row';
import type { Database } from '../db/schema';
import { notFound } from '../http/app-error';
import type { ServerLocale } from '../i18n/messages';
import type { ServerContext } from '../server-context';
import { keywordMatches, NO_PAIR_FREQUENCIES, type PairFrequencies, pairFrequencies } from './goods-search';
import { goodsVideoPoster } from './goods-video.service';
import type { PageInput } from './paging';

/** Goods are shown to shoppers only while on sale. */
export const ON_SALE = 1;

/** How many hot recommendations home shows when it does not say. */
export const HOT_GOODS_DEFAULT_SIZE = 10;

/**
 * Goods on sale with their texts in the request's language: a `goods_i18n` row of that language
 * wins where it has text, else the source text (zh-Hans) of `goods`. `stock` is the sum over specs.
 */
function goodsQuery(server: ServerContext, locale: ServerLocale) {
  return server.db
    .selectFrom('goods')
    .innerJoin('goods_type', 'goods_type.id', 'goods.type_id')
    .leftJoin('goods_i18n', (join) =>
      join.onRef('goods_i18n.goods_id', '=', 'goods.id').on('goods_i18n.lang', '=', locale),
    )
    .where('goods.status', '=', ON_SALE)
    .select([
      'goods.id as id',
      'goods.type_id as type_id',
      'goods.main_pic as main_pic',
      'goods.price as price',
      'goods.sold as sold',
      'goods.create_time as create_time',
      'goods.update_time as update_time',
      'goods_type.name as type_name',
      sql<string>`coalesce(nullif(goods_i18n.title, ''), goods.title)`.as('title'),
      sql<string>`coalesce(nullif(goods_i18n.sub_title, ''), goods.sub_title)`.as('sub_title'),
      sql<number>`(select coalesce(sum(spec.stock), 0) from goods_spec spec where spec.goods_id = goods.id)`.as(
        'stock',
      ),
    ]);
}

type GoodsQueryRow = QueryRow<typeof goodsQuery>;

/** The wire shape of a goods row (contract §6). */
function goodsRowOf(row: GoodsQueryRow) {
  return {
    id: row.id,
    title: row.title,
    subTitle: row.sub_title,
    mainPic: row.main_pic,
    price: toWireAmount(Number(row.price)),
    sold: row.sold,
    stock: Number(row.stock),
    typeId: row.type_id,
    typeName: row.type_name,
    createTime: row.create_time.toISOString(),
    updateTime: row.update_time.toISOString(),
  };
}

/** Filters and order of the goods list (contract §6). */
export interface GoodsPageInput extends PageInput {
  keyWord?: string | undefined;
  typeId?: number | undefined;
  /** Wire amounts (decimal); compared in cents. */
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  order?: 'sold' | 'price' | 'createTime' | undefined;
  sort?: 'asc' | 'desc' | undefined;
}

/** The columns the goods list sorts by: `goods` and its search copy `goods_search` both hold them. */
const ORDER_COLUMNS = {
  sold: 'sold',
  price: 'price',
  createTime: 'create_time',
} as const;

/** The table a goods list reads its matches from: `goods`, or its search copy with a keyword. */
type GoodsListTable = 'goods' | 'goods_search';

/**
 * The conditions of the goods list's filters, on `table` alone (no join), so that the same list
 * serves the page and its count. With a keyword they are conditions on `goods_search` (migration
 * 0018; see goods-search.ts), which holds the status, category and price as `goods` does.
 */
function goodsFilters(
  table: GoodsListTable,
  locale: ServerLocale,
  input: GoodsPageInput,
  frequencies: PairFrequencies = NO_PAIR_FREQUENCIES,
) {
  const column = (name: 'status' | 'type_id' | 'price') => sql.ref(`${table}.${name}`);
  const filters: Expression<SqlBool>[] = [sql<boolean>`${column('status')} = ${ON_SALE}`];
  if (input.keyWord) {
    filters.push(...keywordMatches(locale, input.keyWord, frequencies));
  }
  if (input.typeId !== undefined) {
    const typeId = input.typeId;
    const types = expressionBuilder<Database, never>()
      .selectFrom('goods_type as type')
      .select('type.id')
      .where((where) => where.or([where('type.id', '=', typeId), where('type.parent_id', '=', typeId)]));
    filters.push(sql<boolean>`${column('type_id')} in ${types}`);
  }
  if (input.minPrice !== undefined) {
    filters.push(sql<boolean>`${column('price')} >= ${toCents(input.minPrice)}`);
  }
  if (input.maxPrice !== undefined) {
    filters.push(sql<boolean>`${column('price')} <= ${toCents(input.maxPrice)}`);
  }
  return filters;
}

/** The order of the goods list: `[column, direction]`, the goods id last to break ties. */
function goodsOrder(input: GoodsPageInput) {
  if (!input.order) {
    return [
      ['sort_num', 'asc'],
      ['id', 'asc'],
    ] as const;
  }
  const direction = input.sort ?? (input.order === 'price' ? 'asc' : 'desc');
  return [
    [ORDER_COLUMNS[input.order], direction],
    ['id', direction],
  ] as const;
}

/**
 * A page of goods on sale. `keyWord` matches the title or subtitle, in the source text or the
 * translation of the request's language; `typeId` of a top-level type includes its child types;
 * prices compare in cents. Without `order`, the shop's own order (`sort_num`, then id). With
 * `order` and no `sort`, prices go up and sales and dates go down.
 *
 * Without a keyword the page reads its rows in the order of an index and stops after them, and the
 * count reads the index of the on-sale goods alone (migration 0007). A keyword's matches must all be
 * read to be tested, so they are read once, from the narrow `goods_search` (migration 0018), and one
 * statement answers the page: its matches' ids with the count of all matches beside each (`count(*)
 * over ()`), joined to their goods rows by id. Only a page past the last match counts them again.
 */
export async function goodsPage(server: ServerContext, locale: ServerLocale, input: GoodsPageInput) {
  const order = goodsOrder(input);
  let list: GoodsQueryRow[];
  let total: number;
  if (input.keyWord) {
    const frequencies = await pairFrequencies(server);
    const matches = server.db
      .selectFrom('goods_search')
      .where((eb) => eb.and(goodsFilters('goods_search', locale, input, frequencies)));
    let page = matches.select((eb) => ['goods_search.id', eb.fn.countAll<number>().over().as('total')]);
    for (const [column, direction] of order) {
      page = page.orderBy(`goods_search.${column}`, direction);
    }
    const pageMatches = page.limit(input.size).offset((input.page - 1) * input.size);
    const rows = await ordered(
      goodsQuery(server, locale)
        .innerJoin(pageMatches.as('page'), 'page.id', 'goods.id')
        .select('page.total'),
      order,
    ).execute();
    list = rows;
    // No row on the first page: nothing matches. Past the last match, the matches are counted.
    total = rows[0] ? Number(rows[0].total) : input.page === 1 ? 0 : await countOf(matches);
  } else {
    const filters = goodsFilters('goods', locale, input);
    [list, total] = await Promise.all([
      ordered(goodsQuery(server, locale), order)
        .where((eb) => eb.and(filters))
        .limit(input.size)
        .offset((input.page - 1) * input.size)
        .execute(),
      countOf(server.db.selectFrom('goods').where((eb) => eb.and(filters))),
    ]);
  }
  return {
    list: list.map(goodsRowOf),
    pagination: { page: input.page, size: input.size, total },
  };
}

/** The goods rows of `query` in the list's order. */
function ordered<Query extends SelectQueryBuilder<Database, 'goods', object>>(
  query: Query,
  order: ReturnType<typeof goodsOrder>,
): Query {
  let sorted = query;
  for (const [column, direction] of order) {
    sorted = sorted.orderBy(sql.ref(`goods.${column}`), direction) as Query;
  }
  return sorted;
}

/** The count of the rows `matches` selects. */
async function countOf(matches: SelectQueryBuilder<Database, GoodsListTable, object>) {
  return Number(
    (await matches.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()).total,
  );
}

/** Hot recommendations for home: best sold first. */
export async function hotGoods(server: ServerContext, locale: ServerLocale, size: number | undefined) {
  const rows = await goodsQuery(server, locale)
    .orderBy('goods.sold', 'desc')
    .orderBy('goods.id', 'asc')
    .limit(size ?? HOT_GOODS_DEFAULT_SIZE)
    .execute();
  return rows.map(goodsRowOf);
}

/**
 * The specs of one goods item in `sort_num` order, names in the request's language: a
 * translation's `spec_names` is keyed by spec id (or, failing that, by the source name).
 */
async function specsOf(server: ServerContext, locale: ServerLocale, goodsId: number) {
  const [specs, translation] = await Promise.all([
    server.db
      .selectFrom('goods_spec')
      .select(['id', 'goods_id', 'name', 'price', 'stock', 'images', 'sort_num'])
      .where('goods_id', '=', goodsId)
      .orderBy('sort_num', 'asc')
      .orderBy('id', 'asc')
      .execute(),
    server.db
      .selectFrom('goods_i18n')
      .select('spec_names')
      .where('goods_id', '=', goodsId)
      .where('lang', '=', locale)
      .executeTakeFirst(),
  ]);
  const names = translation?.spec_names ?? {};
  return specs.map((spec) => ({
    id: spec.id,
    goodsId: spec.goods_id,
    name: names[String(spec.id)] || names[spec.name] || spec.name,
    price: toWireAmount(Number(spec.price)),
    stock: spec.stock,
    images: spec.images,
    sortNum: spec.sort_num,
  }));
}

/** Whether a goods item exists and is on sale; otherwise answers as not found. */
async function assertOnSale(server: ServerContext, goodsId: number): Promise<void> {
  const goods = await server.db
    .selectFrom('goods')
    .select('id')
    .where('id', '=', goodsId)
    .where('status', '=', ON_SALE)
    .executeTakeFirst();
  if (!goods) {
    throw notFound();
  }
}

/**
 * One goods item on sale with pictures, rich-text content, specs and its video (with its poster) if
 * it has one; off sale or missing → not found.
 */
export async function goodsDetail(server: ServerContext, locale: ServerLocale, goodsId: number) {
  const row = await goodsQuery(server, locale)
    .select([
      'goods.pics as pics',
      'goods.video as video',
      sql<string>`coalesce(nullif(goods_i18n.content, ''), goods.content)`.as('content'),
    ])
    .where('goods.id', '=', goodsId)
    .executeTakeFirst();
  if (!row) {
    throw notFound();
  }
  return {
    ...goodsRowOf(row),
    pics: row.pics,
    content: row.content,
    specs: await specsOf(server, locale, goodsId),
    // Only a goods item with a video says so: answers stay as they were for the others.
    ...(row.video ? { video: row.video, videoPoster: goodsVideoPoster(server, row.video) } : {}),
  };
}

/** The stock of each spec of a goods item, read fresh (one indexed query). */
export async function specStocks(server: ServerContext, goodsId: number): Promise<Map<number, number>> {
  const rows = await server.db
    .selectFrom('goods_spec')
    .select(['id', 'stock'])
    .where('goods_id', '=', goodsId)
    .execute();
  return new Map(rows.map((row) => [row.id, row.stock]));
}

/**
 * A goods detail with the stock of `stocks` in place of the one it was read with: the rest of a
 * detail may be a second old (see micro-cache.ts), the stock a shopper picks a spec by never is.
 */
export function withCurrentStock<
  Detail extends { stock: number; specs: readonly { id: number; stock: number }[] },
>(detail: Detail, stocks: Map<number, number>): Detail {
  const specs = detail.specs.map((spec) => ({ ...spec, stock: stocks.get(spec.id) ?? 0 }));
  return { ...detail, specs, stock: specs.reduce((sum, spec) => sum + spec.stock, 0) };
}

/** The specs of a goods item on sale. */
export async function goodsSpecs(server: ServerContext, locale: ServerLocale, goodsId: number) {
  await assertOnSale(server, goodsId);
  return specsOf(server, locale, goodsId);
}

/** Every category, flat, in the shop's order; the app builds the tree from `parentId`. */
export async function goodsTypes(server: ServerContext) {
  const rows = await server.db
    .selectFrom('goods_type')
    .select(['id', 'name', 'parent_id', 'pic', 'sort_num'])
    .orderBy('sort_num', 'asc')
    .orderBy('id', 'asc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    parentId: row.parent_id,
    pic: row.pic,
    sortNum: row.sort_num,
  }));
}
