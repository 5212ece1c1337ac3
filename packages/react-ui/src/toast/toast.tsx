import { type Ref, useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Icon } from '../icon';
import { classNames } from '../internal/class-names';
import { useThemeScope } from '../theme-root';

/** The kinds of a toast. */
export type ToastKind = 'text' | 'success' | 'error' | 'loading';

/** How long a toast stays, from the spec. */
export const toastDuration = 1500;

/** Props of {@link Toast}. */
export interface ToastProps {
  /** Whether the toast is shown. */
  open: boolean;
  /** The text shown. */
  message: string;
  /** Plain text, or with a success, error or loading icon. */
  kind?: ToastKind;
  /** Milliseconds before `onClose` is called; 0 keeps it until closed (e.g. while loading). */
  duration?: number;
  /** Called when the toast hides itself after `duration`. */
  onClose?: () => void;
  /** Extra class names for the root element. */
  className?: string;
  /** A ref to the root DOM element. */
  ref?: Ref<HTMLDivElement>;
}

const kindIcon = {
  success: 'check',
  error: 'alert',
  loading: 'refresh',
} as const;

/**
 * A short message in the middle of the screen that goes away by itself after 1500 ms. It lives in
 * a polite live region that stays mounted, so screen readers announce each new message.
 */
export function Toast({
  open,
  message,
  kind = 'text',
  duration = toastDuration,
  onClose,
  className,
  ref,
}: ToastProps) {
  const themeScope = useThemeScope();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new message restarts the 1500 ms.
  useEffect(() => {
    if (!open || duration <= 0) {
      return;
    }
    const timer = setTimeout(() => onCloseRef.current?.(), duration);
    return () => clearTimeout(timer);
  }, [open, message, duration]);

  if (typeof document === 'undefined') {
    return null;
  }
  return createPortal(
    <div
      {...themeScope}
      ref={ref}
      className={classNames('mall-theme-scope mall-toast', className)}
      role={kind === 'error' ? 'alert' : 'status'}
      data-state={open ? 'open' : 'closed'}
      data-kind={kind}
    >
      {open && (
        <div className="mall-toast__box">
          {kind !== 'text' && <Icon name={kindIcon[kind]} size={32} className="mall-toast__icon" />}
          <span className="mall-toast__message">{message}</span>
        </div>
      )}
    </div>,
    document.body,
  );
}

/** What `useToast` gives: the props for a `Toast` and functions to show and hide it. */
export interface ToastState {
  /** Spread onto `<Toast />`. */
  props: ToastProps;
  /** Shows a message, of a kind. */
  show: (message: string, kind?: ToastKind) => void;
  /** Hides the toast. */
  hide: () => void;
}

/** Local state for one toast: `show('Saved', 'success')`, then it hides itself. */
export function useToast(): ToastState {
  const [state, setState] = useState<{ open: boolean; message: string; kind: ToastKind }>({
    open: false,
    message: '',
    kind: 'text',
  });
  const hide = useCallback(() => setState((current) => ({ ...current, open: false })), []);
  const show = useCallback((message: string, kind: ToastKind = 'text') => {
    setState({ open: true, message, kind });
  }, []);
  return { props: { ...state, onClose: hide }, show, hide };
}
