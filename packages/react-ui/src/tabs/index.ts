import '../theme-root/theme-root.css';
import { Tabs as TabsComponent } from './tabs';
import './tabs.css';

export type { TabsItem, TabsProps, TabsVariant } from './tabs';

// Bound here, not re-exported: using the component keeps this module, and so its stylesheets, in a bundle.
/**
 * Tabs in the WAI-ARIA pattern: arrow keys, Home and End move and select (automatic activation),
 * only the selected tab is in the tab order.
 */
export const Tabs = TabsComponent;
