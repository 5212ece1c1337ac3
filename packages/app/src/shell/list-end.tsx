import { useT } from '../i18n/i18n-context';
import { type InfiniteLoader, useInfiniteScroll } from '../shared/use-infinite-scroll';

/**
 * A next page that could not be read: says so under (or above) what is shown, which stays, and
 * asks again when tapped.
 */
export function NextPageRetry({ loader, className }: { loader: InfiniteLoader; className?: string }) {
  const t = useT();
  return (
    <button
      type="button"
      className={`mall-plain-button app-list__retry${className ? ` ${className}` : ''}`}
      onClick={() => void loader.fetchNextPage()}
    >
      <span>{t('common.loadFailed')}</span>{' '}
      <span className="app-list__retry-action">{t('common.tapToRetry')}</span>
    </button>
  );
}

/**
 * The end of an infinite list: loads the next page when it scrolls into view and says
 * "loading more", "no more", or that the next page failed, with a retry.
 */
export function ListEnd({ loader }: { loader: InfiniteLoader }) {
  const t = useT();
  const sentinel = useInfiniteScroll(loader);
  return (
    <div ref={sentinel} className="app-list__end" aria-live="polite">
      {loader.isFetchingNextPage ? (
        t('common.loadingMore')
      ) : loader.isFetchNextPageError ? (
        <NextPageRetry loader={loader} />
      ) : loader.hasNextPage ? (
        ''
      ) : (
        t('common.noMore')
      )}
    </div>
  );
}
