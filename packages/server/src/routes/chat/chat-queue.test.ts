import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatShopperSend } from '../../services/chat.service';
import { startTestServer, TEST_DATABASES, type TestServer } from '../../test-support/test-server';

type Page<Row> = { list: Row[]; pagination: { page: number; size: number; total: number } };
type SessionItem = {
  sessionId: number;
  waitingSince: string;
  unanswered: number;
  lastMessages: { id: number; type: number; content: { type: string; data: unknown } }[];
  shopper: { id: number; username: string };
};

describe.each(TEST_DATABASES)('operator customer-service queue on %s', (database) => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startTestServer(database);
  });
  afterAll(async () => {
    await test?.close();
  });

  const list = (query: Record<string, unknown> = {}) =>
    test.operator<Page<SessionItem>>('cs/session/list', query, 'GET');
  const minute = 60_000;

  /** A shopper with an open session, and a way to write into it as them. */
  async function sessionOf() {
    const shopper = await test.shopper();
    const session = await shopper.client.cs.session.create();
    const say = (data: string) =>
      chatShopperSend(test.server.context, shopper.userId, session.id, { type: 'text', data });
    return { ...shopper, sessionId: session.id, say };
  }

  it('lists the sessions whose last message is unanswered, longest waiting first, with a preview', async () => {
    const start = test.now().getTime();
    const answeredEarly = await sessionOf();
    const waitingLong = await sessionOf();
    const answered = await sessionOf();
    const silent = await sessionOf();

    await answeredEarly.say('Hello?');
    await test.operator('cs/reply', { sessionId: answeredEarly.sessionId, content: 'Hi, how can I help?' });
    test.advanceClock(minute);
    await waitingLong.say('Where is my parcel?');
    await answered.say('Thanks');
    await test.operator('cs/reply', { sessionId: answered.sessionId, content: 'You are welcome' });
    test.advanceClock(minute);
    await answeredEarly.say('My order is late');
    test.advanceClock(minute);
    await answeredEarly.say('Order 42');

    const queue = await list();
    expect(queue.list.map((row) => row.sessionId)).toEqual([waitingLong.sessionId, answeredEarly.sessionId]);
    expect(queue.pagination).toEqual({ page: 1, size: 20, total: 2 });
    expect(queue.list.map((row) => row.sessionId)).not.toContain(silent.sessionId);
    const [first, second] = queue.list;
    expect(first).toMatchObject({
      unanswered: 1,
      shopper: { id: waitingLong.userId, username: waitingLong.username },
      lastMessages: [{ type: 0, content: { type: 'text', data: 'Where is my parcel?' } }],
    });
    expect(new Date(first!.waitingSince).getTime() - start).toBeGreaterThanOrEqual(minute);
    // Waiting since the first message after the agent's reply, not since the session began.
    expect(new Date(second!.waitingSince).getTime() - start).toBeGreaterThanOrEqual(2 * minute);
    expect(second).toMatchObject({ unanswered: 2, shopper: { id: answeredEarly.userId } });
    expect(second!.lastMessages.map((message) => [message.type, message.content.data])).toEqual([
      [1, 'Hi, how can I help?'],
      [0, 'My order is late'],
      [0, 'Order 42'],
    ]);

    const page = await list({ page: 2, size: 1 });
    expect(page.list.map((row) => row.sessionId)).toEqual([answeredEarly.sessionId]);
    expect(page.pagination).toEqual({ page: 2, size: 1, total: 2 });
    expect((await list({ userId: answeredEarly.userId })).list.map((row) => row.sessionId)).toEqual([
      answeredEarly.sessionId,
    ]);

    // Answered, a session leaves the queue; the shopper's next message puts it back.
    await test.operator('cs/reply', { sessionId: waitingLong.sessionId, content: 'On its way' });
    expect((await list()).list.map((row) => row.sessionId)).toEqual([answeredEarly.sessionId]);
    test.advanceClock(minute);
    await waitingLong.say('Thanks!');
    expect((await list()).list.map((row) => row.sessionId)).toEqual([
      answeredEarly.sessionId,
      waitingLong.sessionId,
    ]);
  });
});
