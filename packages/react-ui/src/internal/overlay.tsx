import { type ReactNode, type Ref, useEffect, useImperativeHandle, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useThemeScope } from '../theme-root';
import { classNames } from './class-names';
import { useFocusTrap } from './use-focus-trap';

export type OverlayPlacement = 'center' | 'bottom' | 'fullscreen';

export interface OverlayProps {
  open: boolean;
  /** Called on Escape and on a tap on the mask. */
  onClose?: (() => void) | undefined;
  placement: OverlayPlacement;
  role?: 'dialog' | 'alertdialog';
  /** Id of the element naming the dialog; or `label` when it has no visible title. */
  labelledBy?: string | undefined;
  label?: string | undefined;
  describedBy?: string | undefined;
  closeOnMask?: boolean;
  className: string;
  children: ReactNode;
  ref?: Ref<HTMLDivElement> | undefined;
}

/**
 * The one modal layer behind dialogs, sheets, pickers and the image preview: a portal to
 * `document.body`, a mask, `aria-modal`, a focus trap with focus return, Escape, and page scroll
 * locked while open so the page does not move under a sheet on touch screens.
 */
export function Overlay({
  open,
  onClose,
  placement,
  role = 'dialog',
  labelledBy,
  label,
  describedBy,
  closeOnMask = true,
  className,
  children,
  ref,
}: OverlayProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const themeScope = useThemeScope();
  useImperativeHandle(ref, () => panelRef.current as HTMLDivElement, []);
  useFocusTrap(panelRef, open, onClose);

  useEffect(() => {
    if (!open) {
      return;
    }
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [open]);

  if (!open || typeof document === 'undefined') {
    return null;
  }
  // Spread so the role stays a prop: confirmations are alert dialogs, everything else a dialog.
  const panelProps = {
    role,
    'aria-modal': true,
    'aria-labelledby': labelledBy,
    'aria-label': labelledBy ? undefined : label,
    'aria-describedby': describedBy,
  };
  return createPortal(
    <div
      {...themeScope}
      className="mall-theme-scope mall-overlay"
      data-placement={placement}
      data-state="open"
    >
      <div
        className="mall-overlay__mask"
        aria-hidden="true"
        onClick={closeOnMask ? onClose : undefined}
        data-testid="overlay-mask"
      />
      <div
        ref={panelRef}
        {...panelProps}
        tabIndex={-1}
        className={classNames('mall-overlay__panel', className)}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
