import { type KeyboardEvent, type Ref, useEffect, useState } from 'react';
import { Icon } from '../icon';
import { classNames } from '../internal/class-names';
import { useControllableState } from '../internal/use-controllable-state';

/** Where a stepper stands (its `data-state`). */
export type StepperState = 'at-min' | 'at-max' | 'between' | 'disabled';

/** Props of {@link Stepper}. */
export interface StepperProps {
  /** The value, when controlled. */
  value?: number;
  /** The value to start with, when uncontrolled. */
  defaultValue?: number;
  /** Called with the new value. */
  onChange?: (value: number) => void;
  /** The smallest value. */
  min?: number;
  /** Upper bound, usually the stock of the chosen spec. */
  max?: number;
  /** How much a button adds or takes away. */
  step?: number;
  /** Turns both buttons and the input off. */
  disabled?: boolean;
  /** Accessible name of the number field, e.g. "Quantity". */
  label: string;
  /** Label of the minus button. */
  decreaseLabel: string;
  /** Label of the plus button. */
  increaseLabel: string;
  /** Extra class names for the root element. */
  className?: string;
  /** A ref to the root DOM element. */
  ref?: Ref<HTMLDivElement>;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

function stepperState(value: number, min: number, max: number, disabled: boolean): StepperState {
  if (disabled) {
    return 'disabled';
  }
  if (value <= min) {
    return 'at-min';
  }
  return value >= max ? 'at-max' : 'between';
}

/** Quantity stepper: minus, a typed number, plus; kept within min and max. */
export function Stepper({
  value,
  defaultValue,
  onChange,
  min = 1,
  max = Number.POSITIVE_INFINITY,
  step = 1,
  disabled = false,
  label,
  decreaseLabel,
  increaseLabel,
  className,
  ref,
}: StepperProps) {
  const [current, setCurrent] = useControllableState({ value, defaultValue: defaultValue ?? min, onChange });
  // What the shopper is typing may be briefly out of range or empty; it is settled on blur.
  const [draft, setDraft] = useState(String(current));
  useEffect(() => {
    setDraft(String(current));
  }, [current]);

  function commit(next: number) {
    const settled = clamp(Number.isFinite(next) ? Math.round(next) : min, min, max);
    setDraft(String(settled));
    if (settled !== current) {
      setCurrent(settled);
    }
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowUp':
        event.preventDefault();
        commit(current + step);
        break;
      case 'ArrowDown':
        event.preventDefault();
        commit(current - step);
        break;
      case 'Home':
        event.preventDefault();
        commit(min);
        break;
      case 'End':
        if (Number.isFinite(max)) {
          event.preventDefault();
          commit(max);
        }
        break;
      case 'Enter':
        commit(Number(draft));
        break;
      default:
        break;
    }
  }

  const state = stepperState(current, min, max, disabled);
  return (
    <div ref={ref} className={classNames('mall-stepper', className)} data-state={state}>
      <button
        type="button"
        className="mall-stepper__button"
        aria-label={decreaseLabel}
        disabled={disabled || current <= min}
        onClick={() => commit(current - step)}
      >
        <Icon name="minus" size={16} />
      </button>
      <input
        className="mall-stepper__input"
        role="spinbutton"
        inputMode="numeric"
        aria-label={label}
        aria-valuenow={current}
        aria-valuemin={min}
        aria-valuemax={Number.isFinite(max) ? max : undefined}
        disabled={disabled}
        value={draft}
        onChange={(event) => setDraft(event.target.value.replace(/[^0-9]/g, ''))}
        onBlur={() => commit(Number(draft))}
        onKeyDown={handleKeyDown}
      />
      <button
        type="button"
        className="mall-stepper__button"
        aria-label={increaseLabel}
        disabled={disabled || current >= max}
        onClick={() => commit(current + step)}
      >
        <Icon name="plus" size={16} />
      </button>
    </div>
  );
}
