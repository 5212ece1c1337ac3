// Home's hot goods: a skeleton while they load, their cards once they come, the error when they
// cannot; and the cards drawn in a render of their own, not in the one that hears the query's news.
import { defaultScheduler, notifyManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n, I18nProvider } from '../../i18n/i18n-context';
import { flattenMessages } from '../../i18n/messages';
import enMessages from '../../locales/en.json';
import { ToastProvider } from '../../shell/toast-context';
import { TestRouter } from '../../test-support/test-router';
import { goodsQueries } from './goods-queries';
import HomePage from './home-page';

const en = flattenMessages(enMessages);

const hotGoods = [
  { id: 7, title: 'Green tea', mainPic: null, price: 12.5, sold: 30 },
  { id: 8, title: 'Oolong tea', mainPic: null, price: 20, sold: 12 },
];

const unsettled = (): void => {
  throw new Error('the hot goods were not asked for');
};
/** The answer of the hot goods' call, settled by the test; home's other calls answer at once. */
let settleHot: (answer: Response) => void = unsettled;
const envelope = (data: unknown, code = 1000) =>
  new Response(JSON.stringify({ code, message: code === 1000 ? 'success' : 'down for a while', data }), {
    headers: { 'content-type': 'application/json' },
  });

const pathOf = (input: RequestInfo | URL) =>
  new URL(input instanceof Request ? input.url : String(input)).pathname;

// The app's one client binds `fetch` when it is created, so the stub is in place before any test.
vi.stubGlobal(
  'fetch',
  vi.fn(async (input: RequestInfo | URL) => {
    const path = pathOf(input);
    if (path.endsWith('/app/app/goods/list')) {
      return new Promise<Response>((resolve) => {
        settleHot = resolve;
      });
    }
    if (path.endsWith('/app/info/banner/list')) {
      return envelope([]);
    }
    throw new Error(`unexpected call ${path}`);
  }),
);

function renderHome(client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  render(
    <QueryClientProvider client={client}>
      <I18nProvider value={createI18n('en', en, en, '¥')}>
        <ToastProvider>
          <TestRouter path="/" routes={{ '/': <HomePage /> }} />
        </ToastProvider>
      </I18nProvider>
    </QueryClientProvider>,
  );
  return client;
}

const skeleton = () => screen.queryByText(en['common.loading'] ?? 'loading');
const cards = () => screen.queryAllByRole('link', { name: /tea/ });
/** Waits for home to ask for its hot goods (this test's own call, the mock's record cleared after each). */
const hotAskedFor = () =>
  waitFor(() =>
    expect(vi.mocked(fetch).mock.calls.some(([input]) => pathOf(input).endsWith('/app/app/goods/list'))).toBe(
      true,
    ),
  );

const act = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let actEnvironment: boolean | undefined;

beforeEach(() => {
  actEnvironment = act.IS_REACT_ACT_ENVIRONMENT;
});

afterEach(() => {
  cleanup();
  notifyManager.setScheduler(defaultScheduler);
  act.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  vi.mocked(fetch).mockClear();
  settleHot = unsettled;
});

afterAll(() => {
  vi.unstubAllGlobals();
});

describe('home, hot goods', () => {
  it('shows a skeleton while they load, then a card for each', async () => {
    renderHome();
    expect(skeleton()).not.toBeNull();
    await hotAskedFor();
    settleHot(envelope(hotGoods));
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(skeleton()).toBeNull();
    expect(screen.getByRole('link', { name: /Green tea/ }).getAttribute('href')).toBe(
      '?goods=7#/pages/goods/detail?id=7',
    );
  });

  it('says what went wrong when they cannot be read', async () => {
    renderHome();
    await hotAskedFor();
    settleHot(envelope(null, 1001));
    expect(await screen.findByText('down for a while')).toBeTruthy();
    expect(skeleton()).toBeNull();
    expect(cards()).toHaveLength(0);
  });

  it('draws their cards in a render after the one that hears the news, not inside it', async () => {
    const client = renderHome();
    expect(skeleton()).not.toBeNull();
    // From here React schedules its work as in the browser, and the query's news reaches the page
    // at once; the update it makes is urgent, and flushSync runs it to its end before returning.
    act.IS_REACT_ACT_ENVIRONMENT = false;
    notifyManager.setScheduler((callback) => callback());
    flushSync(() => {
      client.setQueryData(goodsQueries.hot().queryKey, hotGoods);
    });
    expect(cards()).toHaveLength(0);
    expect(skeleton()).not.toBeNull();
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(skeleton()).toBeNull();
    client.clear();
  });
});
