import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '../db/schema';
import type { ServerLocale } from '../i18n/messages';
import type { ServerContext } from '../server-context';
import { escapeLike } from './coupon.service';

/**
 * The pairs index is asked for a keyword's rarest pairs, rarest first, until the goods holding
 * them all are at most this share (were pairs independent): a pair whose goods the rarer ones
 * have left few of costs more to read from the index than those goods cost to test.
 */
export const CANDIDATE_SHARE = 0.05;
/** The most pairs the index is asked for, whatever their shares. */
export const MOST_PAIRS_ASKED = 3;
/** How long the pairs' frequencies read from the table's statistics are used before a new read. */
export const PAIR_FREQUENCIES_MAX_AGE_MS = 10 * 60 * 1000;

/**
 * The share of the goods holding each common pair (`"au"`, and a translation's `"en au"`), from
 * PostgreSQL's statistics of the pairs index (the most common elements ANALYZE found); a pair not
 * among them is rarer than any that is. Empty when the table has no statistics yet, and on the
 * embedded database.
 */
export type PairFrequencies = ReadonlyMap<string, number>;

/** Nothing known of the pairs: every pair is asked for. */
export const NO_PAIR_FREQUENCIES: PairFrequencies = new Map();

const frequencyReads = new WeakMap<
  Kysely<Database>,
  { frequencies: PairFrequencies; readAt: number; reading?: Promise<void> }
>();

async function readPairFrequencies(db: Kysely<Database>): Promise<PairFrequencies> {
  const { rows } = await sql<{ pairs: string[] | null; frequencies: number[] | null }>`
    select most_common_elems::text::text[] as pairs, most_common_elem_freqs as frequencies
    from pg_stats where schemaname = current_schema() and tablename = 'goods_search_pairs'`.execute(db);
  const frequencies = new Map<string, number>();
  for (const { pairs, frequencies: shares } of rows) {
    for (const [index, pair] of (pairs ?? []).entries()) {
      frequencies.set(pair, Number(shares?.[index] ?? 0));
    }
  }
  return frequencies;
}

/**
 * The pairs' frequencies this process read last. The first search waits for the first read; one
 * older than `PAIR_FREQUENCIES_MAX_AGE_MS` is read again while searches go on with it. A read that
 * fails leaves what was there (at first nothing: every pair is asked for) until the next is due.
 * The embedded database has none: nothing analyzes its tables as they change (no autovacuum), so
 * its statistics would stay those of the day its table was last analyzed; its shops are small.
 */
export async function pairFrequencies(server: ServerContext): Promise<PairFrequencies> {
  if (server.dbKind === 'pglite') {
    return NO_PAIR_FREQUENCIES;
  }
  const at = server.now().getTime();
  let known = frequencyReads.get(server.db);
  if (!known) {
    known = { frequencies: NO_PAIR_FREQUENCIES, readAt: Number.NEGATIVE_INFINITY };
    frequencyReads.set(server.db, known);
  }
  const entry = known;
  if (!entry.reading && at - entry.readAt >= PAIR_FREQUENCIES_MAX_AGE_MS) {
    const first = entry.readAt === Number.NEGATIVE_INFINITY;
    entry.readAt = at;
    entry.reading = readPairFrequencies(server.db)
      .then((frequencies) => {
        entry.frequencies = frequencies;
      })
      .catch((error: unknown) =>
        server.log.warn('search pair frequencies not read', { event: 'search.pairs.unread', error }),
      )
      .finally(() => {
        entry.reading = undefined;
      });
    if (first) {
      await entry.reading;
    }
  }
  return entry.frequencies;
}

/**
 * The places (1-based, in characters) of the keyword's pairs the index is asked for: the rarest,
 * and the next rarest while `CANDIDATE_SHARE` is not reached; `tag` (a language, for a
 * translation's pairs) before each pair when given; every place while nothing is known of the
 * pairs. The keyword's characters are lowered here only to look the pairs up: the database cuts
 * the pairs at these places from its own lowering (migration 0019).
 */
export function rarestPairPlaces(keyWord: string, frequencies: PairFrequencies, tag?: string): number[] {
  const characters = [...keyWord];
  const places: { place: number; share: number }[] = [];
  const seen = new Set<string>();
  for (let place = 1; place < characters.length; place += 1) {
    const pair = `${characters[place - 1]}${characters[place]}`.toLowerCase();
    if (!seen.has(pair)) {
      seen.add(pair);
      // A pair not among the common ones is rarer than any of them.
      places.push({ place, share: frequencies.get(tag ? `${tag} ${pair}` : pair) ?? 0 });
    }
  }
  if (frequencies.size === 0) {
    return places.map(({ place }) => place);
  }
  places.sort((a, b) => a.share - b.share || a.place - b.place);
  const asked: number[] = [];
  let share = 1;
  for (const pair of places) {
    if (share <= CANDIDATE_SHARE || asked.length === MOST_PAIRS_ASKED) {
      break;
    }
    asked.push(pair.place);
    share *= pair.share;
  }
  return asked.sort((a, b) => a - b);
}

/**
 * A keyword's condition on `goods_search` (migration 0018): the goods item's own title or subtitle
 * contains it, or its translation's in the request's language, whatever the case. Of two
 * characters or more, candidates come through the one pairs index: goods holding the keyword's
 * rarest pairs (`rarestPairPlaces`), their own or a translation's in that language (tagged with
 * it), a bitmap of each, neither computed per row. `like lower(pattern)` against the texts lowered
 * when written then decides exactly what ILIKE on `goods` and `goods_i18n` decided (ILIKE lowers
 * both sides with the same `lower()`), lowering only the pattern, once.
 */
export function keywordMatches(
  locale: ServerLocale,
  keyWord: string,
  frequencies: PairFrequencies,
): Expression<SqlBool>[] {
  const pattern = sql`lower(${`%${escapeLike(keyWord)}%`})`;
  const translation = sql`goods_search.translations -> ${locale}::text`;
  const filters: Expression<SqlBool>[] = [];
  if ([...keyWord].length >= 2) {
    const pairs = sql`mall_search_pairs(goods_search.title, goods_search.sub_title, goods_search.translations)`;
    const own = rarestPairPlaces(keyWord, frequencies);
    const translated = rarestPairPlaces(keyWord, frequencies, locale);
    filters.push(
      sql<boolean>`(${pairs} @> mall_bigrams_at(${keyWord}, ${own}::integer[])
        or ${pairs} @> mall_tagged_bigrams_at(${locale}, ${keyWord}, ${translated}::integer[]))`,
    );
  }
  filters.push(
    sql<boolean>`(goods_search.title like ${pattern} or goods_search.sub_title like ${pattern}
      or ${translation} ->> 0 like ${pattern} or ${translation} ->> 1 like ${pattern})`,
  );
  return filters;
}
