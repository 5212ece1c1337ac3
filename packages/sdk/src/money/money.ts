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

/** Options of {@link formatMoney}. */
export interface FormatMoneyOptions {
  /** The shop's currency symbol (common param `currentSymbol`), e.g. `¥` or `$`. */
  symbol?: string;
  /** BCP 47 locale for digit grouping and digits, e.g. `en`, `bn`, `zh-Hans`. */
  locale?: string;
}

/**
 * Formats cents for display with the shop's currency symbol and the locale's digit grouping;
 * always two fraction digits.
 * @example
 * formatMoney(123456, { symbol: '¥', locale: 'en' }); // '¥1,234.56'
 * formatMoney(-500, { symbol: '$' }); // '-$5.00'
 */
export function formatMoney(cents: Cents, options: FormatMoneyOptions = {}): string {
  assertCents(cents, 'cents');
  const { symbol = '', locale = 'en' } = options;
  const magnitude = Math.abs(cents);
  // Formatted from integers only: the fraction never passes through floating point.
  const formatter = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const parts = formatter.formatToParts(Math.trunc(magnitude / 100));
  const fractionDigits = String(magnitude % 100).padStart(2, '0');
  const digits = formatter.formatToParts(Number(`0.${fractionDigits}`));
  const localFraction = digits.find((part) => part.type === 'fraction')?.value ?? fractionDigits;
  let text = '';
  for (const part of parts) {
    text += part.type === 'fraction' ? localFraction : part.value;
  }
  return `${cents < 0 ? '-' : ''}${symbol}${text}`;
}
