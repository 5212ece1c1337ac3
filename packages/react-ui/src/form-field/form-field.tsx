import { type ReactNode, type Ref, useId } from 'react';
import { classNames } from '../internal/class-names';

/** What a control needs to be tied to its label, hint and error. */
export interface FormFieldControlProps {
  id: string;
  /** Id of the label, for controls (like buttons) that name themselves with `aria-labelledby`. */
  labelId: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
}

export type FormFieldLayout = 'horizontal' | 'vertical';
export type FormFieldState = 'valid' | 'invalid';

export interface FormFieldProps {
  label: string;
  /** Error text (already translated); the field turns red and the control is marked invalid. */
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean;
  /** `horizontal`: label beside the control, as on most shop forms; `vertical`: label above. */
  layout?: FormFieldLayout;
  /** Renders the control with the ids and ARIA it needs. */
  children: (control: FormFieldControlProps) => ReactNode;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/** Label, control, hint and error text of one form field, wired for assistive technology. */
export function FormField({
  label,
  error,
  hint,
  required = false,
  layout = 'horizontal',
  children,
  className,
  ref,
}: FormFieldProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  const state: FormFieldState = error ? 'invalid' : 'valid';
  return (
    <div
      ref={ref}
      className={classNames('mall-form-field', className)}
      data-state={state}
      data-layout={layout}
    >
      <div className="mall-form-field__row">
        <label id={labelId} className="mall-form-field__label" htmlFor={id}>
          {label}
          {required && (
            <span className="mall-form-field__required" aria-hidden="true">
              *
            </span>
          )}
        </label>
        <div className="mall-form-field__main">
          <div className="mall-form-field__control">
            {children({
              id,
              labelId,
              'aria-invalid': error ? true : undefined,
              'aria-describedby': describedBy,
              'aria-required': required || undefined,
            })}
          </div>
          {hint && (
            <p id={hintId} className="mall-form-field__hint">
              {hint}
            </p>
          )}
          {error && (
            <p id={errorId} className="mall-form-field__error">
              {error}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
