import { describe, expect, it } from 'vitest';
import { addressAddRequestSchema, addressSchema, addressUpdateRequestSchema } from './address.schema';
import { fieldErrorsOf } from './field-errors';

const address = {
  contact: 'Alice',
  phone: '13800000000',
  countryCode: '+86',
  province: 'Zhejiang',
  city: 'Hangzhou',
  district: 'Xihu',
  address: '1 Tea Road',
  isDefault: true,
};

describe('addressAddRequestSchema', () => {
  it('accepts a complete address', () => {
    expect(addressAddRequestSchema.parse(address)).toEqual(address);
  });

  it.each(['contact', 'phone', 'province', 'city', 'district', 'address'])('requires %s', (field) => {
    expect(fieldErrorsOf(addressAddRequestSchema, { ...address, [field]: '  ' })).toEqual([
      { field, key: 'validation.required' },
    ]);
  });

  it('checks the mobile number and the country code', () => {
    expect(
      fieldErrorsOf(addressAddRequestSchema, { ...address, phone: '12345', countryCode: '0086' }),
    ).toEqual([
      { field: 'phone', key: 'validation.mobile' },
      { field: 'countryCode', key: 'validation.countryCode' },
    ]);
  });
});

describe('addressUpdateRequestSchema', () => {
  it('accepts the id and only the changed fields', () => {
    expect(addressUpdateRequestSchema.parse({ id: 1, isDefault: 1 })).toEqual({ id: 1, isDefault: true });
  });

  it('still refuses a blank contact when given', () => {
    expect(fieldErrorsOf(addressUpdateRequestSchema, { id: 1, contact: '' })).toEqual([
      { field: 'contact', key: 'validation.required' },
    ]);
  });
});

describe('addressSchema', () => {
  it('reads isDefault sent as 0/1', () => {
    expect(addressSchema.parse({ ...address, id: '4', isDefault: 0 }).isDefault).toBe(false);
  });
});
