import { type CsMessage, type CsSession, csSessionSchema } from '../schemas/chat.schema';
import { ApiError, ERROR_CODE } from '../transport/api-error';
import { DEFAULT_TIMEOUT_MS } from '../transport/transport';
import { createChatConnection } from './chat-connection';
import { catchUp, createChatMessages } from './chat-messages';
import { createChatSender } from './chat-sender';
import type { ChatClient, ChatClientOptions, ChatEvent } from './chat-types';
import { parseCsMessage } from './message-log';

const DEFAULT_PAGE_SIZE = 20;

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
  // Composes the connection (chat-connection.ts, its token in chat-token.ts), the messages
  // (chat-messages.ts, over the MessageLog) and sending (chat-sender.ts).
  const { client } = options;
  const listeners = new Set<(event: ChatEvent) => void>();
  const emit = (event: ChatEvent) => {
    for (const listener of listeners) {
      listener(event);
    }
  };
  const messages = createChatMessages(emit);
  const mergeOne = (message: CsMessage) => messages.merge([message]);
  const connection = createChatConnection(options, {
    emit,
    message: mergeOne,
    reconnected: () => void catchUp((page) => chat.page(page)),
  });
  const send = createChatSender({
    connection,
    subscribe: (listener) => chat.subscribe(listener),
    sendTimeout: options.sendTimeout ?? DEFAULT_TIMEOUT_MS,
    stored: mergeOne,
  });
  let started: Promise<CsSession> | null = null;
  let sessionId: number | null = null;

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
        if (connection.status() !== 'closed') {
          connection.connect(session.id);
        }
        return session;
      });
      started.catch(() => {
        started = null;
      });
      return started;
    },
    sessionId: () => sessionId,
    status: connection.status,
    messages: messages.list,
    async page(page, size = DEFAULT_PAGE_SIZE) {
      const id = await requireSession();
      const answer = await client.cs.msg.page({ sessionId: id, page, size });
      const list = answer.list.map(parseCsMessage);
      const added = messages.merge(list);
      const { total } = answer.pagination;
      return { list, added, hasMore: page * size < total && list.length > 0 };
    },
    async send(content, options) {
      return send(await requireSession(), content, options?.key);
    },
    async markRead(msgIds) {
      if (msgIds.length === 0) {
        return;
      }
      await client.cs.msg.read({ msgIds });
      messages.markedRead(msgIds);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    close: connection.close,
  };
  return chat;
}
