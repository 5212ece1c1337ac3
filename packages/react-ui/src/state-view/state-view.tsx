import { type ReactNode, type Ref, useEffect, useState } from 'react';
import { Button } from '../button';
import { Icon, type IconName } from '../icon';
import { classNames } from '../internal/class-names';

/** The states a state view shows. */
export type StateViewStatus = 'empty' | 'loading' | 'error';

/** Props of {@link StateView}. */
export interface StateViewProps {
  /** Empty, loading or failed. */
  status: StateViewStatus;
  /** Main line, e.g. "No orders yet" or "Failed to load. Tap to reload". */
  title: string;
  /** A second line under the title. */
  description?: string;
  /** Button under the text (empty view), e.g. "Go shopping". */
  actionLabel?: string;
  /** Shows the action button (with `actionLabel`) and is called when it is tapped. */
  onAction?: () => void;
  /** Error view: tapping anywhere on it calls this (the spec's "tap to reload"). */
  onRetry?: () => void;
  /** Loading view: shown only after this many ms, so quick loads do not flash (the app uses 200). */
  delay?: number;
  /** Replaces the built-in picture. */
  illustration?: ReactNode;
  /** Extra class names for the root element. */
  className?: string;
  /** A ref to the root DOM element. */
  ref?: Ref<HTMLDivElement>;
}

const statusIcon: Record<StateViewStatus, IconName> = {
  empty: 'empty',
  loading: 'refresh',
  error: 'alert',
};

/** Whole-area placeholder for an empty list, a load in progress, or a failed load (tap to reload). */
export function StateView({
  status,
  title,
  description,
  actionLabel,
  onAction,
  onRetry,
  delay = 0,
  illustration,
  className,
  ref,
}: StateViewProps) {
  const [delayPassed, setDelayPassed] = useState(delay <= 0);
  useEffect(() => {
    if (delay <= 0) {
      setDelayPassed(true);
      return;
    }
    setDelayPassed(false);
    const timer = setTimeout(() => setDelayPassed(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);

  if (status === 'loading' && !delayPassed) {
    return (
      <div
        ref={ref}
        className={classNames('mall-state-view', className)}
        data-state="waiting"
        aria-busy="true"
      />
    );
  }

  const body = (
    <>
      <span className="mall-state-view__picture" aria-hidden="true">
        {illustration ?? <Icon name={statusIcon[status]} size={40} />}
      </span>
      <span className="mall-state-view__title">{title}</span>
      {description && <span className="mall-state-view__description">{description}</span>}
    </>
  );

  switch (status) {
    case 'loading':
      return (
        <div
          ref={ref}
          className={classNames('mall-state-view', className)}
          data-state="loading"
          role="status"
        >
          {body}
        </div>
      );
    case 'error':
      return (
        <div ref={ref} className={classNames('mall-state-view', className)} data-state="error" role="alert">
          {onRetry ? (
            <button type="button" className="mall-plain-button mall-state-view__retry" onClick={onRetry}>
              {body}
            </button>
          ) : (
            body
          )}
        </div>
      );
    case 'empty':
      return (
        <div ref={ref} className={classNames('mall-state-view', className)} data-state="empty">
          {body}
          {actionLabel && onAction && (
            <Button variant="outline" onClick={onAction}>
              {actionLabel}
            </Button>
          )}
        </div>
      );
    default:
      return status satisfies never;
  }
}
