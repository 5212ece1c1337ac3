import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { type ServerLocale, translate } from '../i18n/messages';
import { AppError } from './app-error';

/** The success envelope. */
export function success(context: Context, data: unknown, locale: ServerLocale): Response {
  return context.json(
    data === undefined
      ? { code: 1000, message: translate(locale, 'success') }
      : { code: 1000, message: translate(locale, 'success'), data },
  );
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
