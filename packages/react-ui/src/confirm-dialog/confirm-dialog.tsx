import { type ReactNode, type Ref, useId } from 'react';
import { Button } from '../button';
import { classNames } from '../internal/class-names';
import { Overlay } from '../internal/overlay';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** The dialog's title, which names it. */
  title: string;
  /** The question or explanation under the title. */
  message?: string;
  /** Extra content under the message, e.g. the current repurchase rate. */
  children?: ReactNode;
  /** Text of the confirm button. */
  confirmLabel: string;
  /** Text of the cancel button, which has focus first. */
  cancelLabel: string;
  /** Called when the shopper confirms. */
  onConfirm: () => void;
  /** Called by the cancel button and Escape. */
  onCancel: () => void;
  /** Red confirm button, for deleting and other things that cannot be undone. */
  destructive?: boolean;
  /** Disables the buttons while the confirmed action runs. */
  busy?: boolean;
  /** Extra class names for the root element. */
  className?: string;
  /** A ref to the root DOM element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * Asks before an action ("Are you sure you want to delete this address?"). An alert dialog:
 * focus starts on cancel, stays inside, Escape cancels, and focus returns to what opened it.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  destructive = false,
  busy = false,
  className,
  ref,
}: ConfirmDialogProps) {
  const titleId = useId();
  const messageId = useId();
  return (
    <Overlay
      ref={ref}
      open={open}
      onClose={busy ? undefined : onCancel}
      placement="center"
      role="alertdialog"
      labelledBy={titleId}
      describedBy={message ? messageId : undefined}
      closeOnMask={false}
      className={classNames('mall-confirm-dialog', className)}
    >
      <div className="mall-confirm-dialog__content">
        <h2 id={titleId} className="mall-confirm-dialog__title">
          {title}
        </h2>
        {message && (
          <p id={messageId} className="mall-confirm-dialog__message">
            {message}
          </p>
        )}
        {children}
      </div>
      <div className="mall-confirm-dialog__actions">
        <Button variant="secondary" data-autofocus disabled={busy} onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button variant={destructive ? 'accent' : 'primary'} disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Overlay>
  );
}
