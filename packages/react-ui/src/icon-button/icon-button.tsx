import type { Ref } from 'react';
import { Icon, type IconName } from '../icon';
import { classNames } from '../internal/class-names';

export interface IconButtonProps {
  icon: IconName;
  /** Accessible name; the button shows only the icon. */
  label: string;
  onClick?: (() => void) | undefined;
  disabled?: boolean;
  iconSize?: number;
  className?: string;
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
