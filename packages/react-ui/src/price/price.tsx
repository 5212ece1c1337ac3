import type { Ref } from 'react';
import { classNames } from '../internal/class-names';

export type PriceSize = 'small' | 'medium' | 'large';
export type PriceState = 'regular' | 'discounted';

export interface PriceProps {
  /** Amount in minor units (cents), as the SDK keeps money. */
  value: number;
  /** Symbol from the shop's `currentSymbol` parameter, e.g. `¥`. */
  currencySymbol: string;
  /** The price before discount, in minor units; shown struck through when higher than `value`. */
  originalValue?: number | undefined;
  /** Read before the amount by screen readers, e.g. "Price". */
  label?: string | undefined;
  /** Read before the struck-through amount, e.g. "Original price". */
  originalLabel?: string | undefined;
  size?: PriceSize;
  /** Digits after the decimal point of the currency. */
  fractionDigits?: number;
  className?: string;
  ref?: Ref<HTMLSpanElement>;
}

/** Splits minor units into the whole and fractional parts, e.g. 12990 → ["129", "90"]. */
export function formatMinorUnits(value: number, fractionDigits = 2): [whole: string, fraction: string] {
  const text = (value / 10 ** fractionDigits).toFixed(fractionDigits);
  const [whole = '0', fraction = ''] = text.split('.');
  return [whole, fraction];
}

function joinAmount(whole: string, fraction: string): string {
  return fraction ? `${whole}.${fraction}` : whole;
}

/** A shop price: symbol, large whole part, small decimals, and the original price struck through. */
export function Price({
  value,
  currencySymbol,
  originalValue,
  label,
  originalLabel,
  size = 'medium',
  fractionDigits = 2,
  className,
  ref,
}: PriceProps) {
  const [whole, fraction] = formatMinorUnits(value, fractionDigits);
  const discounted = originalValue !== undefined && originalValue > value;
  const state: PriceState = discounted ? 'discounted' : 'regular';
  const original = discounted ? joinAmount(...formatMinorUnits(originalValue, fractionDigits)) : '';
  return (
    <span ref={ref} className={classNames('mall-price', className)} data-size={size} data-state={state}>
      <span className="mall-price__current">
        {label && <span className="mall-visually-hidden">{label} </span>}
        <span className="mall-price__symbol">{currencySymbol}</span>
        <span className="mall-price__whole">{whole}</span>
        {fraction && <span className="mall-price__fraction">.{fraction}</span>}
      </span>
      {discounted && (
        <del className="mall-price__original">
          {originalLabel && <span className="mall-visually-hidden">{originalLabel} </span>}
          {currencySymbol}
          {original}
        </del>
      )}
    </span>
  );
}
