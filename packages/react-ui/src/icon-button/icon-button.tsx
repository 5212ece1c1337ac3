import type { Ref } from 'react';
import { Icon, type IconName } from '../icon';
import { classNames } from '../internal/class-names';

/** Props of {@link IconButton}. */
export interface IconButtonProps {
  /** The icon shown. */
  icon: IconName;
  /** Accessible name; the button shows only the icon. */
  label: string;
  /** Called when the button is tapped. */
  onClick?: (() => void) | undefined;
  /** Turns the button off. */
  disabled?: boolean;
  /** Icon size in pixels; the touch target stays at least 44 px. */
  iconSize?: number;
  /** Extra class names for the root element. */
  className?: string;
  /** A ref to the root DOM element. */
  ref?: Ref<HTMLButtonElement>;
}

/** A 44 px button that shows one icon and is named by `label` (back, close, share, ...). */
export function IconButton({ icon, label, onClick, disabled, iconSize, className, ref }: IconButtonProps) {
  return (
    <button
      ref={ref}
      type="button"
      className={classNames('mall-plain-button mall-icon-button', className)}
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon name={icon} size={iconSize} />
    </button>
  );
}
