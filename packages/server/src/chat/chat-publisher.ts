import type { ChatListener, ChatPublisher } from '../server-context';

/**
 * The process's chat publisher: `publish` hands a stored message to every listener (the Socket.IO
 * namespace `/cs`), and `inTurn` runs the store-and-publish of one shopper's messages one after
 * another.
 *
 * Why turns: a message's id is taken when it is inserted, and it is published once its insert has
 * answered. Two messages stored at once into one session (two tabs sending, an agent replying while
 * the shopper sends) can answer in either order, and a tab that appends what it hears would show
 * them out of order. In turn, each message is published before the next is inserted, so a
 * shopper's tabs hear their messages in the order of their ids. Turns are per shopper (one session
 * each), so one shopper never waits for another's; a task that fails ends its turn all the same.
 */
export function createChatPublisher(): ChatPublisher {
  const listeners = new Set<ChatListener>();
  // The last task queued per shopper; the entry goes when that task settles with nothing behind it.
  const lastTurn = new Map<number, Promise<unknown>>();
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
      const turn = before.then(task, task);
      const settled = turn.then(
        () => undefined,
        () => undefined,
      );
      lastTurn.set(userId, settled);
      void settled.then(() => {
        if (lastTurn.get(userId) === settled) {
          lastTurn.delete(userId);
        }
      });
      return turn;
    },
  };
}
