import { VideoPlayer } from '@mall/react-ui';
import { type UploadProvider, videoSnapshotUrl } from '@mall/sdk';
import type { GoodsDetail } from '@mall/sdk/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { mallClient } from '../../api/mall-client';
import { useI18n } from '../../i18n/i18n-context';

/** The upload mode, asked once a session and only for a video whose poster the server does not answer. */
const uploadModeQuery = queryOptions({
  queryKey: ['uploadMode'],
  queryFn: () => mallClient().comm.uploadMode(),
  staleTime: Number.POSITIVE_INFINITY,
});

/**
 * The poster of a goods video: the server's own `videoPoster` when it answers one, else the cloud
 * provider's jpg snapshot at 1000 ms; none without a video, or where neither exists (local or aws
 * without a `videoPoster`, or the upload mode not known yet).
 */
export function videoPosterUrl(
  goods: Pick<GoodsDetail, 'video' | 'videoPoster'>,
  provider: UploadProvider | undefined,
): string | undefined {
  if (!goods.video) {
    return undefined;
  }
  if (goods.videoPoster) {
    return goods.videoPoster;
  }
  const snapshot = provider ? videoSnapshotUrl(goods.video, provider) : goods.video;
  return snapshot === goods.video ? undefined : snapshot;
}

/**
 * A goods item's video in the detail's carousel, played with the kit's player (its controls hide
 * after 3 s of playing). Its poster is the frame at 1000 ms: the server's own (local upload mode),
 * else the cloud provider's snapshot. It pauses when the shopper turns to another slide.
 */
export function GoodsVideo({
  goods,
  active,
}: {
  goods: Pick<GoodsDetail, 'title' | 'video' | 'videoPoster'>;
  active: boolean;
}) {
  const { t } = useI18n();
  const video = useRef<HTMLVideoElement>(null);
  const mode = useQuery({ ...uploadModeQuery, enabled: Boolean(goods.video && !goods.videoPoster) });
  useEffect(() => {
    if (!active) {
      video.current?.pause();
    }
  }, [active]);
  return (
    <VideoPlayer
      ref={video}
      className="app-detail__video"
      src={goods.video ?? ''}
      poster={videoPosterUrl(goods, mode.data?.type)}
      label={t('detail.video', { title: goods.title })}
      labels={{
        play: t('video.play'),
        pause: t('video.pause'),
        fullscreen: t('video.fullscreen'),
        seek: t('video.progress'),
      }}
    />
  );
}

/** Where the goods video goes in the carousel: after the first picture, the one a shared link preloads. */
export const VIDEO_SLIDE = 1;

/** The carousel's slides with the goods video's put in at {@link VIDEO_SLIDE} (none without a video). */
export function withVideoSlide<Slide extends { key: string; content: ReactNode }>(
  slides: Slide[],
  goods: Pick<GoodsDetail, 'title' | 'video' | 'videoPoster'>,
  current: number,
): { key: string; content: ReactNode }[] {
  if (!goods.video) {
    return slides;
  }
  const position = Math.min(VIDEO_SLIDE, slides.length);
  const video = {
    key: `video-${goods.video}`,
    content: <GoodsVideo goods={goods} active={current === position} />,
  };
  return [...slides.slice(0, position), video, ...slides.slice(position)];
}
