import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { type ServerLocale, translate } from '../i18n/messages';
import { AppError } from './app-error';
import { apiResponse } from './security-headers';

/**
 * Data already serialised to JSON, e.g. a cached answer that many requests share: the envelope
 * around it is built and encoded once per language instead of once per request.
 */
export class JsonText {
  readonly #envelopes = new Map<ServerLocale, Uint8Array<ArrayBuffer>>();

  constructor(readonly text: string) {}

  static of(data: unknown): JsonText {
    return new JsonText(JSON.stringify(data));
  }

  /** The success envelope with this data, UTF-8 encoded. */
  envelope(locale: ServerLocale): Uint8Array<ArrayBuffer> {
    let bytes = this.#envelopes.get(locale);
    if (!bytes) {
      const message = JSON.stringify(translate(locale, 'success'));
      bytes = new TextEncoder().encode(`{"code":1000,"message":${message},"data":${this.text}}`);
      this.#envelopes.set(locale, bytes);
    }
    return bytes;
  }
}

const JSON_TYPE = { 'content-type': 'application/json' };

/** The success envelope; `headers` are extra headers of the answer. */
export function success(data: unknown, locale: ServerLocale, headers?: Record<string, string>): Response {
  const all = headers ? { ...JSON_TYPE, ...headers } : JSON_TYPE;
  if (data instanceof JsonText) {
    return apiResponse(data.envelope(locale), 200, all);
  }
  const body =
    data === undefined
      ? { code: 1000, message: translate(locale, 'success') }
      : { code: 1000, message: translate(locale, 'success'), data };
  return apiResponse(JSON.stringify(body), 200, all);
}

/** The failure envelope of an AppError, in the request's language. */
export function failure(context: Context, error: AppError, locale: ServerLocale): Response {
  for (const [name, value] of Object.entries(error.headers ?? {})) {
    context.header(name, value);
  }
  const body: Record<string, unknown> = {
    code: error.code,
    message: translate(locale, error.key, error.params),
  };
  if (error.data !== undefined) {
    body.data = error.data;
  }
  return context.json(body, error.httpStatus as ContentfulStatusCode);
}

/** Turns anything thrown into an AppError; unexpected errors become 1003 without internals. */
export function asAppError(error: unknown): AppError {
  if (error instanceof AppError) {
    return error;
  }
  return new AppError('error.server', { code: 1003, httpStatus: 500 });
}
