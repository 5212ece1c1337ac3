import type { ReactNode, Ref } from 'react';
import { classNames } from '../internal/class-names';
import { formatCount, useNumberLocale } from '../internal/number-locale';

/** What a badge shows: a count, a dot, or nothing (its `data-state`). */
export type BadgeState = 'count' | 'dot' | 'hidden';

/** Props of {@link Badge}. */
export interface BadgeProps {
  /** Number to show; 0 or less hides the badge unless `dot` is set. */
  count?: number;
  /** Larger counts show as `{max}+`. */
  max?: number;
  /** A small dot instead of a number (e.g. "something new"). */
  dot?: boolean;
  /** Accessible text read with the badge, e.g. "3 unread messages". Required for a visible badge. */
  label?: string;
  /** What the badge sits on (an icon, an avatar); without children the badge stands alone. */
  children?: ReactNode;
  /** Extra class names for the root element. */
  className?: string;
  /** A ref to the root DOM element. */
  ref?: Ref<HTMLSpanElement>;
}

function badgeState(count: number | undefined, dot: boolean): BadgeState {
  if (dot) {
    return 'dot';
  }
  return count !== undefined && count > 0 ? 'count' : 'hidden';
}

/** A red count or dot in the corner of an icon or on its own. */
export function Badge({ count, max = 99, dot = false, label, children, className, ref }: BadgeProps) {
  const state = badgeState(count, dot);
  const locale = useNumberLocale();
  const text =
    count === undefined ? '' : count > max ? `${formatCount(max, locale)}+` : formatCount(count, locale);
  return (
    <span
      ref={ref}
      className={classNames('mall-badge', className)}
      data-state={state}
      data-standalone={children === undefined ? '' : undefined}
    >
      {children}
      {state !== 'hidden' && (
        <span className="mall-badge__mark" aria-hidden="true">
          {state === 'count' ? text : null}
        </span>
      )}
      {/* The leading space keeps the label a separate word in the accessible name of what it sits on. */}
      {state !== 'hidden' && label && <span className="mall-visually-hidden"> {label}</span>}
    </span>
  );
}
