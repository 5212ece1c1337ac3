import { fieldErrorsOf } from '@mall/sdk/schemas';
import type { z } from 'zod/mini';
import { type ServerLocale, translate } from '../i18n/messages';
import { AppError } from './app-error';

/**
 * Validates input with a shared schema (unknown keys dropped). A failure answers 1002 naming the
 * first failing field in the request's language, with every failing field in `data.errors`.
 */
export function validateInput<Schema extends z.ZodMiniType>(
  schema: Schema,
  input: unknown,
  locale: ServerLocale,
): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) {
    return result.data;
  }
  const errors = fieldErrorsOf(schema, input);
  const first = errors[0];
  const message = first
    ? translate(locale, first.key, first.params)
    : translate(locale, 'validation.invalid');
  throw new AppError('validation.field', {
    code: 1002,
    params: { field: first?.field || 'body', message },
    data: { field: first?.field ?? '', key: first?.key ?? 'validation.invalid', errors },
  });
}

/** The value of a JSON request body: `{}` when blank; 1002 when it is not JSON. */
export function jsonBodyValue(text: string): unknown {
  if (!text.trim()) {
    return {};
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError('error.invalidJson', { code: 1002 });
  }
}
