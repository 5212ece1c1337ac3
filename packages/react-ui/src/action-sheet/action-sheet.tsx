import { type Ref, useId } from 'react';
import { classNames } from '../internal/class-names';
import { Overlay } from '../internal/overlay';

/** One choice of an action sheet. */
export interface ActionSheetAction {
  /** What `onSelect` receives for this choice. */
  value: string;
  /** The choice as the shopper reads it. */
  label: string;
  /** A second line under the label, e.g. why the choice is disabled. */
  description?: string;
  /** Red text, for deleting and the like. */
  destructive?: boolean;
  /** Shown but not selectable. */
  disabled?: boolean;
}

/** Props of {@link ActionSheet}. */
export interface ActionSheetProps {
  /** Whether the sheet is shown. */
  open: boolean;
  /** The choices, top to bottom. */
  actions: readonly ActionSheetAction[];
  /** Called with the chosen action's value; the sheet then closes through `onClose`. */
  onSelect: (value: string) => void;
  /** Called on cancel, Escape, a tap on the mask, and after a choice. */
  onClose: () => void;
  /** A heading above the choices; without it, name the sheet with `label`. */
  title?: string;
  /** Accessible name when there is no title. */
  label?: string;
  /** Text of the cancel button below the choices. */
  cancelLabel: string;
  /** Extra class names for the root element. */
  className?: string;
  /** A ref to the root DOM element. */
  ref?: Ref<HTMLDivElement>;
}

/** A list of choices rising from the bottom (refund reason, photo source, ...), with cancel apart. */
export function ActionSheet({
  open,
  actions,
  onSelect,
  onClose,
  title,
  label,
  cancelLabel,
  className,
  ref,
}: ActionSheetProps) {
  const titleId = useId();
  return (
    <Overlay
      ref={ref}
      open={open}
      onClose={onClose}
      placement="bottom"
      labelledBy={title ? titleId : undefined}
      label={label}
      className={classNames('mall-action-sheet', className)}
    >
      {title && (
        <h2 id={titleId} className="mall-action-sheet__title">
          {title}
        </h2>
      )}
      <ul className="mall-action-sheet__actions">
        {actions.map((action) => (
          <li key={action.value}>
            <button
              type="button"
              className="mall-plain-button mall-action-sheet__action"
              data-destructive={action.destructive ? '' : undefined}
              disabled={action.disabled}
              onClick={() => {
                onSelect(action.value);
                onClose();
              }}
            >
              <span>{action.label}</span>
              {action.description && (
                <span className="mall-action-sheet__description">{action.description}</span>
              )}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="mall-plain-button mall-action-sheet__cancel" onClick={onClose}>
        {cancelLabel}
      </button>
    </Overlay>
  );
}
