import type { IncomingMessage } from 'node:http';
import pg from 'pg';
import type { Logger } from '../server-context';

/**
 * The pool the Socket.IO PostgreSQL adapter is given. The adapter borrows one connection for good
 * to `LISTEN` on and makes a new one when it ends, but it neither listens for its `error` (a
 * restart, a crash or a `pg_terminate_backend` of it ended the process: `Unhandled 'error'
 * event`) nor gives it back (each loss would keep one of the pool's two places for good, and
 * after two the adapter could neither publish nor listen again). Here every connection lent for
 * good has its error handled and goes back to the pool, dropped, as soon as it errs or ends; the
 * adapter then listens again on a new one (after 1 to 3 s, its own wait) and re-issues its
 * `LISTEN`s. Short loans (`pool.query`) are the pool's own and already guarded.
 */
export class AdapterPool extends pg.Pool {
  readonly #log: Logger;

  constructor(url: string, log: Logger) {
    super({ connectionString: url, max: 2, keepAlive: true, connectionTimeoutMillis: 3000 });
    this.#log = log;
    this.on('error', (error) => this.#lost(error));
  }

  // biome-ignore lint/suspicious/noExplicitAny: pg's connect overloads (callback or promise) re-dispatched.
  override connect(...args: any[]): any {
    if (typeof args[0] === 'function') {
      return super.connect(args[0]);
    }
    return super.connect().then((client) => this.#guarded(client));
  }

  #guarded(client: pg.PoolClient): pg.PoolClient {
    const giveBack = client.release;
    let given = false;
    const release = (error?: Error | boolean) => {
      if (!given) {
        given = true;
        giveBack(error);
      }
    };
    client.release = release;
    client.on('error', (error) => {
      this.#lost(error);
      release(error);
    });
    client.once('end', () => release(new Error('the listening connection ended')));
    return client;
  }

  #lost(error: Error) {
    this.#log.debug?.('chat adapter connection lost', { event: 'db.connection.lost', error: error.message });
  }
}

/**
 * Whether a Socket.IO handshake may open: one without `Origin` (an app, Node: no browser page to
 * speak for) does; a browser's must be the shop's own (its host is the request's `Host`) or one of
 * `allowed` (`SOCKET_ORIGINS`), so no other site's page opens the chat with a shopper's token it
 * got hold of, and none rides on the shopper's browser.
 */
export function originAllowed(request: IncomingMessage, allowed: ReadonlySet<string>): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) {
    return true;
  }
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    return false;
  }
  return allowed.has(parsed.origin) || parsed.host === request.headers.host;
}

/** `SOCKET_ORIGINS` as a set of origins (`https://m.example.com`), empty when unset. */
export function allowedOrigins(list: string | undefined): Set<string> {
  return new Set(
    (list ?? '')
      .split(' ')
      .filter((origin) => origin !== '')
      .map((origin) => new URL(origin).origin),
  );
}
