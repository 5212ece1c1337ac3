import type { Kysely } from 'kysely';
import { createTriggerFunction, executeStatements } from '../execute-statements';

/**
 * A narrow copy of what the goods list's keyword search reads (docs/PERFORMANCE.md "Broad keywords
 * at scale"): `goods_search` holds, per goods item, its status, category, the columns the list
 * sorts by, its title and subtitle lowered, and its translations' (`{"en": [title, subtitle]}`,
 * lowered). A broad keyword (3 333 matches of 100 000 goods) read every match from `goods`, whose
 * rows are wide (rich-text content, pictures), tested each with ILIKE (which lowers the text and
 * the pattern at every row), and found the goods matched by a translation a second time through
 * `goods_i18n` and the goods' primary key. Here one GIN index holds each goods item's own character
 * pairs (as 0006's `mall_bigrams`) and its translations' pairs tagged with their language (as
 * `mall_tagged_bigrams`), so both arms come from one index; the texts are lowered once, when
 * written, so `like lower(pattern)` decides what ILIKE decided (ILIKE lowers both sides with the
 * same `lower()`). 0006's two pair indexes served the search alone and are dropped.
 *
 * Triggers keep the copy in step with `goods` and `goods_i18n`: rows inserted by a statement are
 * copied by one statement (a load of 100 000 goods is not 100 000 trigger calls); a change of a
 * copied column, or of a translation, updates the one row; a goods item deleted takes its copy
 * with it. Pages are left a tenth free so that the sold figure each payment raises is updated in
 * place (a HOT update): the pairs index is not computed again nor written for it. No extension, so
 * the embedded database (PGlite) runs it too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await executeStatements(
    db,
    `
    -- The distinct pairs of characters of a text, as it is (the texts here are lowered already).
    create or replace function mall_pairs(value text) returns text[]
      language sql immutable strict parallel safe
      as $$
        select coalesce(array_agg(distinct substr(value, position, 2)), '{}')
        from generate_series(1, length(value) - 1) as position
      $$;
    -- Schema-qualified: PostgreSQL 17 builds indexes with search_path = pg_catalog.
    create or replace function mall_search_pairs(title text, sub_title text, translations jsonb) returns text[]
      language sql immutable strict parallel safe
      as $$
        select public.mall_pairs(title || ' ' || sub_title) || array(
          select translation.key || ' ' || pair
          from jsonb_each(translations) as translation,
            unnest(public.mall_pairs((translation.value ->> 0) || ' ' || (translation.value ->> 1))) as pair)
      $$;
    -- A goods item's translations, lowered, by language.
    create or replace function mall_search_translations(goods integer) returns jsonb
      language sql stable
      as $$
        select coalesce(jsonb_object_agg(lang, jsonb_build_array(lower(title), lower(sub_title))), '{}')
        from goods_i18n where goods_id = goods
      $$;
    create table goods_search (
      id integer primary key references goods(id) on delete cascade,
      type_id integer not null,
      status integer not null,
      sort_num integer not null,
      sold integer not null,
      price bigint not null,
      create_time timestamptz not null,
      title text not null,
      sub_title text not null,
      translations jsonb not null default '{}'
    ) with (fillfactor = 90);
    insert into goods_search (id, type_id, status, sort_num, sold, price, create_time, title, sub_title, translations)
      select id, type_id, status, sort_num, sold, price, create_time, lower(title), lower(sub_title),
        mall_search_translations(id)
      from goods;
    create index goods_search_pairs on goods_search using gin (mall_search_pairs(title, sub_title, translations));
    analyze goods_search;
    drop index if exists goods_text_bigrams;
    drop index if exists goods_i18n_text_bigrams;
  `,
  );
  await createTriggerFunction(
    db,
    'goods_search_add',
    // No translation yet: a translation's row refers to its goods item, which must exist first.
    `insert into goods_search (id, type_id, status, sort_num, sold, price, create_time, title, sub_title)
        select id, type_id, status, sort_num, sold, price, create_time, lower(title), lower(sub_title)
        from added;`,
  );
  await createTriggerFunction(
    db,
    'goods_search_change',
    `update goods_search set type_id = new.type_id, status = new.status, sort_num = new.sort_num,
        sold = new.sold, price = new.price, create_time = new.create_time,
        title = lower(new.title), sub_title = lower(new.sub_title)
      where id = new.id;`,
  );
  await createTriggerFunction(
    db,
    'goods_search_translations_add',
    `update goods_search set translations = mall_search_translations(goods_search.id)
      where goods_search.id in (select goods_id from added);`,
  );
  // Its trigger runs on an update or a delete: the goods item the row belonged to, and on an
  // update that moved it, the one it belongs to now.
  await createTriggerFunction(
    db,
    'goods_search_translations_change',
    `update goods_search set translations = mall_search_translations(old.goods_id) where id = old.goods_id;
      if tg_op = 'UPDATE' and new.goods_id <> old.goods_id then
        update goods_search set translations = mall_search_translations(new.goods_id) where id = new.goods_id;
      end if;`,
  );
  await executeStatements(
    db,
    `
    create trigger goods_search_added after insert on goods
      referencing new table as added for each statement execute function goods_search_add();
    create trigger goods_search_changed
      after update of type_id, status, sort_num, sold, price, create_time, title, sub_title on goods
      for each row when ((old.type_id, old.status, old.sort_num, old.sold, old.price, old.create_time, old.title, old.sub_title)
        is distinct from (new.type_id, new.status, new.sort_num, new.sold, new.price, new.create_time, new.title, new.sub_title))
      execute function goods_search_change();
    create trigger goods_search_translations_added after insert on goods_i18n
      referencing new table as added for each statement execute function goods_search_translations_add();
    create trigger goods_search_translations_changed after update of goods_id, lang, title, sub_title or delete on goods_i18n
      for each row execute function goods_search_translations_change();
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await executeStatements(
    db,
    `
    create index if not exists goods_text_bigrams on goods using gin (mall_bigrams(title || ' ' || sub_title));
    create index if not exists goods_i18n_text_bigrams on goods_i18n using gin (mall_tagged_bigrams(lang, title || ' ' || sub_title));
    drop trigger if exists goods_search_translations_changed on goods_i18n;
    drop trigger if exists goods_search_translations_added on goods_i18n;
    drop trigger if exists goods_search_changed on goods;
    drop trigger if exists goods_search_added on goods;
    drop function if exists goods_search_translations_change();
    drop function if exists goods_search_translations_add();
    drop function if exists goods_search_change();
    drop function if exists goods_search_add();
    drop table if exists goods_search;
    drop function if exists mall_search_translations(integer);
    drop function if exists mall_search_pairs(text, text, jsonb);
    drop function if exists mall_pairs(text);
  `,
  );
}
