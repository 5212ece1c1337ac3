export type { StatusTabsProps } from './status-tabs';
export { StatusTabs } from './status-tabs';
