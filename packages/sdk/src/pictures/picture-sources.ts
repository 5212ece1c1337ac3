import { appendQuery } from '../transport/url';
import type { UploadProvider } from '../upload/media-url';

/**
 * The widths (pixels) a picture is offered in. The reference server's local upload mode makes
 * these and no others (`/uploads/<path>?w=<width>`); the cloud modes ask the provider for them.
 */
export const PICTURE_WIDTHS = [160, 320, 480, 640, 750, 960, 1280] as const;

/** One of {@link PICTURE_WIDTHS}. */
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];

/** Where the shop's uploaded pictures live. */
export interface PictureHost {
  /** The upload mode's provider (`app/base/comm/uploadMode`'s `type`). */
  provider: UploadProvider;
  /**
   * The address prefix (or prefixes) of the shop's own pictures: `${origin}/uploads/` in local
   * mode, the bucket's public address in a cloud mode. Any other address passes through unchanged.
   */
  base: string | readonly string[];
}

/** The slot a picture is drawn in. */
export interface PictureSlot {
  /** The widest the slot is drawn, in CSS pixels. */
  width: number;
  /** The `sizes` of the slot, e.g. `(min-width: 640px) 640px, 100vw`; `${width}px` by default. */
  sizes?: string;
}

/** What an `<img>` (or a `<link rel="preload">`) takes. */
export interface PictureSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/** The highest device pixel ratio a slot is offered for. */
const MAX_DENSITY = 3;
const LARGEST: PictureWidth = 1280;

function ours(url: string, host: PictureHost): boolean {
  const bases = typeof host.base === 'string' ? [host.base] : host.base;
  return bases.some((base) => base !== '' && url.startsWith(base));
}

/**
 * The address of `url` at `width` pixels wide (never wider than the original): the reference
 * server's `?w=` in local mode (AVIF or WebP by the browser's `Accept`, else the original type),
 * and the provider's resize and WebP conversion in the cloud modes: Aliyun OSS
 * `x-oss-process=image/resize,w_N/format,webp`, Tencent COS `imageMogr2/thumbnail/Nx/format/webp`,
 * Qiniu `imageView2/2/w/N/format/webp`. S3 (`aws`) has no image processing: unchanged. The
 * resize parts are the core's `resizeImageUrl`'s, written here again on purpose: building on it
 * would put that function on an app's first screen (about 0.1 KB gzip).
 */
export function pictureUrl(url: string, width: PictureWidth, provider: UploadProvider): string {
  switch (provider) {
    case 'local':
      return appendQuery(url, `w=${width}`);
    case 'oss':
      return appendQuery(url, `x-oss-process=image/resize,w_${width}/format,webp`);
    case 'cos':
      return appendQuery(url, `imageMogr2/thumbnail/${width}x/format/webp`);
    case 'qiniu':
      return appendQuery(url, `imageView2/2/w/${width}/format/webp`);
    case 'aws':
      return url;
    default:
      return provider satisfies never;
  }
}

/**
 * `src`, `srcSet` and `sizes` for a picture drawn in `slot`: `src` at the smallest offered width
 * that fills the slot, `srcSet` every offered width up to three times the slot. A picture that is
 * not the shop's own (or an S3 one) gets its address alone.
 * @example
 * pictureSources('https://shop.example/uploads/seed/banner-1.png', { width: 640 },
 *   { provider: 'local', base: 'https://shop.example/uploads/' });
 * // { src: '…/banner-1.png?w=640', srcSet: '…?w=160 160w, …, …?w=1280 1280w', sizes: '640px' }
 */
export function pictureSources(url: string, slot: PictureSlot, host: PictureHost): PictureSources {
  if (!url || host.provider === 'aws' || !ours(url, host)) {
    return { src: url };
  }
  const fill = PICTURE_WIDTHS.find((width) => width >= slot.width) ?? LARGEST;
  const top = PICTURE_WIDTHS.find((width) => width >= slot.width * MAX_DENSITY) ?? LARGEST;
  return {
    src: pictureUrl(url, fill, host.provider),
    srcSet: PICTURE_WIDTHS.filter((width) => width <= top)
      .map((width) => `${pictureUrl(url, width, host.provider)} ${width}w`)
      .join(', '),
    sizes: slot.sizes ?? `${slot.width}px`,
  };
}
