import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { navigateHash, stackIndex } from '../router/hash-location';
import { TestRouter, Where } from '../test-support/test-router';
import { useBack } from './use-back';

function BackButton() {
  const back = useBack();
  return (
    <button type="button" onClick={back}>
      Back
    </button>
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useBack', () => {
  const renderAt = (path: string) =>
    render(
      <TestRouter path={path}>
        <BackButton />
        <Where />
      </TestRouter>,
    );

  it('goes home in place of a page the app was opened at (one page in the stack)', () => {
    renderAt('/pages/goods/detail?id=3');
    act(() => screen.getByRole('button', { name: 'Back' }).click());
    expect(screen.getByTestId('where').textContent).toBe('/');
    expect(stackIndex()).toBe(0);
  });

  it('goes back through the history from a page the app opened', () => {
    const go = vi.spyOn(window.history, 'go').mockImplementation(() => {});
    renderAt('/');
    act(() => navigateHash('/pages/goods/detail?id=3'));
    act(() => screen.getByRole('button', { name: 'Back' }).click());
    expect(go).toHaveBeenCalledWith(-1);
    expect(screen.getByTestId('where').textContent).toBe('/pages/goods/detail?id=3');
  });
});
