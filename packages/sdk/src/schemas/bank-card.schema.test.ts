import { describe, expect, it } from 'vitest';
import { bankCardAddRequestSchema, bankCardSchema, bankCardUpdateRequestSchema } from './bank-card.schema';
import { fieldErrorsOf } from './field-errors';

const card = { bankName: 'Bank of Tea', holderName: 'Alice', cardNo: '6222020200112233' };

describe('bankCardAddRequestSchema', () => {
  it('accepts a card and removes the spaces of the number', () => {
    expect(
      bankCardAddRequestSchema.parse({ ...card, cardNo: '6222 0202 0011 2233', isDefault: true }),
    ).toEqual({
      ...card,
      isDefault: true,
    });
  });

  it.each(['bankName', 'holderName', 'cardNo'])('requires %s', (field) => {
    expect(fieldErrorsOf(bankCardAddRequestSchema, { ...card, [field]: ' ' })).toEqual([
      { field, key: 'validation.required' },
    ]);
  });

  it.each(['12345678901', '12345678901234567890', '6222abcd00112233'])(
    'refuses card number %s with validation.length { min: 12, max: 19 }',
    (cardNo) => {
      expect(fieldErrorsOf(bankCardAddRequestSchema, { ...card, cardNo })).toEqual([
        { field: 'cardNo', key: 'validation.length', params: { min: 12, max: 19 } },
      ]);
    },
  );
});

describe('bankCardUpdateRequestSchema', () => {
  it('accepts the id with a default flag', () => {
    expect(bankCardUpdateRequestSchema.parse({ id: '1', isDefault: true })).toEqual({
      id: 1,
      isDefault: true,
    });
  });
});

describe('bankCardSchema', () => {
  it('reads a masked card', () => {
    expect(bankCardSchema.parse({ ...card, id: 1, cardNo: '**** **** **** 2233', isDefault: '1' })).toEqual({
      ...card,
      id: 1,
      cardNo: '**** **** **** 2233',
      isDefault: true,
    });
  });
});
