import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_DATABASES, type TestServer } from '../../test-support/test-server';

describe.each(TEST_DATABASES)('complaints on %s', (database) => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startTestServer(database);
  });
  afterAll(async () => {
    await test?.close();
  });

  const picture = 'http://mall.test/uploads/20260101/proof.jpg';

  it('submits with a picture and reads it back as verifying', async () => {
    const { client } = await test.shopper();
    const { id } = await client.complaint.submit({
      type: 3,
      content: 'Wrong item delivered',
      images: [picture],
    });
    expect(await client.complaint.info({ id })).toMatchObject({
      id,
      type: 3,
      content: 'Wrong item delivered',
      images: [picture],
      status: 0,
    });
    expect((await client.complaint.page({ page: 1, size: 5 })).list.map((row) => row.id)).toEqual([id]);
  });

  it('refuses a picture that was not uploaded here', async () => {
    const { client } = await test.shopper();
    await expect(
      client.complaint.submit({ type: 3, content: 'Look', images: ['http://elsewhere.test/uploads/x.png'] }),
    ).rejects.toMatchObject({ code: 1002 });
  });

  it('follows the table: verifying -> accepted -> processed, with the result shown', async () => {
    const { client } = await test.shopper();
    const { id } = await client.complaint.submit({ type: 1, content: 'Late delivery' });
    await expect(test.operator('complain/process', { id, status: 1 })).resolves.toMatchObject({ status: 1 });
    await expect(test.operator('complain/process', { id, status: 1 })).rejects.toMatchObject({ code: 1001 });
    await test.operator('complain/process', { id, status: 2, result: 'Coupon sent as an apology' });
    expect(await client.complaint.info({ id })).toMatchObject({
      status: 2,
      result: 'Coupon sent as an apology',
    });
    for (const status of [0, 1, 2]) {
      await expect(test.operator('complain/process', { id, status })).rejects.toMatchObject({
        code: 1001,
        message: 'This cannot be done in the current status',
      });
    }
  });

  it('processes straight from verifying, and never goes back', async () => {
    const { client } = await test.shopper();
    const { id } = await client.complaint.submit({ type: 1, content: 'Broken box' });
    await expect(test.operator('complain/process', { id, status: 0 })).rejects.toMatchObject({ code: 1001 });
    await test.operator('complain/process', { id, status: 2, result: 'Refunded' });
    const page = await client.complaint.page({ page: 1, size: 5, status: 2 });
    expect(page.list.map((row) => [row.id, row.result])).toEqual([[id, 'Refunded']]);
  });

  it('takes only a complainType value once the dictionary is filled', async () => {
    const { client } = await test.shopper();
    const db = test.server.context.db;
    const type = await db
      .insertInto('dict_type')
      .values({ key: 'complainType', name: 'Complaint type' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('dict_info')
      .values([
        { type_id: type.id, name: 'Logistics', value: '1', parent_id: null, translations: '{}' },
        { type_id: type.id, name: 'Quality', value: '3', parent_id: null, translations: '{}' },
      ])
      .execute();
    await expect(client.complaint.submit({ type: 7, content: 'Unknown kind' })).rejects.toMatchObject({
      code: 1002,
      message: 'type: is not one of the allowed values',
    });
    await expect(client.complaint.submit({ type: 3, content: 'Scratched' })).resolves.toMatchObject({
      id: expect.any(Number),
    });
  });

  it('never shows one shopper’s complaint to another', async () => {
    const owner = await test.shopper();
    const other = await test.shopper();
    const { id } = await owner.client.complaint.submit({ type: 1, content: 'Mine' });
    await expect(other.client.complaint.info({ id })).rejects.toMatchObject({
      code: 1001,
      message: 'Not found',
    });
    await expect(other.client.complaint.info({ id: 99_999_999 })).rejects.toMatchObject({
      code: 1001,
      message: 'Not found',
    });
    expect((await other.client.complaint.page({ page: 1, size: 5 })).pagination.total).toBe(0);
  });
});
