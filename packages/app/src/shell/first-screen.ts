import { FIRST_SCREEN_DATA_ID, type PictureSources } from '@mall/sdk/pictures';
import type { Banner } from '@mall/sdk/schemas';
import type { QueryClient } from '@tanstack/react-query';
import { goodsQueries } from '../features/goods/goods-queries';
import {
  goodsFirstPicture,
  PICTURE_SLOTS,
  pictureFor,
  servedPictures,
} from '../features/goods/picture-slots';
import { HOME_ALIAS_PATH, HOME_PATH, ROUTES } from '../router/routes';
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
 * Puts the answers the server wrote into `index.html` (`<script type="application/json">`: home's
 * banners, as `app/info/banner/list` answers them, and when they were read) into the query cache
 * before the first render, so home draws its first banner without asking. They count as fetched
 * when the server read them: the cache's usual staleness rules decide when they are asked again.
 * Anything unreadable is ignored: the page then asks as it would without it.
 */
export function seedFirstScreen(queryClient: QueryClient, page: Pick<Document, 'getElementById'>): void {
  const text = page.getElementById(FIRST_SCREEN_DATA_ID)?.textContent;
  if (!text) {
    return;
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return;
  }
  if (typeof data !== 'object' || data === null) {
    return;
  }
  const { at, banners, goodsFirstPicture } = data as {
    at?: unknown;
    banners?: unknown;
    goodsFirstPicture?: unknown;
  };
  servedPictures.goodsFirstPicture = goodsFirstPicture === true;
  if (typeof at !== 'number' || !Number.isFinite(at) || !Array.isArray(banners)) {
    return;
  }
  queryClient.setQueryData(goodsQueries.banners().queryKey, banners as Banner[], {
    updatedAt: Math.min(at, Date.now()),
  });
}

/**
 * Removes the first picture index.html drew before the app ran (`.app-first-picture`, over the
 * place the page draws the same picture): called when the page's own picture has loaded, or the
 * shopper has gone elsewhere.
 */
export function releaseFirstPicture(): void {
  document.querySelector('.app-first-picture')?.remove();
}

/**
 * The props of a gallery's picture: the first screen's largest (fetched first, and it takes over
 * from the one index.html drew) or one that waits until it is about to be seen.
 */
export function galleryPictureProps(index: number) {
  return index === 0
    ? { fetchPriority: 'high' as const, onLoad: releaseFirstPicture, onError: releaseFirstPicture }
    : { loading: 'lazy' as const };
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
  if (path === ROUTES.goodsDetail.path && id !== undefined) {
    void ROUTES.goodsDetail.load().catch(() => undefined);
    void queryClient
      .fetchQuery(goodsQueries.detail(id))
      .then((goods) => {
        const first = goods.pics[0] ?? goods.mainPic;
        preloadPicture(first ? goodsFirstPicture(goods.id, first) : undefined);
      })
      .catch(() => undefined);
  }
}
