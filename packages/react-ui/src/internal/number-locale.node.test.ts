import { describe, expect, it, vi } from 'vitest';
import { formatMinorUnits } from '../price/price';
import { formatCount, formatLocalNumber, type LocalNumberOptions, localNumberParts } from './number-locale';

/** The tags the kit writes without `Intl.NumberFormat`: the app's five locales and their short forms. */
const LOCAL_TAGS = [
  'en',
  'en-US',
  'zh',
  'zh-CN',
  'zh-Hans',
  'zh-Hans-CN',
  'zh-TW',
  'zh-Hant',
  'zh-Hant-TW',
  'bn',
  'bn-BD',
  'uz',
  'uz-Latn',
  'uz-Latn-UZ',
];

/** Values of every magnitude and sign, ties of each rounding place and binary fractions among them. */
function sampleValues(): number[] {
  const values = [
    0,
    -0,
    0.5,
    1.005,
    2.675,
    0.125,
    0.0005,
    0.00049999,
    1e-7,
    5e-324,
    9.995,
    99.995,
    999.9995,
    1234.5,
    -1234.5,
    12345678.125,
    123456789.987654,
    1e21,
    1.5e22,
    -0.004,
    -0.0004,
    0.045,
    1.45,
    0.9999,
    99999.9999,
    Number.MAX_SAFE_INTEGER,
    100,
    1000,
    10000,
    100000,
    1000000,
    0.1 + 0.2,
    0.07,
    1 / 3,
    2 / 3,
  ];
  // A fixed pseudo-random walk over twelve orders of magnitude: the same values on every run.
  let seed = 20261128;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  for (let index = 0; index < 400; index += 1) {
    const magnitude = 10 ** Math.floor(next() * 12 - 4);
    const value = next() * magnitude;
    values.push(index % 3 === 0 ? -value : value);
    // Whole cents, as prices are kept.
    values.push(Math.round(next() * 10 ** (index % 10)) / 100);
  }
  return values;
}

const OPTIONS: LocalNumberOptions[] = [
  {},
  { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  { maximumFractionDigits: 0 },
  { minimumFractionDigits: 1 },
  { minimumFractionDigits: 5 },
  { style: 'percent' },
  { style: 'percent', maximumFractionDigits: 1 },
];

describe('formatLocalNumber', () => {
  it.each(LOCAL_TAGS)('writes %s exactly as Intl.NumberFormat does, without making one', (tag) => {
    const values = sampleValues();
    const expected = OPTIONS.map((options) => {
      const intl = new Intl.NumberFormat(tag, options);
      return values.map((value) => [intl.format(value), intl.formatToParts(value)] as const);
    });
    const made = vi.spyOn(Intl, 'NumberFormat');
    OPTIONS.forEach((options, index) => {
      values.forEach((value, at) => {
        const [text, parts] = expected[index]?.[at] ?? [];
        const what = `${value} ${JSON.stringify(options)}`;
        expect(formatLocalNumber(value, tag, options), what).toBe(text);
        expect(localNumberParts(value, tag, options), what).toEqual(parts);
      });
    });
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
  });

  it('reads a tag in any case', () => {
    expect(formatLocalNumber(1234.5, 'ZH-hant-tw')).toBe('1,234.5');
    expect(formatLocalNumber(1234.5, 'BN')).toBe('১,২৩৪.৫');
  });

  it('splits a number into the parts Intl.NumberFormat names', () => {
    expect(localNumberParts(-1234567.5, 'bn-BD', { minimumFractionDigits: 2 })).toEqual([
      { type: 'minusSign', value: '-' },
      { type: 'integer', value: '১২' },
      { type: 'group', value: ',' },
      { type: 'integer', value: '৩৪' },
      { type: 'group', value: ',' },
      { type: 'integer', value: '৫৬৭' },
      { type: 'decimal', value: '.' },
      { type: 'fraction', value: '৫০' },
    ]);
    expect(formatLocalNumber(123456.78, 'bn-BD', { style: 'percent' })).toBe('১২,৩৪৫,৬৭৮%');
  });

  it('leaves any other locale, and a value that is not finite, to Intl.NumberFormat', () => {
    for (const [value, tag] of [
      [1234567.891, 'de-DE'],
      [1234567.891, 'en-IN'],
      [1234567.891, 'ar-EG'],
      [1234.5, 'zh-Hans-CN-u-nu-hanidec'],
      [Number.NaN, 'zh-Hant-TW'],
      [Number.POSITIVE_INFINITY, 'uz-Latn-UZ'],
      [Number.NEGATIVE_INFINITY, 'bn-BD'],
    ] as const) {
      expect(formatLocalNumber(value, tag)).toBe(new Intl.NumberFormat(tag).format(value));
    }
    expect(localNumberParts(-12.345, 'de-DE', { style: 'percent' })).toEqual(
      new Intl.NumberFormat('de-DE', { style: 'percent' }).formatToParts(-12.345),
    );
  });

  it('refuses the options Intl refuses, as Intl does', () => {
    for (const options of [
      { minimumFractionDigits: 3, maximumFractionDigits: 2 },
      { maximumFractionDigits: 101 },
      { minimumFractionDigits: -1 },
    ]) {
      expect(() => new Intl.NumberFormat('en', options)).toThrow(RangeError);
      expect(() => formatLocalNumber(1.5, 'en', options)).toThrow(RangeError);
      expect(() => formatLocalNumber(1.5, '', options)).toThrow(RangeError);
    }
    expect(formatLocalNumber(1234.5678, 'bn-BD', { maximumFractionDigits: 1.5 })).toBe(
      new Intl.NumberFormat('bn-BD', { maximumFractionDigits: 1.5 }).format(1234.5678),
    );
  });

  it('writes minor units to the last digit at any size', () => {
    expect(formatMinorUnits(Number.MAX_SAFE_INTEGER, 2, 'zh-Hans-CN')).toEqual([
      '90,071,992,547,409',
      '91',
      '.',
    ]);
    expect(formatMinorUnits(-123456, 2, 'uz-Latn-UZ')).toEqual(['-1\u00a0234', '56', ',']);
    expect(formatMinorUnits(5, 2)).toEqual(['0', '05', '.']);
    expect(formatMinorUnits(123450, 3, 'de-DE')).toEqual(['123', '450', ',']);
  });

  it('writes plain digits without a locale', () => {
    expect(formatCount(12345, undefined)).toBe('12345');
    expect(formatCount(-0, undefined)).toBe('0');
    expect(formatCount(Number.NaN, undefined)).toBe('NaN');
    expect(formatMinorUnits(Number.POSITIVE_INFINITY)).toEqual(['∞', '', '.']);
    expect(localNumberParts(-1234567.891, '', { maximumFractionDigits: 2 })).toEqual([
      { type: 'minusSign', value: '-' },
      { type: 'integer', value: '1234567' },
      { type: 'decimal', value: '.' },
      { type: 'fraction', value: '89' },
    ]);
    expect(formatCount(12345, 'uz')).toBe('12\u00a0345');
  });
});
