import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-support/axe';
import { Toast } from './toast';
import * as stories from './toast.stories';

const { AutoHide, ErrorMessage } = composeStories(stories);

describe('Toast', () => {
  it.each(Object.entries(composeStories(stories)))('story %s has no axe violations', async (_name, Story) => {
    render(<Story />);
    await expectNoAxeViolations();
  });

  describe('timing', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('announces the message and hides it after exactly 1500 ms', () => {
      render(<AutoHide />);
      fireEvent.click(screen.getByRole('button', { name: 'Added to cart' }));
      expect(screen.getByRole('status').textContent).toBe('Added to cart');
      act(() => {
        vi.advanceTimersByTime(1499);
      });
      expect(screen.getByRole('status').textContent).toBe('Added to cart');
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(screen.getByRole('status').textContent).toBe('');
    });

    it('restarts the 1500 ms for a new message and stays with duration 0', () => {
      const onClose = vi.fn();
      const { rerender } = render(<Toast open message="One" onClose={onClose} />);
      act(() => {
        vi.advanceTimersByTime(1000);
      });
      rerender(<Toast open message="Two" onClose={onClose} />);
      act(() => {
        vi.advanceTimersByTime(1000);
      });
      expect(onClose).not.toHaveBeenCalled();
      act(() => {
        vi.advanceTimersByTime(500);
      });
      expect(onClose).toHaveBeenCalledTimes(1);
      rerender(<Toast open message="Loading" kind="loading" duration={0} onClose={onClose} />);
      act(() => {
        vi.advanceTimersByTime(10000);
      });
      expect(onClose).toHaveBeenCalledTimes(1);
    });
  });

  it('uses an alert for errors', () => {
    render(<ErrorMessage />);
    expect(screen.getByRole('alert').textContent).toContain('Failed to load');
  });
});
