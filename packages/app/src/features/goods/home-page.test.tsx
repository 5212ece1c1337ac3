// Home's hot goods: a skeleton while they load, their cards once they come, the error when they
// cannot, the cards kept when a pull-to-refresh fails; and the cards drawn in a render of their
// own, not in the one that hears the query's news.
import { en as enMessages } from '@mall/wording/vite';
import {
  defaultScheduler,
  notifyManager,
  onlineManager,
  QueryClient,
  QueryClientProvider,
} from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createI18n, I18nProvider } from '../../i18n/i18n-context';
import { flattenMessages } from '../../i18n/messages';
import { RefreshFailureToast } from '../../shell/refresh-failure-toast';
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

/** Home with the toast of a failed read, or (`toast: false`) before that toast has started. */
function homeTree(client: QueryClient, toast = true) {
  return (
    <QueryClientProvider client={client}>
      <I18nProvider value={createI18n('en', en, en, '¥')}>
        <ToastProvider>
          <TestRouter path="/" routes={{ '/': <HomePage /> }} />
          {toast && <RefreshFailureToast />}
        </ToastProvider>
      </I18nProvider>
    </QueryClientProvider>
  );
}

function renderHome(client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  render(homeTree(client));
  return client;
}

const skeleton = () => screen.queryByText(en['common.loading'] ?? 'loading');
const cards = () => screen.queryAllByRole('link', { name: /tea/ });
/** The error view that stands in for the hot goods. */
const errorView = () => document.querySelector('.mall-state-view[data-state="error"]');
/** Pulls the page down past the threshold with the mouse and lets go, as a shopper refreshes. */
function pullToRefresh() {
  const area = document.querySelector('.mall-pull-to-refresh') as HTMLElement;
  fireEvent.pointerDown(area, { pointerType: 'mouse', button: 0, clientY: 100 });
  fireEvent.pointerMove(window, { pointerType: 'mouse', clientY: 180 });
  fireEvent.pointerUp(window, { pointerType: 'mouse', clientY: 180 });
}
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
    expect(errorView()).not.toBeNull();
    expect(skeleton()).toBeNull();
    expect(cards()).toHaveLength(0);
    // A first load that failed is the error view's to say, not a toast's as well.
    expect(screen.getAllByText('down for a while')).toHaveLength(1);
  });

  it('keeps their cards when a pull-to-refresh fails, and says why in a toast', async () => {
    renderHome();
    await hotAskedFor();
    settleHot(hotGoods);
    await waitFor(() => expect(cards()).toHaveLength(2));
    api.answers['app/app/goods/list'] = () => envelope(null, { code: 1001, message: 'down for a while' });
    pullToRefresh();
    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toBe('down for a while');
    expect(api.callsTo('app/app/goods/list')).toHaveLength(2);
    expect(errorView()).toBeNull();
    expect(cards()).toHaveLength(2);
  });

  it('tells a pull-to-refresh held offline before the toast started, once, when it starts', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { rerender } = render(homeTree(client, false));
    await hotAskedFor();
    settleHot(hotGoods);
    await waitFor(() => expect(cards()).toHaveLength(2));
    onlineManager.setOnline(false);
    try {
      pullToRefresh();
      await waitFor(() =>
        expect(
          client.getQueryCache().find({ queryKey: goodsQueries.hot().queryKey })?.state.fetchStatus,
        ).toBe('paused'),
      );
      // The toast starts (the first screen is idle): it says the refresh waits for the network.
      rerender(homeTree(client));
      const toast = await screen.findByRole('alert');
      expect(toast.textContent).toBe(en['error.network']);
      expect(cards()).toHaveLength(2);
      // The toast goes; the toast starting over (another language) does not tell the same wait again.
      await waitFor(() => expect(toast.getAttribute('data-state')).toBe('closed'), { timeout: 3000 });
      // (`rerender` runs the effects it causes, and what they show, before it returns.)
      rerender(homeTree(client));
      expect(screen.getByRole('alert').getAttribute('data-state')).toBe('closed');
    } finally {
      onlineManager.setOnline(true);
    }
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

describe("home's banners", () => {
  /** The layer index.html draws its first picture in before the app has run. */
  const drawnFirst = () => {
    const layer = document.createElement('div');
    layer.className = 'app-first-picture';
    document.body.append(layer);
    return layer;
  };

  it('takes away a first picture drawn before the app ran once home has no banner (one kept and dropped since)', async () => {
    const layer = drawnFirst();
    renderHome();
    await waitFor(() => expect(layer.isConnected).toBe(false));
  });

  it('keeps it while the banners are read and when one is there, until that banner has loaded', async () => {
    let settleBanners: (answer: unknown) => void = () => undefined;
    api.answers['app/info/banner/list'] = () =>
      new Promise((resolve) => {
        settleBanners = resolve;
      });
    const layer = drawnFirst();
    renderHome();
    await waitFor(() => expect(api.callsTo('app/info/banner/list')).toHaveLength(1));
    expect(layer.isConnected).toBe(true);
    settleBanners([{ id: 1, title: 'Tea', pic: 'http://localhost/uploads/tea.png', path: null }]);
    const banner = await screen.findByRole('img', { name: 'Tea' });
    expect(layer.isConnected).toBe(true);
    fireEvent.load(banner);
    expect(layer.isConnected).toBe(false);
  });
});
