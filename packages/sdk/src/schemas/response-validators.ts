import type { z } from 'zod/mini';
import { responseSchemas, type SchemaCallPath } from './call-schemas';
import { validationErrorMap } from './field-errors';

/** What `createMallClient({ responseValidators })` calls: `safeParse` with validation message keys. */
export interface ResponseSchemaValidator {
  /** Parses one response's data with the call's schema, issues carrying `validation.*` keys. */
  safeParse(value: unknown): z.core.util.SafeParseResult<unknown>;
}

/**
 * Every response schema as a validator whose issues carry validation keys (a missing field reads
 * `validation.required`, not zod's English text). Pass it to the client to reject malformed answers.
 * @example
 * const client = createMallClient({ baseURL: '/api', storage, responseValidators });
 */
export const responseValidators = /* @__PURE__ */ (() =>
  Object.fromEntries(
    Object.entries(responseSchemas).map(([path, schema]) => [
      path,
      {
        safeParse: (value: unknown) =>
          (schema as z.ZodMiniType).safeParse(value, { error: validationErrorMap }),
      },
    ]),
  ))() as Record<SchemaCallPath, ResponseSchemaValidator>;
