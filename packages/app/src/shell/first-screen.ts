import type { PictureSources } from '@mall/sdk/pictures';
import type { QueryClient } from '@tanstack/react-query';
import { goodsQueries } from '../features/catalog/goods-queries';
import { goodsFirstPicture, PICTURE_SLOTS, pictureFor } from '../features/catalog/picture-slots';
import { HOME_ALIAS_PATH, HOME_PATH } from '../router/routes';
import { positiveInteger } from '../shared/positive-integer';

/**
 * Starts fetching a picture at high priority, before any `<img>` asks for it: the width its `<img>`
 * will choose from the same `srcset` and `sizes`.
 */
function preloadPicture(sources: PictureSources | undefined): void {
  if (!sources?.src) {
    return;
  }
  const picture = new Image();
  picture.fetchPriority = 'high';
  if (sources.srcSet) {
    picture.sizes = sources.sizes ?? '';
    picture.srcset = sources.srcSet;
  }
  picture.src = sources.src;
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
      .then(([banner]) => preloadPicture(banner ? pictureFor(banner.pic, PICTURE_SLOTS.banner) : undefined))
      .catch(() => undefined);
    void queryClient.prefetchQuery(goodsQueries.hot());
    return;
  }
  const id = positiveInteger(new URLSearchParams(query).get('id'));
  if (path === '/pages/goods/detail' && id !== undefined) {
    void import('../features/catalog/goods-detail-page').catch(() => undefined);
    void queryClient
      .fetchQuery(goodsQueries.detail(id))
      .then((goods) => {
        const first = goods.pics[0] ?? goods.mainPic;
        preloadPicture(first ? goodsFirstPicture(goods.id, first) : undefined);
      })
      .catch(() => undefined);
  }
}
