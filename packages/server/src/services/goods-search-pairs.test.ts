import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/schema';
import type { ServerLocale } from '../i18n/messages';
import { startTestServer, TEST_DATABASES, type TestServer } from '../test-support/test-server';
import { goodsPage } from './goods.service';
import {
  CANDIDATE_SHARE,
  keywordMatches,
  MOST_PAIRS_ASKED,
  PAIR_FREQUENCIES_MAX_AGE_MS,
  type PairFrequencies,
  pairFrequencies,
  rarestPairPlaces,
} from './goods-search';

describe('the pairs a keyword asks the index for', () => {
  const shares = (entries: Record<string, number>): PairFrequencies => new Map(Object.entries(entries));

  it('asks for every pair while nothing is known of them', () => {
    expect(rarestPairPlaces('Aurora', new Map())).toEqual([1, 2, 3, 4, 5]);
    // A pair found twice is asked for once, at its first place.
    expect(rarestPairPlaces('abab', new Map())).toEqual([1, 2]);
    expect(rarestPairPlaces('a', new Map())).toEqual([]);
  });

  it('asks for the rarest pair alone when few goods hold it', () => {
    const known = shares({ au: 0.032, ur: 0.27, ro: 0.063, or: 0.18, ra: 0.28 });
    expect(rarestPairPlaces('Aurora', known)).toEqual([1]);
    // Looked up lowered, whatever the case the shopper typed.
    expect(rarestPairPlaces('AURORA', known)).toEqual([1]);
    // A pair among no common ones is rarer than any of them.
    expect(rarestPairPlaces('Aurorax', known)).toEqual([6]);
  });

  it('adds the next rarest until the goods holding them all are few, and never more than the most', () => {
    // 0.2 alone leaves too many; 0.2 × 0.3 = 0.06 too; 0.2 × 0.3 × 0.4 = 0.024 is enough.
    expect(rarestPairPlaces('abcde', shares({ ab: 0.4, bc: 0.2, cd: 0.3, de: 0.9 }))).toEqual([1, 2, 3]);
    expect(0.2 * 0.3).toBeGreaterThan(CANDIDATE_SHARE);
    const common = shares(
      Object.fromEntries([...'abcdefg'].map((letter, index) => [`${letter}${'bcdefgh'[index]}`, 0.9])),
    );
    expect(rarestPairPlaces('abcdefgh', common)).toHaveLength(MOST_PAIRS_ASKED);
  });

  it("looks a translation's pairs up under its language", () => {
    const own = { th: 0.01, he: 0.3, er: 0.4, rm: 0.3, mo: 0.3, os: 0.2 };
    const english = Object.fromEntries(Object.entries(own).map(([pair]) => [`en ${pair}`, 0.3]));
    const known = shares({ ...own, ...english, 'en os': 0.02 });
    expect(rarestPairPlaces('thermos', known)).toEqual([1]);
    expect(rarestPairPlaces('thermos', known, 'en')).toEqual([6]);
  });

  it('counts places in characters, as the database does, not in UTF-16 units', () => {
    // 😀 is two UTF-16 units and one character: the pair "😀a" is at place 1, "ab" at place 2.
    expect(rarestPairPlaces('😀ab', shares({ '😀a': 0.5 }))).toEqual([2]);
  });
});

// Whichever pairs the index is asked for, the keyword's answers are what ILIKE on the goods and
// their translations says: fewer pairs may only bring more candidates for `like` to test.
describe.each(TEST_DATABASES)('keyword search with few pairs on %s', (database) => {
  let test: TestServer;
  let db: Kysely<Database>;
  const words = ['Aurora', 'Borealis', 'Nimbus', 'Straße', 'İstanbul', '保温杯', '耳机', '😀smile'];

  /** What the search must answer: goods on sale whose texts, or translation, hold the keyword. */
  const truth = async (locale: ServerLocale, keyWord: string) => {
    const pattern = `%${keyWord}%`;
    const { rows } = await sql<{ id: number }>`
      select goods.id from goods where goods.status = 1 and (goods.title ilike ${pattern}
        or goods.sub_title ilike ${pattern} or exists (select 1 from goods_i18n where goods_id = goods.id
          and lang = ${locale} and (title ilike ${pattern} or sub_title ilike ${pattern})))
      order by goods.id`.execute(db);
    return rows.map((row) => row.id);
  };
  const searched = async (locale: ServerLocale, keyWord: string, frequencies: PairFrequencies) =>
    (
      await db
        .selectFrom('goods_search')
        .select('id')
        .where((eb) => eb.and([eb('status', '=', 1), ...keywordMatches(locale, keyWord, frequencies)]))
        .orderBy('id')
        .execute()
    ).map((row) => row.id);

  beforeAll(async () => {
    test = await startTestServer(database);
    db = test.server.context.db;
    const typeId = (
      await db.insertInto('goods_type').values({ name: 'Pairs' }).returning('id').executeTakeFirstOrThrow()
    ).id;
    const goods = await db
      .insertInto('goods')
      .values(
        Array.from({ length: 120 }, (_, index) => ({
          type_id: typeId,
          title: `${words[index % words.length]} ${words[(index * 3 + 1) % words.length]} ${index}`,
          sub_title: index % 5 === 0 ? 'aurora borealis' : '',
          pics: '[]',
          price: 1000,
          status: index % 7 === 0 ? 0 : 1,
        })),
      )
      .returning('id')
      .execute();
    await db
      .insertInto('goods_i18n')
      .values(
        goods
          .filter((_, index) => index % 4 === 0)
          .map(({ id }) => ({
            goods_id: id,
            lang: 'en',
            title: `Northern lights ${id}`,
            sub_title: 'thermos',
          })),
      )
      .execute();
    await sql`analyze goods_search`.execute(db);
  });
  afterAll(async () => {
    await test?.server.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await test?.close();
  });

  it('reads the pairs the goods hold most from the statistics, and again once they are old (PostgreSQL)', async () => {
    const frequencies = await pairFrequencies(test.server.context);
    if (database === 'pglite') {
      // Its statistics would stay those of its last ANALYZE (no autovacuum): every pair is asked for.
      expect(frequencies.size).toBe(0);
      return;
    }
    const shareOf = async (pair: string) =>
      (
        await sql<{ share: number }>`
          select (count(*) filter (where mall_search_pairs(title, sub_title, translations) @> array[${pair}]))::float
            / count(*) as share from goods_search`.execute(db)
      ).rows[0]?.share ?? 0;
    // ANALYZE read every row of so small a table: the shares are the goods' own.
    expect(frequencies.get('au')).toBeCloseTo(await shareOf('au'), 2);
    expect(frequencies.get('en th')).toBeGreaterThan(0);

    await db.updateTable('goods').set({ sub_title: '' }).where('sub_title', '=', 'aurora borealis').execute();
    await sql`analyze goods_search`.execute(db);
    // Kept until they are old; then read again while searches go on with the old ones.
    expect(await pairFrequencies(test.server.context)).toBe(frequencies);
    test.advanceClock(PAIR_FREQUENCIES_MAX_AGE_MS);
    expect(await pairFrequencies(test.server.context)).toBe(frequencies);
    await expect
      .poll(async () => (await pairFrequencies(test.server.context)).get('au') ?? 0)
      .toBeLessThan(frequencies.get('au') ?? 0);
  });

  it('answers what ILIKE answers, whichever pairs it asks for', async () => {
    const read = await pairFrequencies(test.server.context);
    const keywords = [
      'aurora',
      'AURORA',
      'ror',
      'ra bo',
      'lis nim',
      'STRASSE',
      'straße',
      'İst',
      'ist',
      '保温',
      '温杯',
    ];
    keywords.push('耳机 ', '😀s', 'northern LIGHTS', 'thermos', 'no such goods');
    for (const keyWord of keywords) {
      const characters = [...keyWord];
      const pairs = characters
        .slice(1)
        .map((character, index) => `${characters[index]}${character}`.toLowerCase());
      // The statistics know none of the keyword's pairs: the first alone is asked for.
      const unknown = new Map([['zz', 0.5]]);
      // Every pair common, the last the rarest: the last three are asked for.
      const backwards = new Map(pairs.map((pair, index) => [pair, 0.9 - index / (2 * pairs.length)]));
      for (const locale of ['zh-Hans', 'en'] as const) {
        const expected = await truth(locale, keyWord);
        for (const frequencies of [new Map(), read, unknown, backwards]) {
          expect(await searched(locale, keyWord, frequencies), `${locale} ${keyWord}`).toEqual(expected);
        }
      }
    }
    expect(await truth('en', 'northern lights')).not.toEqual([]);
  });

  it('counts every match in the statement that reads the page, and again only past the last one', async () => {
    const matches = await truth('zh-Hans', 'nimbus');
    const first = await goodsPage(test.server.context, 'zh-Hans', { page: 1, size: 2, keyWord: 'NIMBUS' });
    expect(first.pagination.total).toBe(matches.length);
    expect(first.list.map((goods) => goods.id)).toEqual(matches.slice(0, 2));
    const last = Math.ceil(matches.length / 2);
    const end = await goodsPage(test.server.context, 'zh-Hans', { page: last, size: 2, keyWord: 'nimbus' });
    expect(end.list.map((goods) => goods.id)).toEqual(matches.slice((last - 1) * 2));
    const past = await goodsPage(test.server.context, 'zh-Hans', {
      page: last + 1,
      size: 2,
      keyWord: 'nimbus',
    });
    expect(past).toEqual({ list: [], pagination: { page: last + 1, size: 2, total: matches.length } });
    const none = await goodsPage(test.server.context, 'zh-Hans', {
      page: 1,
      size: 2,
      keyWord: 'no such goods',
    });
    expect(none.pagination.total).toBe(0);
  });

  it("cuts the pairs at the places asked from the database's own lowering", async () => {
    const { rows } = await sql<{ own: string[]; tagged: string[]; outside: string[] }>`
      select mall_bigrams_at('AuRora', '{1,3,3}') as own, mall_tagged_bigrams_at('en', 'AuRora', '{5}') as tagged,
        mall_bigrams_at('Aurora', '{0,6,2}') as outside`.execute(db);
    expect(rows[0]).toEqual({ own: ['au', 'ro'], tagged: ['en ra'], outside: ['ur'] });
  });
});
