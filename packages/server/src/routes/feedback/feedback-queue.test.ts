import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_DATABASES, type TestServer } from '../../test-support/test-server';

type Page<Row> = { list: Row[]; pagination: { page: number; size: number; total: number } };
type FeedbackItem = {
  id: number;
  type: number;
  content: string;
  images: string[];
  contact: string;
  remark: string | null;
  status: number;
  createTime: string;
  shopper: { id: number; username: string; phone: string | null };
};

describe.each(TEST_DATABASES)('operator feedback queue on %s', (database) => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startTestServer(database);
  });
  afterAll(async () => {
    await test?.close();
  });

  const list = (query: Record<string, unknown> = {}) =>
    test.operator<Page<FeedbackItem>>('feedback/list', query, 'GET');
  const picture = (name: string) => `http://mall.test/uploads/20260101/${name}.png`;

  it('lists open feedback oldest first with content, pictures, contact and shopper; filters and pages', async () => {
    const first = await test.shopper();
    const second = await test.shopper();
    const older = await first.client.feedback.submit({
      type: 1,
      content: 'The search is slow',
      images: [picture('a'), picture('b')],
      contact: 'alice@example.com',
    });
    test.advanceClock(60_000);
    const middle = await second.client.feedback.submit({ type: 2, content: 'Love the tea' });
    const newer = await first.client.feedback.submit({ type: 1, content: 'Checkout froze' });

    const queue = await list();
    expect(queue.list.map((row) => row.id)).toEqual([older.id, middle.id, newer.id]);
    expect(queue.pagination).toEqual({ page: 1, size: 20, total: 3 });
    expect(queue.list[0]).toMatchObject({
      type: 1,
      content: 'The search is slow',
      images: [picture('a'), picture('b')],
      contact: 'alice@example.com',
      status: 0,
      remark: null,
      shopper: { id: first.userId, username: first.username },
    });
    expect(new Date(queue.list[0]!.createTime).getTime()).toBeLessThan(
      new Date(queue.list[1]!.createTime).getTime(),
    );

    expect((await list({ type: '2' })).list.map((row) => row.id)).toEqual([middle.id]);
    expect((await list({ userId: first.userId })).list.map((row) => row.id)).toEqual([older.id, newer.id]);
    const secondPage = await list({ page: 2, size: 2 });
    expect(secondPage.list.map((row) => row.id)).toEqual([newer.id]);
    expect(secondPage.pagination).toEqual({ page: 2, size: 2, total: 3 });

    await test.operator('feedback/resolve', { id: older.id, status: 1, remark: 'Faster now' });
    expect((await list()).list.map((row) => row.id)).toEqual([middle.id, newer.id]);
    const resolved = await list({ status: 1 });
    expect(resolved.list).toEqual([
      expect.objectContaining({ id: older.id, status: 1, remark: 'Faster now' }),
    ]);
    await expect(list({ status: 2 })).rejects.toMatchObject({ code: 1002 });
  });
});
