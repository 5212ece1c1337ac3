import type { HTMLAttributes, Ref } from 'react';
import { FormField, type FormFieldLayout } from '../form-field';
import { classNames } from '../internal/class-names';
import { useControllableState } from '../internal/use-controllable-state';

/** Props of {@link TextField}. */
export interface TextFieldProps {
  /** The field's label. */
  label: string;
  /** The text, when controlled. */
  value?: string;
  /** Text the input starts with, when uncontrolled. */
  defaultValue?: string;
  /** Called with the text after every change. */
  onChange?: (value: string) => void;
  /** Called when the input loses focus. */
  onBlur?: () => void;
  /** An error message under the input; marks the field invalid. */
  error?: string | undefined;
  /** Help shown under the input while there is no error. */
  hint?: string | undefined;
  /** Marks the field as required. */
  required?: boolean;
  /** Shown in the empty input. */
  placeholder?: string;
  /** The input type (single-line fields). */
  type?: 'text' | 'tel' | 'password' | 'email' | 'number';
  /** Which on-screen keyboard phones show. */
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** The input's `autocomplete`, e.g. `tel`. */
  autoComplete?: string;
  /** The input's name in a form. */
  name?: string;
  /** The longest text, in characters. */
  maxLength?: number;
  /** Turns the input off. */
  disabled?: boolean;
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number;
  /** Label beside the input or above it; above for multi-line fields. */
  layout?: FormFieldLayout;
  /** Extra class names for the root element. */
  className?: string;
  /** A ref to the root DOM element. */
  ref?: Ref<HTMLInputElement & HTMLTextAreaElement>;
}

/** A labelled text input (or textarea) with hint and error text. */
export function TextField({
  label,
  value,
  defaultValue = '',
  onChange,
  onBlur,
  error,
  hint,
  required,
  placeholder,
  type = 'text',
  inputMode,
  autoComplete,
  name,
  maxLength,
  disabled,
  rows,
  layout = rows ? 'vertical' : 'horizontal',
  className,
  ref,
}: TextFieldProps) {
  const [text, setText] = useControllableState({ value, defaultValue, onChange });
  const shared = {
    name,
    placeholder,
    maxLength,
    disabled,
    autoComplete,
    value: text,
    onBlur,
    className: 'mall-plain-input mall-text-field__input',
  };
  return (
    <FormField
      label={label}
      error={error}
      hint={hint}
      required={required}
      layout={layout}
      className={classNames('mall-text-field', className)}
    >
      {({ labelId: _labelId, ...control }) =>
        rows ? (
          <textarea
            {...control}
            {...shared}
            ref={ref}
            rows={rows}
            onChange={(event) => setText(event.target.value)}
          />
        ) : (
          <input
            {...control}
            {...shared}
            ref={ref}
            type={type}
            inputMode={inputMode}
            onChange={(event) => setText(event.target.value)}
          />
        )
      }
    </FormField>
  );
}
