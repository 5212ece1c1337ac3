import type { ReactNode, Ref } from 'react';
import { Badge } from '../badge';
import { classNames } from '../internal/class-names';
import { useControllableState } from '../internal/use-controllable-state';

/** One tab of the tab bar. */
export interface TabBarItem {
  /** Unique among the tabs; what `onChange` receives. */
  value: string;
  /** Text under the icon. */
  label: string;
  /** 24 px icon, drawn in the current colour (grey, or blue when selected). */
  icon: ReactNode;
  /** Icon to show instead when selected, e.g. a filled variant. */
  selectedIcon?: ReactNode;
  /** A count on the icon, e.g. goods in the cart. */
  badgeCount?: number;
  /** Accessible text for the badge, e.g. "2 items in the cart". */
  badgeLabel?: string;
}

/** Props of {@link TabBar}. */
export interface TabBarProps {
  /** The tabs, in order. */
  items: readonly TabBarItem[];
  /** The selected tab, when controlled. */
  value?: string;
  /** The tab selected first, when uncontrolled. */
  defaultValue?: string;
  /** Called with the selected tab's value. */
  onChange?: (value: string) => void;
  /** Name of the navigation landmark, e.g. "Main". */
  label: string;
  /** Pin to the bottom of the viewport (inside the centred content width). */
  fixed?: boolean;
  /** Extra class names for the root element. */
  className?: string;
  /** A ref to the root DOM element. */
  ref?: Ref<HTMLElement>;
}

/** The bottom bar of the four tab pages: 50 px high, 24 px icons, grey or blue when selected. */
export function TabBar({
  items,
  value,
  defaultValue,
  onChange,
  label,
  fixed = false,
  className,
  ref,
}: TabBarProps) {
  const [selected, setSelected] = useControllableState({
    value,
    defaultValue: defaultValue ?? items[0]?.value ?? '',
    onChange,
  });
  return (
    <nav
      ref={ref}
      aria-label={label}
      className={classNames('mall-tab-bar', className)}
      data-fixed={fixed ? '' : undefined}
    >
      <ul className="mall-tab-bar__list">
        {items.map((item) => {
          const isSelected = item.value === selected;
          return (
            <li key={item.value} className="mall-tab-bar__entry">
              <button
                type="button"
                className="mall-plain-button mall-tab-bar__item"
                data-state={isSelected ? 'active' : 'inactive'}
                aria-current={isSelected ? 'page' : undefined}
                onClick={() => {
                  if (!isSelected) {
                    setSelected(item.value);
                  }
                }}
              >
                <Badge count={item.badgeCount} label={item.badgeLabel} className="mall-tab-bar__icon">
                  {isSelected && item.selectedIcon ? item.selectedIcon : item.icon}
                </Badge>
                <span className="mall-tab-bar__label">{item.label}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
