import { ORDER_STATUS } from '@mall/sdk/lifecycle';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, TEST_DATABASES, type TestServer } from '../../test-support/test-server';

describe.each(TEST_DATABASES)('goods on %s', (database) => {
  let test: TestServer;
  const ids = { drinks: 0, tea: 0, coffee: 0, snacks: 0, longjing: 0, coffeeBags: 0, nuts: 0, offSale: 0 };
  const specIds = { small: 0, large: 0 };

  beforeAll(async () => {
    test = await startTestServer(database);
    const db = test.server.context.db;
    const type = async (name: string, parentId: number | null, sortNum: number) =>
      (
        await db
          .insertInto('goods_type')
          .values({ name, parent_id: parentId, sort_num: sortNum, pic: `http://mall.test/${sortNum}.png` })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    ids.drinks = await type('饮品', null, 1);
    ids.tea = await type('茶叶', ids.drinks, 2);
    ids.coffee = await type('咖啡', ids.drinks, 3);
    ids.snacks = await type('零食', null, 4);
    const goods = async (
      values: {
        title: string;
        subTitle: string;
        typeId: number;
        price: number;
        sold: number;
        sortNum: number;
      },
      status = 1,
      created = '2026-01-01T00:00:00Z',
    ) =>
      (
        await db
          .insertInto('goods')
          .values({
            type_id: values.typeId,
            title: values.title,
            sub_title: values.subTitle,
            main_pic: `http://mall.test/${values.sortNum}-main.png`,
            pics: JSON.stringify([
              `http://mall.test/${values.sortNum}-a.png`,
              `http://mall.test/${values.sortNum}-b.png`,
            ]),
            content: `<p>${values.title}</p>`,
            price: values.price,
            sold: values.sold,
            status,
            sort_num: values.sortNum,
            create_time: created,
            update_time: created,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    ids.longjing = await goods(
      { title: '西湖龙井绿茶', subTitle: '明前新茶', typeId: ids.tea, price: 8800, sold: 50, sortNum: 2 },
      1,
      '2026-01-02T00:00:00Z',
    );
    ids.coffeeBags = await goods(
      { title: '挂耳咖啡', subTitle: '现磨风味', typeId: ids.coffee, price: 5990, sold: 200, sortNum: 1 },
      1,
      '2026-01-01T00:00:00Z',
    );
    ids.nuts = await goods(
      {
        title: '每日坚果礼盒',
        subTitle: '100%混合坚果',
        typeId: ids.snacks,
        price: 12900,
        sold: 10,
        sortNum: 3,
      },
      1,
      '2026-01-03T00:00:00Z',
    );
    ids.offSale = await goods(
      { title: '下架的龙井', subTitle: '', typeId: ids.tea, price: 100, sold: 1000, sortNum: 0 },
      0,
    );
    specIds.large = (
      await db
        .insertInto('goods_spec')
        .values({ goods_id: ids.longjing, name: '250克', price: 8800, stock: 5, sort_num: 2 })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    specIds.small = (
      await db
        .insertInto('goods_spec')
        .values({
          goods_id: ids.longjing,
          name: '100克',
          price: 3900,
          stock: 0,
          sort_num: 1,
          images: JSON.stringify(['http://mall.test/100g.png']),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await db
      .insertInto('goods_spec')
      .values([
        { goods_id: ids.coffeeBags, name: '10包', price: 5990, stock: 7, sort_num: 1 },
        { goods_id: ids.nuts, name: '30袋', price: 12900, stock: 3, sort_num: 1 },
        { goods_id: ids.offSale, name: '一包', price: 100, stock: 9, sort_num: 1 },
      ])
      .execute();
    await db
      .insertInto('goods_i18n')
      .values([
        {
          goods_id: ids.longjing,
          lang: 'en',
          title: 'West Lake Longjing Green Tea',
          sub_title: 'Picked before Qingming',
          content: '<p>Spring tea</p>',
          spec_names: JSON.stringify({ [String(specIds.small)]: '100 g', '250克': '250 g' }),
        },
        { goods_id: ids.coffeeBags, lang: 'en', title: 'Drip Bag Coffee', sub_title: '', content: '' },
        { goods_id: ids.offSale, lang: 'en', title: 'Retired tea', sub_title: '', content: '' },
      ])
      .execute();
  });
  afterAll(async () => {
    // Let the pool's connections finish closing before the harness drops the database with force.
    await test?.server.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await test?.close();
  });

  it('pages goods on sale in the shop order, with stock summed over specs and prices in yuan', async () => {
    const page = await test.client('zh-Hans').goods.info.page({ page: 1, size: 20 });
    expect(page.list.map((row) => row.id)).toEqual([ids.coffeeBags, ids.longjing, ids.nuts]);
    expect(page.pagination).toEqual({ page: 1, size: 20, total: 3 });
    expect(page.list[1]).toMatchObject({
      title: '西湖龙井绿茶',
      subTitle: '明前新茶',
      price: 88,
      sold: 50,
      stock: 5,
      typeId: ids.tea,
      typeName: '茶叶',
      mainPic: 'http://mall.test/2-main.png',
    });
    const second = await test.client().goods.info.page({ page: 2, size: 2 });
    expect(second.list.map((row) => row.id)).toEqual([ids.nuts]);
    expect(second.pagination).toEqual({ page: 2, size: 2, total: 3 });
  });

  it('answers titles in the request language where a translation exists, else the source text', async () => {
    const english = await test.client('en').goods.info.page({ page: 1, size: 20 });
    const byId = new Map(english.list.map((row) => [row.id, row]));
    expect(byId.get(ids.longjing)).toMatchObject({
      title: 'West Lake Longjing Green Tea',
      subTitle: 'Picked before Qingming',
    });
    // A translation without a subtitle keeps the source subtitle.
    expect(byId.get(ids.coffeeBags)).toMatchObject({ title: 'Drip Bag Coffee', subTitle: '现磨风味' });
    expect(byId.get(ids.nuts)?.title).toBe('每日坚果礼盒');
    const bengali = await test.client('bn').goods.info.page({ page: 1, size: 20 });
    expect(bengali.list.find((row) => row.id === ids.longjing)?.title).toBe('西湖龙井绿茶');
  });

  it('filters by a top-level type with its children, and by a child type', async () => {
    const client = test.client();
    const drinks = await client.goods.info.page({ typeId: ids.drinks });
    expect(drinks.list.map((row) => row.id).sort()).toEqual([ids.longjing, ids.coffeeBags].sort());
    expect((await client.goods.info.page({ typeId: ids.tea })).list.map((row) => row.id)).toEqual([
      ids.longjing,
    ]);
    expect((await client.goods.info.page({ typeId: ids.snacks })).list.map((row) => row.id)).toEqual([
      ids.nuts,
    ]);
  });

  it('matches keywords in the source and in the request language, literally', async () => {
    expect(
      (await test.client('zh-Hans').goods.info.page({ keyWord: '咖啡' })).list.map((row) => row.id),
    ).toEqual([ids.coffeeBags]);
    expect(
      (await test.client('zh-Hans').goods.info.page({ keyWord: '明前' })).list.map((row) => row.id),
    ).toEqual([ids.longjing]);
    expect(
      (await test.client('en').goods.info.page({ keyWord: 'longjing' })).list.map((row) => row.id),
    ).toEqual([ids.longjing]);
    expect((await test.client('zh-Hans').goods.info.page({ keyWord: 'longjing' })).list).toEqual([]);
    // `%` is a character to match, not a wildcard.
    expect((await test.client().goods.info.page({ keyWord: '100%' })).list.map((row) => row.id)).toEqual([
      ids.nuts,
    ]);
    expect((await test.client().goods.info.page({ keyWord: '%' })).list.map((row) => row.id)).toEqual([
      ids.nuts,
    ]);
  });

  it("refuses a keyword over 50 characters in the asker's language, whoever sends it", async () => {
    const page = (language: string, keyWord: string) =>
      test.fetch('/api/app/goods/info/page', {
        method: 'POST',
        headers: { 'content-type': 'application/json', language },
        body: JSON.stringify({ page: 1, size: 20, keyWord }),
      });
    const answer = await (await page('zh-Hans', '龙'.repeat(51))).json();
    expect(answer).toMatchObject({ code: 1002, data: { field: 'keyWord' } });
    expect(answer.message).toContain('50');
    expect((await (await page('en', '龙'.repeat(51))).json()).message).not.toBe(answer.message);
    // 50 characters, with spaces around them, are a search like any other.
    expect(await (await page('zh-Hans', ` ${'龙'.repeat(50)} `)).json()).toMatchObject({
      code: 1000,
      data: { list: [], pagination: { total: 0 } },
    });
    await expect(test.client().goods.info.page({ keyWord: 'x'.repeat(51) })).rejects.toMatchObject({
      code: 1002,
    });
  });

  it('pages keyword matches with the count of all of them, past the last page too', async () => {
    // "e" is in both English titles (and the off-sale one's, which never shows); one character
    // has no index to narrow by, two do.
    const english = test.client('en');
    for (const keyWord of ['e', 'ee']) {
      const first = await english.goods.info.page({ keyWord, page: 1, size: 1, order: 'price' });
      const second = await english.goods.info.page({ keyWord, page: 2, size: 1, order: 'price' });
      const past = await english.goods.info.page({ keyWord, page: 3, size: 1, order: 'price' });
      expect([...first.list, ...second.list].map((row) => row.id)).toEqual([ids.coffeeBags, ids.longjing]);
      expect([first, second, past].map((page) => page.pagination.total)).toEqual([2, 2, 2]);
      expect(past.list).toEqual([]);
    }
    // Matched through the translation, shown in it, ordered as asked.
    const sold = await english.goods.info.page({ keyWord: 'Tea', order: 'sold', sort: 'asc' });
    expect(sold.list.map((row) => [row.id, row.title])).toEqual([
      [ids.longjing, 'West Lake Longjing Green Tea'],
    ]);
    expect(sold.pagination.total).toBe(1);
  });

  it('filters by price in cents and sorts by sales, price and time', async () => {
    const client = test.client();
    const between = await client.goods.info.page({ minPrice: 59.9, maxPrice: 88 });
    expect(between.list.map((row) => row.id).sort()).toEqual([ids.longjing, ids.coffeeBags].sort());
    expect(
      (await client.goods.info.page({ minPrice: 59.91, maxPrice: 88 })).list.map((row) => row.id),
    ).toEqual([ids.longjing]);
    const order = async (body: Parameters<typeof client.goods.info.page>[0]) =>
      (await client.goods.info.page(body)).list.map((row) => row.id);
    expect(await order({ order: 'price' })).toEqual([ids.coffeeBags, ids.longjing, ids.nuts]);
    expect(await order({ order: 'price', sort: 'desc' })).toEqual([ids.nuts, ids.longjing, ids.coffeeBags]);
    expect(await order({ order: 'sold' })).toEqual([ids.coffeeBags, ids.longjing, ids.nuts]);
    expect(await order({ order: 'sold', sort: 'asc' })).toEqual([ids.nuts, ids.longjing, ids.coffeeBags]);
    expect(await order({ order: 'createTime' })).toEqual([ids.nuts, ids.longjing, ids.coffeeBags]);
    await expect(client.goods.info.page({ minPrice: 10, maxPrice: 5 })).rejects.toMatchObject({ code: 1002 });
  });

  it('answers a stock change on a goods detail as soon as the database announces it, though the rest may come from the cache', async () => {
    const db = test.server.context.db;
    const client = test.client('en');
    const before = await client.goods.info.info({ id: ids.longjing });
    const stockOfSmall = async () =>
      (await client.goods.info.info({ id: ids.longjing })).specs.find((spec) => spec.id === specIds.small)
        ?.stock;
    await db.updateTable('goods_spec').set({ stock: 7 }).where('id', '=', specIds.small).execute();
    try {
      if (database === 'pglite') {
        // One process holds the embedded database: the change is heard as the update ends.
        expect(await stockOfSmall()).toBe(7);
      } else {
        // Heard when PostgreSQL's notice arrives (a kept stock would otherwise last 10 s).
        await vi.waitFor(async () => expect(await stockOfSmall()).toBe(7), { timeout: 10_000, interval: 5 });
      }
      const after = await client.goods.info.info({ id: ids.longjing });
      expect(after.stock).toBe((before.stock ?? 0) + 7);
      expect(after).toEqual({ ...before, stock: (before.stock ?? 0) + 7, specs: expect.any(Array) });
    } finally {
      await db.updateTable('goods_spec').set({ stock: 0 }).where('id', '=', specIds.small).execute();
      // The tests after this one see the stock as it was.
      await vi.waitFor(async () => expect(await stockOfSmall()).toBe(0), { timeout: 10_000, interval: 5 });
    }
  });

  it('shows one goods with pictures, content and specs in sort order, translated', async () => {
    const detail = await test.client('en').goods.info.info({ id: ids.longjing });
    expect(detail).toMatchObject({
      id: ids.longjing,
      title: 'West Lake Longjing Green Tea',
      content: '<p>Spring tea</p>',
      pics: ['http://mall.test/2-a.png', 'http://mall.test/2-b.png'],
      price: 88,
    });
    expect(detail.specs).toEqual([
      expect.objectContaining({
        id: specIds.small,
        name: '100 g',
        price: 39,
        stock: 0,
        images: ['http://mall.test/100g.png'],
      }),
      expect.objectContaining({ id: specIds.large, name: '250 g', price: 88, stock: 5, images: [] }),
    ]);
    const source = await test.client('zh-Hans').goods.info.info({ id: ids.longjing });
    expect(source.content).toBe('<p>西湖龙井绿茶</p>');
    expect(source.specs.map((spec) => spec.name)).toEqual(['100克', '250克']);
    // A translation without content keeps the source content.
    expect((await test.client('en').goods.info.info({ id: ids.coffeeBags })).content).toBe('<p>挂耳咖啡</p>');
  });

  it('answers off-sale and missing goods as not found', async () => {
    const client = test.client();
    await expect(client.goods.info.info({ id: ids.offSale })).rejects.toMatchObject({
      code: 1001,
      message: 'Not found',
    });
    await expect(client.goods.info.info({ id: 987_654 })).rejects.toMatchObject({
      code: 1001,
      message: 'Not found',
    });
    await expect(client.goods.spec.list({ goodsId: ids.offSale })).rejects.toMatchObject({ code: 1001 });
    expect((await client.goods.info.page({ keyWord: '下架' })).list).toEqual([]);
    expect(await client.goods.i18n.info({ goodsId: ids.offSale, lang: 'en' })).toBeNull();
  });

  it('lists every category flat with its parent, and the specs of a goods item', async () => {
    const types = await test.client().goods.type.list();
    expect(types.map((type) => [type.id, type.parentId])).toEqual([
      [ids.drinks, null],
      [ids.tea, ids.drinks],
      [ids.coffee, ids.drinks],
      [ids.snacks, null],
    ]);
    expect(types[1]).toMatchObject({ name: '茶叶', pic: 'http://mall.test/2.png', sortNum: 2 });
    const specs = await test.client('en').goods.spec.list({ goodsId: ids.longjing });
    expect(specs.map((spec) => [spec.id, spec.name, spec.goodsId])).toEqual([
      [specIds.small, '100 g', ids.longjing],
      [specIds.large, '250 g', ids.longjing],
    ]);
  });

  it('recommends the best sold goods on sale, ten by default', async () => {
    const client = test.client('en');
    const hot = await client.goods.recommend.list();
    expect(hot.map((row) => row.id)).toEqual([ids.coffeeBags, ids.longjing, ids.nuts]);
    expect(hot[0]?.title).toBe('Drip Bag Coffee');
    expect((await client.goods.recommend.list({ size: 1 })).map((row) => row.id)).toEqual([ids.coffeeBags]);
  });

  it('exposes the translations themselves', async () => {
    const client = test.client();
    expect(await client.goods.i18n.info({ goodsId: ids.longjing, lang: 'en' })).toMatchObject({
      goodsId: ids.longjing,
      lang: 'en',
      title: 'West Lake Longjing Green Tea',
      subTitle: 'Picked before Qingming',
    });
    expect(await client.goods.i18n.info({ goodsId: ids.longjing, lang: 'uz' })).toBeNull();
    const page = await client.goods.i18n.page({ page: 1, size: 10, lang: 'en' });
    expect(page.pagination.total).toBe(2);
    expect(page.list.map((row) => row.goodsId)).toEqual([ids.longjing, ids.coffeeBags].sort((a, b) => a - b));
    const one = await client.goods.i18n.page({ goodsId: ids.coffeeBags });
    expect(one.list.map((row) => row.title)).toEqual(['Drip Bag Coffee']);
  });

  it('pages reviews newest first with the reviewer name and avatar', async () => {
    const { userId, username } = await test.shopper();
    const db = test.server.context.db;
    await db
      .updateTable('app_user')
      .set({ avatar_url: 'http://mall.test/uploads/a.png' })
      .where('id', '=', userId)
      .execute();
    const [order, otherOrder] = await Promise.all(
      ['T', 'U'].map((prefix) =>
        db
          .insertInto('shop_order')
          .values({
            order_num: `${prefix}${userId}`,
            user_id: userId,
            status: ORDER_STATUS.completed,
            title: '西湖龙井绿茶',
            price: 8800,
            pay_price: 8800,
            address: JSON.stringify({}),
          })
          .returning('id')
          .executeTakeFirstOrThrow(),
      ),
    );
    if (!order || !otherOrder) {
      throw new Error('orders were not created');
    }
    await db
      .insertInto('goods_comment')
      .values([
        {
          order_id: order.id,
          goods_id: ids.longjing,
          user_id: userId,
          star_count: 4,
          content: 'Older',
          create_time: '2026-02-01T00:00:00Z',
        },
        {
          order_id: otherOrder.id,
          goods_id: ids.longjing,
          user_id: userId,
          star_count: 5,
          content: 'Newer',
          pics: JSON.stringify(['http://mall.test/uploads/p.png']),
          create_time: '2026-03-01T00:00:00Z',
        },
      ])
      .execute();
    const page = await test.client().goods.comment.page({ goodsId: ids.longjing, page: 1, size: 10 });
    expect(page.pagination.total).toBe(2);
    expect(page.list.map((row) => row.content)).toEqual(['Newer', 'Older']);
    expect(page.list[0]).toMatchObject({
      starCount: 5,
      nickName: username,
      avatarUrl: 'http://mall.test/uploads/a.png',
      pics: ['http://mall.test/uploads/p.png'],
    });
    expect((await test.client().goods.comment.page({ goodsId: ids.nuts })).list).toEqual([]);
  });
});
