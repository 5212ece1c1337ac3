import '../theme-root/theme-root.css';
import { PullToRefresh as PullToRefreshComponent } from './pull-to-refresh';
import './pull-to-refresh.css';

export type { PullState, PullToRefreshLabels, PullToRefreshProps } from './pull-to-refresh';
export { pullDistance, pullThreshold } from './pull-to-refresh';

// Bound here, not re-exported: using the component keeps this module, and so its stylesheets, in a bundle.
export const PullToRefresh = PullToRefreshComponent;
