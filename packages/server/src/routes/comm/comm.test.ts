import { CALL_PATHS, permissionKey } from '@mall/sdk';
import { epsSchema } from '@mall/sdk/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareVersions } from '../../services/content.service';
import { startTestServer, TEST_DATABASES, type TestServer } from '../../test-support/test-server';

describe('compareVersions', () => {
  it('compares by number, not by text, and puts a pre-release before its release', () => {
    expect(compareVersions('1.10.0', '1.9.0')).toBeGreaterThan(0);
    expect(compareVersions('1.0.0', '1.0.0')).toBe(0);
    expect(compareVersions('2.0.0-beta.2', '2.0.0')).toBeLessThan(0);
    expect(compareVersions('2.0.0-beta.10', '2.0.0-beta.2')).toBeGreaterThan(0);
    expect(compareVersions('0.9.9', '1.0.0')).toBeLessThan(0);
  });
});

describe.each(TEST_DATABASES)('content on %s', (database) => {
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
    await db
      .insertInto('param')
      .values([
        { key: 'currentSymbol', value: '¥' },
        { key: 'systemLogo', value: '["http://mall.test/logo.png"]' },
        { key: 'appName', value: '商城' },
        { key: 'secretThing', value: 'hidden' },
      ])
      .execute();
    await db
      .insertInto('app_version')
      .values([
        {
          version: '1.9.0',
          code: 190,
          platform: 'all',
          url: 'http://mall.test/1.9.0.apk',
          description: 'nine',
        },
        {
          version: '1.10.0',
          code: 1100,
          platform: 'android',
          url: 'http://mall.test/1.10.0.apk',
          description: 'ten',
          force_update: true,
        },
        { version: '1.2.0', code: 120, platform: 'ios', url: 'http://mall.test/ios', description: 'ios' },
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

  it('reads allowed parameters only', async () => {
    const client = test.client();
    expect(await client.comm.param({ key: 'currentSymbol' })).toBe('¥');
    expect(await client.comm.param({ key: 'systemLogo' })).toBe('["http://mall.test/logo.png"]');
    expect(await client.params.get('systemLogo')).toBe('http://mall.test/logo.png');
    expect(await client.comm.param({ key: 'privacyPolicy' })).toBeNull();
    const response = await test.fetch('/api/app/base/comm/param?key=secretThing', {
      headers: { language: 'en' },
    });
    const body = (await response.json()) as { code: number; message: string; data?: unknown };
    expect([body.code, body.message]).toEqual([1001, 'This parameter is not available']);
    expect(body.data).toBeUndefined();
  });

  it('describes every call with its permission key', async () => {
    const eps = await test.client().comm.eps();
    expect(epsSchema.safeParse(eps).success).toBe(true);
    const described = new Map<string, string>();
    for (const entities of Object.values(
      eps as Record<string, { prefix?: string; api: { path: string; permission?: string }[] }[]>,
    )) {
      for (const entity of entities) {
        for (const api of entity.api) {
          described.set(`${entity.prefix}${api.path}`.slice(1), api.permission ?? '');
        }
      }
    }
    expect(described.size).toBe(CALL_PATHS.length);
    for (const path of CALL_PATHS) {
      expect(described.get(path)).toBe(permissionKey(path));
    }
    expect(described.get('app/order/info/create')).toBe('order:info:create');
  });

  it('checks the version by semver for the platform and for all', async () => {
    const client = test.client();
    expect(await client.version.check({ version: '1.9.5', platform: 'android' })).toMatchObject({
      version: '1.10.0',
      code: 1100,
      url: 'http://mall.test/1.10.0.apk',
      forceUpdate: true,
    });
    expect(await client.version.check({ version: '1.10.0', platform: 'android' })).toBeNull();
    expect(await client.version.check({ version: '1.0.0', platform: 'ios' })).toMatchObject({
      version: '1.9.0',
      forceUpdate: false,
    });
    expect(await client.version.check({ version: '1.0.0' })).toMatchObject({ version: '1.9.0' });
    expect(await client.version.check({ version: '1.9.0', platform: 'h5' })).toBeNull();
    await expect(client.version.check({ version: 'one' })).rejects.toMatchObject({ code: 1002 });
  });
});
