// Home's hot goods: a skeleton while they load, their cards once they come, the error when they
// cannot; and the cards drawn in a render of their own, not in the one that hears the query's news.
import { defaultScheduler, notifyManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createI18n, I18nProvider } from '../../i18n/i18n-context';
import { flattenMessages } from '../../i18n/messages';
import enMessages from '../../locales/en.json';
import { ToastProvider } from '../../shell/toast-context';
import { envelope, installFakeApi } from '../../test-support/fake-api';
import { TestRouter } from '../../test-support/test-router';
import { goodsQueries } from './goods-queries';
import HomePage from './home-page';

const en = flattenMessages(enMessages);

const hotGoods = [
  { id: 7, title: 'Green tea', mainPic: null, price: 12.5, sold: 30 },
  { id: 8, title: 'Oolong tea', mainPic: null, price: 20, sold: 12 },
];

const api = installFakeApi();

/** Settles the hot goods' call, which waits for the test; home's other calls answer at once. */
let settleHot: (answer: unknown) => void = () => {
  throw new Error('the hot goods were not asked for');
};

beforeEach(() => {
  api.answers = {
    'app/info/banner/list': () => [],
    'app/app/goods/list': () =>
      new Promise((resolve) => {
        settleHot = resolve;
      }),
  };
});

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
/** Waits for home to ask for its hot goods. */
const hotAskedFor = () => waitFor(() => expect(api.callsTo('app/app/goods/list')).toHaveLength(1));

const act = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let actEnvironment: boolean | undefined;

beforeEach(() => {
  actEnvironment = act.IS_REACT_ACT_ENVIRONMENT;
});

afterEach(() => {
  cleanup();
  notifyManager.setScheduler(defaultScheduler);
  act.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  api.reset();
});

describe('home, hot goods', () => {
  it('shows a skeleton while they load, then a card for each', async () => {
    renderHome();
    expect(skeleton()).not.toBeNull();
    await hotAskedFor();
    settleHot(hotGoods);
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(skeleton()).toBeNull();
    expect(screen.getByRole('link', { name: /Green tea/ }).getAttribute('href')).toBe(
      '?goods=7#/pages/goods/detail?id=7',
    );
  });

  it('says what went wrong when they cannot be read', async () => {
    renderHome();
    await hotAskedFor();
    settleHot(envelope(null, { code: 1001, message: 'down for a while' }));
    expect(await screen.findByText('down for a while')).toBeTruthy();
    expect(skeleton()).toBeNull();
    expect(cards()).toHaveLength(0);
  });

  it('draws their cards in a render after the one that hears the news, not inside it', async () => {
    const client = renderHome();
    expect(skeleton()).not.toBeNull();
    // From here React schedules its work as in the browser, and the query's news reaches the page
    // at once (no timeout between); the update it makes is urgent, and flushSync runs it to its end
    // before returning.
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
