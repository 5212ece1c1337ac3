import { type ReactNode, type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { Icon } from '../icon';
import { classNames } from '../internal/class-names';

/** How far (px) the content must be pulled before letting go refreshes, from the spec. */
export const pullThreshold = 45;

/** The phases of a pull (its `data-state`). */
export type PullState = 'idle' | 'pulling' | 'ready' | 'refreshing';

/** What the pull area says, translated by the app. */
export interface PullToRefreshLabels {
  /** While pulling, below the threshold, e.g. "Pull to refresh". */
  pull: string;
  /** Past the threshold, e.g. "Release to refresh". */
  release: string;
  /** While the refresh runs, e.g. "Refreshing…". */
  refreshing: string;
}

/** Props of {@link PullToRefresh}. */
export interface PullToRefreshProps {
  /** Runs the refresh; the indicator stays until the returned promise settles. */
  onRefresh: () => Promise<unknown> | undefined;
  /** Shows the refreshing indicator from outside (e.g. while a query refetches). */
  refreshing?: boolean;
  /** How far, in pixels, the content is pulled before letting go refreshes. */
  threshold?: number;
  /** The pull area's wording. */
  labels: PullToRefreshLabels;
  /** Turns pulling off. */
  disabled?: boolean;
  /** The content that is pulled down. */
  children: ReactNode;
  /** Extra class names for the root element. */
  className?: string;
  /** A ref to the root DOM element. */
  ref?: Ref<HTMLDivElement>;
}

/** Pulled distance for a finger movement: one to one up to the threshold, then with resistance. */
export function pullDistance(movement: number, threshold = pullThreshold): number {
  if (movement <= 0) {
    return 0;
  }
  return movement <= threshold ? movement : threshold + (movement - threshold) * 0.4;
}

function atTop(element: HTMLElement): boolean {
  return element.scrollTop <= 0 && window.scrollY <= 0;
}

/**
 * Pull down at the top of a page to refresh: 45 px pulled and released calls `onRefresh`. Touch
 * and mouse drags both work; the refresh is also reachable by whatever button the page offers.
 */
export function PullToRefresh({
  onRefresh,
  refreshing,
  threshold = pullThreshold,
  labels,
  disabled = false,
  children,
  className,
  ref,
}: PullToRefreshProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => rootRef.current as HTMLDivElement, []);
  const [distance, setDistance] = useState(0);
  const [running, setRunning] = useState(false);
  const isRefreshing = running || refreshing === true;
  // Read by the native listeners, which are attached once.
  const live = useRef({ startY: null as number | null, distance: 0, disabled, isRefreshing, threshold });
  live.current.disabled = disabled;
  live.current.isRefreshing = isRefreshing;
  live.current.threshold = threshold;
  const onRefreshRef = useRef(onRefresh);
  onRefreshRef.current = onRefresh;

  useEffect(() => {
    const root = rootRef.current;
    if (!root) {
      return;
    }
    const state = live.current;

    function start(y: number) {
      if (state.disabled || state.isRefreshing || !root || !atTop(root)) {
        return;
      }
      state.startY = y;
    }

    function move(y: number, event: Event) {
      if (state.startY === null) {
        return;
      }
      const next = pullDistance(y - state.startY, state.threshold);
      if (next > 0 && event.cancelable) {
        // Keeps the browser from scrolling or bouncing the page while the content is pulled.
        event.preventDefault();
      }
      state.distance = next;
      setDistance(next);
    }

    function end() {
      if (state.startY === null) {
        return;
      }
      const pulled = state.distance;
      state.startY = null;
      state.distance = 0;
      setDistance(0);
      if (pulled >= state.threshold) {
        setRunning(true);
        Promise.resolve(onRefreshRef.current()).finally(() => setRunning(false));
      }
    }

    const onTouchStart = (event: TouchEvent) => start(event.touches[0]?.clientY ?? 0);
    const onTouchMove = (event: TouchEvent) => move(event.touches[0]?.clientY ?? 0, event);
    const onPointerDown = (event: PointerEvent) => {
      if (event.pointerType === 'mouse' && event.button === 0) {
        start(event.clientY);
      }
    };
    const onPointerMove = (event: PointerEvent) => {
      if (event.pointerType === 'mouse') {
        move(event.clientY, event);
      }
    };
    root.addEventListener('touchstart', onTouchStart, { passive: true });
    root.addEventListener('touchmove', onTouchMove, { passive: false });
    root.addEventListener('touchend', end);
    root.addEventListener('touchcancel', end);
    root.addEventListener('pointerdown', onPointerDown);
    window.addEventListener('pointermove', onPointerMove);
    window.addEventListener('pointerup', end);
    return () => {
      root.removeEventListener('touchstart', onTouchStart);
      root.removeEventListener('touchmove', onTouchMove);
      root.removeEventListener('touchend', end);
      root.removeEventListener('touchcancel', end);
      root.removeEventListener('pointerdown', onPointerDown);
      window.removeEventListener('pointermove', onPointerMove);
      window.removeEventListener('pointerup', end);
    };
  }, []);

  let state: PullState = 'idle';
  if (isRefreshing) {
    state = 'refreshing';
  } else if (distance >= threshold) {
    state = 'ready';
  } else if (distance > 0) {
    state = 'pulling';
  }
  const offset = isRefreshing ? threshold : distance;
  let text = '';
  switch (state) {
    case 'idle':
      text = '';
      break;
    case 'pulling':
      text = labels.pull;
      break;
    case 'ready':
      text = labels.release;
      break;
    case 'refreshing':
      text = labels.refreshing;
      break;
    default:
      state satisfies never;
  }

  return (
    <div
      ref={rootRef}
      className={classNames('mall-pull-to-refresh', className)}
      data-state={state}
      aria-busy={isRefreshing}
    >
      <div className="mall-pull-to-refresh__indicator" style={{ height: offset }} aria-live="polite">
        {state !== 'idle' && (
          <span className="mall-pull-to-refresh__label">
            <Icon
              name={state === 'refreshing' ? 'refresh' : 'back'}
              size={16}
              className="mall-pull-to-refresh__icon"
            />
            {text}
          </span>
        )}
      </div>
      <div className="mall-pull-to-refresh__content">{children}</div>
    </div>
  );
}
