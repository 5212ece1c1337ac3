import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-support/axe';
import { PullToRefresh, pullDistance } from './pull-to-refresh';
import * as stories from './pull-to-refresh.stories';

const { Refreshing, Disabled } = composeStories(stories);
const labels = { pull: 'Pull to refresh', release: 'Release to refresh', refreshing: 'Refreshing…' };

function root() {
  return document.querySelector('.mall-pull-to-refresh') as HTMLElement;
}

function touch(type: 'touchstart' | 'touchmove' | 'touchend', clientY: number) {
  const target = root();
  const point = new Touch({ identifier: 1, target, clientX: 100, clientY });
  const touches = type === 'touchend' ? [] : [point];
  act(() => {
    target.dispatchEvent(
      new TouchEvent(type, { touches, changedTouches: [point], bubbles: true, cancelable: true }),
    );
  });
}

function dragWithMouse(by: number) {
  fireEvent.pointerDown(root(), { pointerType: 'mouse', button: 0, clientY: 100 });
  fireEvent.pointerMove(window, { pointerType: 'mouse', clientY: 100 + by });
  const stateBeforeRelease = root().getAttribute('data-state');
  fireEvent.pointerUp(window, { pointerType: 'mouse', clientY: 100 + by });
  return stateBeforeRelease;
}

describe('PullToRefresh', () => {
  it.each(Object.entries(composeStories(stories)))('story %s has no axe violations', async (_name, Story) => {
    render(<Story />);
    await expectNoAxeViolations();
  });

  it('does not refresh when let go at 44 px, and refreshes at 45 px', async () => {
    const onRefresh = vi.fn(() => Promise.resolve());
    render(
      <PullToRefresh onRefresh={onRefresh} labels={labels}>
        <p>content</p>
      </PullToRefresh>,
    );
    expect(dragWithMouse(44)).toBe('pulling');
    expect(onRefresh).not.toHaveBeenCalled();
    expect(dragWithMouse(45)).toBe('ready');
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(root().getAttribute('data-state')).toBe('refreshing');
    expect(screen.getByText('Refreshing…')).toBeTruthy();
    await act(async () => {
      await Promise.resolve();
    });
    expect(root().getAttribute('data-state')).toBe('idle');
  });

  it('follows a finger, says when to let go, and stops the page from scrolling meanwhile', () => {
    const onRefresh = vi.fn(() => Promise.resolve());
    render(
      <PullToRefresh onRefresh={onRefresh} labels={labels}>
        <p>content</p>
      </PullToRefresh>,
    );
    touch('touchstart', 200);
    touch('touchmove', 230);
    expect(screen.getByText('Pull to refresh')).toBeTruthy();
    const indicator = root().firstElementChild as HTMLElement;
    expect(indicator.style.height).toBe('30px');
    const move = new TouchEvent('touchmove', {
      touches: [new Touch({ identifier: 1, target: root(), clientY: 300 })],
      bubbles: true,
      cancelable: true,
    });
    act(() => {
      root().dispatchEvent(move);
    });
    expect(move.defaultPrevented).toBe(true);
    expect(screen.getByText('Release to refresh')).toBeTruthy();
    touch('touchend', 300);
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('damps the pull beyond the threshold', () => {
    expect(pullDistance(-10)).toBe(0);
    expect(pullDistance(45)).toBe(45);
    expect(pullDistance(145)).toBe(85);
  });

  it('ignores pulls while disabled or already refreshing', () => {
    const disabled = render(<Disabled />);
    dragWithMouse(120);
    expect(Disabled.args.onRefresh).not.toHaveBeenCalled();
    disabled.unmount();
    render(<Refreshing />);
    dragWithMouse(120);
    expect(Refreshing.args.onRefresh).not.toHaveBeenCalled();
    expect(root().getAttribute('aria-busy')).toBe('true');
  });

  it('only starts at the top of the page', () => {
    const onRefresh = vi.fn();
    render(
      <div style={{ height: 3000 }}>
        <PullToRefresh onRefresh={onRefresh} labels={labels}>
          <p>content</p>
        </PullToRefresh>
      </div>,
    );
    window.scrollTo(0, 500);
    dragWithMouse(120);
    window.scrollTo(0, 0);
    expect(onRefresh).not.toHaveBeenCalled();
  });
});
