import type { ReactNode, Ref } from 'react';
import { classNames } from '../internal/class-names';
import { Tabs, type TabsItem } from '../tabs';

export interface StatusTabsProps {
  /** One tab per status filter, e.g. all, pending payment, ...; counts show as badges. */
  items: readonly TabsItem[];
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  label: string;
  children?: ReactNode;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/** The order list's status filter: scrollable tabs with a count on each status that has any. */
export function StatusTabs(props: StatusTabsProps) {
  return <Tabs {...props} variant="scroll" className={classNames('mall-status-tabs', props.className)} />;
}
