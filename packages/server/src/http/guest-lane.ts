import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { CALLS, type CallPath } from '@mall/sdk';
import { requestSchemas } from '@mall/sdk/schemas';
import { resolveLocale } from '../i18n/messages';
import { recordRequest, requestIdOf } from '../observability/request-log';
import type { ServerContext } from '../server-context';
import { declaredLength, JSON_BODY_LIMIT, reportedAppError } from './app';
import type { GuestReadHandler, GuestReads } from './call-handler';
import { preferredEncoding } from './compression';
import { failureParts, successParts } from './envelope';
import { cameOverTls, HSTS_VALUE } from './transport-security';
import { jsonBodyValue, validateInput } from './validate';

interface LaneRoute {
  path: CallPath;
  /** `/api/<path>`: the route as the log and the metrics name it, as the app names its routes. */
  call: string;
  handler: GuestReadHandler<CallPath>;
  /**
   * Valid inputs by their text as sent (the query or the body): most requests repeat a few (the
   * first page, a popular goods item), and a schema is pure, so each text is validated once.
   */
  inputs: Map<string, unknown>;
}

/** Texts of valid inputs a route remembers; past it, it starts afresh. */
const REMEMBERED_INPUTS = 1000;
/**
 * The longest text remembered: a valid input may carry a long keyword or keys the schema drops
 * (a body up to 1 MB), which must not become a key held in memory.
 */
const REMEMBERED_TEXT_LENGTH = 512;

/** The single value of a request header (node joins or lists repeated ones). */
function headerOf(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * The guest lane: the guest reads (the goods list, a goods detail, home's recommendations: answers
 * the same for every shopper) answered on node:http directly, without the web `Request` and
 * `Response` objects, the router and the middleware the app builds around every other call. Only
 * the way in and out is its own: the input is validated with the call's shared schema, the
 * handler is the app's, and the bytes and headers are those `success` gives the app
 * (`successParts`), so the two ways answer alike (`guest-lane.test.ts` compares them).
 *
 * It refuses as the app does too (`failureParts`, the bytes and headers of the app's `failure`):
 * input that is not JSON or fails its schema, and a handler's error (a goods item that is not
 * there, the database down), in the shopper's language, an unexpected error logged as the app logs
 * it. So a read that fails runs once, not once here and again in the app.
 *
 * Whatever the lane does not answer itself goes to `next`, the app's listener, untouched: any other
 * method or path, a body without a declared length, a form, a body over the limit, a GET with a
 * body.
 */
export function guestLane(server: ServerContext, reads: GuestReads, next: RequestListener): RequestListener {
  const routes = new Map<string, LaneRoute>();
  for (const [path, handler] of Object.entries(reads) as [CallPath, GuestReadHandler<CallPath>][]) {
    const definition = CALLS[path];
    if (definition.auth === 'required' || ('transfer' in definition && definition.transfer)) {
      throw new Error(`${path} cannot be a guest read`);
    }
    routes.set(`${definition.method} /api/${path}`, {
      path,
      call: `/api/${path}`,
      handler,
      inputs: new Map(),
    });
  }

  async function answer(
    request: IncomingMessage,
    response: ServerResponse,
    route: LaneRoute,
    text: string,
    parse: (text: string) => unknown,
    startedAt: number,
  ): Promise<void> {
    const requestId = requestIdOf(headerOf(request, 'x-request-id'));
    const locale = resolveLocale(headerOf(request, 'language'));
    let parts: ReturnType<typeof successParts>;
    let envelopeCode = 1000;
    try {
      let input = route.inputs.get(text);
      if (input === undefined) {
        // Frozen: the requests that send the same text share it.
        input = Object.freeze(validateInput(requestSchemas[route.path], parse(text), locale));
        if (text.length <= REMEMBERED_TEXT_LENGTH) {
          if (route.inputs.size >= REMEMBERED_INPUTS) {
            route.inputs.clear();
          }
          route.inputs.set(text, input);
        }
      }
      const data = await route.handler({ input: input as never, locale, server });
      parts = successParts(data, locale, undefined, preferredEncoding(headerOf(request, 'accept-encoding')));
    } catch (error) {
      // Refused as the app refuses (`failure`), once: a read that failed is not run again.
      const refusal = reportedAppError(server, route.call, error, requestId);
      envelopeCode = refusal.code;
      parts = failureParts(refusal, locale);
    }
    const length = typeof parts.body === 'string' ? Buffer.byteLength(parts.body) : parts.body.byteLength;
    response.writeHead(parts.status, {
      ...parts.headers,
      'content-length': length,
      'x-request-id': requestId,
    });
    response.end(parts.body);
    recordRequest(server, {
      requestId,
      method: request.method as string,
      call: route.call,
      status: parts.status,
      envelopeCode,
      startedAt,
    });
  }

  /** `answer`, whose failure to write (a socket gone mid-way) ends the response instead of the process. */
  const answerSafely = (...args: Parameters<typeof answer>) => {
    answer(...args).catch(() => args[1].destroy());
  };

  const trustProxy = server.env.TRUST_PROXY;
  return (request: IncomingMessage, response) => {
    const startedAt = performance.now();
    // Every answer of the shop passes here first (this lane is the node server's listener), so
    // HSTS is set once for all of them: the app's, the guest reads', the files'.
    if (trustProxy > 0 && cameOverTls(request, trustProxy)) {
      response.setHeader('Strict-Transport-Security', HSTS_VALUE);
    }
    const url = request.url ?? '/';
    const query = url.indexOf('?');
    const route = routes.get(`${request.method} ${query < 0 ? url : url.slice(0, query)}`);
    if (!route) {
      next(request, response);
      return;
    }
    const declared = headerOf(request, 'content-length');
    const chunked = headerOf(request, 'transfer-encoding');
    const length = declaredLength(declared, chunked);
    if (request.method === 'GET') {
      // A GET with a body is the app's to answer (its limit and its stream), as it always was.
      if (length !== 0 && (declared !== undefined || chunked !== undefined)) {
        next(request, response);
        return;
      }
      answerSafely(
        request,
        response,
        route,
        query < 0 ? '' : url.slice(query + 1),
        (text) => Object.fromEntries(new URLSearchParams(text)),
        startedAt,
      );
      return;
    }
    if (
      length === null ||
      length > JSON_BODY_LIMIT ||
      (headerOf(request, 'content-type') ?? '').includes('multipart/form-data')
    ) {
      next(request, response);
      return;
    }
    const chunks: Buffer[] = [];
    // A body cut off (the shopper gone) leaves nobody to answer.
    request.once('error', () => response.destroy());
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.once('end', () => {
      const body = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
      answerSafely(request, response, route, body.toString('utf8'), jsonBodyValue, startedAt);
    });
  };
}
