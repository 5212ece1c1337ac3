/**
 * Arithmetic on money in cents and the order's coupon pricing: exact integer (and, for rates,
 * BigInt) arithmetic. A module of its own, apart from `money.ts`'s parsing and formatting, so that a
 * page that only shows prices does not carry the checkout's arithmetic.
 */
import { assertCents, type Cents, decimalPattern, decimalText } from './money';

/**
 * Adds amounts in cents.
 * @example
 * addMoney(toCents(0.1), toCents(0.2)); // 30
 */
export function addMoney(...amounts: Cents[]): Cents {
  let total = 0;
  for (const amount of amounts) {
    assertCents(amount, 'amount');
    total += amount;
  }
  assertCents(total, 'total');
  return total;
}

/**
 * Subtracts `amount` from `from`, both in cents.
 * @example
 * subtractMoney(1000, 250); // 750
 */
export function subtractMoney(from: Cents, amount: Cents): Cents {
  assertCents(from, 'from');
  assertCents(amount, 'amount');
  return from - amount;
}

function parseFactor(factor: number | string): { numerator: bigint; denominator: bigint } {
  const match = decimalPattern.exec(decimalText(factor));
  if (!match) {
    throw new RangeError(`not a decimal factor: ${String(factor)}`);
  }
  const [, sign, whole = '0', fraction = ''] = match;
  const numerator = BigInt(`${whole}${fraction}`) * (sign === '-' ? -1n : 1n);
  return { numerator, denominator: 10n ** BigInt(fraction.length) };
}

/**
 * Multiplies cents by a count or a decimal rate (e.g. the repurchase rate `"0.9"`), exactly,
 * rounding half-up (away from zero) to whole cents.
 * @example
 * multiplyMoney(toCents(19.99), 3); // 5997
 * multiplyMoney(1999, '0.9'); // 1799 (1799.1 rounded)
 */
export function multiplyMoney(cents: Cents, factor: number | string): Cents {
  assertCents(cents, 'cents');
  const { numerator, denominator } = parseFactor(factor);
  const product = BigInt(cents) * numerator;
  const negative = product < 0n;
  const magnitude = negative ? -product : product;
  const rounded = (magnitude * 2n + denominator) / (denominator * 2n);
  const result = Number(negative ? -rounded : rounded);
  assertCents(result, 'product');
  return result === 0 ? 0 : result;
}

/** A 'full X reduce Y' coupon condition, in cents. */
export interface CouponRule {
  /** Reduction in cents (Y). */
  amount: Cents;
  /** The goods total the order must reach, in cents (X). */
  fullAmount: Cents;
}

/**
 * Whether a 'full X reduce Y' coupon applies to a goods total: the total must reach `fullAmount`.
 * @example
 * couponApplies(10000, { amount: 1000, fullAmount: 10000 }); // true
 */
export function couponApplies(goodsTotal: Cents, rule: CouponRule): boolean {
  assertCents(goodsTotal, 'goodsTotal');
  return goodsTotal >= rule.fullAmount;
}

/**
 * Prices an order's goods total with an optional 'full X reduce Y' coupon. The discount never
 * exceeds the goods total, so the payment never goes below zero.
 * @example
 * priceWithCoupon(12000, { amount: 1000, fullAmount: 10000 }); // { goodsTotal: 12000, discount: 1000, payable: 11000 }
 */
export function priceWithCoupon(
  goodsTotal: Cents,
  rule?: CouponRule | null,
): { goodsTotal: Cents; discount: Cents; payable: Cents } {
  assertCents(goodsTotal, 'goodsTotal');
  const discount = rule && couponApplies(goodsTotal, rule) ? Math.min(rule.amount, goodsTotal) : 0;
  return { goodsTotal, discount, payable: goodsTotal - discount };
}
