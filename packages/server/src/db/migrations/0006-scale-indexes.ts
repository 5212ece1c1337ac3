import type { Kysely } from 'kysely';
import { executeStatements } from '../execute-statements';

/**
 * Indexes for a shop at scale (100 000 goods, 1 000 000 orders; docs/PERFORMANCE.md "Cost at
 * scale"):
 * - keyword search: a GIN index on the character pairs (bigrams) of each goods item's title and
 *   subtitle, and of each translation's. A keyword's pairs are all among the pairs of any text that
 *   contains it, so `mall_bigrams(text) @> mall_bigrams(keyword)` finds the candidates through the
 *   index and ILIKE then decides, exactly as before. Pairs rather than pg_trgm's trigrams: most
 *   Chinese words are two characters (耳机, 手机), which trigrams cannot index, and this needs no
 *   extension, so the embedded database (PGlite) runs it too. A translation's pairs carry its
 *   language, so a search in one language never reads the others';
 * - the goods list in each of its orders (sold, price, date, the shop's own order) and the price filter;
 * - a shopper's order list newest first at any depth, and the refunds and repurchases of its page.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await executeStatements(
    db,
    `
    create or replace function mall_bigrams(value text) returns text[]
      language sql immutable strict parallel safe
      as $$
        select coalesce(array_agg(distinct substr(lowered, position, 2)), '{}')
        from (select lower(value) as lowered) as source, generate_series(1, length(lowered) - 1) as position
      $$;
    -- Schema-qualified: PostgreSQL 17 builds indexes with search_path = pg_catalog.
    create or replace function mall_tagged_bigrams(tag text, value text) returns text[]
      language sql immutable strict parallel safe
      as $$
        select array(select tag || ' ' || pair from unnest(public.mall_bigrams(value)) as pair)
      $$;
    create index if not exists goods_text_bigrams on goods using gin (mall_bigrams(title || ' ' || sub_title));
    create index if not exists goods_i18n_text_bigrams on goods_i18n using gin (mall_tagged_bigrams(lang, title || ' ' || sub_title));
    create index if not exists goods_sold on goods (sold, id);
    create index if not exists goods_price on goods (price, id);
    create index if not exists goods_create_time on goods (create_time, id);
    create index if not exists goods_sort_num on goods (sort_num, id);
    create index if not exists shop_order_user_newest on shop_order (user_id, id desc);
    create index if not exists order_refund_order on order_refund (order_id);
    create index if not exists order_buy_back_order on order_buy_back (order_id);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await executeStatements(
    db,
    `
    drop index if exists order_buy_back_order;
    drop index if exists order_refund_order;
    drop index if exists shop_order_user_newest;
    drop index if exists goods_sort_num;
    drop index if exists goods_create_time;
    drop index if exists goods_price;
    drop index if exists goods_sold;
    drop index if exists goods_i18n_text_bigrams;
    drop index if exists goods_text_bigrams;
    drop function if exists mall_tagged_bigrams(text, text);
    drop function if exists mall_bigrams(text);
  `,
  );
}
