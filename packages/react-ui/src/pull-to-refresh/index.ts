export type { PullState, PullToRefreshLabels, PullToRefreshProps } from './pull-to-refresh';
export { PullToRefresh, pullDistance, pullThreshold } from './pull-to-refresh';
