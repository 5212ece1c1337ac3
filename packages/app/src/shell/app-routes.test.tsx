import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type SessionStore, setSessionStore } from '../api/session-store';
import { createI18n, I18nProvider } from '../i18n/i18n-context';
import { pickLocalePart } from '../i18n/locale-parts';
import { flattenMessages } from '../i18n/messages';
import enMessages from '../locales/en.json';
import { AppRoutes } from '../router/create-app-router';
import { PAGE_ROUTES } from '../router/routes';
import { TestRouter, Where } from '../test-support/test-router';

// Pages are lazy modules: their first import is transformed on demand, which can take seconds on a
// busy machine, so a page heading gets longer than testing-library's default second to appear.
const LAZY_PAGE = { timeout: 10_000 };

let loggedIn = false;
const store: SessionStore = { loggedIn: () => loggedIn, subscribe: () => () => {} };
const en = flattenMessages(enMessages);

function renderAt(path: string, messages = en) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nProvider value={createI18n('en', messages, messages, '¥')}>
        <TestRouter path={path}>
          <AppRoutes />
          <Where />
        </TestRouter>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

beforeAll(() => setSessionStore(store));
afterEach(() => {
  cleanup();
  loggedIn = false;
  vi.restoreAllMocks();
});

describe('app routes', () => {
  it('loads a page of its own for every route of spec §2', () => {
    // The module each route's loader imports, as its source names it.
    const modules = PAGE_ROUTES.map(
      (route) => /["'`]([^"'`]*\/features\/[^"'`]+)["'`]/.exec(String(route.load))?.[1],
    );
    expect(PAGE_ROUTES.filter((_, index) => !modules[index]).map((route) => route.path)).toEqual([]);
    expect(new Set(modules).size).toBe(PAGE_ROUTES.length);
  });

  it('logs an unknown route and shows the not-found view', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/pages/goods/unknown');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' }, LAZY_PAGE)).toBeTruthy();
    expect(error).toHaveBeenCalledWith('Page not found: /pages/goods/unknown');
  });

  it('sends a guest from a shopper page to login, carrying the page to return to', async () => {
    renderAt('/pages/order/list?status=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' }, LAZY_PAGE)).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe(
      '/pages/user/login?redirect=%2Fpages%2Forder%2Flist%3Fstatus%3D1',
    );
  });

  it('shows a signed-in shopper the chat', async () => {
    loggedIn = true;
    renderAt('/uni_modules/cool-cs/pages/chat');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Online customer service' }, LAZY_PAGE),
    ).toBeTruthy();
  });

  it('titles the document with the page once its words are there, the app alone before', () => {
    const { unmount } = renderAt(
      '/pages/goods/detail?id=1',
      flattenMessages(pickLocalePart(enMessages, 'core')),
    );
    expect(document.title).toBe('Mall');
    unmount();
    renderAt('/pages/goods/detail?id=1');
    expect(document.title).toBe('Goods detail - Mall');
  });

  it('shows the four tabs in order on a tab page', async () => {
    renderAt('/pages/index/category');
    const bar = await screen.findByRole('navigation', { name: 'Main navigation' });
    const tabs = within(bar).getAllByRole('button');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Home', 'Category', 'Cart', 'My']);
    expect(tabs[1]?.getAttribute('aria-current')).toBe('page');
  });
});
