import '../theme-root/theme-root.css';
import { StatusTabs as StatusTabsComponent } from './status-tabs';

export type { StatusTabsProps } from './status-tabs';

// Bound here, not re-exported: using the component keeps this module, and so its stylesheets, in a bundle.
/** The order list's status filter: scrollable tabs with a count on each status that has any. */
export const StatusTabs = StatusTabsComponent;
