import type { QueryRow } from '../db/query-row';
import type { ServerContext } from '../server-context';
import { ON_SALE } from './goods.service';
import { mapPage, type PageInput, pageOf } from './paging';

function translationQuery(server: ServerContext) {
  return server.db
    .selectFrom('goods_i18n')
    .innerJoin('goods', 'goods.id', 'goods_i18n.goods_id')
    .where('goods.status', '=', ON_SALE)
    .select([
      'goods_i18n.id as id',
      'goods_i18n.goods_id as goods_id',
      'goods_i18n.lang as lang',
      'goods_i18n.title as title',
      'goods_i18n.sub_title as sub_title',
      'goods_i18n.content as content',
    ]);
}

type TranslationRow = QueryRow<typeof translationQuery>;

function translationOf(row: TranslationRow) {
  return {
    id: row.id,
    goodsId: row.goods_id,
    lang: row.lang,
    title: row.title,
    subTitle: row.sub_title,
    content: row.content,
  };
}

/** The translation of a goods item on sale into one language, or null when there is none. */
export async function goodsTranslation(server: ServerContext, goodsId: number, lang: string) {
  const row = await translationQuery(server)
    .where('goods_i18n.goods_id', '=', goodsId)
    .where('goods_i18n.lang', '=', lang)
    .executeTakeFirst();
  return row ? translationOf(row) : null;
}

/** A page of translations of goods on sale, optionally of one goods item or one language. */
export async function goodsTranslationPage(
  server: ServerContext,
  input: PageInput & { goodsId?: number | undefined; lang?: string | undefined },
) {
  let query = translationQuery(server)
    .orderBy('goods_i18n.goods_id', 'asc')
    .orderBy('goods_i18n.lang', 'asc');
  if (input.goodsId !== undefined) {
    query = query.where('goods_i18n.goods_id', '=', input.goodsId);
  }
  if (input.lang !== undefined) {
    query = query.where('goods_i18n.lang', '=', input.lang);
  }
  return mapPage(await pageOf(query, input), translationOf);
}
