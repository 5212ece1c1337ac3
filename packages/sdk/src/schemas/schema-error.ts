import type { FieldError } from './field-errors';

/**
 * Data did not match its schema: a malformed response (thrown by {@link parseResponse}) or a
 * rejected request. `issues` lists every failed field with its validation key.
 */
export class SchemaError extends Error {
  override readonly name = 'SchemaError';
  /** The call path the data belongs to, when known (e.g. `app/order/info/info`). */
  readonly path: string | undefined;
  /** Every failed field, in order: `{ field: 'goodsList.0.price', key: 'validation.money' }`. */
  readonly issues: readonly FieldError[];

  /** Builds the error from the failed fields, the call path they belong to and the zod error as `cause`. */
  constructor(issues: readonly FieldError[], path?: string, options?: { cause?: unknown }) {
    super(SchemaError.describe(issues, path), options);
    this.path = path;
    this.issues = issues;
  }

  /** The readable message: where the data came from and its first failed field. */
  static describe(issues: readonly FieldError[], path?: string): string {
    const source = path ? `response of ${path}` : 'data';
    const first = issues[0];
    if (!first) {
      return `Invalid ${source}`;
    }
    const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : '';
    return `Invalid ${source}: ${first.field || '(root)'} ${first.key}${more}`;
  }
}
