import {
  type CSSProperties,
  type PointerEvent,
  type ReactNode,
  type Ref,
  useEffect,
  useRef,
  useState,
} from 'react';
import { Icon } from '../icon';
import { classNames } from '../internal/class-names';
import { useControllableState } from '../internal/use-controllable-state';

/** Autoplay interval and slide animation from the spec. */
export const swiperInterval = 5000;
/** How long, in milliseconds, the move from one slide to the next takes. */
export const swiperDuration = 500;

/** One slide of a swiper. */
export interface SwiperSlide {
  /** Unique among the slides. */
  key: string;
  /** The slide's content, e.g. a linked banner picture. */
  content: ReactNode;
}

/** Props of {@link Swiper}. */
export interface SwiperProps {
  /** The slides, in order. */
  slides: readonly SwiperSlide[];
  /** The slide shown, when controlled. */
  index?: number;
  /** The slide shown first, when uncontrolled. */
  defaultIndex?: number;
  /** Called with the index of the slide moved to. */
  onIndexChange?: (index: number) => void;
  /** Milliseconds between slides while playing. */
  interval?: number;
  /** Milliseconds of the slide animation. */
  duration?: number;
  /** Moves to the next slide on its own, with a pause button. */
  autoplay?: boolean;
  /** Name of the carousel, e.g. "Promotions". */
  label: string;
  /** Name of each slide and its dot; numbers only by default ("2 / 3"). */
  slideLabel?: (position: number, total: number) => string;
  /** Names of the button that stops and restarts autoplay. */
  pauseLabel: string;
  /** Label of the play button while autoplay is paused. */
  playLabel: string;
  /** Extra class names for the root element. */
  className?: string;
  /** A ref to the root DOM element. */
  ref?: Ref<HTMLElement>;
}

const defaultSlideLabel = (position: number, total: number) => `${position} / ${total}`;

/**
 * Banner carousel: moves on every 5000 ms with a 500 ms slide, loops, follows swipes, and pauses
 * while hovered or focused or when stopped with its button (the APG carousel pattern).
 */
export function Swiper({
  slides,
  index,
  defaultIndex = 0,
  onIndexChange,
  interval = swiperInterval,
  duration = swiperDuration,
  autoplay = true,
  label,
  slideLabel = defaultSlideLabel,
  pauseLabel,
  playLabel,
  className,
  ref,
}: SwiperProps) {
  const [current, setCurrent] = useControllableState({
    value: index,
    defaultValue: defaultIndex,
    onChange: onIndexChange,
  });
  const [stopped, setStopped] = useState(!autoplay);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dragOffset, setDragOffset] = useState(0);
  const dragStart = useRef<{ x: number; y: number; width: number } | null>(null);
  const total = slides.length;
  const playing = !stopped && !hovered && !focused && dragStart.current === null && total > 1;

  function go(next: number) {
    if (total > 0) {
      setCurrent(((next % total) + total) % total);
    }
  }

  // The timer restarts on every slide change, so a manual move gets a full interval too.
  useEffect(() => {
    if (!playing) {
      return;
    }
    const timer = setTimeout(() => go(current + 1), interval);
    return () => clearTimeout(timer);
  });

  function handlePointerDown(event: PointerEvent<HTMLDivElement>) {
    dragStart.current = { x: event.clientX, y: event.clientY, width: event.currentTarget.clientWidth || 1 };
  }

  function handlePointerMove(event: PointerEvent<HTMLDivElement>) {
    if (dragStart.current) {
      setDragOffset(event.clientX - dragStart.current.x);
    }
  }

  function handlePointerEnd(event: PointerEvent<HTMLDivElement>) {
    const start = dragStart.current;
    dragStart.current = null;
    setDragOffset(0);
    if (!start) {
      return;
    }
    const moved = event.clientX - start.x;
    // A fifth of the width, or a clear flick, changes the slide.
    if (Math.abs(moved) > Math.min(50, start.width / 5)) {
      go(current + (moved < 0 ? 1 : -1));
    }
  }

  const trackStyle: CSSProperties = {
    transform: `translateX(calc(${-current * 100}% + ${dragOffset}px))`,
    transitionDuration: dragOffset === 0 ? `${duration}ms` : '0ms',
  };

  return (
    <section
      ref={ref}
      className={classNames('mall-swiper', className)}
      aria-roledescription="carousel"
      aria-label={label}
      data-state={playing ? 'playing' : 'paused'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
          setFocused(false);
        }
      }}
    >
      <div
        className="mall-swiper__viewport"
        onPointerDown={handlePointerDown}
        onPointerMove={handlePointerMove}
        onPointerUp={handlePointerEnd}
        onPointerCancel={handlePointerEnd}
      >
        <div
          className="mall-swiper__track"
          style={trackStyle}
          aria-live={playing ? 'off' : 'polite'}
          data-testid="swiper-track"
        >
          {slides.map((slide, slideIndex) => (
            // biome-ignore lint/a11y/useSemanticElements: APG carousel slides are groups with a role description
            <div
              key={slide.key}
              className="mall-swiper__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(slideIndex + 1, total)}
              aria-hidden={slideIndex === current ? undefined : true}
              inert={slideIndex !== current}
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      {total > 1 && (
        <div className="mall-swiper__controls">
          <button
            type="button"
            className="mall-plain-button mall-icon-button mall-swiper__toggle"
            aria-label={stopped ? playLabel : pauseLabel}
            onClick={() => setStopped(!stopped)}
          >
            <Icon name={stopped ? 'play' : 'pause'} size={14} />
          </button>
          <div className="mall-swiper__dots">
            {slides.map((slide, slideIndex) => (
              <button
                key={slide.key}
                type="button"
                className="mall-plain-button mall-swiper__dot"
                aria-label={slideLabel(slideIndex + 1, total)}
                aria-current={slideIndex === current ? 'true' : undefined}
                data-state={slideIndex === current ? 'active' : 'inactive'}
                onClick={() => go(slideIndex)}
              >
                <span />
              </button>
            ))}
          </div>
        </div>
      )}
    </section>
  );
}
