// A guest on a cool-admin backend without the shop module: its user middleware runs before
// routing, so every shop call made without a token answers HTTP 401 / 1001 (contract §14). That
// ends no session, so the guest stays where they are and reads that the address does not exist.
import { en as enMessages } from '@mall/wording/vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onSessionEnded } from '../../api/mall-client';
import { createI18n, I18nProvider } from '../../i18n/i18n-context';
import { flattenMessages } from '../../i18n/messages';
import { TestRouter, Where } from '../../test-support/test-router';
import GoodsListPage from './goods-list-page';

const sentTokens: (string | null)[] = [];

// The app's one client binds `fetch` when it is created, so the stub is in place before any test.
vi.stubGlobal(
  'fetch',
  vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(input instanceof Request ? input.headers : init?.headers);
    sentTokens.push(headers.get('authorization'));
    return new Response(JSON.stringify({ code: 1001, message: '登录失效~' }), {
      status: 401,
      headers: { 'content-type': 'application/json' },
    });
  }),
);

const en = flattenMessages(enMessages);

afterEach(() => {
  cleanup();
});

describe('a guest answered 401 by a backend without the shop calls', () => {
  it('stays on the page and is told the address does not exist, not sent to log in', async () => {
    window.localStorage.clear();
    const sessionEnded = vi.fn();
    onSessionEnded(sessionEnded);

    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <I18nProvider value={createI18n('en', en, en, '¥')}>
          <TestRouter
            path={'/pages/goods/list'}
            routes={{ '/pages/goods/list': <GoodsListPage />, '/pages/user/login': <h1>Log in</h1> }}
          >
            <Where />
          </TestRouter>
        </I18nProvider>
      </QueryClientProvider>,
    );

    expect(await screen.findByText(en['error.notFound'] ?? '')).toBeTruthy();
    expect(screen.queryByText('登录失效~')).toBeNull();
    expect(screen.getByTestId('where').textContent).toBe('/pages/goods/list');
    expect(sessionEnded).not.toHaveBeenCalled();
    expect(sentTokens.length).toBeGreaterThan(0);
    expect(sentTokens.every((token) => token === null)).toBe(true);
  });
});
