import { CALL_PATHS, permissionKey } from '@mall/sdk';
import { epsSchema } from '@mall/sdk/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_DATABASES, type TestServer } from '../../test-support/test-server';

describe.each(TEST_DATABASES)('common parameters and the API description on %s', (database) => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startTestServer(database);
    const db = test.server.context.db;
    await db
      .insertInto('param')
      .values([
        { key: 'currentSymbol', value: '¥' },
        { key: 'systemLogo', value: '["http://mall.test/logo.png"]' },
        { key: 'appName', value: '商城' },
        { key: 'secretThing', value: 'hidden' },
      ])
      .execute();
  });
  afterAll(async () => {
    // Let the pool's connections finish closing before the harness drops the database with force.
    await test?.server.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await test?.close();
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
});
