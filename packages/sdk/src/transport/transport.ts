import { createFetch, type FetchResponse } from 'ofetch';
import { ApiError, ERROR_CODE, SERVICE_ERROR_MESSAGE } from './api-error';

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

function retryAfterOf(response: FetchResponse<unknown>): number | undefined {
  const value = response.headers.get('retry-after');
  if (value === null) {
    return undefined;
  }
  const seconds = Number(value);
  if (Number.isFinite(seconds)) {
    return seconds;
  }
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

/**
 * Maps an HTTP answer to `data` or an {@link ApiError}, following the error catalogue of the
 * contract (§2) and the cool-admin variants (§14).
 */
export function interpretResponse(response: FetchResponse<unknown>, path: string, url: string): unknown {
  const status = response.status;
  const envelope = readEnvelope(response._data);
  if (status >= 200 && status < 300) {
    if (!envelope) {
      throw new ApiError({
        code: ERROR_CODE.coreFailure,
        message: SERVICE_ERROR_MESSAGE,
        httpStatus: status,
        path,
      });
    }
    if (envelope.code === ERROR_CODE.success) {
      return envelope.data;
    }
    if (envelope.code === ERROR_CODE.coolAdminNotFound) {
      throw new ApiError({ code: envelope.code, message: `404 ${url}`, httpStatus: status, path });
    }
    throw new ApiError({
      code: envelope.code,
      message: envelope.message || SERVICE_ERROR_MESSAGE,
      httpStatus: status,
      path,
      field: fieldOf(envelope.data),
      data: envelope.data,
    });
  }
  if (status === 404) {
    throw new ApiError({
      code: ERROR_CODE.coolAdminNotFound,
      message: `404 ${url}`,
      httpStatus: status,
      path,
    });
  }
  if (status === 502) {
    throw new ApiError({
      code: ERROR_CODE.coreFailure,
      message: SERVICE_ERROR_MESSAGE,
      httpStatus: status,
      path,
    });
  }
  throw new ApiError({
    code:
      envelope?.code ??
      (status === 401 || status === 413 || status === 429
        ? ERROR_CODE.businessFailure
        : ERROR_CODE.coreFailure),
    message: envelope?.message || SERVICE_ERROR_MESSAGE,
    httpStatus: status,
    path,
    retryAfter: status === 429 ? retryAfterOf(response) : undefined,
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
  const cause = (error as { cause?: unknown } | null)?.cause ?? error;
  const message =
    cause instanceof Error && cause.message
      ? cause.message
      : error instanceof Error
        ? error.message
        : String(error);
  if (request.signal?.aborted) {
    return new ApiError({
      code: ERROR_CODE.aborted,
      message: message || 'aborted',
      path: request.path,
      cause: error,
    });
  }
  return new ApiError({
    code: request.transfer ? ERROR_CODE.transferFailed : ERROR_CODE.network,
    message,
    path: request.path,
    cause: error,
  });
}

/**
 * The HTTP layer: one ofetch instance, the `Authorization` (raw token) and `language` headers,
 * GET data in the query string, JSON bodies otherwise, 60 s timeouts, no automatic retries.
 * Session handling sits above it (see `createSession`).
 */
export function createTransport(options: TransportOptions): Transport {
  const $fetch = createFetch({ fetch: options.fetch ?? globalThis.fetch });
  const base = options.baseURL.replace(/\/+$/, '');
  const url = (path: string) => `${base}/${path.replace(/^\/+/, '')}`;

  async function send<T>(request: TransportRequest): Promise<T> {
    const target = url(request.path);
    const headers: Record<string, string> = { ...request.headers, language: options.getLocale() };
    if (request.token) {
      headers.Authorization = request.token;
    }
    const method = request.method.toUpperCase() as HttpMethod;
    let response: FetchResponse<unknown>;
    try {
      response = await $fetch.raw(target, {
        method,
        headers,
        query: method === 'GET' ? (request.data as Record<string, unknown> | undefined) : undefined,
        body: method === 'GET' ? undefined : ((request.data ?? {}) as BodyInit | Record<string, unknown>),
        signal: request.signal,
        timeout: request.timeout ?? options.timeout ?? DEFAULT_TIMEOUT_MS,
        retry: 0,
        ignoreResponseError: true,
      });
    } catch (error) {
      throw interpretFailure(error, request);
    }
    return interpretResponse(response, request.path, target) as T;
  }

  return { send, url };
}
