import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { en as enMessages } from '@mall/wording/vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type SessionStore, setSessionStore } from '../api/session-store';
import { createI18n, I18nProvider } from '../i18n/i18n-context';
import { isFirstScreenKey, pickLocalePart } from '../i18n/locale-parts';
import { flattenMessages } from '../i18n/messages';
import { AppRoutes } from '../router/create-app-router';
import { ALL_ROUTES, type Route, TAB_ROUTES } from '../router/routes';
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

const src = join(import.meta.dirname, '..');

/**
 * The source file of a route's page: the module its loader imports, as its source names it; home,
 * which the entry imports, as create-app-router.tsx names it.
 */
function pageFile(route: Route): string | undefined {
  const named = route.load
    ? /["'`][^"'`]*\/(features\/[^"'`?]+)["'`]/.exec(String(route.load))?.[1]
    : /^import HomePage from '\.\.\/(features\/[^']+)'/m.exec(
        readFileSync(join(src, 'router/create-app-router.tsx'), 'utf8'),
      )?.[1];
  const base = named && join(src, named.replace(/\.tsx?$/, ''));
  return base ? [`${base}.tsx`, `${base}.ts`].find((file) => existsSync(file)) : undefined;
}

/** The props written on each `<Page …>` of a source file (the text of its opening tags, braces skipped). */
function pageTagProps(code: string): string[] {
  const tags: string[] = [];
  for (const match of code.matchAll(/<Page\b/g)) {
    let depth = 0;
    let props = '';
    for (let at = (match.index ?? 0) + match[0].length; at < code.length; at += 1) {
      const char = code[at];
      if (char === '{') {
        depth += 1;
      } else if (char === '}') {
        depth -= 1;
      } else if (char === '>' && depth === 0) {
        break;
      } else if (depth === 0) {
        props += char;
      }
    }
    tags.push(props);
  }
  return tags;
}

describe('app routes', () => {
  it('loads a page of its own for every route of spec §2', () => {
    const files = ALL_ROUTES.map(pageFile);
    expect(ALL_ROUTES.filter((_, index) => !files[index]).map((route) => route.path)).toEqual([]);
    expect(new Set(files).size).toBe(ALL_ROUTES.length);
  });

  it("gives pull-to-refresh its page's refresh exactly on the routes that say PR", () => {
    // The shell shows pull-to-refresh only where the route says so; a PR route's page must hand
    // `Page` its refresh, and a page elsewhere has none to hand.
    const wrong = ALL_ROUTES.filter((route) => {
      const tags = pageTagProps(readFileSync(pageFile(route) ?? '', 'utf8'));
      const refreshes = tags.some((props) => /\bonRefresh=/.test(props));
      return refreshes !== (route.pullToRefresh === true);
    }).map((route) => route.path);
    expect(wrong).toEqual([]);
    // The scan reads the pages' tags: a page with PR is seen, one without is not.
    expect(pageTagProps('<Page className="a" onRefresh={() => a > b}>x</Page>')).toEqual([
      ' className="a" onRefresh=',
    ]);
  });

  it("titles each page by its name's locale key, each tab by a first-screen word", () => {
    expect(ALL_ROUTES.filter((route) => !en[route.titleKey]).map((route) => route.titleKey)).toEqual([]);
    // The tab bar labels each tab `tab.<name>`: words of the first screen, which shows the bar.
    const labels = TAB_ROUTES.map((tab) => `tab.${tab.name}`);
    expect(labels).toEqual(['tab.home', 'tab.category', 'tab.cart', 'tab.my']);
    expect(labels.filter((key) => !en[key] || !isFirstScreenKey(key))).toEqual([]);
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

  it('switches tabs in place: no history entry is stacked, so back on a tab page leaves the tabs', async () => {
    loggedIn = true;
    renderAt('/pages/index/category');
    const bar = await screen.findByRole('navigation', { name: 'Main navigation' });
    const depth = window.history.length;
    within(bar).getByRole('button', { name: 'Cart' }).click();
    await vi.waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/pages/index/shopping-cart'),
    );
    within(await screen.findByRole('navigation', { name: 'Main navigation' }))
      .getByRole('button', { name: 'My' })
      .click();
    await vi.waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/pages/index/my'));
    expect(window.history.length).toBe(depth);
  });
});
