import '../theme-root/theme-root.css';
import { VideoPlayer as VideoPlayerComponent } from './video-player';
import './video-player.css';

export type { VideoPlayerLabels, VideoPlayerProps, VideoPlayerState, VideoTrack } from './video-player';
export { controlsHideDelay } from './video-player';

// Bound here, not re-exported: using the component keeps this module, and so its stylesheets, in a bundle.
/**
 * A goods video with the shop's own controls: play and pause, a seek slider, time and full
 * screen. While playing, the controls hide after 3 s without interaction; a tap, a pointer move or
 * keyboard focus brings them back.
 */
export const VideoPlayer = VideoPlayerComponent;
