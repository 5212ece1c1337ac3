import '../theme-root/theme-root.css';
import { Tabs as TabsComponent } from './tabs';
import './tabs.css';

export type { TabsItem, TabsProps, TabsVariant } from './tabs';

// Bound here, not re-exported: using the component keeps this module, and so its stylesheets, in a bundle.
export const Tabs = TabsComponent;
