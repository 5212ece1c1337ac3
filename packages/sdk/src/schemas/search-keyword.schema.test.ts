import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './field-errors';
import {
  searchKeywordAddRequestSchema,
  searchKeywordListRequestSchema,
  searchKeywordSchema,
  searchKeywordUpdateRequestSchema,
} from './search-keyword.schema';

describe('search keyword requests', () => {
  it('asks for the hot keywords', () => {
    expect(searchKeywordListRequestSchema.parse({ hot: true })).toEqual({ hot: true });
  });

  it('adds a trimmed keyword and refuses a blank one', () => {
    expect(searchKeywordAddRequestSchema.parse({ name: ' green tea ' })).toEqual({ name: 'green tea' });
    expect(fieldErrorsOf(searchKeywordAddRequestSchema, { name: '' })).toEqual([
      { field: 'name', key: 'validation.required' },
    ]);
  });

  it('refuses a keyword over 50 characters', () => {
    expect(fieldErrorsOf(searchKeywordUpdateRequestSchema, { id: 4, name: 'x'.repeat(51) })).toEqual([
      { field: 'name', key: 'validation.max', params: { min: 1, max: 50 } },
    ]);
  });

  it('reads a keyword row', () => {
    expect(searchKeywordSchema.parse({ id: '4', name: 'tea', userId: 3 })).toEqual({ id: 4, name: 'tea' });
  });
});
