import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_DATABASES, type TestServer } from '../../test-support/test-server';

describe.each(TEST_DATABASES)('the operator publishes app versions on %s', (database) => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startTestServer(database);
  });
  afterAll(async () => {
    await test?.close();
  });

  it('offers a published version to older apps, forced when the operator says so, until withdrawn', async () => {
    const client = test.client();
    expect(await client.version.check({ version: '1.0.0', platform: 'h5' })).toBeNull();

    await test.operator('version/publish', {
      version: '1.0.1',
      code: 101,
      url: 'http://mall.test/app-1.0.1.apk',
      description: 'Faster search',
    });
    expect(await client.version.check({ version: '1.0.0', platform: 'h5' })).toEqual({
      version: '1.0.1',
      code: 101,
      url: 'http://mall.test/app-1.0.1.apk',
      description: 'Faster search',
      forceUpdate: false,
    });
    expect(await client.version.check({ version: '1.0.1', platform: 'h5' })).toBeNull();

    // Publishing the same version again replaces it: now it is forced.
    await test.operator('version/publish', {
      version: '1.0.1',
      code: 101,
      url: 'http://mall.test/app-1.0.1.apk',
      forceUpdate: true,
    });
    expect(await client.version.check({ version: '1.0.0', platform: 'h5' })).toMatchObject({
      version: '1.0.1',
      description: '',
      forceUpdate: true,
    });

    // A version for one platform is not offered to another.
    await test.operator('version/publish', {
      version: '1.2.0',
      code: 120,
      url: 'http://mall.test/ios',
      platform: 'ios',
    });
    expect(await client.version.check({ version: '1.0.0', platform: 'h5' })).toMatchObject({
      version: '1.0.1',
    });
    expect(await client.version.check({ version: '1.0.0', platform: 'ios' })).toMatchObject({
      version: '1.2.0',
    });

    expect(await test.operator('version/withdraw', { version: '1.0.1' })).toEqual({ removed: 1 });
    expect(await client.version.check({ version: '1.0.0', platform: 'h5' })).toBeNull();
    expect(await test.operator('version/withdraw', { version: '1.0.1' })).toEqual({ removed: 0 });
  });

  it('refuses a version that is not semver, a missing code and a URL that is not http(s)', async () => {
    for (const body of [
      { version: 'two', code: 200, url: 'http://mall.test/a' },
      { version: '2.0.0', url: 'http://mall.test/a' },
      { version: '2.0.0', code: 200, url: 'javascript:alert(1)' },
      { version: '2.0.0', code: 200, url: 'http://mall.test/a', forceUpdate: 'yes' },
    ]) {
      await expect(test.operator('version/publish', body)).rejects.toMatchObject({ code: 1002 });
    }
    expect(await test.client().version.check({ version: '1.0.0', platform: 'h5' })).toBeNull();
  });
});
