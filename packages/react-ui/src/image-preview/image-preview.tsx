import { type PointerEvent, type Ref, useEffect, useRef, useState, type WheelEvent } from 'react';
import { IconButton } from '../icon-button';
import { classNames } from '../internal/class-names';
import { Overlay } from '../internal/overlay';
import { useControllableState } from '../internal/use-controllable-state';

/** Zoom limits from the spec: pictures open at 1× and zoom up to 4×. */
export const minimumZoom = 1;
/** The largest zoom factor of the preview. */
export const maximumZoom = 4;

/** One picture of the preview. */
export interface PreviewImage {
  /** The picture's address. */
  src: string;
  /** The picture's text alternative. */
  alt: string;
  /** Widths of the picture (`srcset`); the preview fills the screen, so `sizes` defaults to `100vw`. */
  srcSet?: string | undefined;
  /** The `sizes` for `srcSet`; the screen width when left out. */
  sizes?: string | undefined;
}

/** The preview's wording, translated by the app. */
export interface ImagePreviewLabels {
  /** Accessible name of the preview, e.g. "Photos". */
  preview: string;
  /** Label of the close button. */
  close: string;
  /** Label of the zoom-in button. */
  zoomIn: string;
  /** Label of the zoom-out button. */
  zoomOut: string;
  /** Label of the previous-picture button. */
  previous: string;
  /** Label of the next-picture button. */
  next: string;
}

/** Props of {@link ImagePreview}. */
export interface ImagePreviewProps {
  /** Whether the preview is shown. */
  open: boolean;
  /** Called when the shopper closes the preview (button, Escape). */
  onClose: () => void;
  /** The pictures, in order. */
  images: readonly PreviewImage[];
  /** The picture shown, when controlled. */
  index?: number;
  /** The picture shown first, when uncontrolled. */
  defaultIndex?: number;
  /** Called with the index of the picture moved to. */
  onIndexChange?: (index: number) => void;
  /** The preview's wording. */
  labels: ImagePreviewLabels;
  /** Extra class names for the root element. */
  className?: string;
  /** A ref to the root DOM element. */
  ref?: Ref<HTMLDivElement>;
}

/** A zoom factor kept between {@link minimumZoom} and {@link maximumZoom}. */
export function clampZoom(zoom: number): number {
  return Math.min(maximumZoom, Math.max(minimumZoom, zoom));
}

function distance(points: Map<number, { x: number; y: number }>): number {
  const [first, second] = [...points.values()];
  if (!first || !second) {
    return 0;
  }
  return Math.hypot(first.x - second.x, first.y - second.y);
}

/**
 * Full-screen picture viewer: zoom 1–4× by pinch, double tap, wheel or buttons; previous and next
 * by buttons, arrow keys or a swipe; Escape or the close button leaves.
 */
export function ImagePreview({
  open,
  onClose,
  images,
  index,
  defaultIndex = 0,
  onIndexChange,
  labels,
  className,
  ref,
}: ImagePreviewProps) {
  const [current, setCurrent] = useControllableState({
    value: index,
    defaultValue: defaultIndex,
    onChange: onIndexChange,
  });
  const [zoom, setZoom] = useState(minimumZoom);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinchStart = useRef<{ distance: number; zoom: number } | null>(null);
  const swipeStartX = useRef<number | null>(null);
  const image = images[current];

  // A new picture always starts unzoomed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: resetting on index and open is the point.
  useEffect(() => {
    setZoom(minimumZoom);
  }, [current, open]);

  function go(step: number) {
    const next = current + step;
    if (next >= 0 && next < images.length) {
      setCurrent(next);
    }
  }

  // Arrow keys page through the pictures wherever focus is inside the open preview.
  // biome-ignore lint/correctness/useExhaustiveDependencies: go reads the latest index through the closure.
  useEffect(() => {
    if (!open) {
      return;
    }
    function handleKeyDown(event: KeyboardEvent) {
      if (event.key === 'ArrowLeft') {
        go(-1);
      } else if (event.key === 'ArrowRight') {
        go(1);
      }
    }
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [open, current, images.length]);

  function handlePointerDown(event: PointerEvent<HTMLDivElement>) {
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 2) {
      pinchStart.current = { distance: distance(pointers.current), zoom };
      swipeStartX.current = null;
    } else {
      swipeStartX.current = event.clientX;
    }
  }

  function handlePointerMove(event: PointerEvent<HTMLDivElement>) {
    if (!pointers.current.has(event.pointerId)) {
      return;
    }
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pinchStart.current && pointers.current.size === 2 && pinchStart.current.distance > 0) {
      setZoom(
        clampZoom((pinchStart.current.zoom * distance(pointers.current)) / pinchStart.current.distance),
      );
    }
  }

  function handlePointerUp(event: PointerEvent<HTMLDivElement>) {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) {
      pinchStart.current = null;
    }
    const startX = swipeStartX.current;
    swipeStartX.current = null;
    // Swiping only pages when not zoomed; zoomed pictures are panned by the scroll container.
    if (startX !== null && zoom === minimumZoom) {
      const moved = event.clientX - startX;
      if (Math.abs(moved) > 50) {
        go(moved < 0 ? 1 : -1);
      }
    }
  }

  function handleWheel(event: WheelEvent<HTMLDivElement>) {
    setZoom((value) => clampZoom(value * (event.deltaY < 0 ? 1.25 : 0.8)));
  }

  return (
    <Overlay
      ref={ref}
      open={open}
      onClose={onClose}
      placement="fullscreen"
      label={labels.preview}
      className={classNames('mall-image-preview', className)}
    >
      {/* Gestures only speed things up: every one has a button and a key in the controls below. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: pinch, swipe and double tap surface */}
      <div
        className="mall-image-preview__stage"
        data-state={zoom > minimumZoom ? 'zoomed' : 'fit'}
        onPointerDown={handlePointerDown}
        onPointerMove={handlePointerMove}
        onPointerUp={handlePointerUp}
        onPointerCancel={handlePointerUp}
        onDoubleClick={() => setZoom(zoom > minimumZoom ? minimumZoom : 2)}
        onWheel={handleWheel}
      >
        {image && (
          <img
            className="mall-image-preview__image"
            src={image.src}
            srcSet={image.srcSet}
            sizes={image.srcSet ? (image.sizes ?? '100vw') : undefined}
            alt={image.alt}
            draggable={false}
            style={{ transform: `scale(${zoom})` }}
          />
        )}
      </div>
      <div className="mall-image-preview__top">
        <span className="mall-image-preview__counter" aria-live="polite">
          {current + 1} / {images.length}
        </span>
        <IconButton
          className="mall-image-preview__button"
          icon="close"
          label={labels.close}
          onClick={onClose}
        />
      </div>
      <div className="mall-image-preview__bottom">
        <IconButton
          className="mall-image-preview__button"
          icon="back"
          label={labels.previous}
          disabled={current === 0}
          onClick={() => go(-1)}
        />
        <IconButton
          className="mall-image-preview__button"
          icon="minus"
          label={labels.zoomOut}
          disabled={zoom <= minimumZoom}
          onClick={() => setZoom(clampZoom(Math.ceil(zoom) - 1))}
        />
        <span className="mall-image-preview__zoom" aria-live="polite">
          {Math.round(zoom * 100)}%
        </span>
        <IconButton
          className="mall-image-preview__button"
          icon="plus"
          label={labels.zoomIn}
          disabled={zoom >= maximumZoom}
          onClick={() => setZoom(clampZoom(Math.floor(zoom) + 1))}
        />
        <IconButton
          className="mall-image-preview__button"
          icon="forward"
          label={labels.next}
          disabled={current >= images.length - 1}
          onClick={() => go(1)}
        />
      </div>
    </Overlay>
  );
}
