import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_DATABASES, type TestServer } from '../../test-support/test-server';

describe.each(TEST_DATABASES)('addresses on %s', (database) => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startTestServer(database);
  });
  afterAll(async () => {
    await test?.close();
  });

  const address = (contact: string) => ({
    contact,
    phone: '13800138000',
    countryCode: '+86',
    province: 'Zhejiang',
    city: 'Hangzhou',
    district: 'Xihu',
    address: '1 Lake Road',
  });

  it('answers null for the default before any address, then the first one added', async () => {
    const { client } = await test.shopper();
    expect(await client.user.address.default()).toBeNull();
    const { id } = await client.user.address.add(address('Alice'));
    expect(await client.user.address.default()).toMatchObject({ id, contact: 'Alice', isDefault: true });
    expect(await client.user.address.info({ id })).toMatchObject({
      countryCode: '+86',
      province: 'Zhejiang',
      address: '1 Lake Road',
    });
  });

  it('clears the other defaults when one is set, and lists the default first', async () => {
    const { client } = await test.shopper();
    const first = await client.user.address.add(address('One'));
    const second = await client.user.address.add(address('Two'));
    expect((await client.user.address.info({ id: second.id })).isDefault).toBe(false);
    await client.user.address.update({ id: second.id, isDefault: true, city: 'Ningbo' });
    const list = await client.user.address.list();
    expect(list.map((item) => [item.id, item.isDefault])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    expect(list[0]).toMatchObject({ city: 'Ningbo', contact: 'Two' });
    const third = await client.user.address.add({ ...address('Three'), isDefault: true });
    expect((await client.user.address.default())?.id).toBe(third.id);
    const page = await client.user.address.page({ page: 2, size: 2 });
    expect(page.pagination).toEqual({ page: 2, size: 2, total: 3 });
    expect(page.list.map((item) => item.id)).toEqual([first.id]);
  });

  it('passes the default on when the default address is deleted', async () => {
    const { client } = await test.shopper();
    const first = await client.user.address.add(address('One'));
    const second = await client.user.address.add(address('Two'));
    await client.user.address.delete({ ids: [first.id] });
    expect(await client.user.address.default()).toMatchObject({ id: second.id });
  });

  it('refuses an invalid phone with 1002', async () => {
    const { client } = await test.shopper();
    await expect(client.user.address.add({ ...address('Bad'), phone: '12' })).rejects.toMatchObject({
      code: 1002,
    });
  });

  it('never lets another shopper read, change or delete an address', async () => {
    const owner = await test.shopper();
    const other = await test.shopper();
    const { id } = await owner.client.user.address.add(address('Owner'));
    const notFound = { code: 1001, message: 'Not found' };
    await expect(other.client.user.address.info({ id })).rejects.toMatchObject(notFound);
    await expect(other.client.user.address.update({ id, contact: 'Thief' })).rejects.toMatchObject(notFound);
    await expect(other.client.user.address.delete({ ids: [id] })).rejects.toMatchObject(notFound);
    expect(await other.client.user.address.list()).toEqual([]);
    expect(await other.client.user.address.default()).toBeNull();
    expect(await owner.client.user.address.info({ id })).toMatchObject({ contact: 'Owner', isDefault: true });
  });
});
