import type { ChatListener, ChatPublisher } from '../server-context';

/**
 * How long one task may hold a shopper's turn: a store that hangs (a lock, a connection gone
 * quiet) lets the tasks behind it go after this, instead of holding the shopper's chat for good.
 */
export const TURN_MAX_MS = 10_000;

/**
 * The process's chat publisher: `publish` hands a stored message to every listener (the Socket.IO
 * namespace `/cs`), and `inTurn` runs the store-and-publish of one shopper's messages one after
 * another.
 *
 * Why turns: a message's id is taken when it is inserted, and it is published once its insert has
 * answered. Two messages stored at once into one session (two tabs sending, an agent replying while
 * the shopper sends) can answer in either order, and a tab that appends what it hears would show
 * them out of order. In turn, each message is published before the next is inserted, so the
 * shopper's sockets on this process hear their messages in the order of their ids. Turns are per
 * shopper (one session each), so one shopper never waits for another's; a task that fails ends its
 * turn all the same, and one that hangs ends it after `turnMaxMs`.
 */
export function createChatPublisher(options: { turnMaxMs?: number } = {}): ChatPublisher {
  const turnMaxMs = options.turnMaxMs ?? TURN_MAX_MS;
  const listeners = new Set<ChatListener>();
  // When the last turn queued per shopper ends; the entry goes when it ends with nothing behind it.
  const lastTurn = new Map<number, Promise<void>>();
  return {
    publish(sessionId, userId, message) {
      for (const listener of listeners) {
        listener(sessionId, userId, message);
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    inTurn(userId, task) {
      const before = lastTurn.get(userId) ?? Promise.resolve();
      let endTurn: () => void = () => undefined;
      const ended = new Promise<void>((resolve) => {
        endTurn = resolve;
      });
      lastTurn.set(userId, ended);
      void ended.then(() => {
        if (lastTurn.get(userId) === ended) {
          lastTurn.delete(userId);
        }
      });
      // `before` never fails: it is the end of the turn before, which only resolves.
      return before.then(() => {
        const timer = setTimeout(endTurn, turnMaxMs);
        return (async () => task())().finally(() => {
          clearTimeout(timer);
          endTurn();
        });
      });
    },
  };
}
