import { type PictureSlot, type PictureSources, pictureSources } from './picture-sources';

/**
 * The slots the first screen's pictures are drawn in: the app renders them with these, and the
 * reference server's `index.html` preloads them with the very same `srcset` and `sizes` (a
 * different one and the browser fetches the picture twice).
 */
export const FIRST_PICTURE_SLOTS = {
  /**
   * Home's banners: the content column (at most 640 px) less the page margins, half as tall
   * (2 : 1, the picture covering it).
   */
  banner: { width: 616, height: 308, sizes: '(min-width: 640px) 616px, calc(100vw - 24px)' },
  /** The goods detail's gallery: the whole content column, as tall as wide (the picture covering it). */
  detail: { width: 640, height: 640, sizes: '(min-width: 640px) 640px, 100vw' },
} as const satisfies Record<string, PictureSlot>;

/** The id of the element of `index.html` that carries the first screen's answers (JSON). */
export const FIRST_SCREEN_DATA_ID = 'mall-first-screen';

/**
 * The local-storage key under which an installed app keeps the sources of home's first banner as
 * it last drew them (`PictureSources` as JSON): the shell its service worker serves draws that
 * picture before the app has run, as the server's page draws the one it writes in.
 */
export const KEPT_FIRST_BANNER_KEY = 'mall.firstBanner';

/**
 * A goods detail's first picture by the goods id alone: the reference server's
 * `${origin}/pictures/goods/{id}/first?w=` at each width, in the detail's slot. `goodsId` may be a
 * placeholder the caller replaces later (the server's preload script does).
 */
export function goodsFirstPictureSources(origin: string, goodsId: number | string): PictureSources {
  return pictureSources(`${origin}/pictures/goods/${goodsId}/first`, FIRST_PICTURE_SLOTS.detail, {
    provider: 'local',
    base: `${origin}/pictures/`,
  });
}
