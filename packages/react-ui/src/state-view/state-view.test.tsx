import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-support/axe';
import * as stories from './state-view.stories';

const { Empty, LoadingAfterDelay, ErrorTapToReload } = composeStories(stories);

describe('StateView', () => {
  it.each(Object.entries(composeStories(stories)))('story %s has no axe violations', async (_name, Story) => {
    render(<Story />);
    await expectNoAxeViolations();
  });

  it('reloads when the error view is tapped anywhere', () => {
    render(<ErrorTapToReload />);
    const alert = screen.getByRole('alert');
    fireEvent.click(screen.getByRole('button', { name: 'Failed to load' }));
    expect(ErrorTapToReload.args.onRetry).toHaveBeenCalledTimes(1);
    expect(alert.getBoundingClientRect().height).toBeGreaterThanOrEqual(176);
  });

  it('offers its action when empty', () => {
    render(<Empty />);
    fireEvent.click(screen.getByRole('button', { name: 'Home' }));
    expect(Empty.args.onAction).toHaveBeenCalledTimes(1);
    expect(screen.getByText('No orders yet')).toBeTruthy();
  });

  it('shows the loading indicator only after the delay', () => {
    vi.useFakeTimers();
    try {
      render(<LoadingAfterDelay />);
      expect(screen.queryByRole('status')).toBeNull();
      act(() => {
        vi.advanceTimersByTime(199);
      });
      expect(screen.queryByRole('status')).toBeNull();
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(screen.getByRole('status').textContent).toContain('Loading…');
    } finally {
      vi.useRealTimers();
    }
  });
});
