import { createContext, useContext } from 'react';

/**
 * The BCP 47 tag the kit formats numbers in (prices, counts), set by `ThemeRoot`'s `locale`.
 * `undefined` keeps Latin digits without grouping.
 */
export const NumberLocaleContext = createContext<string | undefined>(undefined);

/** The locale for the kit's numbers, from the nearest `ThemeRoot`. */
export function useNumberLocale(): string | undefined {
  return useContext(NumberLocaleContext);
}

/** How `formatLocalNumber` writes a number; the defaults are `Intl.NumberFormat`'s. */
export interface LocalNumberOptions {
  /** `percent` multiplies by 100 and adds the locale's percent sign. */
  style?: 'decimal' | 'percent';
  /** Default 0. */
  minimumFractionDigits?: number;
  /** Default 3, or 0 for `percent` (and never below `minimumFractionDigits`). */
  maximumFractionDigits?: number;
}

/**
 * The product's five locales under the tags they go by, each with its decimal and group
 * separators and, when not Latin, its ten digits (Bengali's also group as India's do: three, then
 * twos). Written here instead of asked of `Intl.NumberFormat`: a page's first number format loads
 * the browser's number data, one task of 10–90 ms before a phone's slowdown, which the first screen
 * need not pay. A test holds every tag these match to `Intl.NumberFormat`'s output; any other tag is
 * formatted by `Intl.NumberFormat`.
 */
const SYMBOLS: [tags: RegExp, separators: string, digits?: string][] = [
  [/^(en(-us)?|zh(-(cn|tw|hans(-cn)?|hant(-tw)?))?)$/i, '.,'],
  [/^bn(-bd)?$/i, '.,', '০১২৩৪৫৬৭৮৯'],
  [/^uz(-latn(-uz)?)?$/i, ',\u00a0'],
  // No locale (`''`): Latin digits, no grouping.
  [/^$/, '.'],
];

const intlFormats = new Map<string, Intl.NumberFormat>();

/**
 * `value` in `locale`'s digits, grouping and separators, as the parts `Intl.NumberFormat`'s
 * `formatToParts` gives (the same text, rounded as it rounds: half away from zero, from the shortest
 * decimal that reads back as the number, so `1.005` gives `1.01`), without loading the browser's
 * number data for the product's five locales; `''` writes Latin digits without grouping. Any other
 * tag, a value that is not finite and options `Intl` refuses (it throws a `RangeError`) go to
 * `Intl.NumberFormat` (one per tag and options).
 * @example
 * localNumberParts(-1234.5, 'bn-BD'); // minusSign '-', integer '১', group ',', integer '২৩৪', decimal '.', fraction '৫'
 */
export function localNumberParts(
  value: number,
  locale: string,
  options: LocalNumberOptions = {},
): Intl.NumberFormatPart[] {
  return scaledNumberParts(value, 0, locale, options);
}

/**
 * `localNumberParts` of `value / 10^scale`, exactly: the division is done on the digits, so a whole
 * number of minor units (cents) is written to its last digit at any size. The digits writer the kit
 * gives the SDK's `formatMinorUnits` (a `NumberPartsWriter`), which writes every price.
 */
export function scaledNumberParts(
  value: number,
  scale: number,
  locale: string,
  options: LocalNumberOptions = {},
): Intl.NumberFormatPart[] {
  const symbols = SYMBOLS.find(([tags]) => tags.test(locale));
  const { style, minimumFractionDigits: min = 0 } = options;
  const percent = style === 'percent';
  const max = options.maximumFractionDigits ?? Math.max(percent ? 0 : 3, min);
  if (
    !symbols ||
    !Number.isFinite(value) ||
    !(Number.isInteger(min) && Number.isInteger(max) && min >= 0 && min <= max && max <= 100)
  ) {
    const key = `${locale}:${style}:${options.minimumFractionDigits}:${options.maximumFractionDigits}`;
    let format = intlFormats.get(key);
    if (!format) {
      format = new Intl.NumberFormat(locale || 'en', options);
      intlFormats.set(key, format);
    }
    return format.formatToParts(value / 10 ** scale);
  }
  const [, [decimal = '', group = ''] = '', digits] = symbols;
  // The shortest decimal of the value: its digits, and where its point falls among them.
  const [, whole = '', fraction = '', exponent = 0] =
    /^(\d+)\.?(\d*)e?([+-]\d+)?$/.exec(String(Math.abs(value))) ?? [];
  const all = whole + fraction;
  const kept = whole.length + Number(exponent) + (percent ? 2 : 0) - scale + max;
  // The value in units of the last decimal kept, rounded half up on the first digit dropped.
  const units = String(
    BigInt(kept > 0 ? all.slice(0, kept).padEnd(kept, '0') : 0) + (all.charCodeAt(kept) >= 53 ? 1n : 0n),
  ).padStart(max + 1, '0');
  const decimals = units
    .slice(units.length - max)
    .replace(/0+$/, '')
    .padEnd(min, '0');
  const parts: Intl.NumberFormatPart[] = [];
  const add = (type: Intl.NumberFormatPartTypes, text: string | false) => {
    if (text) {
      parts.push({
        type,
        value: digits ? text.replace(/\d/g, (digit) => digits[Number(digit)] ?? digit) : text,
      });
    }
  };
  // Negative zero is `-0` as `Intl` writes it; without a locale, `0` as `String` writes it.
  add('minusSign', (value < 0 || (locale !== '' && Object.is(value, -0))) && '-');
  const integers = units.slice(0, units.length - max);
  (group
    ? integers.replace(digits && !percent ? /\B(?=(\d\d)*\d{3}$)/g : /\B(?=(\d{3})+$)/g, ' ').split(' ')
    : [integers]
  ).forEach((integer, index) => {
    add('group', index > 0 && group);
    add('integer', integer);
  });
  add('decimal', decimals && decimal);
  add('fraction', decimals);
  add('percentSign', percent && '%');
  return parts;
}

/**
 * `value` as `Intl.NumberFormat(locale, options).format(value)` writes it (`localNumberParts`).
 * @example
 * formatLocalNumber(1234567.5, 'uz-Latn-UZ'); // '1 234 567,5'
 * formatLocalNumber(0.125, 'en', { style: 'percent', maximumFractionDigits: 1 }); // '12.5%'
 */
export function formatLocalNumber(value: number, locale: string, options?: LocalNumberOptions): string {
  return localNumberParts(value, locale, options)
    .map((part) => part.value)
    .join('');
}

/** A whole count in the locale's digits and grouping (plain digits without a locale). */
export function formatCount(value: number, locale: string | undefined): string {
  return formatLocalNumber(value, locale ?? '');
}
