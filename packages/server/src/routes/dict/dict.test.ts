import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_DATABASES, type TestServer } from '../../test-support/test-server';

describe.each(TEST_DATABASES)('dictionaries on %s', (database) => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startTestServer(database);
    const db = test.server.context.db;
    const feedback = await db
      .insertInto('dict_type')
      .values({ key: 'feedbackType', name: '反馈类型' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const company = await db
      .insertInto('dict_type')
      .values({ key: 'logisticsCompany', name: '物流公司' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('dict_info')
      .values([
        {
          type_id: feedback.id,
          name: '功能建议',
          value: '2',
          order_num: 2,
          translations: JSON.stringify({ en: 'Suggestion', uz: 'Taklif' }),
        },
        {
          type_id: feedback.id,
          name: '问题反馈',
          value: '1',
          order_num: 1,
          translations: JSON.stringify({ en: 'Problem' }),
        },
        { type_id: company.id, name: '顺丰速运', value: 'SF', order_num: 1 },
      ])
      .execute();
  });
  afterAll(async () => {
    // Let the pool's connections finish closing before the harness drops the database with force.
    await test?.server.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await test?.close();
  });

  it('answers dictionaries in order, translated where a translation exists, every requested type present', async () => {
    const english = await test
      .client('en')
      .dict.data({ types: ['feedbackType', 'logisticsCompany', 'bankName'] });
    expect(english.feedbackType?.map((entry) => [entry.name, entry.value, entry.orderNum])).toEqual([
      ['Problem', 1, 1],
      ['Suggestion', 2, 2],
    ]);
    expect(english.logisticsCompany).toEqual([
      expect.objectContaining({ name: '顺丰速运', value: 'SF', parentId: null }),
    ]);
    expect(english.bankName).toEqual([]);
    expect(Object.keys(english).sort()).toEqual(['bankName', 'feedbackType', 'logisticsCompany']);
    const uzbek = await test.client('uz').dict.data({ types: ['feedbackType'] });
    expect(uzbek.feedbackType?.map((entry) => entry.name)).toEqual(['问题反馈', 'Taklif']);
    await expect(test.client().dict.data({ types: [] })).rejects.toMatchObject({ code: 1002 });
  });
});
