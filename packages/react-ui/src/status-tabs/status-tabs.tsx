import type { ReactNode, Ref } from 'react';
import { classNames } from '../internal/class-names';
import { Tabs, type TabsItem } from '../tabs';

/** Props of {@link StatusTabs}. */
export interface StatusTabsProps {
  /** One tab per status filter, e.g. all, pending payment, ...; counts show as badges. */
  items: readonly TabsItem[];
  /** The selected tab, when controlled. */
  value?: string;
  /** The tab selected first, when uncontrolled. */
  defaultValue?: string;
  /** Called with the selected tab's value. */
  onChange?: (value: string) => void;
  /** Names the tab list for screen readers. */
  label: string;
  /** The panel of the selected tab. */
  children?: ReactNode;
  /** Extra class names for the root element. */
  className?: string;
  /** A ref to the root DOM element. */
  ref?: Ref<HTMLDivElement>;
}

/** The order list's status filter: scrollable tabs with a count on each status that has any. */
export function StatusTabs(props: StatusTabsProps) {
  return <Tabs {...props} variant="scroll" className={classNames('mall-status-tabs', props.className)} />;
}
