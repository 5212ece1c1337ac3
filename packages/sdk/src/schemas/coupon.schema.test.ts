import { describe, expect, it } from 'vitest';
import {
  couponOfferSchema,
  couponReceiveRequestSchema,
  couponUserListRequestSchema,
  userCouponSchema,
} from './coupon.schema';
import { fieldErrorsOf } from './field-errors';

const terms = {
  title: '10 off 100',
  description: null,
  amount: '10',
  condition: { fullAmount: '100' },
  startTime: '2026-01-01 00:00:00',
  endTime: '2026-12-31 23:59:59',
};

describe('couponOfferSchema', () => {
  it('reads an offer for a guest (received defaults to false)', () => {
    expect(couponOfferSchema.parse({ ...terms, id: 2, type: 0, num: 100, receivedNum: '3' })).toEqual({
      ...terms,
      amount: 10,
      condition: { fullAmount: 100 },
      id: 2,
      type: 0,
      num: 100,
      receivedNum: 3,
      received: false,
    });
  });

  it('refuses a coupon type other than 0', () => {
    expect(fieldErrorsOf(couponOfferSchema, { ...terms, id: 2, type: 1, num: 1, receivedNum: 0 })).toEqual([
      { field: 'type', key: 'validation.oneOf' },
    ]);
  });
});

describe('userCouponSchema', () => {
  it('reads a held coupon with status and availability', () => {
    const coupon = userCouponSchema.parse({ ...terms, id: 9, couponId: '2', status: 0, available: true });
    expect(coupon).toMatchObject({ id: 9, couponId: 2, status: 0, available: true, amount: 10 });
  });

  it('refuses status 3', () => {
    expect(fieldErrorsOf(userCouponSchema, { ...terms, id: 9, couponId: 2, status: 3 })).toEqual([
      { field: 'status', key: 'validation.oneOf' },
    ]);
  });
});

describe('coupon requests', () => {
  it('couponReceiveRequestSchema needs the offer id', () => {
    expect(couponReceiveRequestSchema.parse({ couponId: '2' })).toEqual({ couponId: 2 });
    expect(fieldErrorsOf(couponReceiveRequestSchema, {})).toEqual([
      { field: 'couponId', key: 'validation.required' },
    ]);
  });

  it('couponUserListRequestSchema filters by status and goods total', () => {
    expect(couponUserListRequestSchema.parse({ status: 0, goodsTotal: '128.50' })).toEqual({
      status: 0,
      goodsTotal: 128.5,
    });
    expect(couponUserListRequestSchema.parse(undefined)).toBeUndefined();
  });
});
