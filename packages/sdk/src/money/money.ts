/**
 * Money in integer minor units (cents). Decimal numbers exist only at the wire edge
 * (`toCents` on the way in, `toWireAmount` on the way out); everything between is integer
 * arithmetic, so `0.1 + 0.2` is exactly `0.3` and `19.99 × 3` is exactly `59.97`.
 */

/** An amount of money in minor units (cents). Always an integer. */
export type Cents = number;

/** A decimal amount: sign, whole digits, fraction digits. */
export const decimalPattern = /^([+-])?(\d+)(?:\.(\d+))?$/;

/** Throws unless `value` is a safe integer of cents (`name` says which value). */
export function assertCents(value: Cents, name: string): void {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`${name} must be an integer number of cents, got ${value}`);
  }
}

/** A number or numeric string as the decimal text to read (exponent notation written out). */
export function decimalText(value: number | string): string {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) {
      throw new RangeError(`not a finite amount: ${value}`);
    }
    const text = String(value);
    // Exponent notation (1e-7, 1e21) has no digits to read; a fixed form does.
    return text.includes('e') ? value.toFixed(20) : text;
  }
  return value.trim();
}

/**
 * Parses a decimal amount (a wire number such as `99.9`, or a numeric string such as
 * `"19.99"` as cool-admin sends) into cents, rounding half-up beyond the second fraction digit.
 * @throws RangeError when the value is not a decimal number.
 * @example
 * toCents(19.99); // 1999
 * toCents('0.3'); // 30
 * toCents(0.1 + 0.2); // 30
 */
export function toCents(value: number | string): Cents {
  const match = decimalPattern.exec(decimalText(value));
  if (!match) {
    throw new RangeError(`not a decimal amount: ${String(value)}`);
  }
  const [, sign, whole = '0', fraction = ''] = match;
  const padded = `${fraction}000`;
  let cents = Number(whole) * 100 + Number(padded.slice(0, 2));
  // Half-up: the third fraction digit decides; the rest cannot change a half-up result.
  if (Number(padded[2]) >= 5) {
    cents += 1;
  }
  assertCents(cents, 'amount');
  return sign === '-' && cents !== 0 ? -cents : cents;
}

/**
 * Whether a wire amount is valid money: a finite number (or numeric string) with at most two
 * fraction digits, i.e. `|x·100 − round(x·100)| < 1e-6` (contract §3).
 * @example
 * isWireMoney(99.9); // true
 * isWireMoney(0.001); // false
 */
export function isWireMoney(value: unknown): boolean {
  const amount = typeof value === 'string' && decimalPattern.test(value.trim()) ? Number(value) : value;
  if (typeof amount !== 'number' || !Number.isFinite(amount)) {
    return false;
  }
  const scaled = amount * 100;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/**
 * Turns cents into the decimal number the wire carries.
 * @example
 * toWireAmount(5997); // 59.97
 */
export function toWireAmount(cents: Cents): number {
  assertCents(cents, 'cents');
  return cents / 100;
}

/** How a fixed number of fraction digits is asked of a {@link NumberPartsWriter}. */
export interface FractionDigits {
  minimumFractionDigits: number;
  maximumFractionDigits: number;
}

/**
 * Writes `value / 10^scale` exactly (the division done on the digits) in `locale`'s digits,
 * grouping and separators, as the parts `Intl.NumberFormat`'s `formatToParts` gives. The SDK's
 * own writes whole units and fraction digits apart with `Intl.NumberFormat`; `@mall/react-ui`'s
 * `localNumberParts` family writes the same text for the product's five locales without loading the
 * browser's number data.
 */
export type NumberPartsWriter = (
  value: number,
  scale: number,
  locale: string,
  options: FractionDigits,
) => Intl.NumberFormatPart[];

/**
 * {@link NumberPartsWriter} on `Intl.NumberFormat`. The amount goes in as exact decimal text
 * (`123456e-2`), which `Intl` reads digit by digit (an engine without that reads it as a number):
 * no division in floating point, so every cent of `Number.MAX_SAFE_INTEGER` is right.
 */
const intlNumberParts: NumberPartsWriter = (value, scale, locale, options) =>
  // `lib.es2022` types numbers only here; ES2023's `StringNumericLiteral` is decimal text.
  new Intl.NumberFormat(locale, options).formatToParts(`${value}e-${scale}` as unknown as number);

/**
 * The one place an amount in minor units becomes written text: its whole part (with the minus
 * sign), its `fractionDigits` decimals and the decimal separator, in `locale`, with `write` writing
 * the digits. `formatMoney` passes `Intl.NumberFormat`'s; the UI kit passes its own (the same text
 * for the product's five locales without loading the browser's number data, and `''` for Latin
 * digits without grouping). No default writer: a bundle keeps only the writer it uses.
 * @example
 * formatMinorUnits(123450, 2, 'bn', write); // ['১,২৩৪', '৫০', '.'] with a writer of Intl's text
 */
export function formatMinorUnits(
  value: Cents,
  fractionDigits: number,
  locale: string,
  write: NumberPartsWriter,
): [whole: string, fraction: string, decimal: string] {
  let whole = '';
  let fraction = '';
  let decimal = '.';
  for (const part of write(value, fractionDigits, locale, {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  })) {
    if (part.type === 'fraction') {
      fraction += part.value;
    } else if (part.type === 'decimal') {
      decimal = part.value;
    } else {
      whole += part.value;
    }
  }
  return [whole, fraction, decimal];
}

/** Options of {@link formatMoney}. */
export interface FormatMoneyOptions {
  /** The shop's currency symbol (common param `currentSymbol`), e.g. `¥` or `$`. */
  symbol?: string;
  /** BCP 47 locale for digit grouping and digits, e.g. `en`, `bn`, `zh-Hans`. */
  locale?: string;
  /** Writes the digits (see {@link formatMinorUnits}); `Intl.NumberFormat`'s by default. */
  write?: NumberPartsWriter;
}

/**
 * Formats cents for display with the shop's currency symbol and the locale's digit grouping;
 * always two fraction digits ({@link formatMinorUnits}).
 * @example
 * formatMoney(123456, { symbol: '¥', locale: 'en' }); // '¥1,234.56'
 * formatMoney(-500, { symbol: '$' }); // '-$5.00'
 */
export function formatMoney(cents: Cents, options: FormatMoneyOptions = {}): string {
  assertCents(cents, 'cents');
  const [whole, fraction, decimal] = formatMinorUnits(
    Math.abs(cents),
    2,
    options.locale ?? 'en',
    options.write ?? intlNumberParts,
  );
  return `${cents < 0 ? '-' : ''}${options.symbol ?? ''}${whole}${decimal}${fraction}`;
}
