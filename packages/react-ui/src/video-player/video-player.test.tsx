import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-support/axe';
import * as stories from './video-player.stories';

const { Paused } = composeStories(stories);

function player() {
  return document.querySelector('.mall-video-player') as HTMLElement;
}

function video() {
  return document.querySelector('video') as HTMLVideoElement;
}

function advance(milliseconds: number) {
  act(() => {
    vi.advanceTimersByTime(milliseconds);
  });
}

describe('VideoPlayer', () => {
  it.each(Object.entries(composeStories(stories)))('story %s has no axe violations', async (_name, Story) => {
    render(<Story />);
    await expectNoAxeViolations();
  });

  describe('controls', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('hide 3 s after playing starts, and come back on pointer movement', () => {
      render(<Paused />);
      fireEvent.play(video());
      expect(player().getAttribute('data-state')).toBe('playing');
      expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
      advance(2999);
      expect(player().getAttribute('data-controls')).toBe('visible');
      advance(1);
      expect(player().getAttribute('data-controls')).toBe('hidden');
      fireEvent.pointerMove(player());
      expect(player().getAttribute('data-controls')).toBe('visible');
      advance(2000);
      fireEvent.pointerMove(player());
      advance(2999);
      expect(player().getAttribute('data-controls')).toBe('visible');
      advance(1);
      expect(player().getAttribute('data-controls')).toBe('hidden');
    });

    it('stay while keyboard focus is on them', () => {
      render(<Paused />);
      fireEvent.play(video());
      // Focus moved by script, not by a pointer: shown as keyboard focus.
      screen.getByRole('button', { name: 'Pause' }).focus();
      advance(10000);
      expect(player().getAttribute('data-controls')).toBe('visible');
      (document.activeElement as HTMLElement).blur();
      fireEvent.pointerMove(player());
      advance(3000);
      expect(player().getAttribute('data-controls')).toBe('hidden');
    });

    it('stay while paused or ended', () => {
      render(<Paused />);
      advance(10000);
      expect(player().getAttribute('data-controls')).toBe('visible');
      fireEvent.play(video());
      fireEvent.ended(video());
      advance(10000);
      expect(player().getAttribute('data-state')).toBe('ended');
      expect(player().getAttribute('data-controls')).toBe('visible');
      expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
    });
  });

  it('plays and pauses the video from its button', () => {
    render(<Paused />);
    const play = vi.spyOn(video(), 'play').mockImplementation(() => Promise.resolve());
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(play).toHaveBeenCalledTimes(1);
    fireEvent.play(video());
    Object.defineProperty(video(), 'paused', { value: false, configurable: true });
    const pause = vi.spyOn(video(), 'pause').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(pause).toHaveBeenCalledTimes(1);
  });

  it('takes an empty address as no video, without a warning', () => {
    const warn = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Paused src="" />);
    expect(video().hasAttribute('src')).toBe(false);
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
    render(<Paused src="/uploads/goods.mp4" />);
    expect(screen.getAllByLabelText(/Wireless noise-cancelling/)[1]?.getAttribute('src')).toBe(
      '/uploads/goods.mp4',
    );
  });

  it('shows the length of a video whose metadata came before the player mounted', () => {
    const readyState = vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(1);
    const duration = vi.spyOn(HTMLMediaElement.prototype, 'duration', 'get').mockReturnValue(75);
    try {
      render(<Paused />);
      expect(screen.getByRole('slider', { name: 'Progress' }).getAttribute('aria-valuetext')).toBe(
        '0:00 / 1:15',
      );
    } finally {
      readyState.mockRestore();
      duration.mockRestore();
    }
  });

  it('adds caption tracks', () => {
    render(<Paused tracks={[{ src: 'captions.vtt', srcLang: 'en', label: 'English' }]} />);
    const track = video().querySelector('track') as HTMLTrackElement;
    expect(track.kind).toBe('captions');
    expect(track.srclang).toBe('en');
  });

  it('names the video and its seek slider', () => {
    render(<Paused />);
    expect(screen.getByLabelText(/Wireless noise-cancelling/).tagName).toBe('VIDEO');
    expect(screen.getByRole('slider', { name: 'Progress' })).toBeTruthy();
  });
});
