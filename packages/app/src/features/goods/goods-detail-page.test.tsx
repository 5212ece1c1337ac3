// The goods detail when its goods cannot be shown: the picture index.html drew before the app ran
// (over where the gallery would be) goes, and the page's error shows.
import { en as enMessages } from '@mall/wording/vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createI18n, I18nProvider } from '../../i18n/i18n-context';
import { flattenMessages } from '../../i18n/messages';
import { ToastProvider } from '../../shell/toast-context';
import { envelope, installFakeApi } from '../../test-support/fake-api';
import { TestRouter } from '../../test-support/test-router';
import GoodsDetailPage from './goods-detail-page';

const en = flattenMessages(enMessages);
const api = installFakeApi();
const DETAIL = '/pages/goods/detail';

beforeEach(() => {
  api.reset();
  api.answers = {
    'app/goods/info/info': () => envelope(null, { code: 1001, message: 'This product is no longer on sale' }),
  };
});
afterEach(() => {
  cleanup();
  document.querySelector('.app-first-picture')?.remove();
});

/** The layer index.html draws its first picture in before the app has run. */
function drawnFirst() {
  const layer = document.createElement('div');
  layer.className = 'app-first-picture';
  document.body.append(layer);
  return layer;
}

function renderDetail(query: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <I18nProvider value={createI18n('en', en, en, '¥')}>
        <ToastProvider>
          <TestRouter path={`${DETAIL}?${query}`} routes={{ [DETAIL]: <GoodsDetailPage /> }} />
        </ToastProvider>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

describe('the goods detail of goods it cannot show', () => {
  it('takes away the picture drawn before the app ran when the goods cannot be read', async () => {
    const layer = drawnFirst();
    renderDetail('id=9');
    expect(await screen.findByText('This product is no longer on sale')).toBeTruthy();
    await waitFor(() => expect(layer.isConnected).toBe(false));
  });

  it('takes it away for an address with no goods id', async () => {
    const layer = drawnFirst();
    renderDetail('id=x');
    await waitFor(() => expect(layer.isConnected).toBe(false));
    expect(api.callsTo('app/goods/info/info')).toEqual([]);
  });

  it('keeps it while the goods are read', async () => {
    api.answers['app/goods/info/info'] = () => new Promise(() => undefined);
    const layer = drawnFirst();
    renderDetail('id=9');
    await waitFor(() => expect(api.callsTo('app/goods/info/info')).toHaveLength(1));
    expect(layer.isConnected).toBe(true);
  });
});
