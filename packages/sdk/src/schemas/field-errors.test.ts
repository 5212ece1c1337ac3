import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorsOf, toFieldErrors, validationErrorMap } from './field-errors';
import { isValidationMessageKey, VALIDATION_MESSAGES } from './validation-messages';

describe('toFieldErrors', () => {
  it('keeps a key set on the schema and joins the path with dots', () => {
    const schema = z.object({
      lines: z.array(z.object({ count: z.number().min(1, { error: VALIDATION_MESSAGES.min }) })),
    });
    const result = schema.safeParse({ lines: [{ count: 1 }, { count: 0 }] });
    expect(result.success ? [] : toFieldErrors(result.error)).toEqual([
      { field: 'lines.1.count', key: 'validation.min', params: { min: 1 } },
    ]);
  });

  it('gives built-in issues without a key the key of their kind', () => {
    const schema = z.object({
      name: z.string(),
      size: z.number().max(100),
      url: z.url(),
      sort: z.enum(['asc', 'desc']),
    });
    const result = schema.safeParse({ name: 1, size: 101, url: 'nope', sort: 'up' });
    expect(result.success ? [] : toFieldErrors(result.error)).toEqual([
      { field: 'name', key: 'validation.type' },
      { field: 'size', key: 'validation.max', params: { max: 100 } },
      { field: 'url', key: 'validation.url' },
      { field: 'sort', key: 'validation.oneOf' },
    ]);
  });

  it('passes on the params of a custom issue', () => {
    const schema = z.string().superRefine((_value, ctx) => {
      ctx.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.length, params: { min: 4, max: 6 } });
    });
    const result = schema.safeParse('1');
    expect(result.success ? [] : toFieldErrors(result.error)).toEqual([
      { field: '', key: 'validation.length', params: { min: 4, max: 6 } },
    ]);
  });
});

describe('validationErrorMap', () => {
  it('turns a missing field into validation.required and a wrong type into validation.type', () => {
    const schema = z.object({ name: z.string(), age: z.number() });
    const result = schema.safeParse({ age: 'ten' }, { error: validationErrorMap });
    expect(
      result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
    ).toEqual([
      ['name', 'validation.required'],
      ['age', 'validation.type'],
    ]);
  });

  it('does not override a key set on the schema', () => {
    const schema = z.object({ agree: z.literal(true, { error: VALIDATION_MESSAGES.agreementRequired }) });
    const result = schema.safeParse({}, { error: validationErrorMap });
    expect(result.success ? [] : result.error.issues[0]?.message).toBe('validation.agreementRequired');
  });
});

describe('VALIDATION_MESSAGES', () => {
  it('holds only distinct validation.* keys', () => {
    const keys = Object.values(VALIDATION_MESSAGES);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) {
      expect(key).toMatch(/^validation\.[a-zA-Z]+$/);
      expect(isValidationMessageKey(key)).toBe(true);
    }
    expect(isValidationMessageKey('Invalid input')).toBe(false);
  });
});

describe('fieldErrorsOf', () => {
  it('answers [] for a valid value', () => {
    expect(fieldErrorsOf(z.object({ name: z.string() }), { name: 'Alice' })).toEqual([]);
  });

  it('answers the failed fields, a missing one as required', () => {
    expect(fieldErrorsOf(z.object({ name: z.string(), age: z.number() }), { age: 'ten' })).toEqual([
      { field: 'name', key: 'validation.required' },
      { field: 'age', key: 'validation.type' },
    ]);
  });
});
