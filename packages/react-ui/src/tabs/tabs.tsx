import { type KeyboardEvent, type ReactNode, type Ref, useId, useRef } from 'react';
import { Badge } from '../badge';
import { classNames } from '../internal/class-names';
import { useControllableState } from '../internal/use-controllable-state';

/** One tab. */
export interface TabsItem {
  /** Unique among the tabs; what `onChange` receives. */
  value: string;
  /** The tab's text. */
  label: string;
  /** A count shown as a badge beside the label, e.g. orders waiting for payment. */
  count?: number;
}

/** `line` underlines the selected tab (page sections); `scroll` also lets many tabs scroll sideways. */
export type TabsVariant = 'line' | 'scroll';

/** Props of {@link Tabs}. */
export interface TabsProps {
  /** The tabs, in order. */
  items: readonly TabsItem[];
  /** The selected tab, when controlled. */
  value?: string;
  /** The tab selected first, when uncontrolled. */
  defaultValue?: string;
  /** Called with the selected tab's value. */
  onChange?: (value: string) => void;
  /** Accessible name of the tab list. */
  label: string;
  /** `line`: tabs share the width; `scroll`: they scroll sideways. */
  variant?: TabsVariant;
  /** Content of the selected tab; rendered in one tab panel labelled by the selected tab. */
  children?: ReactNode;
  /** Extra class names for the root element. */
  className?: string;
  /** A ref to the root DOM element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * Tabs in the WAI-ARIA pattern: arrow keys, Home and End move and select (automatic activation),
 * only the selected tab is in the tab order.
 */
export function Tabs({
  items,
  value,
  defaultValue,
  onChange,
  label,
  variant = 'line',
  children,
  className,
  ref,
}: TabsProps) {
  const [selected, setSelected] = useControllableState({
    value,
    defaultValue: defaultValue ?? items[0]?.value ?? '',
    onChange,
  });
  const idPrefix = useId();
  const listRef = useRef<HTMLDivElement>(null);
  // Ids use positions, not values, so any value (spaces included) makes a valid id reference.
  const tabId = (itemValue: string) =>
    `${idPrefix}-tab-${items.findIndex((item) => item.value === itemValue)}`;
  const panelId = `${idPrefix}-panel`;

  function select(index: number) {
    const item = items[(index + items.length) % items.length];
    if (!item) {
      return;
    }
    if (item.value !== selected) {
      setSelected(item.value);
    }
    const tab = listRef.current?.querySelector<HTMLElement>(`[id="${tabId(item.value)}"]`);
    tab?.focus();
    tab?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = items.findIndex((item) => item.value === selected);
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: items.length - 1,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      select(target);
    }
  }

  return (
    <div ref={ref} className={classNames('mall-tabs', className)} data-variant={variant}>
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        className="mall-tabs__list"
        onKeyDown={handleKeyDown}
      >
        {items.map((item, index) => {
          const isSelected = item.value === selected;
          return (
            <button
              key={item.value}
              id={tabId(item.value)}
              type="button"
              role="tab"
              className="mall-plain-button mall-tabs__tab"
              data-state={isSelected ? 'active' : 'inactive'}
              aria-selected={isSelected}
              aria-controls={children === undefined ? undefined : panelId}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => select(index)}
            >
              <Badge count={item.count} label={item.count ? String(item.count) : undefined}>
                <span className="mall-tabs__label">{item.label}</span>
              </Badge>
            </button>
          );
        })}
      </div>
      {children !== undefined && (
        <div id={panelId} role="tabpanel" aria-labelledby={tabId(selected)} className="mall-tabs__panel">
          {children}
        </div>
      )}
    </div>
  );
}
