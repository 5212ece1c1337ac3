import { describe, expect, it } from 'vitest';
import { addMoney, couponApplies, multiplyMoney, priceWithCoupon, subtractMoney } from './arithmetic';
import {
  formatMinorUnits,
  formatMoney,
  isWireMoney,
  type NumberPartsWriter,
  toCents,
  toWireAmount,
} from './money';

describe('toCents', () => {
  it('parses wire numbers and numeric strings exactly', () => {
    expect(toCents(19.99)).toBe(1999);
    expect(toCents('19.99')).toBe(1999);
    expect(toCents(99.9)).toBe(9990);
    expect(toCents('0')).toBe(0);
    expect(toCents(' 12 ')).toBe(1200);
    expect(toCents(-5.5)).toBe(-550);
    expect(toCents(1.005)).toBe(101);
  });

  it('reads the floating-point sum 0.1 + 0.2 as 30 cents', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(toCents(0.1 + 0.2)).toBe(30);
  });

  it('rounds half-up past two fraction digits', () => {
    expect(toCents('0.125')).toBe(13);
    expect(toCents('0.124')).toBe(12);
    expect(toCents(1e-7)).toBe(0);
  });

  it('refuses what is not a decimal amount', () => {
    expect(() => toCents('abc')).toThrow(RangeError);
    expect(() => toCents('1.2.3')).toThrow(RangeError);
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
    expect(() => toCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('isWireMoney', () => {
  it.each([99.9, 19.99, 0, '12.50', 0.1 + 0.2])('accepts %s', (value) => {
    expect(isWireMoney(value)).toBe(true);
  });

  it.each([0.001, 19.999, 'x', null, Number.NaN, '1e'])('refuses %s', (value) => {
    expect(isWireMoney(value)).toBe(false);
  });
});

describe('arithmetic in cents', () => {
  it('adds 0.1 and 0.2 to exactly 0.3', () => {
    expect(toWireAmount(addMoney(toCents(0.1), toCents(0.2)))).toBe(0.3);
  });

  it('multiplies 19.99 by 3 to exactly 59.97', () => {
    expect(1.1 * 3).not.toBe(3.3);
    expect(multiplyMoney(toCents(1.1), 3)).toBe(330);
    expect(multiplyMoney(toCents(19.99), 3)).toBe(5997);
    expect(toWireAmount(5997)).toBe(59.97);
  });

  it('multiplies by a decimal rate with half-up rounding', () => {
    expect(multiplyMoney(1999, '0.9')).toBe(1799);
    expect(multiplyMoney(1995, '0.5')).toBe(998);
    expect(multiplyMoney(1000, 0.85)).toBe(850);
    expect(multiplyMoney(-1995, '0.5')).toBe(-998);
    expect(multiplyMoney(333, '1')).toBe(333);
  });

  it('subtracts and refuses fractional cents', () => {
    expect(subtractMoney(1000, 250)).toBe(750);
    expect(() => addMoney(1.5)).toThrow(RangeError);
    expect(() => multiplyMoney(10.5, 2)).toThrow(RangeError);
  });
});

describe('full X reduce Y', () => {
  const rule = { amount: 1000, fullAmount: 10000 };

  it('applies when the goods total reaches the threshold', () => {
    expect(couponApplies(10000, rule)).toBe(true);
    expect(couponApplies(9999, rule)).toBe(false);
  });

  it('prices an order with and without the coupon', () => {
    expect(priceWithCoupon(12000, rule)).toEqual({ goodsTotal: 12000, discount: 1000, payable: 11000 });
    expect(priceWithCoupon(9000, rule)).toEqual({ goodsTotal: 9000, discount: 0, payable: 9000 });
    expect(priceWithCoupon(9000)).toEqual({ goodsTotal: 9000, discount: 0, payable: 9000 });
  });

  it('never discounts below zero', () => {
    expect(priceWithCoupon(500, { amount: 1000, fullAmount: 0 })).toEqual({
      goodsTotal: 500,
      discount: 500,
      payable: 0,
    });
  });
});

describe('formatMoney', () => {
  it('formats with the currency symbol and grouping', () => {
    expect(formatMoney(123456, { symbol: '¥', locale: 'en' })).toBe('¥1,234.56');
    expect(formatMoney(5, { symbol: '$' })).toBe('$0.05');
    expect(formatMoney(-500, { symbol: '$' })).toBe('-$5.00');
    expect(formatMoney(toCents(0.1 + 0.2), { symbol: '¥' })).toBe('¥0.30');
  });

  it('uses the locale digits', () => {
    expect(formatMoney(123456, { symbol: '৳', locale: 'bn' })).toBe('৳১,২৩৪.৫৬');
  });

  it('writes every cent of the largest safe amount', () => {
    expect(formatMoney(Number.MAX_SAFE_INTEGER, { symbol: '¥' })).toBe('¥90,071,992,547,409.91');
    expect(formatMoney(-Number.MAX_SAFE_INTEGER, { locale: 'de' })).toBe('-90.071.992.547.409,91');
  });
});

describe('formatMinorUnits', () => {
  /** Writes what it is asked, so that the test sees what formatMinorUnits asks and does with it. */
  const write: NumberPartsWriter = (value, scale, locale, options) => [
    { type: 'minusSign', value: value < 0 ? '-' : '' },
    { type: 'integer', value: `${Math.abs(value)}/${scale}/${locale}` },
    { type: 'group', value: '_' },
    { type: 'integer', value: `${options.minimumFractionDigits}` },
    { type: 'decimal', value: ',' },
    { type: 'fraction', value: `${options.maximumFractionDigits}` },
  ];

  it('asks the writer for the amount at its scale and splits the parts into whole, decimals and separator', () => {
    expect(formatMinorUnits(-5, 2, 'bn', write)).toEqual(['-5/2/bn_2', '2', ',']);
    expect(formatMinorUnits(189000, 0, '', write)).toEqual(['189000/0/_0', '0', ',']);
  });

  it('keeps a point as the separator when the writer writes no decimals', () => {
    expect(formatMinorUnits(7, 0, 'en', () => [{ type: 'integer', value: '7' }])).toEqual(['7', '', '.']);
  });

  it('is what formatMoney writes with, with the writer it is given', () => {
    expect(formatMoney(-5, { symbol: '$', locale: 'bn', write })).toBe('-$5/2/bn_2,2');
    expect(formatMoney(5, { write })).toBe('5/2/en_2,2');
  });
});
