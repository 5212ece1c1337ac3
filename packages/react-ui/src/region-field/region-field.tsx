import { type Ref, useId } from 'react';
import { FormField } from '../form-field';
import { Icon } from '../icon';
import { classNames } from '../internal/class-names';
import { useControllableState } from '../internal/use-controllable-state';
import { type RegionOption, RegionPicker } from '../region-picker';

/** Whether a region is chosen (its `data-state`). */
export type RegionFieldState = 'filled' | 'empty';

/** Props of {@link RegionField}. */
export interface RegionFieldProps {
  /** Names the field and titles the picker, e.g. "Region". */
  label: string;
  /** Province, city and district tree (from the dictionary data). */
  options: readonly RegionOption[];
  /** The chosen values, province first; empty until chosen. */
  value: readonly string[];
  /** The chosen region as the shopper reads it (e.g. its labels joined); empty while none is chosen. */
  valueText: string;
  /** Called once the last level is chosen, with values and labels, province first. */
  onChange: (values: string[], labels: string[]) => void;
  /** Shown while no region is chosen, and on levels not chosen yet, e.g. "Please select". */
  placeholder: string;
  /** Shown on the field instead of the placeholder while the options are still loading. */
  loadingText?: string | undefined;
  /** Names of the levels, e.g. ["Province", "City", "District"]. */
  levelLabels: readonly string[];
  /** Label of the picker's close button. */
  closeLabel: string;
  /** Error text (already translated); the field turns red and the button is marked invalid. */
  error?: string | undefined;
  /** Marks the field as required. */
  required?: boolean;
  /** Whether the picker is open; leave it out and the field opens and closes the picker itself. */
  open?: boolean;
  /** Called when the shopper opens or closes the picker. */
  onOpenChange?: (open: boolean) => void;
  /** Extra class names for the root element. */
  className?: string;
  /** A ref to the root DOM element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A form field whose control is a button showing the chosen region; it opens a {@link RegionPicker}.
 * Its own component so every address form (the kit's and a form library's) draws and names it alike.
 */
export function RegionField({
  label,
  options,
  value,
  valueText,
  onChange,
  placeholder,
  loadingText,
  levelLabels,
  closeLabel,
  error,
  required = false,
  open,
  onOpenChange,
  className,
  ref,
}: RegionFieldProps) {
  const [pickerOpen, setPickerOpen] = useControllableState({
    value: open,
    defaultValue: false,
    onChange: onOpenChange,
  });
  const valueId = useId();
  const state: RegionFieldState = valueText ? 'filled' : 'empty';
  return (
    <>
      <FormField
        ref={ref}
        label={label}
        error={error}
        required={required}
        className={classNames('mall-region-field', className)}
      >
        {/* A button takes no aria-required; the visible mark and the error text carry it. */}
        {({ id, labelId, 'aria-required': _required, ...control }) => (
          <button
            {...control}
            id={id}
            type="button"
            className="mall-plain-button mall-region-field__button"
            aria-labelledby={`${labelId} ${valueId}`}
            aria-haspopup="dialog"
            data-state={state}
            onClick={() => setPickerOpen(true)}
          >
            <span id={valueId}>{valueText || loadingText || placeholder}</span>
            <Icon name="forward" size={18} />
          </button>
        )}
      </FormField>
      <RegionPicker
        open={pickerOpen}
        onClose={() => setPickerOpen(false)}
        options={options}
        value={value}
        onChange={onChange}
        title={label}
        levelLabels={levelLabels}
        placeholder={placeholder}
        closeLabel={closeLabel}
      />
    </>
  );
}
