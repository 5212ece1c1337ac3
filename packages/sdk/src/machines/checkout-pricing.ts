import {
  addMoney,
  type CouponRule,
  couponApplies,
  multiplyMoney,
  priceWithCoupon,
} from '../money/arithmetic';
import { type Cents, toCents } from '../money/money';
import { USER_COUPON_STATUS, type UserCoupon } from '../schemas/coupon.schema';
import type { GoodsDetail } from '../schemas/goods.schema';

/** A line to buy: from the cart's selected lines, or the one line of "buy now". */
export interface CheckoutLine {
  goodsId: number;
  specId: number;
  count: number;
}

/** A line with the server's current price; money in cents. */
export interface PricedLine extends CheckoutLine {
  title: string;
  specName: string;
  pic: string | null;
  price: Cents;
  total: Cents;
  /** Stock left for the spec; the line can be bought when it covers `count`. */
  stock: number;
}

/** Goods total, coupon discount and what the shopper pays, in cents. */
export interface CheckoutSummary {
  goodsTotal: Cents;
  discount: Cents;
  payable: Cents;
}

/** The 'full X reduce Y' rule of a coupon, in cents. */
export function couponRuleOf(coupon: Pick<UserCoupon, 'amount' | 'condition'>): CouponRule {
  return { amount: toCents(coupon.amount), fullAmount: toCents(coupon.condition.fullAmount) };
}

/** Whether the shopper can use a coupon on a goods total: unused and its threshold reached. */
export function couponUsable(coupon: UserCoupon, goodsTotal: Cents): boolean {
  return coupon.status === USER_COUPON_STATUS.unused && couponApplies(goodsTotal, couponRuleOf(coupon));
}

/**
 * Prices lines with the goods as the server answers them now; a spec that is gone has no stock.
 * @example
 * priceCheckoutLines([{ goodsId: 12, specId: 30, count: 3 }], [tea]); // [{ ..., price: 1999, total: 5997 }]
 */
export function priceCheckoutLines(lines: CheckoutLine[], goods: GoodsDetail[]): PricedLine[] {
  return lines.map((line) => {
    const item = goods.find((candidate) => candidate.id === line.goodsId);
    const spec = item?.specs.find((candidate) => candidate.id === line.specId);
    const price = spec ? toCents(spec.price) : 0;
    return {
      ...line,
      title: item?.title ?? '',
      specName: spec?.name ?? '',
      pic: spec?.images[0] ?? item?.mainPic ?? null,
      price,
      total: multiplyMoney(price, line.count),
      stock: spec?.stock ?? 0,
    };
  });
}

/** The goods total of priced lines, less the coupon's discount when one is chosen. */
export function checkoutSummaryOf(priced: PricedLine[], coupon: UserCoupon | undefined): CheckoutSummary {
  const goodsTotal = addMoney(...priced.map((line) => line.total));
  return priceWithCoupon(goodsTotal, coupon ? couponRuleOf(coupon) : null);
}
