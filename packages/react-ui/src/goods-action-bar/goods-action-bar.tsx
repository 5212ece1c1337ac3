import type { ReactNode, Ref } from 'react';
import { Badge } from '../badge';
import { classNames } from '../internal/class-names';

export interface GoodsActionShortcut {
  key: string;
  label: string;
  icon: ReactNode;
  onClick: () => void;
  badgeCount?: number;
  badgeLabel?: string;
}

export interface GoodsActionButton {
  label: string;
  onClick: () => void;
  disabled?: boolean;
}

export interface GoodsActionBarProps {
  /** Small icon actions at the start, e.g. customer service and cart. */
  shortcuts?: readonly GoodsActionShortcut[];
  /** The lighter action, e.g. "Add to cart". */
  secondary: GoodsActionButton;
  /** The main action, e.g. "Buy now". */
  primary: GoodsActionButton;
  /** Name of the toolbar. */
  label: string;
  /** Pin to the bottom of the viewport (inside the centred content width). */
  fixed?: boolean;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/** The goods page's bottom bar: service and cart shortcuts, then add to cart and buy now. */
export function GoodsActionBar({
  shortcuts = [],
  secondary,
  primary,
  label,
  fixed = false,
  className,
  ref,
}: GoodsActionBarProps) {
  return (
    <div
      ref={ref}
      role="toolbar"
      aria-label={label}
      className={classNames('mall-goods-action-bar', className)}
      data-fixed={fixed ? '' : undefined}
    >
      {shortcuts.map((shortcut) => (
        <button
          key={shortcut.key}
          type="button"
          className="mall-plain-button mall-goods-action-bar__shortcut"
          onClick={shortcut.onClick}
        >
          <Badge count={shortcut.badgeCount} label={shortcut.badgeLabel}>
            <span className="mall-goods-action-bar__icon" aria-hidden="true">
              {shortcut.icon}
            </span>
          </Badge>
          <span className="mall-goods-action-bar__label">{shortcut.label}</span>
        </button>
      ))}
      <div className="mall-goods-action-bar__buttons">
        {(
          [
            ['secondary', secondary],
            ['primary', primary],
          ] as const
        ).map(([variant, action]) => (
          <button
            key={variant}
            type="button"
            className="mall-plain-button mall-goods-action-bar__button"
            data-variant={variant}
            disabled={action.disabled}
            onClick={action.onClick}
          >
            {action.label}
          </button>
        ))}
      </div>
    </div>
  );
}
