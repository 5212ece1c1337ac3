import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as goodsSearch from '../db/migrations/0018-goods-search';
import type { Database } from '../db/schema';
import { startTestServer, TEST_DATABASES, type TestServer } from '../test-support/test-server';
import { type GoodsPageInput, goodsPage } from './goods.service';

// The keyword search reads `goods_search` (migration 0018), a copy of the goods' texts kept by
// triggers: what was there before the migration is found, and so is every change after it.
describe.each(TEST_DATABASES)('keyword search through goods_search on %s', (database) => {
  let test: TestServer;
  let db: Kysely<Database>;
  const ids = { flask: 0, tea: 0, offSale: 0 };
  let typeId = 0;

  /** The ids a search answers (the service itself: no micro-cache between an edit and a search). */
  const found = async (locale: 'zh-Hans' | 'en', keyWord: string, input: Partial<GoodsPageInput> = {}) => {
    const page = await goodsPage(test.server.context, locale, { page: 1, size: 20, keyWord, ...input });
    expect(page.pagination.total).toBe(page.list.length);
    return page.list.map((goods) => goods.id);
  };
  const addGoods = async (title: string, subTitle: string, values: { status?: number; sold?: number } = {}) =>
    (
      await db
        .insertInto('goods')
        .values({ type_id: typeId, title, sub_title: subTitle, pics: '[]', price: 1000, ...values })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  beforeAll(async () => {
    test = await startTestServer(database);
    db = test.server.context.db;
    // Goods and translations written before the migration: its backfill copies them.
    await goodsSearch.down(db as Kysely<unknown>);
    typeId = (
      await db.insertInto('goods_type').values({ name: 'Search' }).returning('id').executeTakeFirstOrThrow()
    ).id;
    ids.flask = await addGoods('Zephyrine 保温壶', '不锈钢内胆', { sold: 5 });
    ids.tea = await addGoods('雾岭绿茶', '明前新茶', { sold: 9 });
    ids.offSale = await addGoods('Zephyrine 旧款', '已下架', { status: 0 });
    await db
      .insertInto('goods_i18n')
      .values({ goods_id: ids.tea, lang: 'en', title: 'Misty Ridge green tea', sub_title: 'Spring pick' })
      .execute();
    await goodsSearch.up(db as Kysely<unknown>);
  });
  afterAll(async () => {
    await test?.server.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await test?.close();
  });

  it('finds goods by their source text and by their translation, whatever the case', async () => {
    expect(await found('zh-Hans', 'zephyrINE')).toEqual([ids.flask]);
    expect(await found('zh-Hans', '保温')).toEqual([ids.flask]);
    expect(await found('en', 'MISTY ridge')).toEqual([ids.tea]);
    expect(await found('en', 'spring')).toEqual([ids.tea]);
    // The source text in any language; a translation only in its own.
    expect(await found('en', '雾岭')).toEqual([ids.tea]);
    expect(await found('zh-Hans', 'misty')).toEqual([]);
    // Never across the title and the subtitle, and one character still matches (no pairs index).
    expect(await found('zh-Hans', '壶 不')).toEqual([]);
    expect(await found('en', 'y')).toEqual([ids.flask, ids.tea]);
  });

  it('keeps finding goods edited, translated, taken off sale or deleted afterwards', async () => {
    await db.updateTable('goods').set({ title: 'Borealis 保温壶' }).where('id', '=', ids.flask).execute();
    expect(await found('zh-Hans', 'zephyrine')).toEqual([]);
    expect(await found('zh-Hans', 'borealis')).toEqual([ids.flask]);

    await db
      .insertInto('goods_i18n')
      .values({ goods_id: ids.flask, lang: 'en', title: 'Borealis flask', sub_title: 'Steel vacuum' })
      .execute();
    expect(await found('en', 'VACUUM')).toEqual([ids.flask]);
    await db
      .updateTable('goods_i18n')
      .set({ title: 'Misty Ridge black tea' })
      .where('goods_id', '=', ids.tea)
      .execute();
    expect(await found('en', 'green tea')).toEqual([]);
    expect(await found('en', 'black tea')).toEqual([ids.tea]);
    // The figures the list filters and sorts by follow too.
    expect(await found('en', 'e', { order: 'sold' })).toEqual([ids.tea, ids.flask]);
    await db.updateTable('goods').set({ sold: 20, price: 5000 }).where('id', '=', ids.flask).execute();
    expect(await found('en', 'e', { order: 'sold' })).toEqual([ids.flask, ids.tea]);
    expect(await found('en', 'e', { minPrice: 40 })).toEqual([ids.flask]);
    await db.deleteFrom('goods_i18n').where('goods_id', '=', ids.tea).execute();
    expect(await found('en', 'black tea')).toEqual([]);
    await db.updateTable('goods').set({ status: 1 }).where('id', '=', ids.offSale).execute();
    expect(await found('zh-Hans', '旧款')).toEqual([ids.offSale]);
    await db.updateTable('goods').set({ status: 0 }).where('id', '=', ids.flask).execute();
    expect(await found('en', 'borealis')).toEqual([]);

    const added = await addGoods('Nimbus 水杯', '');
    expect(await found('zh-Hans', 'nimbus')).toEqual([added]);
    await db.deleteFrom('goods').where('id', '=', added).execute();
    expect(await found('zh-Hans', 'nimbus')).toEqual([]);
    expect(await db.selectFrom('goods_search').select('id').where('id', '=', added).execute()).toEqual([]);
  });
});
