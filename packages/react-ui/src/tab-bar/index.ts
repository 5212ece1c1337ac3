import '../theme-root/theme-root.css';
import { TabBar as TabBarComponent } from './tab-bar';
import './tab-bar.css';

export type { TabBarItem, TabBarProps } from './tab-bar';

// Bound here, not re-exported: using the component keeps this module, and so its stylesheets, in a bundle.
/** The bottom bar of the four tab pages: 50 px high, 24 px icons, grey or blue when selected. */
export const TabBar = TabBarComponent;
