import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { goodsLink, stackIndex } from '../router/hash-location';
import { usePath, useQueryText } from '../router/hash-router';
import { TestRouter } from '../test-support/test-router';
import { useRouterLinks } from './use-router-links';

/** The page and the app's stack position of the current history entry (1 deeper after a push). */
function Where() {
  const path = usePath();
  const query = useQueryText();
  return <output data-testid="where">{`${stackIndex()} ${path}${query ? `?${query}` : ''}`}</output>;
}

function Shell() {
  useRouterLinks();
  return (
    <>
      <a href="#/pages/bank/list?from=my">Bank cards</a>
      <a href={goodsLink(5)}>Tea</a>
      <a href="#/pages/user/lang" target="_blank" rel="noreferrer">
        Language in a new tab
      </a>
      <a href="https://example.org/terms">Terms elsewhere</a>
      <Where />
    </>
  );
}

afterEach(cleanup);

describe('useRouterLinks', () => {
  const renderAt = (path: string) =>
    render(
      <TestRouter path={path}>
        <Shell />
      </TestRouter>,
    );

  it('sends a plain in-app link through the router as a push, so back returns to this page', () => {
    renderAt('/pages/index/my');
    expect(screen.getByTestId('where').textContent).toBe('0 /pages/index/my');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    act(() => {
      screen.getByRole('link', { name: 'Bank cards' }).dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(true);
    expect(screen.getByTestId('where').textContent).toBe('1 /pages/bank/list?from=my');
  });

  it('sends a goods link (its goods before the hash) through the router too', () => {
    renderAt('/pages/index/home');
    const tea = screen.getByRole('link', { name: 'Tea' });
    expect(tea.getAttribute('href')).toBe('?goods=5#/pages/goods/detail?id=5');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    act(() => {
      tea.dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(true);
    expect(screen.getByTestId('where').textContent).toBe('1 /pages/goods/detail?id=5');
    expect(window.location.search).toBe('?goods=5');
  });

  it('leaves links with a target, links elsewhere and modified clicks to the browser', () => {
    renderAt('/pages/index/my');
    // What reached the window untouched; stopped there so that the test browser goes nowhere.
    const untouched: boolean[] = [];
    const record = (event: MouseEvent) => {
      untouched.push(!event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', record);
    for (const [name, init] of [
      ['Language in a new tab', {}],
      ['Terms elsewhere', {}],
      ['Bank cards', { ctrlKey: true }],
    ] as const) {
      act(() => {
        screen
          .getByRole('link', { name })
          .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
      });
    }
    fireEvent.click(document.body);
    window.removeEventListener('click', record);
    expect(untouched).toEqual([true, true, true, true]);
    expect(screen.getByTestId('where').textContent).toBe('0 /pages/index/my');
  });
});
