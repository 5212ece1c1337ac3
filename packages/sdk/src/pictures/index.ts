/**
 * `@mall/sdk/pictures`: addresses of uploaded pictures sized for the slot they are drawn in
 * (`srcset` / `sizes`), per upload mode. Pure functions, no dependency.
 */
export type { UploadProvider } from '../upload/media-url';
export {
  FIRST_PICTURE_SLOTS,
  FIRST_SCREEN_DATA_ID,
  goodsFirstPictureSources,
  KEPT_FIRST_BANNER_KEY,
} from './first-screen';
export type { PictureHost, PictureSlot, PictureSources, PictureWidth } from './picture-sources';
export { PICTURE_WIDTHS, pictureSources, pictureUrl } from './picture-sources';
