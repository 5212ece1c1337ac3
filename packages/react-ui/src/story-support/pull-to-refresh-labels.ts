import type { PullToRefreshLabels } from '../pull-to-refresh';
import type { StoryCopy } from './story-copy';

export function pullToRefreshLabels({ t }: StoryCopy): PullToRefreshLabels {
  return {
    pull: t('common.pullToRefresh'),
    release: t('common.releaseToRefresh'),
    refreshing: t('common.refreshing'),
  };
}
