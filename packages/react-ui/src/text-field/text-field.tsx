import type { HTMLAttributes, Ref } from 'react';
import { FormField, type FormFieldLayout } from '../form-field';
import { classNames } from '../internal/class-names';
import { useControllableState } from '../internal/use-controllable-state';

export interface TextFieldProps {
  label: string;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean;
  placeholder?: string;
  type?: 'text' | 'tel' | 'password' | 'email' | 'number';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  name?: string;
  maxLength?: number;
  disabled?: boolean;
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number;
  layout?: FormFieldLayout;
  className?: string;
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
