import type { HttpBindings } from '@hono/node-server';
import { CALL_PATHS, CALLS, type CallDefinition, type CallPath } from '@mall/sdk';
import { requestSchemas } from '@mall/sdk/schemas';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { matchedRoutes } from 'hono/route';
import { databaseWatchOf } from '../db/database-watch';
import { resolveLocale, type ServerLocale } from '../i18n/messages';
import { recordRequest, requestIdOf } from '../observability/request-log';
import type { Actor, ServerContext } from '../server-context';
import { parseIdempotencyKey, runIdempotent } from '../services/idempotency.service';
import { AppError } from './app-error';
import { authenticate, tokenOf, unauthorized } from './auth';
import type { CallHandler, CallHandlers, GuestReads } from './call-handler';
import { preferredEncoding } from './compression';
import { DatabaseAwayError } from './database-away';
import { asAppError, failure, success } from './envelope';
import { securityHeaders } from './security-headers';
import { jsonBodyValue, validateInput } from './validate';

/** JSON bodies above this are refused with 413 (uploads have their own, larger limit). */
export const JSON_BODY_LIMIT = 1024 * 1024;

/**
 * A body's length as its headers declare it, or `null`: none declared, not a number, or sent in
 * chunks (a `Transfer-Encoding`, whose body is counted as it streams instead).
 */
export function declaredLength(contentLength: string | undefined, transferEncoding: string | undefined) {
  return contentLength !== undefined && /^\d+$/.test(contentLength) && transferEncoding === undefined
    ? Number(contentLength)
    : null;
}

export interface AppVariables {
  locale: ServerLocale;
  /** This request's id: logged with it and answered in `X-Request-Id`. */
  requestId: string;
  /** Who the request acts as, once known (a shopper's token, an operator's sign-in). */
  actor?: Actor;
  /**
   * The envelope code answered, for the request's log line and the business counters. Set for the
   * shopper calls and every thrown error; an `/api/admin/` answer with status 200 and none set
   * counts as 1000, so an operator route that answers a failure without throwing sets it.
   */
  envelopeCode?: number;
  /** The answer is a repeated `Idempotency-Key`'s, given again (no work done). */
  replayed?: boolean;
}

/**
 * The route pattern that answered (`/api/app/goods/info/page`, `/uploads/*`), or `unmatched` for
 * a 404 no route took: a bounded label, never a raw path or id.
 */
function callOf(context: Context, status: number): string {
  const route = matchedRoutes(context)[context.req.routeIndex];
  if (!route || (status === 404 && route.method === 'ALL')) {
    return 'unmatched';
  }
  return route.path;
}

async function readInput(request: Request, method: 'GET' | 'POST'): Promise<unknown> {
  if (method === 'GET') {
    return Object.fromEntries(new URL(request.url).searchParams);
  }
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) {
    return request.formData();
  }
  return jsonBodyValue(await request.text());
}

/**
 * The TCP peer of a request: the node server hands its `IncomingMessage` to the app as
 * `env.incoming` (what `getConnInfo` of `@hono/node-server/conninfo` reads). A request given to
 * `app.fetch` in-process has no socket, and no peer.
 */
function peerAddressOf(context: Context): string | undefined {
  return (context.env as Partial<HttpBindings> | undefined)?.incoming?.socket?.remoteAddress;
}

/** Extra routes mounted next to the shopper API (operator API, uploads, app files, docs). */
export type RouteMount = (app: Hono<{ Variables: AppVariables }>) => void;

/**
 * What a thrown error answers (`asAppError`); an unexpected one (1003) goes to the log first, with
 * the request's id, the path and the stack, which the answer never shows. The database away for a
 * moment (503) is not logged per request: the database's watch says once that it went and came
 * back (`db/database-watch.ts`).
 */
export function reportedAppError(
  server: ServerContext,
  path: string,
  error: unknown,
  requestId?: string,
): AppError {
  const appError = asAppError(error);
  if (appError.code === 1003 && !(appError instanceof DatabaseAwayError)) {
    server.log.error('unexpected error', {
      requestId,
      path,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
  }
  return appError;
}

/**
 * The HTTP app: every call of the shared call table under `/api`, each validated with its shared
 * schema, authenticated as the table says, and answered in the contract's envelope in the
 * request's language. A call without a handler is a bug, caught by `assertHandlersComplete`.
 */
export function createHttpApp(
  server: ServerContext,
  handlers: CallHandlers,
  mounts: RouteMount[] = [],
  guestReads: GuestReads = {},
) {
  const app = new Hono<{ Variables: AppVariables }>();
  // The database's comings and goings are logged with the server's logger.
  databaseWatchOf(server.db)?.tellTo(server.log);

  // One log line and the metrics of every request the app answers (the guest lane records its own),
  // with its id answered in `X-Request-Id`.
  app.use('*', async (context, next) => {
    const startedAt = performance.now();
    const requestId = requestIdOf(context.req.header('x-request-id'));
    context.set('requestId', requestId);
    await next();
    const outgoing = (context.env as Partial<HttpBindings> | undefined)?.outgoing;
    if (outgoing && !outgoing.headersSent) {
      // Merged into the answer's head by node: the answer's own header object stays untouched.
      outgoing.setHeader('X-Request-Id', requestId);
    } else {
      try {
        context.res.headers.set('X-Request-Id', requestId);
      } catch {
        // An answer with immutable headers (one fetched from elsewhere) goes without it.
      }
    }
    const status = context.res.status;
    const call = callOf(context, status);
    let envelopeCode = context.get('envelopeCode');
    if (envelopeCode === undefined && status === 200 && call.startsWith('/api/admin/')) {
      envelopeCode = 1000;
    }
    let replayed = context.get('replayed');
    if (replayed === undefined && envelopeCode === 1000 && server.metrics?.countsBusiness(call)) {
      replayed = context.res.headers.get('idempotent-replayed') === 'true';
    }
    recordRequest(server, {
      requestId,
      method: context.req.method,
      call,
      status,
      envelopeCode,
      startedAt,
      actor: context.get('actor'),
      replayed,
    });
  });
  app.use('*', securityHeaders());
  app.use('*', async (context, next) => {
    context.set('locale', resolveLocale(context.req.header('language')));
    await next();
  });

  app.onError((error, context) => {
    const appError = reportedAppError(server, context.req.path, error, context.get('requestId'));
    context.set('envelopeCode', appError.code);
    return failure(appError, context.get('locale') ?? 'en');
  });

  for (const path of CALL_PATHS) {
    const definition: CallDefinition = CALLS[path];
    const handler = handlers[path] as CallHandler<CallPath> | undefined;
    const guest = guestReads[path] !== undefined && definition.auth !== 'required';
    const limit = definition.transfer ? server.env.UPLOAD_MAX_BYTES + 64 * 1024 : JSON_BODY_LIMIT;
    const tooLarge = (context: Context<{ Variables: AppVariables }>) => {
      const refusal = definition.transfer
        ? new AppError('upload.tooLarge', {
            httpStatus: 413,
            params: { max: Math.round(server.env.UPLOAD_MAX_BYTES / 1024 / 1024) },
          })
        : new AppError('error.bodyTooLarge', { httpStatus: 413 });
      context.set('envelopeCode', refusal.code);
      return failure(refusal, context.get('locale'));
    };
    const streamingLimit = bodyLimit({ maxSize: limit, onError: tooLarge });
    app.on(
      definition.method,
      `/api/${path}`,
      // A declared length is checked up front, so the body is then read straight from the socket
      // (the node adapter's fast path); only a body without one (chunked) is counted as it streams.
      (context, next) => {
        const declared = context.req.header('content-length');
        const length = declaredLength(declared, context.req.header('transfer-encoding'));
        if (length === null) {
          return definition.method === 'GET' && declared === undefined
            ? next()
            : streamingLimit(context, next);
        }
        return length > limit ? Promise.resolve(tooLarge(context)) : next();
      },
      async (context) => {
        const locale = context.get('locale');
        if (!handler) {
          throw new AppError('error.server', { code: 1003 });
        }
        // A guest read answers everyone alike: a token sent with it is not even looked at.
        const user =
          definition.auth === 'none' || guest ? null : await authenticate(server, tokenOf(context.req.raw));
        if (user) {
          context.set('actor', { kind: 'shopper', id: user.id });
        } else if (definition.auth === 'required') {
          throw unauthorized();
        }
        const raw = await readInput(context.req.raw, definition.method);
        const input = raw instanceof FormData ? raw : validateInput(requestSchemas[path], raw, locale);
        const request = context.req.raw;
        const peerAddress = peerAddressOf(context);
        const callContext = (scoped: ServerContext) =>
          ({ input, user, locale, server: scoped, request, peerAddress }) as Parameters<
            CallHandler<CallPath>
          >[0];
        const run = (scoped: ServerContext) => handler(callContext(scoped));
        const key = definition.idempotent && user ? context.req.header('idempotency-key') : undefined;
        const encoding = preferredEncoding(context.req.header('accept-encoding'));
        if (key === undefined || !user) {
          const data = await run(server);
          context.set('envelopeCode', 1000);
          return success(data, locale, undefined, encoding);
        }
        const claim = { userId: user.id, key: parseIdempotencyKey(key), path, input };
        const { atOnce, claiming } = handler;
        const { data, replayed } = await runIdempotent(server, claim, async (scoped) => run(scoped), {
          atOnce: atOnce && ((key) => atOnce(callContext(server), key)),
          claiming: claiming && ((scoped, key) => claiming(callContext(scoped), key)),
        });
        context.set('envelopeCode', 1000);
        context.set('replayed', replayed);
        return success(data, locale, replayed ? { 'Idempotent-Replayed': 'true' } : undefined, encoding);
      },
    );
  }

  for (const mount of mounts) {
    mount(app);
  }

  app.notFound((context) => {
    const locale = context.get('locale') ?? 'en';
    const refusal = new AppError('error.routeNotFound', { httpStatus: 404 });
    context.set('envelopeCode', refusal.code);
    return failure(refusal, locale);
  });

  return app;
}

/** Every call of the table has a handler; returns the paths that do not. */
export function missingHandlers(handlers: CallHandlers): CallPath[] {
  return CALL_PATHS.filter((path) => !handlers[path]);
}
