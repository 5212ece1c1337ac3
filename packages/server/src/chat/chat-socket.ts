import type { Server as HttpServer } from 'node:http';
import { csSendPayloadSchema } from '@mall/sdk/schemas';
import { Server } from 'socket.io';
import { AppError } from '../http/app-error';
import { authenticate } from '../http/auth';
import { translate } from '../i18n/messages';
import type { ServerContext } from '../server-context';
import { csShopperSend } from '../services/cs.service';

/** The room of one shopper: every tab they have open. */
const roomOf = (userId: number) => `user:${userId}`;

/** What a `send` is acknowledged with: the stored message, or the envelope of the failure. */
type SendAck = (answer: { code: number; message?: string; data?: unknown }) => void;

/**
 * Attaches the Socket.IO namespace `/cs` to a listening HTTP server (contract §11). A socket
 * connects with `auth: { token }` (an access token, checked like the HTTP API's) and joins its
 * shopper's room. `send { sessionId, content }` stores a message into the shopper's own session and
 * emits it as `msg` to the shopper's room; agent replies published through `server.chat` reach the
 * shopper's room too, and no one else's.
 *
 * Fan-out: `server.chat.publish` is wrapped (and restored on close) so that published messages also
 * go to this namespace — the context offers no subscription yet. With several processes, a
 * Socket.IO adapter (Redis or Postgres) carries the room emits between them.
 */
export function attachChat(httpServer: HttpServer, server: ServerContext): { close(): Promise<void> } {
  const io = new Server(httpServer, { serveClient: false, cors: { origin: true } });
  const chat = io.of('/cs');

  chat.use(async (socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    const user = await authenticate(server, typeof token === 'string' ? token : null).catch(() => null);
    if (!user) {
      next(new Error(translate('en', 'error.unauthorized')));
      return;
    }
    socket.data.userId = user.id;
    next();
  });

  chat.on('connection', (socket) => {
    const userId = socket.data.userId as number;
    void socket.join(roomOf(userId));
    socket.on('send', async (payload: unknown, ack?: SendAck) => {
      const reply = typeof ack === 'function' ? ack : () => undefined;
      const parsed = csSendPayloadSchema.safeParse(payload);
      if (!parsed.success) {
        reply({ code: 1002, message: translate('en', 'validation.invalid') });
        return;
      }
      try {
        const message = await csShopperSend(server, userId, parsed.data.sessionId, parsed.data.content);
        chat.to(roomOf(userId)).emit('msg', message);
        reply({ code: 1000, data: message });
      } catch (error) {
        if (error instanceof AppError) {
          reply({ code: error.code, message: translate('en', error.key, error.params) });
          return;
        }
        server.log.error('chat send failed', {
          error: error instanceof Error ? error.message : String(error),
        });
        reply({ code: 1003, message: translate('en', 'error.server') });
      }
    });
  });

  const publish = server.chat.publish;
  server.chat.publish = (sessionId, userId, message) => {
    publish.call(server.chat, sessionId, userId, message);
    chat.to(roomOf(userId)).emit('msg', message);
  };

  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.chat.publish = publish;
        chat.disconnectSockets(true);
        // Closing Socket.IO also closes the HTTP server it is attached to; the caller owns that.
        io.engine.close();
        resolve();
      }),
  };
}
