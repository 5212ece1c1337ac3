import { appendQuery } from '../transport/url';
import type { UploadProvider } from '../upload/media-url';

/**
 * The widths (pixels) a picture is offered in, and the heights a slot of fixed height asks for. The
 * reference server's local upload mode makes these and no others (`/uploads/<path>?w=<width>`, with
 * `&h=<height>` for such a slot); the cloud modes ask the provider for them.
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
  /**
   * The tallest the slot is drawn, in CSS pixels, when its height is fixed too (a banner of a set
   * proportion, a square thumbnail or avatar) and the picture covers it (`object-fit: cover`). Each
   * width is then asked for at the height of the slot's proportion as well, and the picture comes
   * at least that wide and that tall: one of another shape is bound by that height and is not
   * drawn blurred. None: the slot's height follows the picture, its width alone binds it.
   */
  height?: number;
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
 * The address of `url` at `width` pixels wide (never wider than the original), and with `height`
 * at least that tall as well, keeping its proportion (it covers `width` × `height`, never cropped):
 * the reference server's `?w=` (and `&h=`) in local mode (AVIF or WebP by the browser's `Accept`,
 * else the original type), and the provider's resize and WebP conversion in the cloud modes: Aliyun
 * OSS `x-oss-process=image/resize,w_N/format,webp` (`resize,m_mfit,w_N,h_M` with a height), Tencent
 * COS `imageMogr2/thumbnail/Nx/format/webp` (`thumbnail/!NxMr`), Qiniu
 * `imageView2/2/w/N/format/webp` (`imageView2/3/w/N/h/M`). S3 (`aws`) has no image processing:
 * unchanged. The resize parts are the core's `resizeImageUrl`'s, written here again on purpose:
 * building on it would put that function on an app's first screen (about 0.1 KB gzip).
 */
export function pictureUrl(
  url: string,
  width: PictureWidth,
  provider: UploadProvider,
  height?: PictureWidth,
): string {
  switch (provider) {
    case 'local':
      return appendQuery(url, height ? `w=${width}&h=${height}` : `w=${width}`);
    case 'oss':
      return appendQuery(
        url,
        `x-oss-process=image/resize,${height ? `m_mfit,w_${width},h_${height}` : `w_${width}`}/format,webp`,
      );
    case 'cos':
      return appendQuery(
        url,
        `imageMogr2/thumbnail/${height ? `!${width}x${height}r` : `${width}x`}/format/webp`,
      );
    case 'qiniu':
      return appendQuery(
        url,
        `imageView2/${height ? `3/w/${width}/h/${height}` : `2/w/${width}`}/format/webp`,
      );
    case 'aws':
      return url;
    default:
      return provider satisfies never;
  }
}

/** The offered size that covers `pixels`, or the largest. */
function offered(pixels: number): PictureWidth {
  return PICTURE_WIDTHS.find((size) => size >= pixels) ?? LARGEST;
}

/**
 * `src`, `srcSet` and `sizes` for a picture drawn in `slot`: `src` at the smallest offered width
 * that fills the slot, `srcSet` every offered width up to three times the slot. A slot with a
 * `height` asks each width with the offered height that covers the slot's proportion at that width
 * (a 616 × 308 banner: `w=640&h=320`, `w=480&h=320`). A picture that is not the shop's own (or an
 * S3 one) gets its address alone.
 * @example
 * pictureSources('https://shop.example/uploads/seed/banner-1.png', { width: 640 },
 *   { provider: 'local', base: 'https://shop.example/uploads/' });
 * // { src: '…/banner-1.png?w=640', srcSet: '…?w=160 160w, …, …?w=1280 1280w', sizes: '640px' }
 */
export function pictureSources(url: string, slot: PictureSlot, host: PictureHost): PictureSources {
  if (!url || host.provider === 'aws' || !ours(url, host)) {
    return { src: url };
  }
  const fill = offered(slot.width);
  const top = offered(slot.width * MAX_DENSITY);
  const { height } = slot;
  const at = (width: PictureWidth) =>
    pictureUrl(url, width, host.provider, height ? offered((width * height) / slot.width) : undefined);
  return {
    src: at(fill),
    srcSet: PICTURE_WIDTHS.filter((width) => width <= top)
      .map((width) => `${at(width)} ${width}w`)
      .join(', '),
    sizes: slot.sizes ?? `${slot.width}px`,
  };
}
