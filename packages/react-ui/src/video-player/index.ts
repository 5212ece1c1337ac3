import '../theme-root/theme-root.css';
import { VideoPlayer as VideoPlayerComponent } from './video-player';
import './video-player.css';

export type { VideoPlayerLabels, VideoPlayerProps, VideoPlayerState, VideoTrack } from './video-player';
export { controlsHideDelay } from './video-player';

// Bound here, not re-exported: using the component keeps this module, and so its stylesheets, in a bundle.
export const VideoPlayer = VideoPlayerComponent;
