export type { TabBarItem, TabBarProps } from './tab-bar';
export { TabBar } from './tab-bar';
