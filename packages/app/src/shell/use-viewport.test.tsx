import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTENT_MAX_WIDTH_PX, useViewport, type Viewport } from './use-viewport';

const seen: Viewport[] = [];
const originalInnerWidth = Object.getOwnPropertyDescriptor(window, 'innerWidth');

function Probe() {
  const viewport = useViewport();
  seen.push(viewport);
  return <output data-wide={viewport.wide ? '' : undefined}>{viewport.width}</output>;
}

function resizeTo(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  seen.length = 0;
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  if (originalInnerWidth) {
    Object.defineProperty(window, 'innerWidth', originalInnerWidth);
  } else {
    Reflect.deleteProperty(window, 'innerWidth');
  }
});

describe('useViewport', () => {
  it('starts with the window width and says whether it is wider than the content column', () => {
    const { container } = render(<Probe />);
    expect(seen.at(-1)).toEqual({ width: 1280, wide: true });
    expect(container.querySelector('output')?.hasAttribute('data-wide')).toBe(true);
    expect(CONTENT_MAX_WIDTH_PX).toBe(640);
  });

  it('updates once, 50 ms after the last resize of a burst', () => {
    const { container } = render(<Probe />);
    const renders = seen.length;

    resizeTo(900);
    advance(20);
    resizeTo(640);
    advance(20);
    resizeTo(375);
    advance(49);
    expect(seen).toHaveLength(renders);
    expect(container.querySelector('output')?.textContent).toBe('1280');

    advance(1);
    expect(seen).toHaveLength(renders + 1);
    expect(seen.at(-1)).toEqual({ width: 375, wide: false });
    expect(container.querySelector('output')?.hasAttribute('data-wide')).toBe(false);

    advance(1_000);
    expect(seen).toHaveLength(renders + 1);
  });

  it('counts a window exactly as wide as the column as not wide', () => {
    render(<Probe />);
    resizeTo(CONTENT_MAX_WIDTH_PX);
    advance(50);
    expect(seen.at(-1)).toEqual({ width: CONTENT_MAX_WIDTH_PX, wide: false });
  });

  it('stops listening when unmounted', () => {
    const { unmount } = render(<Probe />);
    resizeTo(375);
    unmount();
    const renders = seen.length;
    advance(100);
    expect(seen).toHaveLength(renders);
  });
});
