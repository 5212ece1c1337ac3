export type { VideoPlayerLabels, VideoPlayerProps, VideoPlayerState } from './video-player';
export { controlsHideDelay, VideoPlayer } from './video-player';
