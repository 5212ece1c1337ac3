export type { VideoPlayerLabels, VideoPlayerProps, VideoPlayerState, VideoTrack } from './video-player';
export { controlsHideDelay, VideoPlayer } from './video-player';
