import { isDatabaseUnavailable } from '../db/database-watch';
import { type ServerLocale, translate } from '../i18n/messages';
import { AppError } from './app-error';
import { type BodyEncoding, compressBody } from './compression';
import { DatabaseAwayError } from './database-away';
import { securedResponse, withApiSecurityHeaders } from './security-headers';

/**
 * Data already serialised to JSON, e.g. a cached answer that many requests share: the envelope
 * around it is built and encoded once per language instead of once per request.
 */
export class JsonText {
  readonly #envelopes = new Map<string, Uint8Array<ArrayBuffer>>();

  constructor(readonly text: string) {}

  static of(data: unknown): JsonText {
    return new JsonText(JSON.stringify(data));
  }

  /** The success envelope with this data, UTF-8 encoded, compressed as `encoding` when given. */
  envelope(locale: ServerLocale, encoding?: BodyEncoding): Uint8Array<ArrayBuffer> {
    const key = encoding ? `${locale} ${encoding}` : locale;
    let bytes = this.#envelopes.get(key);
    if (!bytes) {
      if (encoding) {
        bytes = compressBody(this.envelope(locale), encoding);
      } else {
        const message = JSON.stringify(translate(locale, 'success'));
        bytes = new TextEncoder().encode(`{"code":1000,"message":${message},"data":${this.text}}`);
      }
      this.#envelopes.set(key, bytes);
    }
    return bytes;
  }
}

const JSON_TYPE = { 'content-type': 'application/json' };

/**
 * Answers at least this long (bytes of JSON) go out compressed when the request accepts it;
 * below it, compression saves less than it costs.
 */
export const COMPRESS_FROM_BYTES = 1024;

/** An answer's status, headers (security headers included) and body, before any HTTP object. */
export interface AnswerParts {
  status: number;
  headers: Record<string, string>;
  body: string | Uint8Array<ArrayBuffer>;
}

/**
 * The success envelope; `headers` are extra headers of the answer. With `encoding` (what the
 * request accepts, `preferredEncoding`), an answer of `COMPRESS_FROM_BYTES` or more is compressed;
 * a cached answer (`JsonText`) is compressed once per language and encoding.
 */
export function success(
  data: unknown,
  locale: ServerLocale,
  headers?: Record<string, string>,
  encoding?: BodyEncoding,
): Response {
  const parts = successParts(data, locale, headers, encoding);
  return securedResponse(parts.body, parts.status, parts.headers);
}

/**
 * What {@link success} answers, as parts: the guest lane (`guest-lane.ts`) writes them to the
 * socket itself, so both ways out send the same bytes.
 */
export function successParts(
  data: unknown,
  locale: ServerLocale,
  headers?: Record<string, string>,
  encoding?: BodyEncoding,
): AnswerParts {
  const all = headers ? { ...JSON_TYPE, ...headers } : JSON_TYPE;
  if (data instanceof JsonText) {
    const plain = data.envelope(locale);
    return answer(plain, (to) => data.envelope(locale, to), all, encoding);
  }
  const text = JSON.stringify(
    data === undefined
      ? { code: 1000, message: translate(locale, 'success') }
      : { code: 1000, message: translate(locale, 'success'), data },
  );
  return answer(text, (to) => compressBody(text, to), all, encoding);
}

// The header objects of the answers, one per kind (plain, compressed as each encoding, long but
// uncompressed), built once for the default extra headers: most answers share them.
const sharedHeaders = new Map<string, Record<string, string>>();
function headersOf(
  headers: Record<string, string>,
  kind: 'short' | 'long' | BodyEncoding,
): Record<string, string> {
  const shared = headers === JSON_TYPE;
  const known = shared ? sharedHeaders.get(kind) : undefined;
  if (known) {
    return known;
  }
  const built = withApiSecurityHeaders(
    kind === 'short'
      ? headers
      : kind === 'long'
        ? { ...headers, vary: 'Accept-Encoding' }
        : { ...headers, vary: 'Accept-Encoding', 'content-encoding': kind },
  );
  if (shared) {
    sharedHeaders.set(kind, Object.freeze(built) as Record<string, string>);
  }
  return built;
}

/**
 * `plain` as the answer, or `compressed(encoding)` when it is `COMPRESS_FROM_BYTES` long or more and
 * the request accepts an encoding; an answer that long says it depends on `Accept-Encoding`. A
 * string's length counts UTF-16 units, at most its UTF-8 bytes: a Chinese answer is compressed from
 * about a third of the line on.
 */
function answer(
  plain: string | Uint8Array<ArrayBuffer>,
  compressed: (encoding: BodyEncoding) => Uint8Array<ArrayBuffer>,
  headers: Record<string, string>,
  encoding: BodyEncoding | undefined,
): AnswerParts {
  if (plain.length < COMPRESS_FROM_BYTES) {
    return { status: 200, headers: headersOf(headers, 'short'), body: plain };
  }
  return encoding
    ? { status: 200, headers: headersOf(headers, encoding), body: compressed(encoding) }
    : { status: 200, headers: headersOf(headers, 'long'), body: plain };
}

/** The failure envelope's body: the code, the message in `locale`, the data when there is any. */
function failureBody(error: AppError, locale: ServerLocale): Record<string, unknown> {
  const body: Record<string, unknown> = {
    code: error.code,
    message: translate(locale, error.key, error.params),
  };
  if (error.data !== undefined) {
    body.data = error.data;
  }
  return body;
}

/** The failure envelope of an AppError, in the request's language, with the error's headers. */
export function failure(error: AppError, locale: ServerLocale): Response {
  const parts = failureParts(error, locale);
  return securedResponse(parts.body, parts.status, parts.headers);
}

/**
 * What {@link failure} answers, as parts: the guest lane (`guest-lane.ts`) writes its refusals to
 * the socket itself, so both ways out send the same bytes.
 */
export function failureParts(error: AppError, locale: ServerLocale): AnswerParts {
  return {
    status: error.httpStatus,
    headers: withApiSecurityHeaders({ ...JSON_TYPE, ...error.headers }),
    body: JSON.stringify(failureBody(error, locale)),
  };
}

/**
 * Turns anything thrown into an AppError; unexpected errors become 1003 without internals, and
 * the database away for a moment 1003 with HTTP 503 and `Retry-After` (`DatabaseAwayError`).
 */
export function asAppError(error: unknown): AppError {
  if (error instanceof AppError) {
    return error;
  }
  if (isDatabaseUnavailable(error)) {
    return new DatabaseAwayError();
  }
  return new AppError('error.server', { code: 1003, httpStatus: 500 });
}
