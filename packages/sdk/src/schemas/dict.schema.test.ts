import { describe, expect, it } from 'vitest';
import { DICT_TYPES, dictDataRequestSchema, dictDataSchema } from './dict.schema';
import { fieldErrorsOf } from './field-errors';

describe('dictDataRequestSchema', () => {
  it('accepts the six dictionaries the app uses', () => {
    expect(dictDataRequestSchema.parse({ types: [...DICT_TYPES] })).toEqual({
      types: [
        'feedbackType',
        'complainType',
        'orderCancelReason',
        'orderRefundReason',
        'logisticsCompany',
        'bankName',
      ],
    });
  });

  it('refuses an unknown dictionary and an empty list', () => {
    expect(fieldErrorsOf(dictDataRequestSchema, { types: ['feedbackType', 'secrets'] })).toEqual([
      { field: 'types.1', key: 'validation.oneOf' },
    ]);
    expect(fieldErrorsOf(dictDataRequestSchema, { types: [] })).toEqual([
      { field: 'types', key: 'validation.required', params: { min: 1 } },
    ]);
  });
});

describe('dictDataSchema', () => {
  it('reads entries by type with string ids and numeric values', () => {
    expect(
      dictDataSchema.parse({
        orderRefundReason: [{ id: '1', name: 'Damaged', value: 1, parentId: null, orderNum: '2', typeId: 4 }],
      }),
    ).toEqual({ orderRefundReason: [{ id: 1, name: 'Damaged', value: 1, parentId: null, orderNum: 2 }] });
  });
});
