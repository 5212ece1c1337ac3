export type { TabsItem, TabsProps, TabsVariant } from './tabs';
export { Tabs } from './tabs';
