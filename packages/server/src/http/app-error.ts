import type { MessageKey } from '../i18n/messages';

/**
 * A failure the shopper is told about: a business rule (1001), a validation failure (1002) or a
 * core failure (1003), with the message key translated at the edge into the request's language.
 */
export class AppError extends Error {
  readonly code: number;
  readonly key: MessageKey;
  readonly params: Readonly<Record<string, string | number>> | undefined;
  readonly httpStatus: 200 | 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 500 | 503;
  readonly data: unknown;
  readonly headers: Readonly<Record<string, string>> | undefined;

  constructor(
    key: MessageKey,
    options: {
      code?: number;
      params?: Record<string, string | number>;
      httpStatus?: AppError['httpStatus'];
      data?: unknown;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(key);
    this.name = 'AppError';
    this.key = key;
    this.code = options.code ?? 1001;
    this.params = options.params;
    this.httpStatus = options.httpStatus ?? 200;
    this.data = options.data;
    this.headers = options.headers;
  }
}

/** A business rule said no (code 1001). */
export function businessError(key: MessageKey, params?: Record<string, string | number>): AppError {
  return new AppError(key, { params });
}

/** Not found, or not the caller's (code 1001; another shopper's row answers exactly like a missing one). */
export function notFound(): AppError {
  return new AppError('error.notFound');
}
