import { ApiError } from '../transport/api-error';
import type { ChatClientOptions } from './chat-types';

/**
 * The token the chat's connection presents, and what the server made of it: the one the last
 * handshake presented, the one the open connection holds, and one the server refused.
 */
export interface ChatToken {
  /**
   * The token for the next handshake: the stored one while fresh and not refused, else the one a
   * refresh brings (`null` when the session is over). When even that fails, the one presented last.
   */
  present(): Promise<string | null>;
  /** The handshake succeeded: the connection holds the token presented, which is no longer refused. */
  connected(): void;
  /** The server refused the handshake: the next one refreshes instead of presenting the token again. */
  refuseSent(): void;
  /** The server no longer takes the connection's token (it ended the connection or refused a send). */
  refuseHeld(): void;
  /** Whether the open connection was made with this token. */
  holds(token: string): boolean;
}

/** Creates the {@link ChatToken} of one chat connection. */
export function createChatToken(client: ChatClientOptions['client'], now: () => number): ChatToken {
  let sent: string | null = null;
  let held: string | null = null;
  let refused: string | null = null;

  async function current(): Promise<string | null> {
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

  return {
    present: () =>
      current().then(
        (token) => (sent = token),
        () => sent,
      ),
    connected() {
      held = sent;
      refused = null;
    },
    refuseSent() {
      refused = sent;
    },
    refuseHeld() {
      refused = held;
    },
    holds: (token) => token === held,
  };
}
