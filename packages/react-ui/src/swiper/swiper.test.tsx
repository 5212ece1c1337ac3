import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-support/axe';
import * as stories from './swiper.stories';

const { Autoplay, Stopped } = composeStories(stories);

function track() {
  return screen.getByTestId('swiper-track');
}

function currentDot() {
  return screen.getAllByRole('button').find((button) => button.getAttribute('aria-current') === 'true');
}

function advance(milliseconds: number) {
  act(() => {
    vi.advanceTimersByTime(milliseconds);
  });
}

describe('Swiper', () => {
  it.each(Object.entries(composeStories(stories)))('story %s has no axe violations', async (_name, Story) => {
    render(<Story />);
    await expectNoAxeViolations();
  });

  describe('autoplay', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('moves every 5000 ms with a 500 ms slide and loops to the first', () => {
      render(<Autoplay />);
      expect(track().style.transitionDuration).toBe('500ms');
      expect(getComputedStyle(track()).transitionDuration).toBe('0.5s');
      advance(4999);
      expect(currentDot()?.getAttribute('aria-label')).toBe('1 / 3');
      advance(1);
      expect(currentDot()?.getAttribute('aria-label')).toBe('2 / 3');
      expect(track().style.transform).toBe('translateX(calc(-100% + 0px))');
      advance(5000);
      expect(Autoplay.args.onIndexChange).toHaveBeenLastCalledWith(2);
      advance(5000);
      expect(Autoplay.args.onIndexChange).toHaveBeenLastCalledWith(0);
    });

    it('pauses while hovered and when stopped by its button', () => {
      render(<Autoplay />);
      const carousel = screen.getByRole('region', { name: 'Featured' });
      fireEvent.mouseEnter(carousel);
      advance(12000);
      expect(Autoplay.args.onIndexChange).not.toHaveBeenCalled();
      expect(carousel.getAttribute('data-state')).toBe('paused');
      fireEvent.mouseLeave(carousel);
      fireEvent.click(screen.getByRole('button', { name: 'Pause slides' }));
      fireEvent.blur(screen.getByRole('button', { name: 'Play slides' }));
      advance(12000);
      expect(Autoplay.args.onIndexChange).not.toHaveBeenCalled();
      fireEvent.click(screen.getByRole('button', { name: 'Play slides' }));
      fireEvent.blur(screen.getByRole('button', { name: 'Pause slides' }));
      advance(5000);
      expect(Autoplay.args.onIndexChange).toHaveBeenCalledWith(1);
    });
  });

  it('goes to a slide from its dot and hides the others from assistive technology', () => {
    render(<Stopped />);
    fireEvent.click(screen.getByRole('button', { name: '3 / 3' }));
    expect(Stopped.args.onIndexChange).toHaveBeenCalledWith(2);
    const visible = screen.getAllByRole('group');
    expect(visible).toHaveLength(1);
    expect(visible[0]?.getAttribute('aria-label')).toBe('3 / 3');
  });

  it('follows a swipe left and right, ignoring short drags', () => {
    render(<Stopped />);
    const viewport = track().parentElement as HTMLElement;
    fireEvent.pointerDown(viewport, { clientX: 300, clientY: 100 });
    fireEvent.pointerMove(viewport, { clientX: 200, clientY: 100 });
    expect(track().style.transitionDuration).toBe('0ms');
    fireEvent.pointerUp(viewport, { clientX: 200, clientY: 100 });
    expect(Stopped.args.onIndexChange).toHaveBeenLastCalledWith(1);
    fireEvent.pointerDown(viewport, { clientX: 100, clientY: 100 });
    fireEvent.pointerUp(viewport, { clientX: 130, clientY: 100 });
    expect(Stopped.args.onIndexChange).toHaveBeenCalledTimes(1);
    fireEvent.pointerDown(viewport, { clientX: 100, clientY: 100 });
    fireEvent.pointerUp(viewport, { clientX: 300, clientY: 100 });
    expect(Stopped.args.onIndexChange).toHaveBeenLastCalledWith(0);
  });
});
