import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_DATABASES, type TestServer } from '../../test-support/test-server';

describe.each(TEST_DATABASES)('banners on %s', (database) => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startTestServer(database);
    const db = test.server.context.db;
    await db
      .insertInto('banner')
      .values([
        { title: 'Second', pic: 'http://mall.test/b2.png', path: '/pages/goods/list', sort_num: 2 },
        { title: 'First', pic: 'http://mall.test/b1.png', path: '', sort_num: 1 },
      ])
      .execute();
  });
  afterAll(async () => {
    // Let the pool's connections finish closing before the harness drops the database with force.
    await test?.server.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await test?.close();
  });

  it('lists banners in sort order', async () => {
    const banners = await test.client().banner.list();
    expect(banners.map((banner) => banner.title)).toEqual(['First', 'Second']);
    expect(banners[1]).toMatchObject({
      pic: 'http://mall.test/b2.png',
      path: '/pages/goods/list',
      sortNum: 2,
    });
  });
});
