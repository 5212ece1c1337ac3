import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_CODE } from '../transport/api-error';
import { DEFAULT_TIMEOUT_MS } from '../transport/transport';
import { createChatClient } from './chat-client';
import type { ChatClientOptions } from './chat-types';

type Handler = (...args: unknown[]) => void;

/**
 * A socket.io-client socket that connects at once and whose server never answers a `send`:
 * socket.io's `timeout(ms).emitWithAck` then rejects after `ms`, as the real one does.
 */
const { sockets, SilentSocket } = vi.hoisted(() => {
  class SilentSocket {
    connected = false;
    active = false;
    handlers = new Map<string, Handler[]>();
    asked: number[] = [];
    on(event: string, handler: Handler) {
      this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
      return this;
    }
    connect() {
      this.connected = true;
      this.active = true;
      for (const handler of this.handlers.get('connect') ?? []) {
        handler();
      }
      return this;
    }
    disconnect() {
      this.connected = false;
      return this;
    }
    removeAllListeners() {
      this.handlers.clear();
      return this;
    }
    timeout(ms: number) {
      this.asked.push(ms);
      return {
        emitWithAck: () =>
          new Promise((_, reject) => setTimeout(() => reject(new Error('operation has timed out')), ms)),
      };
    }
  }
  return { sockets: [] as SilentSocket[], SilentSocket };
});

vi.mock('socket.io-client', () => ({
  io: () => {
    const socket = new SilentSocket();
    sockets.push(socket);
    return socket;
  },
}));

/** A shopper's client whose session is fresh and whose chat session is number 7. */
function shopClient() {
  const client = {
    url: (path: string) => `https://shop.test/api/${path}`,
    getLocale: () => 'en',
    session: {
      read: async () => ({ token: 't1', tokenDeadline: Number.MAX_SAFE_INTEGER }),
      subscribe: () => () => undefined,
    },
    cs: {
      session: {
        create: async () => ({ id: 7, createTime: '2026-11-24T10:00:00.000Z' }),
      },
      msg: { unreadCount: async () => 0 },
    },
  };
  return client as unknown as ChatClientOptions['client'];
}

beforeEach(() => {
  vi.useFakeTimers();
  sockets.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
});

describe('chat client', () => {
  it('waits 60 000 ms by default (the network timeout, spec §9) for the answer to a send', async () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(60_000);
    const chat = createChatClient({ client: shopClient() });
    await chat.start();
    const sending = chat.send({ type: 'text', data: 'Anyone there?' }).catch((error: unknown) => error);
    let failed = false;
    void sending.then(() => {
      failed = true;
    });
    await vi.advanceTimersByTimeAsync(59_999);
    expect(failed).toBe(false);
    expect(sockets[0]?.asked).toEqual([60_000]);
    await vi.advanceTimersByTimeAsync(1);
    expect(await sending).toMatchObject({ code: ERROR_CODE.network, message: 'timeout', path: 'cs/send' });
    chat.close();
  });

  it('takes a send timeout of its own', async () => {
    const chat = createChatClient({ client: shopClient(), sendTimeout: 2_000 });
    await chat.start();
    const sending = chat.send({ type: 'text', data: 'Quick?' }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await sending).toMatchObject({ code: ERROR_CODE.network });
    expect(sockets[0]?.asked).toEqual([2_000]);
    chat.close();
  });
});
