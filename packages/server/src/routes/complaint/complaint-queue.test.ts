import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_DATABASES, type TestServer } from '../../test-support/test-server';

type Page<Row> = { list: Row[]; pagination: { page: number; size: number; total: number } };
type ComplaintItem = {
  id: number;
  type: number;
  content: string;
  images: string[];
  result: string | null;
  status: number;
  createTime: string;
  shopper: { id: number; username: string; phone: string | null };
};

describe.each(TEST_DATABASES)('operator complaint queue on %s', (database) => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startTestServer(database);
  });
  afterAll(async () => {
    await test?.close();
  });

  const list = (query: Record<string, unknown> = {}) =>
    test.operator<Page<ComplaintItem>>('complain/list', query, 'GET');
  const picture = 'http://mall.test/uploads/20260101/parcel.png';

  it('lists complaints being verified oldest first with content, pictures and shopper; filters and pages', async () => {
    const first = await test.shopper();
    const second = await test.shopper();
    const older = await first.client.complaint.submit({
      type: 3,
      content: 'Wrong item delivered',
      images: [picture],
    });
    test.advanceClock(60_000);
    const newer = await second.client.complaint.submit({ type: 1, content: 'Rude courier' });

    const queue = await list();
    expect(queue.list.map((row) => row.id)).toEqual([older.id, newer.id]);
    expect(queue.pagination).toEqual({ page: 1, size: 20, total: 2 });
    expect(queue.list[0]).toMatchObject({
      type: 3,
      content: 'Wrong item delivered',
      images: [picture],
      status: 0,
      result: null,
      shopper: { id: first.userId, username: first.username },
    });
    expect(queue.list[0]).not.toHaveProperty('contact');
    expect((await list({ userId: second.userId })).list.map((row) => row.id)).toEqual([newer.id]);
    expect((await list({ type: 3 })).list.map((row) => row.id)).toEqual([older.id]);
    const page = await list({ size: 1 });
    expect(page.list.map((row) => row.id)).toEqual([older.id]);
    expect(page.pagination).toEqual({ page: 1, size: 1, total: 2 });

    await test.operator('complain/process', { id: older.id, status: 2, result: 'Replaced' });
    expect((await list()).list.map((row) => row.id)).toEqual([newer.id]);
    expect((await list({ status: 2 })).list).toEqual([
      expect.objectContaining({ id: older.id, status: 2, result: 'Replaced' }),
    ]);
    await expect(list({ status: 3 })).rejects.toMatchObject({ code: 1002 });
  });
});
