import type { Ref } from 'react';
import { Button } from '../button';
import { classNames } from '../internal/class-names';
import { useNumberLocale } from '../internal/number-locale';
import { formatMinorUnits } from '../price';

/** `available` can be received; `received` can be used; `used` and `expired` are history. */
export type CouponState = 'available' | 'received' | 'used' | 'expired';

/** Props of {@link CouponCard}. */
export interface CouponCardProps {
  /** Where the coupon stands for the shopper; used and expired ones are greyed. */
  state: CouponState;
  /** Discount ("reduce Y") in minor units. */
  amount: number;
  /** Symbol before the amount, e.g. `¥`. */
  currencySymbol: string;
  /** The coupon's name. */
  title: string;
  /** The threshold, already worded, e.g. "Orders over ¥199". */
  condition: string;
  /** Validity, already worded, e.g. "Valid until 31 Dec 2025". */
  validity?: string;
  /** Button text: "Get" when available, "Use now" when received. */
  actionLabel?: string;
  /** Called when the action button (receive, use) is tapped. */
  onAction?: () => void;
  /** Stamp for received, used and expired coupons, e.g. "Used". */
  stateLabel?: string;
  /** Extra class names for the root element. */
  className?: string;
  /** A ref to the root DOM element. */
  ref?: Ref<HTMLElement>;
}

function hasAction(state: CouponState): boolean {
  switch (state) {
    case 'available':
    case 'received':
      return true;
    case 'used':
    case 'expired':
      return false;
    default:
      return state satisfies never;
  }
}

/** A ticket-shaped coupon: amount on the left, condition and validity, and a get/use button. */
export function CouponCard({
  state,
  amount,
  currencySymbol,
  title,
  condition,
  validity,
  actionLabel,
  onAction,
  stateLabel,
  className,
  ref,
}: CouponCardProps) {
  const [whole, fraction, decimal] = formatMinorUnits(amount, 2, useNumberLocale());
  const showFraction = amount % 100 !== 0;
  return (
    <article ref={ref} className={classNames('mall-coupon-card', className)} data-state={state}>
      <div className="mall-coupon-card__value">
        <span className="mall-coupon-card__amount">
          <span className="mall-coupon-card__symbol">{currencySymbol}</span>
          {whole}
          {showFraction && (
            <span className="mall-coupon-card__symbol">
              {decimal}
              {fraction}
            </span>
          )}
        </span>
        <span className="mall-coupon-card__condition">{condition}</span>
      </div>
      <div className="mall-coupon-card__body">
        <h3 className="mall-coupon-card__title">{title}</h3>
        {validity && <p className="mall-coupon-card__validity">{validity}</p>}
      </div>
      <div className="mall-coupon-card__side">
        {hasAction(state) && actionLabel && (
          <Button size="small" variant={state === 'available' ? 'accent' : 'outline'} onClick={onAction}>
            {actionLabel}
          </Button>
        )}
        {stateLabel && state !== 'available' && <span className="mall-coupon-card__stamp">{stateLabel}</span>}
      </div>
    </article>
  );
}
