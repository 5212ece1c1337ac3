import { formatMinorUnits as minorUnitsParts } from '@mall/sdk';
import type { Ref } from 'react';
import { classNames } from '../internal/class-names';
import { scaledNumberParts, useNumberLocale } from '../internal/number-locale';

/** The sizes of a price. */
export type PriceSize = 'small' | 'medium' | 'large';
/** Whether a price shows an original price beside it (its `data-state`). */
export type PriceState = 'regular' | 'discounted';

/** Props of {@link Price}. */
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
  /** Text size. */
  size?: PriceSize;
  /** Digits after the decimal point of the currency. */
  fractionDigits?: number;
  /** Extra class names for the root element. */
  className?: string;
  /** A ref to the root DOM element. */
  ref?: Ref<HTMLSpanElement>;
}

/**
 * Splits an amount in minor units into its whole part, its decimals and the decimal separator.
 * With a `locale` the whole part is grouped and both parts use the locale's digits
 * (`bn-BD`: "১,২৩৪" and "৫০"); without one, Latin digits and no grouping. The SDK's
 * `formatMinorUnits` (which `formatMoney` uses too) does the work, with the kit's digits writer.
 * @example
 * formatMinorUnits(123450); // ['1234', '50', '.']
 * formatMinorUnits(123450, 2, 'en'); // ['1,234', '50', '.']
 */
export function formatMinorUnits(
  value: number,
  fractionDigits = 2,
  locale?: string,
): [whole: string, fraction: string, decimal: string] {
  return minorUnitsParts(value, fractionDigits, locale ?? '', scaledNumberParts);
}

function joinAmount([whole, fraction, decimal]: [string, string, string]): string {
  return fraction ? `${whole}${decimal}${fraction}` : whole;
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
  const locale = useNumberLocale();
  const [whole, fraction, decimal] = formatMinorUnits(value, fractionDigits, locale);
  const discounted = originalValue !== undefined && originalValue > value;
  const state: PriceState = discounted ? 'discounted' : 'regular';
  const original = discounted ? joinAmount(formatMinorUnits(originalValue, fractionDigits, locale)) : '';
  return (
    <span ref={ref} className={classNames('mall-price', className)} data-size={size} data-state={state}>
      <span className="mall-price__current">
        {label && <span className="mall-visually-hidden">{label} </span>}
        <span className="mall-price__symbol">{currencySymbol}</span>
        <span className="mall-price__whole">{whole}</span>
        {fraction && (
          <span className="mall-price__fraction">
            {decimal}
            {fraction}
          </span>
        )}
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
