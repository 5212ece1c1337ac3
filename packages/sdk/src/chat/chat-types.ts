import type { MallClient } from '../client/create-mall-client';
import type { CsMessage, CsMessageContent, CsSession } from '../schemas/chat.schema';

/**
 * Where the live connection stands: `connecting` (first connect or a reconnect under way), `online`,
 * `offline` (dropped; socket.io keeps trying), `signedOut` (the session ended), `closed` (`close()`).
 */
export type ChatStatus = 'connecting' | 'online' | 'offline' | 'signedOut' | 'closed';

/** What a chat client reports to its subscribers. */
export type ChatEvent = { type: 'messages'; added: CsMessage[] } | { type: 'status'; status: ChatStatus };

/** Options of {@link createChatClient}. */
export interface ChatClientOptions {
  /** The shopper's client: its session gives the token of every (re)connect, its calls page history. */
  client: Pick<MallClient, 'cs' | 'session' | 'getLocale' | 'url'>;
  /** The Socket.IO origin; default the origin of the client's API base (same host as the API). */
  url?: string;
  /** The Socket.IO path; default `/socket.io`. */
  path?: string;
  /** Socket.IO transports; default socket.io's own (long-polling, upgraded to WebSocket). */
  transports?: ('polling' | 'websocket')[];
  /**
   * How long a send waits for the connection, and then for the server's answer; default 60 000 ms,
   * the network timeout of every request (`DEFAULT_TIMEOUT_MS`, spec §9).
   */
  sendTimeout?: number;
  /** First delay between reconnect attempts; default 500 ms, doubling up to `reconnectionDelayMax`. */
  reconnectionDelay?: number;
  /** Longest delay between reconnect attempts; default 5 000 ms. */
  reconnectionDelayMax?: number;
  /** The clock the token deadlines are read against; default `Date.now` (pass the client's). */
  now?: () => number;
}

/** A page of history over HTTP, merged into the client's messages. */
export interface ChatPage {
  /** The page as the server answered it, newest first. */
  list: CsMessage[];
  /** The messages of this page the client had not seen before, oldest first. */
  added: CsMessage[];
  hasMore: boolean;
}

/** The shopper's live customer-service chat (contract §11). */
export interface ChatClient {
  /** Opens the shopper's session (creating it the first time) and connects; the same promise every call. */
  start(): Promise<CsSession>;
  /** The session's id once `start()` resolved. */
  sessionId(): number | null;
  /** The connection's status now (`connecting`, `online`, `offline`, `signedOut` or `closed`). */
  status(): ChatStatus;
  /** Every message seen (history and live), each once, oldest first; a new array after each change. */
  messages(): readonly CsMessage[];
  /** Pages history over HTTP (`page` 1 is the newest); the server marks the agent's messages read. */
  page(page: number, size?: number): Promise<ChatPage>;
  /**
   * Sends a message and resolves with it as stored; rejects with an `ApiError`. Each send carries
   * an idempotency key (a new one unless `options.key` is given): pass the same key when the
   * shopper sends a failed message again, so a send whose acknowledgement was lost is stored once.
   */
  send(content: CsMessageContent, options?: { key?: string }): Promise<CsMessage>;
  /** Marks messages read (`cs.msg.read`). */
  markRead(msgIds: number[]): Promise<void>;
  /** Subscribes to new messages and status changes; returns the unsubscribe function. */
  subscribe(listener: (event: ChatEvent) => void): () => void;
  /** Disconnects for good. */
  close(): void;
}
