import type { ReactNode } from 'react';
import { classNames } from './class-names';

interface PressableAreaProps {
  /** With it, one link around all of the content (it wins over `onPress`). */
  href?: string | undefined;
  /** Without it (and without `href`) the area is plain content; with it, one button around all of it. */
  onPress?: (() => void) | undefined;
  /** For choosing among items: exposed as `aria-pressed`. */
  pressed?: boolean | undefined;
  /** Class names of the area. */
  className: string;
  /** The item's content. */
  children: ReactNode;
}

/**
 * The main area of an item, which becomes a single link or button only when the item leads somewhere
 * or can be chosen, so that every item names its one target the same way.
 */
export function PressableArea({ href, onPress, pressed, className, children }: PressableAreaProps) {
  if (href !== undefined) {
    return (
      <a className={classNames('mall-plain-button', className)} href={href}>
        {children}
      </a>
    );
  }
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
