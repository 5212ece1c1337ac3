import type { ReactNode } from 'react';
import { classNames } from './class-names';

interface PressableAreaProps {
  /** Without it the area is plain content; with it, one button around all of the content. */
  onPress?: (() => void) | undefined;
  /** For choosing among items: exposed as `aria-pressed`. */
  pressed?: boolean | undefined;
  className: string;
  children: ReactNode;
}

/** The main area of a list item, which becomes a single button only when the item can be chosen. */
export function PressableArea({ onPress, pressed, className, children }: PressableAreaProps) {
  if (!onPress) {
    return <div className={className}>{children}</div>;
  }
  return (
    <button
      type="button"
      className={classNames('mall-plain-button', className)}
      aria-pressed={pressed}
      onClick={onPress}
    >
      {children}
    </button>
  );
}
