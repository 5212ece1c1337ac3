import { type ReactNode, type Ref, useId } from 'react';
import { classNames } from '../internal/class-names';

/** What a control needs to be tied to its label, hint and error. */
export interface FormFieldControlProps {
  /** The control's id, which the label points to. */
  id: string;
  /** Id of the label, for controls (like buttons) that name themselves with `aria-labelledby`. */
  labelId: string;
  /** Set while the field shows an error. */
  'aria-invalid': boolean | undefined;
  /** Ties the hint and the error to the control. */
  'aria-describedby': string | undefined;
  /** Set when the field is required. */
  'aria-required': boolean | undefined;
}

/** Label beside the control (`horizontal`) or above it (`vertical`). */
export type FormFieldLayout = 'horizontal' | 'vertical';
/** Whether a field shows an error (its `data-state`). */
export type FormFieldState = 'valid' | 'invalid';

/** Props of {@link FormField}. */
export interface FormFieldProps {
  /** The field's label. */
  label: string;
  /** Error text (already translated); the field turns red and the control is marked invalid. */
  error?: string | undefined;
  /** Help shown under the control while there is no error. */
  hint?: string | undefined;
  /** Marks the field as required. */
  required?: boolean;
  /** `horizontal`: label beside the control, as on most shop forms; `vertical`: label above. */
  layout?: FormFieldLayout;
  /** Renders the control with the ids and ARIA it needs. */
  children: (control: FormFieldControlProps) => ReactNode;
  /** Extra class names for the root element. */
  className?: string;
  /** A ref to the root DOM element. */
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
