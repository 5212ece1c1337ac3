import { useT } from '../i18n/i18n-context';
import { type InfiniteLoader, useInfiniteScroll } from '../shared/use-infinite-scroll';

/**
 * The end of an infinite list: loads the next page when it scrolls into view and says
 * "loading more" or "no more".
 */
export function ListEnd({ loader }: { loader: InfiniteLoader }) {
  const t = useT();
  const sentinel = useInfiniteScroll(loader);
  return (
    <div ref={sentinel} className="app-list__end" aria-live="polite">
      {loader.isFetchingNextPage ? t('common.loadingMore') : loader.hasNextPage ? '' : t('common.noMore')}
    </div>
  );
}
