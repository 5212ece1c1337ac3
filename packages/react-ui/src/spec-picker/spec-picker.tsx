import { type Ref, useId } from 'react';
import { classNames } from '../internal/class-names';
import { useControllableState } from '../internal/use-controllable-state';
import { Price } from '../price';
import { Stepper } from '../stepper';
import {
  defaultSelection,
  findSku,
  isOptionAvailable,
  isOptionInStock,
  type SpecGroup,
  type SpecSelection,
  type SpecSku,
} from './spec-selection';

/** Whether a SKU is chosen and in stock (its `data-state`). */
export type SpecPickerState = 'complete' | 'incomplete' | 'sold-out';

/** Props of {@link SpecPicker}. */
export interface SpecPickerProps {
  /** The specification classes (colour, size, ...) and their options. */
  groups: readonly SpecGroup[];
  /** Every combination of options with its stock and price. */
  skus: readonly SpecSku[];
  /** The chosen option per group, when controlled. */
  value?: SpecSelection;
  /** Starting choice; when left out, the SKU `defaultSkuId` or the first SKU in stock is chosen. */
  defaultValue?: SpecSelection;
  /** The SKU whose options are chosen first, when uncontrolled. */
  defaultSkuId?: string | number;
  /** Called with the new choice and the SKU it names (undefined while incomplete). */
  onChange?: (selection: SpecSelection, sku: SpecSku | undefined) => void;
  /** The quantity, when controlled. */
  quantity?: number;
  /** The quantity to start with, when uncontrolled. */
  defaultQuantity?: number;
  /** Called with the new quantity. */
  onQuantityChange?: (quantity: number) => void;
  /** Picture shown when the chosen SKU has none. */
  imageSrc: string;
  /** Symbol before the price, e.g. `¥`. */
  currencySymbol: string;
  /** Names the price for screen readers. */
  priceLabel: string;
  /** Names the original price for screen readers. */
  originalPriceLabel?: string;
  /** Label before the stock count, e.g. "Stock". */
  stockLabel: string;
  /** Shown when the chosen SKU has no stock. */
  outOfStockLabel: string;
  /** Label of the quantity stepper. */
  quantityLabel: string;
  /** Label of the quantity's plus button. */
  increaseLabel: string;
  /** Label of the quantity's minus button. */
  decreaseLabel: string;
  /** Extra class names for the root element. */
  className?: string;
  /** A ref to the root DOM element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * The SKU picker of the goods page: price and stock of the chosen spec, one choice per
 * specification class (options that cannot lead to stock are disabled), and the quantity.
 */
export function SpecPicker({
  groups,
  skus,
  value,
  defaultValue,
  defaultSkuId,
  onChange,
  quantity,
  defaultQuantity = 1,
  onQuantityChange,
  imageSrc,
  currencySymbol,
  priceLabel,
  originalPriceLabel,
  stockLabel,
  outOfStockLabel,
  quantityLabel,
  increaseLabel,
  decreaseLabel,
  className,
  ref,
}: SpecPickerProps) {
  const [selection, setSelection] = useControllableState<SpecSelection>({
    value,
    defaultValue: defaultValue ?? defaultSelection(groups, skus, defaultSkuId),
    onChange: (next) => onChange?.(next, findSku(skus, next)),
  });
  const [count, setCount] = useControllableState({
    value: quantity,
    defaultValue: defaultQuantity,
    onChange: onQuantityChange,
  });
  const idPrefix = useId();
  const sku = findSku(skus, selection);
  const totalStock = skus.reduce((sum, candidate) => sum + Math.max(candidate.stock, 0), 0);
  const stock = sku ? sku.stock : totalStock;
  const lowestPrice = Math.min(...skus.map((candidate) => candidate.price));
  let state: SpecPickerState = sku ? 'complete' : 'incomplete';
  if (totalStock === 0 || sku?.stock === 0) {
    state = 'sold-out';
  }

  function choose(groupIndex: number, optionValue: string) {
    const next = selection.map((chosen, index) => (index === groupIndex ? optionValue : chosen));
    // A choice that makes another group's choice unavailable clears that one, rather than
    // leaving the shopper on a combination that does not exist.
    const cleaned = next.map((chosen, index) =>
      index === groupIndex || !chosen || isOptionAvailable(skus, next, index, chosen) ? chosen : '',
    );
    setSelection(cleaned);
    const nextSku = findSku(skus, cleaned);
    if (nextSku && count > nextSku.stock) {
      setCount(Math.max(1, nextSku.stock));
    }
  }

  return (
    <div ref={ref} className={classNames('mall-spec-picker', className)} data-state={state}>
      <div className="mall-spec-picker__summary">
        <img className="mall-spec-picker__image" src={sku?.imageSrc ?? imageSrc} alt="" />
        <div className="mall-spec-picker__facts">
          <Price
            value={sku?.price ?? lowestPrice}
            originalValue={sku?.originalPrice}
            currencySymbol={currencySymbol}
            label={priceLabel}
            originalLabel={originalPriceLabel}
            size="large"
          />
          <p className="mall-spec-picker__stock" aria-live="polite">
            {stock > 0 ? `${stockLabel} ${stock}` : outOfStockLabel}
          </p>
        </div>
      </div>
      {groups.map((group, groupIndex) => (
        <fieldset key={group.name} className="mall-spec-picker__group">
          <legend className="mall-spec-picker__legend">{group.name}</legend>
          <div className="mall-spec-picker__options">
            {group.options.map((option) => {
              // Options that do not go with the other choices look unavailable but may still be
              // chosen (the conflicting choice is then cleared); options never in stock are disabled.
              const available = isOptionAvailable(skus, selection, groupIndex, option.value);
              const inStock = isOptionInStock(skus, groupIndex, option.value);
              const checked = selection[groupIndex] === option.value;
              const optionState = checked ? 'checked' : available ? 'unchecked' : 'unavailable';
              return (
                <label key={option.value} className="mall-spec-picker__option" data-state={optionState}>
                  <input
                    type="radio"
                    className="mall-visually-hidden"
                    name={`${idPrefix}-${groupIndex}`}
                    value={option.value}
                    checked={checked}
                    disabled={!inStock && !checked}
                    onChange={() => choose(groupIndex, option.value)}
                  />
                  {option.label}
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
      <div className="mall-spec-picker__quantity">
        <span className="mall-spec-picker__legend" aria-hidden="true">
          {quantityLabel}
        </span>
        <Stepper
          value={count}
          onChange={setCount}
          min={1}
          max={Math.max(1, sku?.stock ?? totalStock)}
          disabled={stock === 0}
          label={quantityLabel}
          increaseLabel={increaseLabel}
          decreaseLabel={decreaseLabel}
        />
      </div>
    </div>
  );
}
