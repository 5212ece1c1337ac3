import type { z } from 'zod/mini';
import {
  isValidationMessageKey,
  VALIDATION_MESSAGES,
  type ValidationMessageKey,
} from './validation-messages';

/** Values a translated message may interpolate, e.g. `{ min: 6, max: 20 }`. */
export type FieldErrorParams = Readonly<Record<string, number | string>>;

/** One failed field: its dotted path (`goodsList.0.count`; empty for the whole value) and message key. */
export interface FieldError {
  readonly field: string;
  readonly key: ValidationMessageKey;
  readonly params?: FieldErrorParams;
}

/** The parts of an issue the mapping reads; both final issues and the raw issues of an error map fit. */
interface IssueLike {
  readonly code?: string;
  readonly message?: string;
  readonly input?: unknown;
  readonly origin?: string;
  readonly format?: string;
  readonly expected?: string;
  readonly minimum?: number | bigint;
  readonly maximum?: number | bigint;
  readonly params?: unknown;
}

function keyForCode(issue: IssueLike, inputKnown: boolean): ValidationMessageKey {
  switch (issue.code) {
    case 'invalid_type':
      if (inputKnown && issue.input === undefined) {
        return VALIDATION_MESSAGES.required;
      }
      return issue.expected === 'int' ? VALIDATION_MESSAGES.integer : VALIDATION_MESSAGES.type;
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) {
        return VALIDATION_MESSAGES.required;
      }
      return VALIDATION_MESSAGES.min;
    case 'too_big':
      return VALIDATION_MESSAGES.max;
    case 'invalid_format':
      if (issue.format === 'url') {
        return VALIDATION_MESSAGES.url;
      }
      return issue.format === 'datetime' ? VALIDATION_MESSAGES.dateTime : VALIDATION_MESSAGES.invalid;
    case 'invalid_value':
      return VALIDATION_MESSAGES.oneOf;
    default:
      return VALIDATION_MESSAGES.invalid;
  }
}

function paramsOf(issue: IssueLike): FieldErrorParams | undefined {
  if (typeof issue.params === 'object' && issue.params !== null) {
    const params: Record<string, number | string> = {};
    for (const [name, value] of Object.entries(issue.params)) {
      if (typeof value === 'number' || typeof value === 'string') {
        params[name] = value;
      }
    }
    return Object.keys(params).length > 0 ? params : undefined;
  }
  if (issue.code === 'too_small' && issue.minimum !== undefined) {
    return { min: Number(issue.minimum) };
  }
  if (issue.code === 'too_big' && issue.maximum !== undefined) {
    return { max: Number(issue.maximum) };
  }
  return undefined;
}

function fieldOf(path: readonly PropertyKey[]): string {
  return path
    .map((segment) => (typeof segment === 'symbol' ? (segment.description ?? '') : String(segment)))
    .join('.');
}

/**
 * The failed fields of a zod error as `{ field, key, params? }`, in issue order. An issue whose
 * message is already a key keeps it; any other (a built-in check without a key) gets the key of its
 * kind, and built-in length and size checks carry `{ min }` or `{ max }` as params.
 * @example
 * const result = loginRegisterRequestSchema.safeParse(form);
 * if (!result.success) toFieldErrors(result.error); // [{ field: 'password', key: 'validation.password' }]
 */
export function toFieldErrors(error: z.core.$ZodError): FieldError[] {
  return error.issues.map((issue) => {
    const key = isValidationMessageKey(issue.message) ? issue.message : keyForCode(issue, false);
    const params = paramsOf(issue);
    const field = fieldOf(issue.path);
    return params ? { field, key, params } : { field, key };
  });
}

/**
 * A zod error map that gives every built-in issue a validation key (a missing field becomes
 * `validation.required`). Keys set on a schema win over it. Pass it per parse, e.g.
 * `schema.safeParse(body, { error: validationErrorMap })` or `zodResolver(schema, { error: validationErrorMap })`.
 */
export const validationErrorMap = (issue: IssueLike): ValidationMessageKey => keyForCode(issue, true);

/**
 * The failed fields of `value` against `schema` (with {@link validationErrorMap}), or `[]` when it
 * is valid — the shape a form shows and the server turns into its 1002 answer.
 * @example
 * fieldErrorsOf(accountWithdrawRequestSchema, { amount: 0 });
 * // [{ field: 'amount', key: 'validation.withdrawalAmount' }, { field: 'bankCardId', key: 'validation.bankCardRequired' }]
 */
export function fieldErrorsOf(schema: z.ZodMiniType, value: unknown): FieldError[] {
  const result = schema.safeParse(value, { error: validationErrorMap });
  return result.success ? [] : toFieldErrors(result.error);
}
