import '../theme-root/theme-root.css';
import { PullToRefresh as PullToRefreshComponent } from './pull-to-refresh';
import './pull-to-refresh.css';

export type { PullState, PullToRefreshLabels, PullToRefreshProps } from './pull-to-refresh';
export { pullDistance, pullThreshold } from './pull-to-refresh';

// Bound here, not re-exported: using the component keeps this module, and so its stylesheets, in a bundle.
/**
 * Pull down at the top of a page to refresh: 45 px pulled and released calls `onRefresh`. Touch
 * and mouse drags both work; the refresh is also reachable by whatever button the page offers.
 */
export const PullToRefresh = PullToRefreshComponent;
