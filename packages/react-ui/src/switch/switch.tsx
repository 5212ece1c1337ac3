import type { Ref } from 'react';
import { classNames } from '../internal/class-names';
import { useControllableState } from '../internal/use-controllable-state';

/** Props of {@link Switch}. */
export interface SwitchProps {
  /** Whether it is on, when controlled. */
  checked?: boolean;
  /** Whether it starts on, when uncontrolled. */
  defaultChecked?: boolean;
  /** Called with the new state. */
  onChange?: (checked: boolean) => void;
  /** Visible label beside the switch, e.g. "Set as default address". */
  label: string;
  /** Turns the switch off. */
  disabled?: boolean;
  /** Extra class names for the root element. */
  className?: string;
  /** A ref to the root DOM element. */
  ref?: Ref<HTMLButtonElement>;
}

/** An on/off switch with its label; the whole row is the touch target. */
export function Switch({
  checked,
  defaultChecked = false,
  onChange,
  label,
  disabled,
  className,
  ref,
}: SwitchProps) {
  const [on, setOn] = useControllableState({ value: checked, defaultValue: defaultChecked, onChange });
  return (
    <button
      ref={ref}
      type="button"
      role="switch"
      aria-checked={on}
      disabled={disabled}
      className={classNames('mall-plain-button mall-switch', className)}
      data-state={on ? 'on' : 'off'}
      onClick={() => setOn(!on)}
    >
      <span className="mall-switch__label">{label}</span>
      <span className="mall-switch__track" aria-hidden="true">
        <span className="mall-switch__thumb" />
      </span>
    </button>
  );
}
