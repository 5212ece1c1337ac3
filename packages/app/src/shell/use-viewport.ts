import { useEffect, useState } from 'react';

/** Resizes are followed after this quiet time (spec: resize debounce 50 ms). */
export const VIEWPORT_DEBOUNCE_MS = 50;

/** The content column's maximum width (`contentMaxWidth` of the app's `ThemeRoot`). */
export const CONTENT_MAX_WIDTH_PX = 640;

/** The window width as last settled, and whether it is wider than the content column. */
export interface Viewport {
  width: number;
  /** The screen is wider than the column: the column is centred with room on both sides. */
  wide: boolean;
}

function viewportOf(width: number): Viewport {
  return { width, wide: width > CONTENT_MAX_WIDTH_PX };
}

/**
 * Follows the window width: a burst of resize events updates once, {@link VIEWPORT_DEBOUNCE_MS}
 * after the last of them.
 */
export function useViewport(): Viewport {
  const [width, setWidth] = useState(() => window.innerWidth);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setWidth(window.innerWidth), VIEWPORT_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      clearTimeout(timer);
    };
  }, []);

  return viewportOf(width);
}
