import type { Namespace } from 'socket.io';
import { authenticate, standingsOf } from '../http/auth';
import type { ServerLocale } from '../i18n/messages';
import type { ServerContext } from '../server-context';
import { SHOPPER_CHANNEL } from '../services/announced-reads';

/** The room of one shopper: every tab they have open. */
export const roomOf = (userId: number) => `user:${userId}`;

/**
 * What a socket of `/cs` carries: its shopper, the token it connected with, the language it is
 * answered in, and how many shopper notices this process had heard before its handshake's check.
 */
export interface ChatSocketData {
  userId: number;
  token: string;
  locale: ServerLocale;
  noticesBefore: number;
}

/** A socket as `fetchSockets` answers it, or as it connects. */
interface HeldSocket {
  data: unknown;
  disconnect(close: boolean): unknown;
}

/**
 * Closes the sockets of `/cs` on this process whose session has ended (SECURITY.md gap 19), so
 * that none hears a reply meant for it:
 * - a shopper's standing changed (signed out, every session ended, password changed, account
 *   closed; the `mall_shopper` notice every process hears, migrations 0009 and 0013): each of their
 *   sockets here checks its token again;
 * - the process hears the notices again after it lost them (its listening connection was down):
 *   every socket here checks its token again, since a notice may have gone unheard;
 * - a socket whose handshake was checked before a notice this process heard since: checked again
 *   once it has joined its shopper's room.
 * A check the database cannot answer closes the socket too: the SDK's chat client connects again
 * at once, and its handshake is checked afresh (or refused, and tried again later).
 */
export function closeEndedSessions(server: ServerContext, chat: Namespace) {
  let stopped = false;
  let heard = 0;
  const passes = (token: string) => authenticate(server, token).then(Boolean, () => false);
  const check = async (sockets: HeldSocket[]) => {
    for (const socket of sockets) {
      if (!stopped && !(await passes((socket.data as ChatSocketData).token))) {
        socket.disconnect(true);
      }
    }
  };
  const run = (work: () => Promise<void>) => {
    work().catch((error: unknown) =>
      server.log.error('chat session check failed', {
        error: error instanceof Error ? error.message : String(error),
      }),
    );
  };
  server.listen(
    SHOPPER_CHANNEL,
    (payload) => {
      heard += 1;
      const userId = Number(payload);
      if (!stopped && Number.isSafeInteger(userId)) {
        run(async () => {
          // The standing this process keeps is read again: this listener may run before its own.
          standingsOf(server).forget(userId);
          await check(await chat.local.in(roomOf(userId)).fetchSockets());
        });
      }
    },
    (hearing) => {
      heard += 1;
      if (hearing && !stopped) {
        run(async () => check(await chat.local.fetchSockets()));
      }
    },
  );
  return {
    /** How many notices (and changes of hearing them) this process has had: a handshake notes it. */
    heard: () => heard,
    /** A socket that joined its room: checked again if a notice came while its handshake was checked. */
    joined(socket: HeldSocket & { data: ChatSocketData }) {
      if (socket.data.noticesBefore !== heard) {
        run(() => check([socket]));
      }
    },
    stop() {
      stopped = true;
    },
  };
}
