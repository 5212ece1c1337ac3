import type { ButtonHTMLAttributes, Ref } from 'react';
import { classNames } from '../internal/class-names';

export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'outline' | 'text';
export type ButtonSize = 'small' | 'medium' | 'large';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width, e.g. the submit button of a form. */
  block?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** The kit's button: blue primary, red accent (buy, pay), grey secondary, outline and text. */
export function Button({
  variant = 'primary',
  size = 'medium',
  block = false,
  type = 'button',
  className,
  ref,
  ...rest
}: ButtonProps) {
  return (
    <button
      ref={ref}
      type={type}
      className={classNames('mall-button', className)}
      data-variant={variant}
      data-size={size}
      data-block={block ? '' : undefined}
      {...rest}
    />
  );
}
