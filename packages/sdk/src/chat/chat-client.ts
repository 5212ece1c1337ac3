import { io, type Socket } from 'socket.io-client';
import { newIdempotencyKey } from '../client/idempotency-key';
import { type CsMessage, type CsSession, csSessionSchema } from '../schemas/chat.schema';
import { ApiError, ERROR_CODE } from '../transport/api-error';
import type { ChatClient, ChatClientOptions, ChatEvent, ChatStatus } from './chat-types';
import { createMessageLog, parseCsMessage } from './message-log';

type SendAck = { code: number; message?: string; data?: unknown };

const DEFAULT_PAGE_SIZE = 20;
/** How many pages a catch-up after a reconnect reads at most, looking for the last message it knew. */
const CATCH_UP_PAGES = 10;

function defaultOrigin(client: ChatClientOptions['client']): string | undefined {
  try {
    return new URL(client.url('app/cs/msg/page')).origin;
  } catch {
    return undefined;
  }
}

/**
 * Creates the live chat client on Socket.IO namespace `/cs`. Each (re)connect presents the session's
 * current token (refreshed through the client's session when past its deadline); a token the server
 * refuses, or a send it refuses after the token expired, leads to a refresh and a new connection. After
 * every reconnect the newest history is read again, so nothing said meanwhile is missed, and nothing is
 * delivered twice.
 * @example
 * import { createChatClient } from '@mall/sdk/chat';
 *
 * const chat = createChatClient({ client });
 * await chat.start();
 * chat.subscribe((event) => event.type === 'messages' && render(chat.messages()));
 * await chat.page(1);
 * await chat.send({ type: 'text', data: 'Where is my parcel?' });
 */
export function createChatClient(options: ChatClientOptions): ChatClient {
  const { client } = options;
  const now = options.now ?? Date.now;
  const sendTimeout = options.sendTimeout ?? 15_000;
  const log = createMessageLog();
  const listeners = new Set<(event: ChatEvent) => void>();
  let status: ChatStatus = 'connecting';
  let socket: Socket | null = null;
  let started: Promise<CsSession> | null = null;
  let sessionId: number | null = null;
  /** The token the current connection was opened with. */
  let connectedWith: string | null = null;
  /** A token the server refused: the next connect refreshes instead of presenting it again. */
  let refused: string | null = null;
  let everConnected = false;
  let reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  let stopSession: (() => void) | null = null;

  const emit = (event: ChatEvent) => {
    for (const listener of listeners) {
      listener(event);
    }
  };
  const setStatus = (next: ChatStatus) => {
    if (status !== next && status !== 'closed') {
      status = next;
      emit({ type: 'status', status: next });
    }
  };
  const merge = (messages: CsMessage[]) => {
    const before = log.list();
    const added = log.add(messages);
    if (log.list() !== before) {
      emit({ type: 'messages', added });
    }
    return added;
  };

  /** The token to connect with: the stored one while fresh, else the one a refresh brings. */
  async function currentToken(): Promise<string | null> {
    const stored = await client.session.read();
    if (!stored) {
      return null;
    }
    if (now() < stored.tokenDeadline && stored.token !== refused) {
      return stored.token;
    }
    try {
      // An authenticated call goes through the session: past the deadline it refreshes first (once
      // for every caller and tab); a token refused before its deadline ends the session there.
      await client.cs.msg.unreadCount();
    } catch (error) {
      if (error instanceof ApiError && error.isNetwork) {
        return stored.token;
      }
    }
    return (await client.session.read())?.token ?? null;
  }

  function reconnectSoon(delay = 0) {
    if (reconnectTimer || !socket || status === 'closed' || status === 'signedOut') {
      return;
    }
    setStatus('connecting');
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      if (socket && status !== 'closed' && status !== 'signedOut') {
        if (socket.connected || socket.active) {
          socket.disconnect();
        }
        socket.connect();
      }
    }, delay);
  }

  /** Reads the newest pages until one holds a message seen before, so nothing said offline is missed. */
  async function catchUp() {
    for (let page = 1; page <= CATCH_UP_PAGES; page++) {
      const result = await chat.page(page).catch(() => null);
      if (!result?.hasMore || result.added.length < result.list.length) {
        return;
      }
    }
  }

  function connect(id: number) {
    let sentToken: string | null = null;
    let refusals = 0;
    const created = io(`${options.url ?? defaultOrigin(client) ?? ''}/cs`, {
      path: options.path,
      transports: options.transports,
      autoConnect: false,
      reconnectionDelay: options.reconnectionDelay ?? 500,
      reconnectionDelayMax: options.reconnectionDelayMax ?? 5_000,
      auth: (answer) => {
        void currentToken().then(
          (token) => {
            sentToken = token;
            answer({ token, language: client.getLocale() });
          },
          () => answer({ token: sentToken, language: client.getLocale() }),
        );
      },
    });
    socket = created;
    created.on('connect', () => {
      connectedWith = sentToken;
      refused = null;
      refusals = 0;
      setStatus('online');
      if (everConnected) {
        void catchUp();
      }
      everConnected = true;
    });
    created.on('connect_error', () => {
      if (created.active) {
        // A network failure: socket.io tries again by itself.
        setStatus('offline');
        return;
      }
      // The server refused the handshake: refresh (or find the session over) and try again.
      refused = sentToken;
      refusals += 1;
      void client.session.read().then((stored) => {
        if (!stored) {
          setStatus('signedOut');
          return;
        }
        setStatus('offline');
        reconnectSoon(Math.min(500 * 2 ** (refusals - 1), options.reconnectionDelayMax ?? 5_000));
      });
    });
    created.on('disconnect', (reason) => {
      if (reason === 'io client disconnect') {
        return;
      }
      setStatus('offline');
      if (reason === 'io server disconnect') {
        // The server ends a connection whose token no longer holds: come back with a fresh one.
        refused = connectedWith;
        reconnectSoon();
      }
    });
    created.on('msg', (raw: unknown) => {
      const message = parseCsMessage(raw);
      if (message.sessionId === id) {
        merge([message]);
      }
    });
    stopSession = client.session.subscribe((stored) => {
      if (!stored) {
        setStatus('signedOut');
        created.disconnect();
      } else if (created.connected && stored.token !== connectedWith) {
        // A refresh happened: reconnect so the connection holds the current token.
        reconnectSoon();
      } else if (status === 'signedOut') {
        status = 'offline';
        reconnectSoon();
      }
    });
    created.connect();
  }

  /** Resolves once connected; rejects after the send timeout or when the session ended. */
  function whenOnline(): Promise<Socket> {
    return new Promise((resolve, reject) => {
      if (socket?.connected) {
        resolve(socket);
        return;
      }
      const fail = (message: string, code: number = ERROR_CODE.network) => {
        clearTimeout(timer);
        unsubscribe();
        reject(new ApiError({ code, message, path: 'cs/send' }));
      };
      if (status === 'signedOut' || status === 'closed') {
        reject(new ApiError({ code: ERROR_CODE.businessFailure, message: 'unauthorized', path: 'cs/send' }));
        return;
      }
      const timer = setTimeout(() => fail('timeout'), sendTimeout);
      const unsubscribe = chat.subscribe((event) => {
        if (event.type !== 'status') {
          return;
        }
        if (event.status === 'online' && socket) {
          clearTimeout(timer);
          unsubscribe();
          resolve(socket);
        } else if (event.status === 'signedOut' || event.status === 'closed') {
          fail('unauthorized', ERROR_CODE.businessFailure);
        }
      });
    });
  }

  async function requireSession(): Promise<number> {
    await chat.start();
    if (sessionId === null) {
      throw new ApiError({ code: ERROR_CODE.businessFailure, message: 'no session' });
    }
    return sessionId;
  }

  const chat: ChatClient = {
    start() {
      started ??= client.cs.session.create().then((answer) => {
        const session = csSessionSchema.parse(answer);
        sessionId = session.id;
        if (status !== 'closed') {
          connect(session.id);
        }
        return session;
      });
      started.catch(() => {
        started = null;
      });
      return started;
    },
    sessionId: () => sessionId,
    status: () => status,
    messages: () => log.list(),
    async page(page, size = DEFAULT_PAGE_SIZE) {
      const id = await requireSession();
      const answer = await client.cs.msg.page({ sessionId: id, page, size });
      const list = answer.list.map(parseCsMessage);
      const added = merge(list);
      const { total } = answer.pagination;
      return { list, added, hasMore: page * size < total && list.length > 0 };
    },
    async send(content, options) {
      const id = await requireSession();
      // One key for every try of this message, so the server stores it once.
      const key = options?.key ?? newIdempotencyKey();
      for (let attempt = 0; ; attempt++) {
        const connected = await whenOnline();
        const ack = (await connected
          .timeout(sendTimeout)
          .emitWithAck('send', { sessionId: id, content, key })
          .catch(() => null)) as SendAck | null;
        if (!ack) {
          throw new ApiError({ code: ERROR_CODE.network, message: 'timeout', path: 'cs/send' });
        }
        if (ack.code === ERROR_CODE.success) {
          const message = parseCsMessage(ack.data);
          merge([message]);
          return message;
        }
        if (ack.code === ERROR_CODE.businessFailure && attempt === 0) {
          // Most likely the token expired since the connection opened: reconnect with a fresh one, once.
          refused = connectedWith;
          reconnectSoon();
          await new Promise((resolve) => setTimeout(resolve, 0));
          continue;
        }
        throw new ApiError({ code: ack.code, message: ack.message ?? '', path: 'cs/send' });
      }
    },
    async markRead(msgIds) {
      if (msgIds.length === 0) {
        return;
      }
      await client.cs.msg.read({ msgIds });
      const ids = new Set(msgIds);
      merge(
        log
          .list()
          .filter((m) => ids.has(m.id))
          .map((m) => ({ ...m, status: 1 as const })),
      );
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    close() {
      setStatus('closed');
      if (reconnectTimer) {
        clearTimeout(reconnectTimer);
        reconnectTimer = null;
      }
      stopSession?.();
      socket?.removeAllListeners();
      socket?.disconnect();
    },
  };
  return chat;
}
