import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_DATABASES, type TestServer } from '../../test-support/test-server';

describe.each(TEST_DATABASES)('feedback on %s', (database) => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startTestServer(database);
  });
  afterAll(async () => {
    await test?.close();
  });

  const picture = (name: string) => `http://mall.test/uploads/20260101/${name}.png`;

  it('submits with pictures of this shop and reads it back as pending', async () => {
    const { client } = await test.shopper();
    const { id } = await client.feedback.submit({
      type: 1,
      content: 'The search is slow',
      images: [picture('a'), picture('b')],
      contact: 'wechat: alice',
    });
    expect(await client.feedback.info({ id })).toMatchObject({
      id,
      type: 1,
      content: 'The search is slow',
      images: [picture('a'), picture('b')],
      contact: 'wechat: alice',
      status: 0,
    });
    const page = await client.feedback.page({ page: 1, size: 10 });
    expect(page.pagination.total).toBe(1);
    expect(page.list[0]?.id).toBe(id);
  });

  it('refuses pictures from elsewhere and more than 6 with 1002', async () => {
    const { client } = await test.shopper();
    await expect(
      client.feedback.submit({ type: 1, content: 'Look', images: ['https://evil.example/x.png'] }),
    ).rejects.toMatchObject({ code: 1002 });
    await expect(
      client.feedback.submit({
        type: 1,
        content: 'Look',
        images: ['http://mall.test/uploads/../secret.png'],
      }),
    ).rejects.toMatchObject({ code: 1002 });
    await expect(
      client.feedback.submit({
        type: 1,
        content: 'Look',
        images: Array.from({ length: 7 }, (_, index) => picture(String(index))),
      }),
    ).rejects.toMatchObject({ code: 1002 });
    await expect(client.feedback.submit({ type: 1, content: '' })).rejects.toMatchObject({ code: 1002 });
    expect((await client.feedback.page({ page: 1, size: 10 })).pagination.total).toBe(0);
  });

  it('is resolved once by the operator, with a remark the shopper sees', async () => {
    const { client } = await test.shopper();
    const { id } = await client.feedback.submit({ type: 2, content: 'Please add dark mode' });
    const resolved = await test.operator('feedback/resolve', { id, status: 1, remark: 'Planned for May' });
    expect(resolved).toMatchObject({ id, status: 1, remark: 'Planned for May' });
    expect(await client.feedback.info({ id })).toMatchObject({ status: 1, remark: 'Planned for May' });
    await expect(test.operator('feedback/resolve', { id, status: 1 })).rejects.toMatchObject({
      code: 1001,
      message: 'This cannot be done in the current status',
    });
    await expect(test.operator('feedback/resolve', { id, status: 0 })).rejects.toMatchObject({ code: 1001 });
    await expect(test.operator('feedback/resolve', { id, status: 5 })).rejects.toMatchObject({ code: 1002 });
    expect((await client.feedback.page({ page: 1, size: 10, status: 1 })).list.map((row) => row.id)).toEqual([
      id,
    ]);
    expect((await client.feedback.page({ page: 1, size: 10, status: 0 })).list).toEqual([]);
  });

  it('resolves concurrently only once', async () => {
    const { client } = await test.shopper();
    const { id } = await client.feedback.submit({ type: 2, content: 'Twice?' });
    const results = await Promise.allSettled(
      ['first', 'second', 'third'].map((remark) =>
        test.operator('feedback/resolve', { id, status: 1, remark }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
  });

  it('never shows one shopper’s feedback to another', async () => {
    const owner = await test.shopper();
    const other = await test.shopper();
    const { id } = await owner.client.feedback.submit({ type: 1, content: 'Private' });
    await expect(other.client.feedback.info({ id })).rejects.toMatchObject({
      code: 1001,
      message: 'Not found',
    });
    expect((await other.client.feedback.page({ page: 1, size: 10 })).list).toEqual([]);
    await expect(test.operator('feedback/resolve', { id: 99_999_999, status: 1 })).rejects.toMatchObject({
      code: 1001,
      message: 'Not found',
    });
  });
});
