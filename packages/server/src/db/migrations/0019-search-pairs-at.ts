import { type Kysely, sql } from 'kysely';
import { executeStatements } from '../execute-statements';

/**
 * A keyword's character pairs at chosen places, for the search to ask the pairs index for the
 * rarest of them alone (services/goods-search.ts; docs/PERFORMANCE.md "Broad keywords at scale").
 * Every pair of a keyword must be among a match's pairs, so any of them is a sound condition; the
 * index reads the goods of each pair asked for, and the commonest ("ra", in 28 % of the goods)
 * cost most of a broad keyword's search while narrowing nothing the rarest had not.
 *
 * The pairs are cut from `lower(value)` here, as `mall_bigrams` cuts them, so they are pairs of the
 * lowered keyword whatever the server's own lowering would have made of it. Places are counted in
 * characters of the keyword as sent; should lowering change its length, the places no longer say
 * the same pairs and every pair is asked for (`mall_bigrams`), as before this migration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // PL/pgSQL rather than SQL: its plans are kept for the session, where an SQL function's body is
  // planned again in every statement that calls it (0.3-0.4 ms of a search). Each body holds
  // statements of its own, so each function goes as one statement, not through `executeStatements`.
  // Schema-qualified, as the index's functions are.
  await sql
    .raw(`create or replace function mall_bigrams_at(value text, places integer[]) returns text[]
      language plpgsql immutable strict parallel safe
      as $$
        declare
          lowered text := lower(value);
          pairs text[] := '{}';
          place integer;
        begin
          if length(lowered) <> length(value) then
            return public.mall_bigrams(value);
          end if;
          foreach place in array places loop
            if place between 1 and length(value) - 1 and not substr(lowered, place, 2) = any(pairs) then
              pairs := pairs || substr(lowered, place, 2);
            end if;
          end loop;
          return pairs;
        end
      $$`)
    .execute(db);
  await sql
    .raw(`create or replace function mall_tagged_bigrams_at(tag text, value text, places integer[]) returns text[]
      language plpgsql immutable strict parallel safe
      as $$
        declare
          tagged text[] := '{}';
          pair text;
        begin
          foreach pair in array public.mall_bigrams_at(value, places) loop
            tagged := tagged || (tag || ' ' || pair);
          end loop;
          return tagged;
        end
      $$`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await executeStatements(
    db,
    `
    drop function if exists mall_tagged_bigrams_at(text, text, integer[]);
    drop function if exists mall_bigrams_at(text, integer[]);
  `,
  );
}
