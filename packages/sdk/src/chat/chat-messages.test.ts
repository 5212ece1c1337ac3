import { describe, expect, it, vi } from 'vitest';
import { catchUp, createChatMessages } from './chat-messages';
import type { ChatEvent, ChatPage } from './chat-types';
import { parseCsMessage } from './message-log';

const message = (id: number, status: 0 | 1 = 0) =>
  parseCsMessage({
    id,
    sessionId: 7,
    type: 1,
    status,
    content: JSON.stringify({ type: 'text', data: `#${id}` }),
    createTime: '2026-11-24T10:00:00.000Z',
  });

describe('chat messages', () => {
  it('reports a change with the messages not seen before, and nothing when nothing changed', () => {
    const events: ChatEvent[] = [];
    const messages = createChatMessages((event) => events.push(event));
    expect(messages.merge([message(2), message(1)]).map((m) => m.id)).toEqual([1, 2]);
    expect(messages.merge([message(2)])).toEqual([]);
    expect(events).toEqual([{ type: 'messages', added: [message(1), message(2)] }]);
    // A known message now read changes the list without being new.
    messages.merge([message(2, 1)]);
    expect(events.slice(1)).toEqual([{ type: 'messages', added: [] }]);
    expect(messages.list().map((m) => m.status)).toEqual([0, 1]);
  });

  it('stores the known messages among the ids marked read as read, and ignores the unknown ones', () => {
    const events: ChatEvent[] = [];
    const messages = createChatMessages((event) => events.push(event));
    messages.merge([message(1), message(2), message(3)]);
    const before = messages.list();
    messages.markedRead([2, 3, 9]);
    expect(messages.list().map((m) => [m.id, m.status])).toEqual([
      [1, 0],
      [2, 1],
      [3, 1],
    ]);
    expect(messages.list()[0]).toBe(before[0]);
    expect(events).toHaveLength(2);
    messages.markedRead([9]);
    expect(events).toHaveLength(2);
  });
});

describe('catch-up after a reconnect', () => {
  const page = (added: number, size: number, hasMore: boolean): ChatPage => ({
    list: Array.from({ length: size }, (_, i) => message(100 - i)),
    added: Array.from({ length: added }, (_, i) => message(100 - i)),
    hasMore,
  });

  it('reads newer pages until one holds a message seen before', async () => {
    const readPage = vi.fn(async (n: number) => (n < 3 ? page(4, 4, true) : page(1, 4, true)));
    await catchUp(readPage);
    expect(readPage.mock.calls.map(([n]) => n)).toEqual([1, 2, 3]);
  });

  it('stops at the last page, at a failed read, and after ten pages', async () => {
    const last = vi.fn(async (n: number) => page(4, 4, n < 2));
    await catchUp(last);
    expect(last).toHaveBeenCalledTimes(2);

    const failing = vi.fn(async (n: number) => {
      if (n === 2) {
        throw new Error('offline');
      }
      return page(4, 4, true);
    });
    await catchUp(failing);
    expect(failing).toHaveBeenCalledTimes(2);

    const endless = vi.fn(async () => page(4, 4, true));
    await catchUp(endless);
    expect(endless).toHaveBeenCalledTimes(10);
  });
});
