import type { Socket } from 'socket.io-client';
import { newIdempotencyKey } from '../client/idempotency-key';
import type { CsMessage, CsMessageContent } from '../schemas/chat.schema';
import { ApiError, ERROR_CODE } from '../transport/api-error';
import type { ChatConnection } from './chat-connection';
import type { ChatClient } from './chat-types';
import { parseCsMessage } from './message-log';

/** What the server answers a `send` with. */
type SendAck = { code: number; message?: string; data?: unknown };

/** What sending needs. */
export interface ChatSenderOptions {
  connection: Pick<ChatConnection, 'status' | 'socket' | 'refuseToken'>;
  /** The chat's subscribe: a send waiting for the connection follows its status events. */
  subscribe: ChatClient['subscribe'];
  /** How long a send waits for the connection, and then for the server's answer. */
  sendTimeout: number;
  /** Takes the message as the server stored it. */
  stored(message: CsMessage): void;
}

/** Sends one message of a session; `key` defaults to a new idempotency key. */
export type ChatSend = (sessionId: number, content: CsMessageContent, key?: string) => Promise<CsMessage>;

/**
 * Creates the chat's send. A send waits for the connection (up to the send timeout; at once refused
 * when the session ended or the chat closed), then for the server's acknowledgement (the same
 * timeout). Refused with 1001 on its first try, most likely because the token expired since the
 * connection opened, it reconnects with a fresh token and tries once more with the same key, so
 * the server stores the message once. Every failure is an `ApiError` of path `cs/send`.
 */
export function createChatSender({
  connection,
  subscribe,
  sendTimeout,
  stored,
}: ChatSenderOptions): ChatSend {
  /** Resolves once connected; rejects after the send timeout or when the session ended. */
  function whenOnline(): Promise<Socket> {
    return new Promise((resolve, reject) => {
      const socket = connection.socket();
      if (socket?.connected) {
        resolve(socket);
        return;
      }
      const fail = (message: string, code: number = ERROR_CODE.network) => {
        clearTimeout(timer);
        unsubscribe();
        reject(new ApiError({ code, message, path: 'cs/send' }));
      };
      const status = connection.status();
      if (status === 'signedOut' || status === 'closed') {
        reject(new ApiError({ code: ERROR_CODE.businessFailure, message: 'unauthorized', path: 'cs/send' }));
        return;
      }
      const timer = setTimeout(() => fail('timeout'), sendTimeout);
      const unsubscribe = subscribe((event) => {
        if (event.type !== 'status') {
          return;
        }
        const online = connection.socket();
        if (event.status === 'online' && online) {
          clearTimeout(timer);
          unsubscribe();
          resolve(online);
        } else if (event.status === 'signedOut' || event.status === 'closed') {
          fail('unauthorized', ERROR_CODE.businessFailure);
        }
      });
    });
  }

  return async (sessionId, content, givenKey) => {
    // One key for every try of this message, so the server stores it once.
    const key = givenKey ?? newIdempotencyKey();
    for (let attempt = 0; ; attempt++) {
      const connected = await whenOnline();
      const ack = (await connected
        .timeout(sendTimeout)
        .emitWithAck('send', { sessionId, content, key })
        .catch(() => null)) as SendAck | null;
      if (!ack) {
        throw new ApiError({ code: ERROR_CODE.network, message: 'timeout', path: 'cs/send' });
      }
      if (ack.code === ERROR_CODE.success) {
        const message = parseCsMessage(ack.data);
        stored(message);
        return message;
      }
      if (ack.code === ERROR_CODE.businessFailure && attempt === 0) {
        // Most likely the token expired since the connection opened: reconnect with a fresh one, once.
        connection.refuseToken();
        await new Promise((resolve) => setTimeout(resolve, 0));
        continue;
      }
      throw new ApiError({ code: ack.code, message: ack.message ?? '', path: 'cs/send' });
    }
  };
}
