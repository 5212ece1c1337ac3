import { en as enMessages } from '@mall/wording/vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n, I18nProvider } from '../../i18n/i18n-context';
import { flattenMessages } from '../../i18n/messages';
import { ToastProvider } from '../../shell/toast-context';
import { TestRouter } from '../../test-support/test-router';
import MyPage from './my-page';

/** The call paths (after `/api/`) the page made, in order. */
const sent: string[] = [];
/** Answers by call path; a call without an answer fails the test. */
let answers: Record<string, () => unknown> = {};

// The app's one client binds `fetch` when it is created, so the stub is in place before any test.
vi.stubGlobal(
  'fetch',
  vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const path = url.pathname.replace(/^\/api\//, '');
    sent.push(path);
    const answer = answers[path];
    if (!answer) {
      throw new Error(`unexpected call ${path}`);
    }
    return new Response(JSON.stringify({ code: 1000, message: 'success', data: answer() }), {
      headers: { 'content-type': 'application/json' },
    });
  }),
);

const en = flattenMessages(enMessages);
let balance = 100;

function renderMy(queryClient: QueryClient) {
  return render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider value={createI18n('en', en, en, '¥')}>
        <ToastProvider>
          <TestRouter path={'/pages/index/my'}>
            <MyPage />
          </TestRouter>
        </ToastProvider>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  balance = 100;
  answers = {
    'app/user/info/person': () => ({
      id: 5,
      username: 'ann',
      status: 1,
      balance,
      createTime: '2026-01-01 00:00:00',
    }),
    'app/cs/msg/unreadCount': () => 3,
    'app/order/info/userCount': () => ({
      pendingPayment: 0,
      pendingShipment: 0,
      pendingReceipt: 0,
      pendingEvaluation: 0,
      afterSale: 0,
    }),
  };
});

afterEach(() => {
  cleanup();
  sent.length = 0;
});

describe('My', () => {
  it('leads to every money page, my coupons, service with its unread badge and settings', async () => {
    renderMy(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
    expect((await screen.findByRole('link', { name: 'Details' })).getAttribute('href')).toBe(
      '#/pages/user/balance',
    );
    const hrefOf = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');
    expect(hrefOf('Withdrawal center')).toBe('#/pages/withdrawal/list');
    expect(hrefOf('Bank cards')).toBe('#/pages/bank/list');
    expect(hrefOf('My coupons')).toBe('#/pages/market/my-coupon');
    expect(hrefOf('Settings')).toBe('#/pages/user/set');
    await waitFor(() => expect(hrefOf(/Online customer service/)).toBe('#/uni_modules/cool-cs/pages/chat'));
    await waitFor(() => expect(screen.getByText('3 unread')).toBeTruthy());
  });

  it('reads the balance again every time it is shown, even within the app cache time', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
    const first = renderMy(queryClient);
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Balance' }).textContent).toContain('100.00'),
    );
    first.unmount();

    balance = 40;
    renderMy(queryClient);
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Balance' }).textContent).toContain('40.00'),
    );
    expect(sent.filter((path) => path === 'app/user/info/person')).toHaveLength(2);
  });
});
