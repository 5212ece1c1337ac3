import '../theme-root/theme-root.css';
import { TabBar as TabBarComponent } from './tab-bar';
import './tab-bar.css';

export type { TabBarItem, TabBarProps } from './tab-bar';

// Bound here, not re-exported: using the component keeps this module, and so its stylesheets, in a bundle.
export const TabBar = TabBarComponent;
