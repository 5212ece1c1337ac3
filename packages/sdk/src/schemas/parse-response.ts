import type { z } from 'zod/mini';
import { toFieldErrors, validationErrorMap } from './field-errors';
import { SchemaError } from './schema-error';

/**
 * Parses a response's `data` with its schema: returns the output (tolerant of cool-admin's strings
 * and extra keys) or throws a {@link SchemaError} that names the call path and the first bad field.
 * @example
 * const order = parseResponse(responseSchemas['app/order/info/info'], data, 'app/order/info/info');
 */
export function parseResponse<Schema extends z.ZodMiniType>(
  schema: Schema,
  value: unknown,
  path?: string,
): z.output<Schema> {
  const result = schema.safeParse(value, { error: validationErrorMap });
  if (result.success) {
    return result.data;
  }
  throw new SchemaError(toFieldErrors(result.error), path, { cause: result.error });
}
