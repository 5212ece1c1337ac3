import { ApiError, ERROR_CODE, SERVICE_ERROR_MESSAGE } from './api-error';
import { appendQuery, joinUrl } from './url';

/** The network timeout of every request, upload and download (spec §9). */
export const DEFAULT_TIMEOUT_MS = 60_000;

/** HTTP methods the contract uses. */
export type HttpMethod = 'GET' | 'POST';

/** One request the transport sends. */
export interface TransportRequest {
  method: HttpMethod;
  /** The call's path below the base URL, e.g. `app/order/info/create`. */
  path: string;
  /** Query for GET; JSON body (or FormData) otherwise. */
  data?: unknown;
  /** The raw access token to send in `Authorization`, if any. */
  token?: string | null;
  /** More headers of this request (e.g. `Idempotency-Key`). */
  headers?: Readonly<Record<string, string>>;
  signal?: AbortSignal;
  timeout?: number;
  /** Uploads and downloads report network failures as 602001 instead of 5. */
  transfer?: boolean;
}

/** What {@link createTransport} needs. */
export interface TransportOptions {
  /** e.g. `https://shop.example/api` or `/api`. */
  baseURL: string;
  fetch?: typeof globalThis.fetch;
  timeout?: number;
  /** The shopper's locale for the `language` header. */
  getLocale: () => string;
}

/** Sends one request and resolves the envelope's `data`, or rejects with an {@link ApiError}. */
export interface Transport {
  send<T>(request: TransportRequest): Promise<T>;
  /** The absolute URL of a call path. */
  url(path: string): string;
}

interface Envelope {
  code: number;
  message: string;
  data?: unknown;
}

function readEnvelope(body: unknown): Envelope | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return null;
  }
  const { code, message, data } = body as Record<string, unknown>;
  const numericCode = typeof code === 'string' && /^\d+$/.test(code) ? Number(code) : code;
  if (typeof numericCode !== 'number' || !Number.isInteger(numericCode)) {
    return null;
  }
  return { code: numericCode, message: typeof message === 'string' ? message : '', data };
}

function fieldOf(data: unknown): string | undefined {
  if (typeof data === 'object' && data !== null && typeof (data as { field?: unknown }).field === 'string') {
    return (data as { field: string }).field;
  }
  return undefined;
}

/** An HTTP answer with its body read: JSON parsed, anything else kept as text. */
export interface HttpAnswer {
  status: number;
  headers: Headers;
  /** The parsed JSON, or the text when the body is no JSON (an empty body is `''`). */
  data: unknown;
}

/**
 * Maps an HTTP answer to `data` or an {@link ApiError}, following the error catalogue of the
 * contract (§2) and the cool-admin variants (§14).
 */
export function interpretResponse(answer: HttpAnswer, path: string, url: string): unknown {
  const { status } = answer;
  const envelope = readEnvelope(answer.data);
  const ok = status >= 200 && status < 300;
  if (ok && envelope?.code === ERROR_CODE.success) {
    return envelope.data;
  }
  const answered = { httpStatus: status, path };
  if (status === 404 || (ok && envelope?.code === ERROR_CODE.coolAdminNotFound)) {
    throw new ApiError({ ...answered, code: ERROR_CODE.coolAdminNotFound, message: `404 ${url}` });
  }
  // A gateway's 502, or a success without an envelope: the answer cannot be understood.
  if (status === 502 || (ok && !envelope)) {
    throw new ApiError({ ...answered, code: ERROR_CODE.coreFailure, message: SERVICE_ERROR_MESSAGE });
  }
  throw new ApiError({
    ...answered,
    code:
      envelope?.code ??
      (status === 401 || status === 413 || status === 429
        ? ERROR_CODE.businessFailure
        : ERROR_CODE.coreFailure),
    message: envelope?.message || SERVICE_ERROR_MESSAGE,
    field: ok ? fieldOf(envelope?.data) : undefined,
    // `Retry-After` in seconds, as the shop sends it (an HTTP date is not read; `0` is none).
    retryAfter: Number(answer.headers.get('retry-after')) || undefined,
    data: envelope?.data,
  });
}

/** Turns a thrown fetch failure (no HTTP answer) into an {@link ApiError}. */
export function interpretFailure(
  error: unknown,
  request: Pick<TransportRequest, 'signal' | 'transfer' | 'path'>,
): ApiError {
  if (error instanceof ApiError) {
    return error;
  }
  const ownMessage = (error as { message?: unknown } | null)?.message;
  const message = typeof ownMessage === 'string' ? ownMessage : String(error);
  const aborted = request.signal?.aborted === true;
  return new ApiError({
    code: aborted ? ERROR_CODE.aborted : request.transfer ? ERROR_CODE.transferFailed : ERROR_CODE.network,
    message: message || (aborted ? 'aborted' : ''),
    path: request.path,
    cause: error,
  });
}

/**
 * `target` with `query` appended: `undefined` values are left out, `null` and `''` send the bare
 * key, arrays one pair per item, numbers and booleans as text, objects as JSON.
 */
function withQuery(target: string, query: Record<string, unknown> | undefined): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      const name = encodeURIComponent(key);
      if (item === null || item === '') {
        pairs.push(name);
      } else if (item !== undefined) {
        pairs.push(`${name}=${encodeURIComponent(typeof item === 'string' ? item : JSON.stringify(item))}`);
      }
    }
  }
  return pairs.length === 0 ? target : appendQuery(target, pairs.join('&'));
}

/** Whether a body goes out as JSON: plain objects, arrays and primitives (not FormData, Blob, buffers). */
function isJsonBody(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return true;
  }
  const prototype = Object.getPrototypeOf(body);
  return (
    prototype === Object.prototype ||
    prototype === null ||
    typeof (body as { toJSON?: unknown }).toJSON === 'function'
  );
}

/** Parses JSON text; text that is not JSON stays text. Keys named `__proto__` are dropped. */
function parseJson(text: string): unknown {
  try {
    return /__proto__|\\u/.test(text)
      ? JSON.parse(text, (key, value: unknown) => (key === '__proto__' ? undefined : value))
      : JSON.parse(text);
  } catch {
    return text;
  }
}

/** `application/json` and its `+json` kinds. */
const JSON_TYPE = /^application\/(?:[\w!#$%&*.^`~-]*\+)?json$/i;

/** The body of an answer: JSON (or untyped) text parsed, any other body as text. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  const type = response.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
  return type === '' || JSON_TYPE.test(type) ? parseJson(text) : text;
}

/** The reason a request that ran out of time is aborted with. */
function timeoutError(timeout: number): Error {
  const error = new Error(`request timeout (${timeout} ms)`);
  error.name = 'TimeoutError';
  return error;
}

/**
 * The HTTP layer on the platform's `fetch`: the `Authorization` (raw token) and `language` headers,
 * GET data in the query string, JSON bodies otherwise, 60 s timeouts (on the answer and its body,
 * with or without the caller's signal), no automatic retries. Session handling sits above it (see
 * `createSession`).
 */
export function createTransport(options: TransportOptions): Transport {
  const url = (path: string) => joinUrl(options.baseURL, path);

  async function send<T>(request: TransportRequest): Promise<T> {
    const target = url(request.path);
    const headers = new Headers(request.headers);
    headers.set('language', options.getLocale());
    if (request.token) {
      headers.set('Authorization', request.token);
    }
    const method = request.method.toUpperCase() as HttpMethod;
    let body: BodyInit | undefined;
    if (method !== 'GET') {
      const data = request.data ?? {};
      if (isJsonBody(data)) {
        body = typeof data === 'string' ? data : JSON.stringify(data);
        if (!headers.has('content-type')) {
          headers.set('content-type', 'application/json');
        }
        if (!headers.has('accept')) {
          headers.set('accept', 'application/json');
        }
      } else {
        body = data as BodyInit;
      }
    }
    // One signal for the caller's abort and the timeout; the reason tells them apart.
    const controller = new AbortController();
    const timeout = request.timeout ?? options.timeout ?? DEFAULT_TIMEOUT_MS;
    const timer =
      timeout > 0 ? setTimeout(() => controller.abort(timeoutError(timeout)), timeout) : undefined;
    const { signal } = request;
    const abort = () => controller.abort(signal?.reason);
    if (signal?.aborted) {
      abort();
    }
    signal?.addEventListener('abort', abort, { once: true });
    let answer: HttpAnswer;
    try {
      const fetch = options.fetch ?? globalThis.fetch;
      const response = await fetch(
        method === 'GET' ? withQuery(target, request.data as Record<string, unknown> | undefined) : target,
        { method, headers, body, signal: controller.signal },
      );
      answer = { status: response.status, headers: response.headers, data: await readBody(response) };
    } catch (error) {
      throw interpretFailure(error, request);
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
    }
    return interpretResponse(answer, request.path, target) as T;
  }

  return { send, url };
}
