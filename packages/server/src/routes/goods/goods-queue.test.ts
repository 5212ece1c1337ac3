import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGoods } from '../../test-support/fixtures';
import { startTestServer, TEST_DATABASES, type TestServer } from '../../test-support/test-server';

type Page<Row> = { list: Row[]; pagination: { page: number; size: number; total: number } };
type LowStockItem = {
  specId: number;
  specName: string;
  stock: number;
  price: number;
  goodsId: number;
  goodsTitle: string;
  goodsStatus: number;
};

describe.each(TEST_DATABASES)('operator low-stock list on %s', (database) => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startTestServer(database);
  });
  afterAll(async () => {
    await test?.close();
  });

  const list = (query: Record<string, unknown> = {}) =>
    test.operator<Page<LowStockItem>>('goods/lowStock', query, 'GET');

  it('lists the specs at or below the threshold, emptiest first, with goods title, spec name and stock', async () => {
    const db = test.server.context.db;
    const tea = await createGoods(db, {
      title: 'Green tea',
      specs: [
        { name: '100 g', price: 1999, stock: 10 },
        { name: '250 g', price: 4550, stock: 3 },
        { name: '1 kg', price: 15000, stock: 11 },
      ],
    });
    const cups = await createGoods(db, {
      title: 'Tea cup',
      specs: [{ name: 'white', price: 800, stock: 25 }],
    });

    const queue = await list();
    expect(queue.list.map((row) => row.specId)).toEqual([tea.specIds[1], tea.specIds[0]]);
    expect(queue.pagination).toEqual({ page: 1, size: 20, total: 2 });
    expect(queue.list[0]).toEqual({
      specId: tea.specIds[1],
      specName: '250 g',
      stock: 3,
      price: 45.5,
      goodsId: tea.goodsId,
      goodsTitle: 'Green tea',
      goodsStatus: expect.any(Number),
    });

    // A spec sold out through the operator's stock action moves to the front.
    await test.operator('goods/stock', { specId: cups.specIds[0], stock: 0 });
    const after = await list({ threshold: '30' });
    expect(after.list.map((row) => [row.goodsTitle, row.specName, row.stock])).toEqual([
      ['Tea cup', 'white', 0],
      ['Green tea', '250 g', 3],
      ['Green tea', '100 g', 10],
      ['Green tea', '1 kg', 11],
    ]);
    const page = await list({ threshold: 30, page: 2, size: 3 });
    expect(page.list.map((row) => row.specId)).toEqual([tea.specIds[2]]);
    expect(page.pagination).toEqual({ page: 2, size: 3, total: 4 });
    expect((await list({ threshold: 0 })).list.map((row) => row.specId)).toEqual([cups.specIds[0]]);
    await expect(list({ threshold: -1 })).rejects.toMatchObject({ code: 1002 });
  });
});
