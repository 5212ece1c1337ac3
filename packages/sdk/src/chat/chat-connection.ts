import { io, type Socket } from 'socket.io-client';
import type { CsMessage } from '../schemas/chat.schema';
import { DEFAULT_TIMEOUT_MS } from '../transport/transport';
import { createChatToken } from './chat-token';
import type { ChatClientOptions, ChatEvent, ChatStatus } from './chat-types';
import { parseCsMessage } from './message-log';

/** The chat's Socket.IO connection on namespace `/cs`: its status, its token, its reconnects. */
export interface ChatConnection {
  status(): ChatStatus;
  /** The socket once `connect` was called, connected or not. */
  socket(): Socket | null;
  /** Opens the connection of the session; live messages of other sessions are ignored. */
  connect(sessionId: number): void;
  /** The server refused a send with the connection's token: reconnect with a fresh one. */
  refuseToken(): void;
  /** Disconnects for good (status `closed`). */
  close(): void;
}

/** What a {@link ChatConnection} reports. */
export interface ChatConnectionEvents {
  /** A status change, to pass on to the chat's subscribers. */
  emit(event: ChatEvent): void;
  /** A message of the session arrived live. */
  message(message: CsMessage): void;
  /** Connected again after a drop: what was said meanwhile has to be read. */
  reconnected(): void;
}

function defaultOrigin(client: ChatClientOptions['client']): string | undefined {
  try {
    return new URL(client.url('app/cs/msg/page')).origin;
  } catch {
    return undefined;
  }
}

/**
 * Creates the connection. Each (re)connect presents the session's current token (see
 * `createChatToken`); a handshake the server refuses is tried again after a growing delay, a
 * connection the server ends or a refresh made elsewhere reconnects at once, and the end of the
 * session ends the connection (status `signedOut`) until the shopper signs in again.
 */
export function createChatConnection(options: ChatClientOptions, on: ChatConnectionEvents): ChatConnection {
  const { client } = options;
  const token = createChatToken(client, options.now ?? Date.now);
  const reconnectionDelayMax = options.reconnectionDelayMax ?? 5_000;
  let status: ChatStatus = 'connecting';
  let socket: Socket | null = null;
  let everConnected = false;
  let reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  let stopSession: (() => void) | null = null;

  const setStatus = (next: ChatStatus) => {
    if (status !== next && status !== 'closed') {
      status = next;
      on.emit({ type: 'status', status: next });
    }
  };

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

  return {
    status: () => status,
    socket: () => socket,
    connect(id) {
      let refusals = 0;
      const created = io(`${options.url ?? defaultOrigin(client) ?? ''}/cs`, {
        path: options.path,
        transports: options.transports,
        autoConnect: false,
        // How long a handshake may take: the network timeout of every request (spec §9).
        timeout: DEFAULT_TIMEOUT_MS,
        reconnectionDelay: options.reconnectionDelay ?? 500,
        reconnectionDelayMax,
        auth: (answer) => {
          void token
            .present()
            .then((presented) => answer({ token: presented, language: client.getLocale() }));
        },
      });
      socket = created;
      created.on('connect', () => {
        token.connected();
        refusals = 0;
        setStatus('online');
        if (everConnected) {
          on.reconnected();
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
        token.refuseSent();
        refusals += 1;
        void client.session.read().then((stored) => {
          if (!stored) {
            setStatus('signedOut');
            return;
          }
          setStatus('offline');
          reconnectSoon(Math.min(500 * 2 ** (refusals - 1), reconnectionDelayMax));
        });
      });
      created.on('disconnect', (reason) => {
        if (reason === 'io client disconnect') {
          return;
        }
        setStatus('offline');
        if (reason === 'io server disconnect') {
          // The server ends a connection whose token no longer holds: come back with a fresh one.
          token.refuseHeld();
          reconnectSoon();
        }
      });
      created.on('msg', (raw: unknown) => {
        const message = parseCsMessage(raw);
        if (message.sessionId === id) {
          on.message(message);
        }
      });
      stopSession = client.session.subscribe((stored) => {
        if (!stored) {
          setStatus('signedOut');
          created.disconnect();
        } else if (created.connected && !token.holds(stored.token)) {
          // A refresh happened: reconnect so the connection holds the current token.
          reconnectSoon();
        } else if (status === 'signedOut') {
          status = 'offline';
          reconnectSoon();
        }
      });
      created.connect();
    },
    refuseToken() {
      token.refuseHeld();
      reconnectSoon();
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
}
