import type { ReactNode, Ref } from 'react';
import { Badge } from '../badge';
import { classNames } from '../internal/class-names';

/** An icon shortcut of the goods action bar, e.g. customer service or the cart. */
export interface GoodsActionShortcut {
  /** Unique among the shortcuts. */
  key: string;
  /** Text under the icon. */
  label: string;
  /** The icon above the label. */
  icon: ReactNode;
  /** Called when the shortcut is tapped. */
  onClick: () => void;
  /** A count on the icon, e.g. goods in the cart. */
  badgeCount?: number;
  /** What the count means, for screen readers. */
  badgeLabel?: string;
}

/** One of the two buttons of the goods action bar. */
export interface GoodsActionButton {
  /** The button's text. */
  label: string;
  /** Called when the button is tapped. */
  onClick: () => void;
  /** Shown but not usable, e.g. when sold out. */
  disabled?: boolean;
}

/** Props of {@link GoodsActionBar}. */
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
  /** Extra class names for the root element. */
  className?: string;
  /** A ref to the root DOM element. */
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
