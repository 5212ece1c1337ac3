import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createChatConnection } from './chat-connection';
import type { ChatClientOptions, ChatEvent } from './chat-types';

type Handler = (...args: unknown[]) => void;
type Auth = (answer: (data: { token: string | null; language: string }) => void) => void;

/** A stand-in for socket.io-client's socket: the test plays the server's side. */
const { sockets, FakeSocket } = vi.hoisted(() => {
  class FakeSocket {
    connected = false;
    active = false;
    connects = 0;
    disconnects = 0;
    handlers = new Map<string, Handler[]>();
    constructor(
      readonly url: string,
      readonly options: Record<string, unknown> & { auth: Auth },
    ) {}
    on(event: string, handler: Handler) {
      this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
      return this;
    }
    fire(event: string, ...args: unknown[]) {
      for (const handler of this.handlers.get(event) ?? []) {
        handler(...args);
      }
    }
    connect() {
      this.connects += 1;
      this.active = true;
      return this;
    }
    disconnect() {
      this.disconnects += 1;
      const was = this.connected;
      this.connected = false;
      this.active = false;
      if (was) {
        this.fire('disconnect', 'io client disconnect');
      }
      return this;
    }
    removeAllListeners() {
      this.handlers.clear();
      return this;
    }
    /** What the handshake presents. */
    handshake() {
      return new Promise<{ token: string | null; language: string }>((resolve) => this.options.auth(resolve));
    }
    /** The server accepts the handshake. */
    async open() {
      const presented = await this.handshake();
      this.connected = true;
      this.fire('connect');
      return presented;
    }
    /** The server refuses the handshake (socket.io then stops trying). */
    refuse() {
      this.active = false;
      this.fire('connect_error', new Error('unauthorized'));
    }
    /** The connection ends; `io server disconnect` when the server ended it. */
    drop(reason: string) {
      this.connected = false;
      this.active = reason !== 'io server disconnect';
      this.fire('disconnect', reason);
    }
  }
  return { sockets: [] as FakeSocket[], FakeSocket };
});

vi.mock('socket.io-client', () => ({
  io: (url: string, options: ConstructorParameters<typeof FakeSocket>[1]) => {
    const socket = new FakeSocket(url, options);
    sockets.push(socket);
    return socket;
  },
}));

/** A client whose session refreshes (a new token) on an authenticated call past the deadline. */
function fakeClient() {
  const state = {
    stored: { token: 't1', tokenDeadline: 1_000 } as { token: string; tokenDeadline: number } | null,
    refreshes: 0,
  };
  const subscribers = new Set<(stored: typeof state.stored) => void>();
  const setSession = (stored: typeof state.stored) => {
    state.stored = stored;
    for (const subscriber of subscribers) {
      subscriber(stored);
    }
  };
  const client = {
    url: (path: string) => `https://shop.test/api/${path}`,
    getLocale: () => 'en',
    session: {
      read: async () => state.stored,
      subscribe: (subscriber: (stored: typeof state.stored) => void) => {
        subscribers.add(subscriber);
        return () => subscribers.delete(subscriber);
      },
    },
    cs: {
      msg: {
        unreadCount: async () => {
          state.refreshes += 1;
          if (state.stored) {
            state.stored = { token: `t${state.refreshes + 1}`, tokenDeadline: 1_000 };
          }
          return 0;
        },
      },
    },
  };
  return { state, setSession, subscribers, client: client as unknown as ChatClientOptions['client'] };
}

const row = (id: number, sessionId: number) => ({
  id,
  sessionId,
  type: 1,
  status: 0,
  content: JSON.stringify({ type: 'text', data: `#${id}` }),
  createTime: '2026-11-24T10:00:00.000Z',
});

function connection(options: Partial<ChatClientOptions> = {}) {
  const shop = fakeClient();
  const statuses: string[] = [];
  const messages: number[] = [];
  let reconnects = 0;
  const chat = createChatConnection(
    { client: shop.client, now: () => 0, ...options },
    {
      emit: (event: ChatEvent) => event.type === 'status' && statuses.push(event.status),
      message: (message) => messages.push(message.id),
      reconnected: () => {
        reconnects += 1;
      },
    },
  );
  chat.connect(7);
  const socket = sockets[sockets.length - 1] as InstanceType<typeof FakeSocket>;
  return { ...shop, chat, socket, statuses, messages, reconnects: () => reconnects };
}

/** Lets the promises of a handshake or a session read settle. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  sockets.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
});

describe('chat connection', () => {
  it("connects to /cs on the API's origin with the session's token and locale, and delivers the session's messages", async () => {
    const { chat, socket, statuses, messages, reconnects } = connection({ reconnectionDelay: 100 });
    expect(socket.url).toBe('https://shop.test/cs');
    expect(socket.options).toMatchObject({
      autoConnect: false,
      reconnectionDelay: 100,
      reconnectionDelayMax: 5_000,
      // A handshake may take the network timeout of every request (spec §9), not socket.io's 20 s.
      timeout: 60_000,
    });
    expect(socket.connects).toBe(1);
    expect(chat.status()).toBe('connecting');
    expect(await socket.open()).toEqual({ token: 't1', language: 'en' });
    expect(statuses).toEqual(['online']);
    expect(reconnects()).toBe(0);
    socket.fire('msg', row(1, 7));
    socket.fire('msg', row(2, 8));
    expect(messages).toEqual([1]);
    // A dropped connection socket.io brings back by itself: then what was said meanwhile is read.
    socket.drop('transport close');
    await socket.open();
    expect(statuses).toEqual(['online', 'offline', 'online']);
    expect(reconnects()).toBe(1);
    expect(sockets).toHaveLength(1);
  });

  it('after a refused handshake, refreshes the token and tries again after a delay doubling up to the longest', async () => {
    const { socket, state, statuses } = connection({ reconnectionDelayMax: 800 });
    await socket.handshake();
    socket.refuse();
    await settle();
    expect(statuses).toEqual(['offline', 'connecting']);
    await vi.advanceTimersByTimeAsync(499);
    expect(socket.connects).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(socket.connects).toBe(2);
    expect(await socket.handshake()).toMatchObject({ token: 't2' });
    socket.refuse();
    await settle();
    await vi.advanceTimersByTimeAsync(799);
    expect(socket.connects).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(socket.connects).toBe(3);
    expect(await socket.open()).toMatchObject({ token: 't3' });
    expect(state.refreshes).toBe(2);
    // Connected, the refusals start over.
    socket.drop('transport close');
    socket.refuse();
    await settle();
    await vi.advanceTimersByTimeAsync(500);
    expect(socket.connects).toBe(4);
  });

  it('stops with the session (signedOut) and connects again when the shopper signs in again', async () => {
    const { socket, statuses, setSession } = connection();
    await socket.handshake();
    setSession(null);
    socket.refuse();
    await settle();
    expect(statuses).toEqual(['signedOut']);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(socket.connects).toBe(1);
    setSession({ token: 'again', tokenDeadline: 1_000 });
    await settle();
    expect(statuses).toEqual(['signedOut', 'connecting']);
    expect(socket.connects).toBe(2);
    expect(await socket.open()).toMatchObject({ token: 'again' });
    // The end of the session while connected ends the connection.
    setSession(null);
    expect(statuses.slice(-2)).toEqual(['online', 'signedOut']);
    expect(socket.connected).toBe(false);
  });

  it('comes back at once with a fresh token when the server ends the connection or refuses a send', async () => {
    const { chat, socket, state, statuses } = connection();
    await socket.open();
    socket.drop('io server disconnect');
    expect(statuses).toEqual(['online', 'offline', 'connecting']);
    await settle();
    expect(socket.connects).toBe(2);
    expect(await socket.open()).toMatchObject({ token: 't2' });
    chat.refuseToken();
    // Twice at once: one reconnect.
    chat.refuseToken();
    await settle();
    expect(socket.disconnects).toBe(1);
    expect(socket.connects).toBe(3);
    expect(await socket.open()).toMatchObject({ token: 't3' });
    expect(state.refreshes).toBe(2);
  });

  it('reconnects when a refresh made elsewhere changed the token, and not for the token it holds', async () => {
    const { socket, state, statuses, setSession } = connection();
    await socket.open();
    setSession({ token: 't1', tokenDeadline: 1_000 });
    await settle();
    expect(socket.connects).toBe(1);
    setSession({ token: 'refreshed', tokenDeadline: 1_000 });
    expect(statuses).toEqual(['online', 'connecting']);
    await settle();
    expect(socket.connects).toBe(2);
    expect(await socket.open()).toMatchObject({ token: 'refreshed' });
    expect(state.refreshes).toBe(0);
  });

  it('closes for good: no more statuses, reconnects or session updates', async () => {
    const { chat, socket, statuses, subscribers } = connection();
    await socket.open();
    socket.drop('io server disconnect');
    chat.close();
    expect(chat.status()).toBe('closed');
    expect(statuses).toEqual(['online', 'offline', 'connecting', 'closed']);
    expect(subscribers.size).toBe(0);
    expect(socket.handlers.size).toBe(0);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(socket.connects).toBe(1);
    chat.refuseToken();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(socket.connects).toBe(1);
    expect(statuses.at(-1)).toBe('closed');
  });
});
