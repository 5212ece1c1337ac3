import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_DATABASES, type TestServer } from '../../test-support/test-server';

describe.each(TEST_DATABASES)('search keywords on %s', (database) => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startTestServer(database);
    await test.server.context.db
      .insertInto('search_keyword')
      .values([
        { user_id: null, name: '咖啡', hot: true, sort_num: 2 },
        { user_id: null, name: '龙井', hot: true, sort_num: 1 },
      ])
      .execute();
  });
  afterAll(async () => {
    // Let the pool's connections finish closing before the harness drops the database with force.
    await test?.server.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await test?.close();
  });

  it('answers hot keywords to anyone, and an empty history to a guest', async () => {
    const guest = test.client();
    expect(await guest.goods.searchKeyword.list({ hot: true })).toEqual([
      expect.objectContaining({ name: '龙井' }),
      expect.objectContaining({ name: '咖啡' }),
    ]);
    expect(await guest.goods.searchKeyword.list()).toEqual([]);
    await expect(guest.goods.searchKeyword.add({ name: 'tea' })).rejects.toMatchObject({ httpStatus: 401 });
  });

  it('keeps the shopper history latest first; a repeated name moves to the top instead of repeating', async () => {
    const { client } = await test.shopper();
    const tea = await client.goods.searchKeyword.add({ name: 'tea' });
    await client.goods.searchKeyword.add({ name: 'coffee' });
    await client.goods.searchKeyword.add({ name: 'nuts' });
    expect((await client.goods.searchKeyword.list()).map((row) => row.name)).toEqual([
      'nuts',
      'coffee',
      'tea',
    ]);
    const again = await client.goods.searchKeyword.add({ name: 'tea' });
    expect(again.id).toBe(tea.id);
    expect((await client.goods.searchKeyword.list()).map((row) => row.name)).toEqual([
      'tea',
      'nuts',
      'coffee',
    ]);
    const page = await client.goods.searchKeyword.page({ page: 2, size: 2 });
    expect(page.pagination).toEqual({ page: 2, size: 2, total: 3 });
    expect(page.list.map((row) => row.name)).toEqual(['coffee']);
    // The hot list is not the history.
    expect((await client.goods.searchKeyword.list({ hot: true })).map((row) => row.name)).toEqual([
      '龙井',
      '咖啡',
    ]);
  });

  it('adds one row when the same name is added twice at once', async () => {
    const { client } = await test.shopper();
    await Promise.all([
      client.goods.searchKeyword.add({ name: 'same' }),
      client.goods.searchKeyword.add({ name: 'same' }),
      client.goods.searchKeyword.add({ name: 'same' }),
    ]);
    expect((await client.goods.searchKeyword.list()).map((row) => row.name)).toEqual(['same']);
  });

  it('reads, renames and deletes own rows; a renamed row folds into one of the same name', async () => {
    const { client } = await test.shopper();
    const { id } = await client.goods.searchKeyword.add({ name: 'greentea' });
    await client.goods.searchKeyword.add({ name: 'green tea' });
    await client.goods.searchKeyword.add({ name: 'black tea' });
    expect(await client.goods.searchKeyword.info({ id })).toMatchObject({ id, name: 'greentea' });
    await client.goods.searchKeyword.update({ id, name: 'green tea' });
    expect((await client.goods.searchKeyword.list()).map((row) => [row.id === id, row.name])).toEqual([
      [true, 'green tea'],
      [false, 'black tea'],
    ]);
    await client.goods.searchKeyword.delete({ ids: [id] });
    expect((await client.goods.searchKeyword.list()).map((row) => row.name)).toEqual(['black tea']);
    await expect(client.goods.searchKeyword.add({ name: '   ' })).rejects.toMatchObject({ code: 1002 });
  });

  it('keeps one shopper out of another shopper’s history', async () => {
    const owner = await test.shopper();
    const other = await test.shopper();
    const { id } = await owner.client.goods.searchKeyword.add({ name: 'private search' });
    await expect(other.client.goods.searchKeyword.info({ id })).rejects.toMatchObject({
      code: 1001,
      message: 'Not found',
    });
    await expect(other.client.goods.searchKeyword.update({ id, name: 'taken over' })).rejects.toMatchObject({
      code: 1001,
      message: 'Not found',
    });
    await other.client.goods.searchKeyword.delete({ ids: [id] });
    expect(await other.client.goods.searchKeyword.list()).toEqual([]);
    expect((await other.client.goods.searchKeyword.page()).pagination.total).toBe(0);
    expect(await owner.client.goods.searchKeyword.info({ id })).toMatchObject({ name: 'private search' });
    expect((await owner.client.goods.searchKeyword.list()).map((row) => row.name)).toEqual([
      'private search',
    ]);
  });
});
