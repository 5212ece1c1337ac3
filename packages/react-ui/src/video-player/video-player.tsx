import { type Ref, useCallback, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { IconButton } from '../icon-button';
import { classNames } from '../internal/class-names';

/** Controls fade out after this long without interaction while playing, from the spec. */
export const controlsHideDelay = 3000;

/** Where playback stands (its `data-state`). */
export type VideoPlayerState = 'paused' | 'playing' | 'ended';

/** The player's wording, translated by the app. */
export interface VideoPlayerLabels {
  /** Label of the play button. */
  play: string;
  /** Label of the pause button. */
  pause: string;
  /** Label of the full-screen button. */
  fullscreen: string;
  /** Name of the progress slider, e.g. "Progress". */
  seek: string;
}

/** A text track of the video. */
export interface VideoTrack {
  /** Address of the WebVTT file. */
  src: string;
  /** Language of the track, e.g. "zh-Hans". */
  srcLang: string;
  /** The track as listed to the viewer, e.g. its language. */
  label: string;
  /** Captions (with sounds) or subtitles (speech only). */
  kind?: 'captions' | 'subtitles';
}

/** Props of {@link VideoPlayer}. */
export interface VideoPlayerProps {
  /** The video's address. */
  src: string;
  /** Captions or subtitles (WebVTT), when the goods video has them. */
  tracks?: readonly VideoTrack[];
  /** The picture shown before playing. */
  poster?: string;
  /** What the video shows, for assistive technology. */
  label: string;
  /** The player's wording. */
  labels: VideoPlayerLabels;
  /** Milliseconds before the controls hide while playing. */
  hideDelay?: number;
  /** Extra class names for the root element. */
  className?: string;
  /** A ref to the root DOM element. */
  ref?: Ref<HTMLVideoElement>;
}

function formatTime(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) {
    return '0:00';
  }
  const whole = Math.floor(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * A goods video with the shop's own controls: play and pause, a seek slider, time and full
 * screen. While playing, the controls hide after 3 s without interaction; a tap, a pointer move or
 * keyboard focus brings them back.
 */
export function VideoPlayer({
  src,
  tracks = [],
  poster,
  label,
  labels,
  hideDelay = controlsHideDelay,
  className,
  ref,
}: VideoPlayerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  useImperativeHandle(ref, () => videoRef.current as HTMLVideoElement, []);
  const rootRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<VideoPlayerState>('paused');
  const [controlsVisible, setControlsVisible] = useState(true);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  // Incremented on every interaction so that the hide timer starts again from zero.
  const [activity, setActivity] = useState(0);

  // Media events that fire before the player is mounted (its render yielded to the browser while
  // the video's metadata came) reach no handler: read where the video stands once mounted.
  useEffect(() => {
    const video = videoRef.current;
    if (video && video.readyState >= HTMLMediaElement.HAVE_METADATA) {
      setDuration(video.duration);
      setTime(video.currentTime);
    }
  }, []);

  const reveal = useCallback(() => {
    setControlsVisible(true);
    setActivity((count) => count + 1);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: activity restarts the timer.
  useEffect(() => {
    if (state !== 'playing') {
      setControlsVisible(true);
      return;
    }
    const timer = setTimeout(() => {
      // Keyboard users keep the controls while focus is on them; a button that a tap or a click
      // focused (focus not visible) does not hold them.
      if (!rootRef.current?.querySelector('.mall-video-player__controls :focus-visible')) {
        setControlsVisible(false);
      }
    }, hideDelay);
    return () => clearTimeout(timer);
  }, [state, activity, hideDelay]);

  function toggle() {
    const video = videoRef.current;
    if (!video) {
      return;
    }
    reveal();
    if (video.paused || video.ended) {
      // A refused play (autoplay policy, no source) leaves the state as the media events say.
      video.play().catch(() => undefined);
    } else {
      video.pause();
    }
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: pointer movement only reveals the controls
    <div
      ref={rootRef}
      className={classNames('mall-video-player', className)}
      data-state={state}
      data-controls={controlsVisible ? 'visible' : 'hidden'}
      onPointerMove={reveal}
      onFocus={reveal}
    >
      {/* biome-ignore lint/a11y/useMediaCaption: captions come through `tracks` when the goods video has them */}
      <video
        ref={videoRef}
        className="mall-video-player__video"
        // An empty address would make the browser load the page itself as the video.
        src={src || undefined}
        poster={poster}
        aria-label={label}
        playsInline
        preload="metadata"
        onClick={toggle}
        onPlay={() => setState('playing')}
        onPause={() => setState((current) => (current === 'ended' ? current : 'paused'))}
        onEnded={() => setState('ended')}
        onTimeUpdate={(event) => setTime(event.currentTarget.currentTime)}
        onLoadedMetadata={(event) => setDuration(event.currentTarget.duration)}
        onDurationChange={(event) => setDuration(event.currentTarget.duration)}
      >
        {tracks.map((track) => (
          <track
            key={track.src}
            src={track.src}
            srcLang={track.srcLang}
            label={track.label}
            kind={track.kind ?? 'captions'}
          />
        ))}
      </video>
      <div className="mall-video-player__controls" inert={!controlsVisible}>
        <IconButton
          className="mall-video-player__button"
          icon={state === 'playing' ? 'pause' : 'play'}
          label={state === 'playing' ? labels.pause : labels.play}
          onClick={toggle}
        />
        <span className="mall-video-player__time" aria-hidden="true">
          {formatTime(time)}
        </span>
        <input
          className="mall-video-player__seek"
          type="range"
          aria-label={labels.seek}
          aria-valuetext={`${formatTime(time)} / ${formatTime(duration)}`}
          min={0}
          max={duration || 0}
          step={0.1}
          value={time}
          onChange={(event) => {
            const video = videoRef.current;
            const next = Number(event.target.value);
            setTime(next);
            if (video) {
              video.currentTime = next;
            }
            reveal();
          }}
        />
        <span className="mall-video-player__time" aria-hidden="true">
          {formatTime(duration)}
        </span>
        <IconButton
          className="mall-video-player__button"
          icon="fullscreen"
          label={labels.fullscreen}
          onClick={() => {
            reveal();
            rootRef.current?.requestFullscreen?.().catch(() => undefined);
          }}
        />
      </div>
    </div>
  );
}
