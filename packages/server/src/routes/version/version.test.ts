import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareVersions } from '../../services/version.service';
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

describe.each(TEST_DATABASES)('the version check on %s', (database) => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startTestServer(database);
    const db = test.server.context.db;
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
