import {
  FIRST_PICTURE_SLOTS,
  goodsFirstPictureSources,
  type PictureSlot,
  type PictureSources,
  pictureSources,
} from '@mall/sdk/pictures';

/**
 * The slots the app draws uploaded pictures in: the widest each is drawn (CSS pixels, the content
 * column being at most 640 px wide) and its `sizes`; a slot of fixed proportion that its picture
 * covers (`object-fit: cover`) gives its `height` too, so that a picture of another shape comes tall
 * enough (spec §9: resize by height and width). The first screen's two (home's banner, the goods
 * detail's gallery) come from the SDK, which the server's `index.html` preloads them with.
 */
export const PICTURE_SLOTS = {
  ...FIRST_PICTURE_SLOTS,
  /** A goods card in the two-column grid: a square. */
  card: { width: 304, height: 304, sizes: '(min-width: 640px) 304px, calc(50vw - 16px)' },
  /** The spec picker's picture (one address, a 96 px square on screens up to 3×). */
  spec: { width: 300, height: 300 },
  /**
   * Squares of 80 px and less: review, refund, feedback and complaint photos, category pictures, the
   * lines of the cart and of an order, chat cards.
   */
  thumbnail: { width: 80, height: 80 },
  /** The shopper's and reviewers' avatars: circles of 72 px and less (one address on every page). */
  avatar: { width: 72, height: 72 },
  /** The photo preview fills the screen. */
  preview: { width: 640, sizes: '100vw' },
  /** A picture in a rich text (a goods' description, a document): the content column's width. */
  content: { width: 640, sizes: '(min-width: 640px) 640px, 100vw' },
} as const satisfies Record<string, PictureSlot>;

/** Local uploads live on the app's origin; anything else (S3, another site) is drawn as it is. */
function uploadsBase(): string {
  return `${window.location.origin}/uploads/`;
}

/** `src`, `srcSet` and `sizes` of an uploaded picture drawn in `slot`. */
export function pictureFor(url: string | null | undefined, slot: PictureSlot): PictureSources {
  return pictureSources(url ?? '', slot, { provider: 'local', base: uploadsBase() });
}

/** A rich text's picture (`sanitizeHtml`'s `picture`): the shop's own at the content column's width. */
export function contentPicture(url: string): PictureSources {
  return pictureFor(url, PICTURE_SLOTS.content);
}

/**
 * What the served page says about pictures (`seedFirstScreen` of `shell/first-screen.ts` sets it):
 * whether the server answers `/pictures/goods/N/first`, so that a goods detail can draw its first
 * picture before the goods' data has come back.
 */
export const servedPictures = { goodsFirstPicture: false };

/** The goods detail's first picture by the goods id alone (`/pictures/goods/{id}/first`). */
export function goodsFirstPictureById(goodsId: number): PictureSources {
  return goodsFirstPictureSources(window.location.origin, goodsId);
}

/**
 * The goods detail's first picture: the server's `/pictures/goods/{id}/first` at each width, the
 * address `index.html` preloads for a shared goods link, so that the page uses what was preloaded.
 * A picture that is not a local upload is drawn from its own address.
 */
export function goodsFirstPicture(goodsId: number, url: string): PictureSources {
  return url.startsWith(uploadsBase())
    ? goodsFirstPictureById(goodsId)
    : pictureFor(url, PICTURE_SLOTS.detail);
}
