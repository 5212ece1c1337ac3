import type { QueryClient } from '@tanstack/react-query';
import { goodsQueries } from '../features/catalog/goods-queries';
import { HOME_ALIAS_PATH, HOME_PATH } from '../router/routes';
import { positiveInteger } from '../shared/positive-integer';

/** Starts fetching a picture at high priority, before any `<img>` asks for it. */
function preloadPicture(src: string | null | undefined): void {
  if (!src) {
    return;
  }
  const picture = new Image();
  picture.fetchPriority = 'high';
  picture.src = src;
}

/**
 * Starts what the first screen needs while the locale and the shop's currency load, instead of
 * after the first render: home's banners and recommendations, or the goods item a shared link
 * opens (its data and its page chunk); the first picture of either is fetched as soon as its
 * address is known. Failures are left to the pages, which ask again.
 */
export function prefetchFirstScreen(queryClient: QueryClient, hash: string): void {
  const [path = '', query = ''] = hash.replace(/^#/, '').split('?');
  if (path === '' || path === HOME_PATH || path === HOME_ALIAS_PATH) {
    void queryClient
      .fetchQuery(goodsQueries.banners())
      .then((banners) => preloadPicture(banners[0]?.pic))
      .catch(() => undefined);
    void queryClient.prefetchQuery(goodsQueries.hot());
    return;
  }
  const id = positiveInteger(new URLSearchParams(query).get('id'));
  if (path === '/pages/goods/detail' && id !== undefined) {
    void import('../features/catalog/goods-detail-page').catch(() => undefined);
    void queryClient
      .fetchQuery(goodsQueries.detail(id))
      .then((goods) => preloadPicture(goods.pics[0] ?? goods.mainPic))
      .catch(() => undefined);
  }
}
