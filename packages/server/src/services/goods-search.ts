import { type Expression, type SqlBool, sql } from 'kysely';
import type { ServerLocale } from '../i18n/messages';
import { escapeLike } from './coupon.service';

/**
 * A keyword's condition on `goods_search` (migration 0018): the goods item's own title or subtitle
 * contains it, or its translation's in the request's language, whatever the case. Of two
 * characters or more, candidates come through the one pairs index: the goods' own pairs, or the
 * pairs of a translation in that language (tagged with it), a bitmap of each, neither computed per
 * row. `like lower(pattern)` against the texts lowered when written then decides exactly what ILIKE
 * on `goods` and `goods_i18n` decided (ILIKE lowers both sides with the same `lower()`), lowering
 * only the pattern, once.
 */
export function keywordMatches(locale: ServerLocale, keyWord: string): Expression<SqlBool>[] {
  const pattern = sql`lower(${`%${escapeLike(keyWord)}%`})`;
  const translation = sql`goods_search.translations -> ${locale}::text`;
  const filters: Expression<SqlBool>[] = [];
  if ([...keyWord].length >= 2) {
    const pairs = sql`mall_search_pairs(goods_search.title, goods_search.sub_title, goods_search.translations)`;
    filters.push(
      sql<boolean>`(${pairs} @> mall_bigrams(${keyWord}) or ${pairs} @> mall_tagged_bigrams(${locale}, ${keyWord}))`,
    );
  }
  filters.push(
    sql<boolean>`(goods_search.title like ${pattern} or goods_search.sub_title like ${pattern}
      or ${translation} ->> 0 like ${pattern} or ${translation} ->> 1 like ${pattern})`,
  );
  return filters;
}
