import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_DATABASES, type TestServer } from '../../test-support/test-server';

describe.each(TEST_DATABASES)('profile on %s', (database) => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startTestServer(database);
  });
  afterAll(async () => {
    await test?.close();
  });

  const picture = (name: string) => `http://mall.test/uploads/20260101/${name}.png`;

  it('changes the nickname and the avatar, which the profile then answers', async () => {
    const { client } = await test.shopper();
    await client.user.info.updatePerson({ nickName: 'Tea lover', avatarUrl: picture('me') });
    expect(await client.user.info.person()).toMatchObject({
      nickName: 'Tea lover',
      avatarUrl: picture('me'),
    });
    // A field left out stays as it was.
    await client.user.info.updatePerson({ nickName: 'Leaf' });
    expect(await client.user.info.person()).toMatchObject({ nickName: 'Leaf', avatarUrl: picture('me') });
  });

  it('refuses an avatar from another host or out of the uploads, and a blank or long nickname, changing nothing', async () => {
    const { client } = await test.shopper();
    await client.user.info.updatePerson({ nickName: 'Before', avatarUrl: picture('before') });
    for (const change of [
      { avatarUrl: 'https://evil.example/me.png' },
      { avatarUrl: 'http://mall.test/uploads/../secrets.png' },
      { avatarUrl: 'javascript:alert(1)' },
      { nickName: '' },
      { nickName: 'x'.repeat(31) },
    ]) {
      await expect(client.user.info.updatePerson(change), JSON.stringify(change)).rejects.toMatchObject({
        code: 1002,
      });
    }
    expect(await client.user.info.person()).toMatchObject({
      nickName: 'Before',
      avatarUrl: picture('before'),
    });
  });

  it('keeps one shopper’s change to that shopper', async () => {
    const first = await test.shopper();
    const second = await test.shopper();
    await first.client.user.info.updatePerson({ nickName: 'First only' });
    expect((await second.client.user.info.person()).nickName).not.toBe('First only');
  });
});
