import type { Server as HttpServer } from 'node:http';
import { csSendPayloadSchema } from '@mall/sdk/schemas';
import { createAdapter } from '@socket.io/postgres-adapter';
import { Server } from 'socket.io';
import { isDatabaseUnavailable } from '../db/database-watch';
import { AppError } from '../http/app-error';
import { authenticate } from '../http/auth';
import { validateInput } from '../http/validate';
import { resolveLocale, translate } from '../i18n/messages';
import type { ServerContext } from '../server-context';
import { chatShopperSend } from '../services/chat.service';
import { runIdempotent } from '../services/idempotency.service';
import { AdapterPool, allowedOrigins, originAllowed } from './adapter-pool';
import { type ChatSocketData, closeEndedSessions, roomOf } from './ended-sessions';

/**
 * Stores a shopper's message; with a key, once per key (SECURITY.md gap 13): a send repeated after
 * its acknowledgement was lost answers the message stored the first time, and the same key with
 * another message is refused, as an `Idempotency-Key` is over HTTP. `replayed`: answered again.
 */
async function sendOnce(
  server: ServerContext,
  userId: number,
  input: { sessionId: number; content: Parameters<typeof chatShopperSend>[3]; key?: string },
) {
  const { sessionId, content, key } = input;
  if (key === undefined) {
    return { message: await chatShopperSend(server, userId, sessionId, content), replayed: false };
  }
  const claim = { userId, key, path: 'cs/send', input: { sessionId, content } };
  const { data, replayed } = await runIdempotent(server, claim, (scoped) =>
    chatShopperSend(scoped, userId, sessionId, content),
  );
  return { message: data as Awaited<ReturnType<typeof chatShopperSend>>, replayed };
}

/** What a `send` is acknowledged with: the stored message, or the envelope of the failure. */
type SendAck = (answer: { code: number; message?: string; data?: unknown }) => void;

/**
 * Attaches the Socket.IO namespace `/cs` to a listening HTTP server (contract §11). A socket
 * connects with `auth: { token, language? }` (an access token, checked like the HTTP API's, again on
 * every message; answers in the language given, else the `language` header) and joins its
 * shopper's room. `send { sessionId, content, key? }` stores a message into the shopper's own session and
 * publishes it through `server.chat`, as agent replies are: every published message is emitted as
 * `msg` to its shopper's room, and no one else's.
 *
 * Fan-out: the namespace subscribes to `server.chat`, so every published message reaches the
 * shopper's room. With several processes on one PostgreSQL (`postgresUrl`), the Socket.IO
 * PostgreSQL adapter carries the room emits between them.
 *
 * Order: a shopper's messages are stored and emitted in their turn (`server.chat.inTurn`), so the
 * shopper's sockets on this process hear them in the order of their ids. Sockets on another process
 * hear them through the adapter, whose notices go out on a pool of two connections, and two
 * processes may store into one session at the same moment (two tabs, or a reply sent through
 * another process): there, two messages close together may be heard in either order. The SDK's
 * message log lists by id all the same.
 */
export function attachChat(
  httpServer: HttpServer,
  server: ServerContext,
  options: { postgresUrl?: string | undefined } = {},
): { close(): Promise<void> } {
  // A browser page of another origin opens the socket only when `SOCKET_ORIGINS` lists it
  // (`originAllowed`); the same list answers the long-polling's CORS requests.
  const origins = allowedOrigins(server.env.SOCKET_ORIGINS);
  const io = new Server(httpServer, {
    serveClient: false,
    cors: { origin: [...origins] },
    allowRequest: (request, callback) => {
      const allowed = originAllowed(request, origins);
      callback(allowed ? null : 'origin not allowed', allowed);
    },
  });
  // On PostgreSQL, room emits travel between server processes through LISTEN/NOTIFY; its listening
  // connection is kept through restarts of the database (`AdapterPool`).
  let adapterPool: AdapterPool | null = null;
  if (options.postgresUrl) {
    adapterPool = new AdapterPool(options.postgresUrl, server.log);
    io.adapter(
      createAdapter(adapterPool, {
        errorHandler: (error) =>
          server.log.debug?.('chat adapter', {
            error: error instanceof Error ? error.message : String(error),
          }),
      }),
    );
  }
  const chat = io.of('/cs');
  // A socket whose session has ended is closed (`ended-sessions.ts`).
  const sessions = closeEndedSessions(server, chat);

  chat.use(async (socket, next) => {
    const auth = (socket.handshake.auth ?? {}) as { token?: unknown; language?: unknown };
    const header = socket.handshake.headers.language;
    const locale = resolveLocale(
      typeof auth.language === 'string' ? auth.language : (header as string | undefined),
    );
    const token = typeof auth.token === 'string' ? auth.token : null;
    const noticesBefore = sessions.heard();
    const user = await authenticate(server, token).catch(() => null);
    if (!user || token === null) {
      next(new Error(translate(locale, 'error.unauthorized')));
      return;
    }
    socket.data = { userId: user.id, token, locale, noticesBefore } satisfies ChatSocketData;
    next();
  });

  chat.on('connection', (socket) => {
    const { userId, token, locale } = socket.data as ChatSocketData;
    server.metrics?.chatConnections.inc();
    socket.once('disconnect', () => server.metrics?.chatConnections.dec());
    void socket.join(roomOf(userId));
    sessions.joined(socket as typeof socket & { data: ChatSocketData });
    socket.on('send', async (payload: unknown, ack?: SendAck) => {
      const reply = typeof ack === 'function' ? ack : () => undefined;
      try {
        // The token is checked again on every message: a logoff or password change ends the chat too.
        if (!(await authenticate(server, token))) {
          reply({ code: 1001, message: translate(locale, 'error.unauthorized') });
          socket.disconnect(true);
          return;
        }
        const input = validateInput(csSendPayloadSchema, payload, locale);
        // Stored and delivered in the shopper's turn: their tabs hear messages in the order of their ids.
        const message = await server.chat.inTurn(userId, async () => {
          const sent = await sendOnce(server, userId, input);
          // A replay was delivered to the shopper's tabs when it was stored.
          if (!sent.replayed) {
            server.chat.publish(input.sessionId, userId, sent.message);
          }
          return sent.message;
        });
        reply({ code: 1000, data: message });
      } catch (error) {
        if (error instanceof AppError) {
          reply({ code: error.code, message: translate(locale, error.key, error.params) });
          return;
        }
        // The database away for a moment is logged once by its watch, not once per message.
        if (!isDatabaseUnavailable(error)) {
          server.log.error('chat send failed', {
            error: error instanceof Error ? error.message : String(error),
          });
        }
        reply({ code: 1003, message: translate(locale, 'error.server') });
      }
    });
  });

  const unsubscribe = server.chat.subscribe((_sessionId, userId, message) => {
    chat.to(roomOf(userId)).emit('msg', message);
  });

  return {
    async close() {
      sessions.stop();
      unsubscribe();
      chat.disconnectSockets(true);
      // Closing Socket.IO also closes the HTTP server it is attached to; the caller owns that.
      io.engine.close();
      if (adapterPool) {
        for (const namespace of [io.of('/'), chat]) {
          await namespace.adapter.close();
        }
        await adapterPool.end();
      }
    },
  };
}
