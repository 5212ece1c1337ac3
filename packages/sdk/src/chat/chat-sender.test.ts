import type { Socket } from 'socket.io-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, ERROR_CODE } from '../transport/api-error';
import { createChatSender } from './chat-sender';
import type { ChatEvent, ChatStatus } from './chat-types';

const stored = (id: number, data: string) => ({
  id,
  sessionId: 7,
  type: 0,
  status: 0,
  content: JSON.stringify({ type: 'text', data }),
  createTime: '2026-11-24T10:00:00.000Z',
});

type Answer = { code: number; message?: string; data?: unknown } | 'no answer';

/** A connection whose socket answers each `send` with the next of `answers`. */
function fakeChat(answers: Answer[], status: ChatStatus = 'online') {
  const sent: { event: string; payload: Record<string, unknown>; timeout: number }[] = [];
  const listeners = new Set<(event: ChatEvent) => void>();
  const socket = {
    connected: status === 'online',
    timeout: (timeout: number) => ({
      emitWithAck: async (event: string, payload: Record<string, unknown>) => {
        sent.push({ event, payload, timeout });
        const answer = answers.shift();
        if (!answer || answer === 'no answer') {
          throw new Error('operation has timed out');
        }
        return answer;
      },
    }),
  };
  const connection = {
    status: () => status,
    socket: () => socket as unknown as Socket,
    refuseToken: vi.fn(),
  };
  const setStatus = (next: ChatStatus) => {
    status = next;
    socket.connected = next === 'online';
    for (const listener of listeners) {
      listener({ type: 'status', status: next });
    }
  };
  const kept: unknown[] = [];
  const send = createChatSender({
    connection,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    sendTimeout: 1_000,
    stored: (message) => kept.push(message),
  });
  return { send, sent, kept, connection, setStatus, listeners };
}

const hello = { type: 'text', data: 'hello' } as const;

afterEach(() => {
  vi.useRealTimers();
});

describe('chat sender', () => {
  it('sends with the session and a key, and resolves with the message as stored', async () => {
    const chat = fakeChat([{ code: ERROR_CODE.success, data: stored(3, 'hello') }]);
    const message = await chat.send(7, hello, 'key-1');
    expect(message).toMatchObject({ id: 3, content: { type: 'text', data: 'hello' } });
    expect(chat.kept).toEqual([message]);
    expect(chat.sent).toEqual([
      { event: 'send', payload: { sessionId: 7, content: hello, key: 'key-1' }, timeout: 1_000 },
    ]);
    await chat.send(7, hello).catch(() => undefined);
    await chat.send(7, hello).catch(() => undefined);
    const [, second, third] = chat.sent.map((s) => s.payload.key);
    expect(typeof second).toBe('string');
    expect(second).not.toBe(third);
  });

  it('refused with 1001 on its first try, reconnects with a fresh token and sends again once, with the same key', async () => {
    const chat = fakeChat([
      { code: ERROR_CODE.businessFailure },
      { code: ERROR_CODE.success, data: stored(4, 'hi') },
    ]);
    expect((await chat.send(7, hello)).id).toBe(4);
    expect(chat.connection.refuseToken).toHaveBeenCalledTimes(1);
    expect(chat.sent).toHaveLength(2);
    expect(chat.sent[1]?.payload.key).toBe(chat.sent[0]?.payload.key);

    const refused = fakeChat([
      { code: ERROR_CODE.businessFailure },
      { code: ERROR_CODE.businessFailure, message: 'unauthorized' },
    ]);
    await expect(refused.send(7, hello)).rejects.toMatchObject({
      code: ERROR_CODE.businessFailure,
      message: 'unauthorized',
      path: 'cs/send',
    });
    expect(refused.connection.refuseToken).toHaveBeenCalledTimes(1);
    expect(refused.sent).toHaveLength(2);
  });

  it("rejects with the server's code and message, and with a network timeout when no answer comes", async () => {
    const invalid = fakeChat([{ code: ERROR_CODE.validationFailure, message: 'Content is too long' }]);
    const error = await invalid.send(7, hello).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 1002, message: 'Content is too long', path: 'cs/send' });
    expect(invalid.connection.refuseToken).not.toHaveBeenCalled();

    const silent = fakeChat(['no answer']);
    await expect(silent.send(7, hello)).rejects.toMatchObject({
      code: ERROR_CODE.network,
      message: 'timeout',
      path: 'cs/send',
    });
    expect(silent.kept).toEqual([]);
  });

  it('waits for the connection, then sends', async () => {
    const chat = fakeChat([{ code: ERROR_CODE.success, data: stored(5, 'later') }], 'offline');
    const sending = chat.send(7, hello);
    await Promise.resolve();
    expect(chat.sent).toEqual([]);
    chat.setStatus('connecting');
    expect(chat.sent).toEqual([]);
    chat.setStatus('online');
    expect((await sending).id).toBe(5);
    expect(chat.listeners.size).toBe(0);
  });

  it('gives up waiting after the send timeout, or when the session ends or the chat closes', async () => {
    vi.useFakeTimers();
    const slow = fakeChat([], 'connecting');
    const timedOut = slow.send(7, hello).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(999);
    expect(slow.listeners.size).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await timedOut).toMatchObject({ code: ERROR_CODE.network, message: 'timeout', path: 'cs/send' });
    expect(slow.listeners.size).toBe(0);

    const ending = fakeChat([], 'offline');
    const signedOut = ending.send(7, hello).catch((e: unknown) => e);
    await Promise.resolve();
    ending.setStatus('signedOut');
    expect(await signedOut).toMatchObject({ code: ERROR_CODE.businessFailure, message: 'unauthorized' });
    expect(ending.listeners.size).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    // Once signed out (or closed), a send is refused at once.
    await expect(ending.send(7, hello)).rejects.toMatchObject({ code: ERROR_CODE.businessFailure });
    const closed = fakeChat([], 'closed');
    await expect(closed.send(7, hello)).rejects.toMatchObject({
      code: ERROR_CODE.businessFailure,
      path: 'cs/send',
    });
    expect(closed.sent).toEqual([]);
  });
});
