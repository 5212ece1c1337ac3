import type { ButtonHTMLAttributes, MouseEventHandler, ReactNode, Ref } from 'react';
import { classNames } from '../internal/class-names';

/** The looks of a button, from most to least emphasis. */
export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'outline' | 'text';
/** The sizes of a button. */
export type ButtonSize = 'small' | 'medium' | 'large';

/** Props of {@link Button}. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Look and emphasis; `accent` for buying and paying. */
  variant?: ButtonVariant;
  /** Height and text size. */
  size?: ButtonSize;
  /** Full width, e.g. the submit button of a form. */
  block?: boolean;
  /** A ref to the root DOM element. */
  ref?: Ref<HTMLButtonElement>;
  /** The button's text (or icon and text). */
  children?: ReactNode;
  /** Called when the button is tapped. */
  onClick?: MouseEventHandler<HTMLButtonElement>;
  /** `button` unless it submits or resets a form. */
  type?: 'button' | 'submit' | 'reset';
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
