import { type CsMessage, csMessageSchema } from '../schemas/chat.schema';

/**
 * The messages of one conversation, each once, oldest first. What paging over HTTP returned and
 * what arrived live go through the same `add`, so a message seen both ways is kept (and reported)
 * once; a later copy of a known id (e.g. now marked read) replaces the stored one without being
 * reported as new.
 */
export interface MessageLog {
  /** Adds messages in any order; resolves with the ones not seen before, oldest first. */
  add(messages: readonly CsMessage[]): CsMessage[];
  /** Whether a message with this id is known. */
  has(id: number): boolean;
  /** Every message, oldest first (a new array after each change, the same one otherwise). */
  list(): readonly CsMessage[];
  /** The newest message, or `undefined`. */
  newest(): CsMessage | undefined;
  /** Forgets every message (the shopper signed out). */
  clear(): void;
}

/** Orders messages by id, which the server hands out in the order they were stored. */
export const byMessageId = (a: CsMessage, b: CsMessage) => a.id - b.id;

/** A message as the server sent it (the socket's `msg`, a page row) in its parsed form. */
export function parseCsMessage(raw: unknown): CsMessage {
  return csMessageSchema.parse(raw);
}

/**
 * Creates an empty {@link MessageLog}.
 * @example
 * const log = createMessageLog();
 * log.add(page.list); // history over HTTP
 * socket.on('msg', (raw) => log.add([parseCsMessage(raw)])); // live, never twice
 */
export function createMessageLog(): MessageLog {
  const byId = new Map<number, CsMessage>();
  let sorted: readonly CsMessage[] = [];
  return {
    add(messages) {
      const added: CsMessage[] = [];
      let changed = false;
      for (const message of messages) {
        const known = byId.get(message.id);
        if (!known) {
          added.push(message);
        }
        if (!known || known.status !== message.status) {
          byId.set(message.id, message);
          changed = true;
        }
      }
      if (changed) {
        sorted = [...byId.values()].sort(byMessageId);
      }
      return added.sort(byMessageId);
    },
    has: (id) => byId.has(id),
    list: () => sorted,
    newest: () => sorted[sorted.length - 1],
    clear() {
      byId.clear();
      sorted = [];
    },
  };
}
