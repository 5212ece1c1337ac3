import type { CsMessage } from '../schemas/chat.schema';
import type { ChatEvent, ChatPage } from './chat-types';
import { createMessageLog } from './message-log';

/** How many pages a catch-up after a reconnect reads at most, looking for the last message it knew. */
const CATCH_UP_PAGES = 10;

/** The chat's messages: its {@link MessageLog}, each change of which is reported to subscribers. */
export interface ChatMessages {
  /** Every message, oldest first (a new array after each change). */
  list(): readonly CsMessage[];
  /** Adds messages from history, live or a send; reports a change; answers the ones not seen before. */
  merge(messages: readonly CsMessage[]): CsMessage[];
  /** Stores the known messages among `msgIds` as read (status 1). */
  markedRead(msgIds: readonly number[]): void;
}

/** Creates the chat's messages, reporting each change through `emit` (a `messages` event). */
export function createChatMessages(emit: (event: ChatEvent) => void): ChatMessages {
  const log = createMessageLog();
  const merge = (messages: readonly CsMessage[]) => {
    const before = log.list();
    const added = log.add(messages);
    if (log.list() !== before) {
      emit({ type: 'messages', added });
    }
    return added;
  };
  return {
    list: log.list,
    merge,
    markedRead(msgIds) {
      const ids = new Set(msgIds);
      merge(
        log
          .list()
          .filter((m) => ids.has(m.id))
          .map((m) => ({ ...m, status: 1 as const })),
      );
    },
  };
}

/**
 * Reads the newest pages until one holds a message seen before (or there are no more, or a read
 * fails), so nothing said while offline is missed; at most {@link CATCH_UP_PAGES} pages.
 */
export async function catchUp(readPage: (page: number) => Promise<ChatPage>): Promise<void> {
  for (let page = 1; page <= CATCH_UP_PAGES; page++) {
    const result = await readPage(page).catch(() => null);
    if (!result?.hasMore || result.added.length < result.list.length) {
      return;
    }
  }
}
