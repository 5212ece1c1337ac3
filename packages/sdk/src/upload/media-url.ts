import { appendQuery } from '../transport/url';

/** Where uploaded files live (`app/base/comm/uploadMode`'s `type`). */
export type UploadProvider = 'local' | 'cos' | 'oss' | 'qiniu' | 'aws';

/** Snapshots of videos are taken at this offset (spec §9). */
export const VIDEO_SNAPSHOT_MS = 1000;

/**
 * A URL of the image resized by the storage provider's image processing, keeping the aspect
 * ratio within `width` × `height`. Providers without image processing (local, aws) get the URL
 * unchanged.
 * @example
 * resizeImageUrl('https://b.oss.example/a.png', 'oss', { width: 200, height: 200 });
 * // 'https://b.oss.example/a.png?x-oss-process=image/resize,w_200,h_200'
 */
export function resizeImageUrl(
  url: string,
  provider: UploadProvider,
  size: { width?: number; height?: number },
): string {
  const width = size.width ? Math.round(size.width) : undefined;
  const height = size.height ? Math.round(size.height) : undefined;
  if (!url || (!width && !height)) {
    return url;
  }
  switch (provider) {
    case 'oss':
      return appendQuery(
        url,
        `x-oss-process=image/resize${width ? `,w_${width}` : ''}${height ? `,h_${height}` : ''}`,
      );
    case 'cos':
      return appendQuery(url, `imageMogr2/thumbnail/${width ?? ''}x${height ?? ''}`);
    case 'qiniu':
      return appendQuery(url, `imageView2/2${width ? `/w/${width}` : ''}${height ? `/h/${height}` : ''}`);
    case 'aws':
    case 'local':
      return url;
    default:
      return provider satisfies never;
  }
}

/**
 * A URL of a jpg frame of the video at 1000 ms, through the provider's media processing.
 * Providers without it (local, aws) get the URL unchanged.
 * @example
 * videoSnapshotUrl('https://b.oss.example/v.mp4', 'oss');
 * // 'https://b.oss.example/v.mp4?x-oss-process=video/snapshot,t_1000,f_jpg'
 */
export function videoSnapshotUrl(url: string, provider: UploadProvider): string {
  if (!url) {
    return url;
  }
  switch (provider) {
    case 'oss':
      return appendQuery(url, `x-oss-process=video/snapshot,t_${VIDEO_SNAPSHOT_MS},f_jpg`);
    case 'cos':
      return appendQuery(url, `ci-process=snapshot&time=${VIDEO_SNAPSHOT_MS / 1000}&format=jpg`);
    case 'qiniu':
      return appendQuery(url, `vframe/jpg/offset/${VIDEO_SNAPSHOT_MS / 1000}`);
    case 'aws':
    case 'local':
      return url;
    default:
      return provider satisfies never;
  }
}
