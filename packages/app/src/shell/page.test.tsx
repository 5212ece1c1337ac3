import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n, I18nProvider } from '../i18n/i18n-context';
import { flattenMessages } from '../i18n/messages';
import { ALL_ROUTES } from '../router/routes';
import { TestRouter } from '../test-support/test-router';
import { Page } from './page';

const messages = flattenMessages({
  nav: { back: 'Back' },
  title: Object.fromEntries(ALL_ROUTES.map((route) => [route.name, `Title of ${route.name}`])),
});

function renderPageAt(path: string, props: { title?: string; onRefresh?: () => Promise<unknown> } = {}) {
  return render(
    <I18nProvider value={createI18n('en', messages, messages, '¥')}>
      <TestRouter path={path}>
        <Page {...props}>content</Page>
      </TestRouter>
    </I18nProvider>,
  );
}

const refresh = () => Promise.resolve();
const pullToRefresh = (container: HTMLElement) => container.querySelector('.mall-pull-to-refresh');

afterEach(cleanup);

describe('Page', () => {
  it.each(ALL_ROUTES.map((route) => [route.path, route] as const))(
    'takes title, bar, back button and pull-to-refresh of %s from its route',
    (path, route) => {
      const { container } = renderPageAt(path, { onRefresh: refresh });
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(`Title of ${route.name}`);
      expect(screen.queryByRole('button', { name: 'Back' }) === null).toBe(route.tabIcon !== undefined);
      expect(pullToRefresh(container) !== null).toBe(route.pullToRefresh === true);
      expect(container.querySelector('.mall-nav-bar')?.getAttribute('data-variant')).toBe(
        route.navBar ?? 'custom',
      );
    },
  );

  it('has no pull-to-refresh on a PR route while the page gives no refresh', () => {
    const { container } = renderPageAt('/pages/goods/detail');
    expect(pullToRefresh(container)).toBeNull();
  });

  it("shows a title the page's data gives, and a given title on a path outside the table", () => {
    renderPageAt('/pages/goods/list?keyWord=tea', { title: 'tea' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('tea');
    cleanup();
    renderPageAt('/pages/goods/unknown', { title: 'Page not found' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page not found');
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });
});
