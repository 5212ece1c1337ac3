import { en as enMessages } from '@mall/wording/vite';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n, I18nProvider } from '../i18n/i18n-context';
import { flattenMessages } from '../i18n/messages';
import { LazyPageFrame, lazyPage } from './lazy-page';

const en = flattenMessages(enMessages);

function renderFrame(load: Parameters<typeof lazyPage>[0]) {
  const Page = lazyPage(load);
  return render(
    <I18nProvider value={createI18n('en', en, en, '¥')}>
      <LazyPageFrame page={Page} />
    </I18nProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('lazy page frame', () => {
  it('shows the page once its chunk has loaded', async () => {
    renderFrame(async () => ({ default: () => <h1>Loaded page</h1> }));
    expect(await screen.findByRole('heading', { name: 'Loaded page' })).toBeTruthy();
  });

  it('shows the error view when the chunk fails, and tapping it reloads', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    renderFrame(() => Promise.reject(new Error('chunk missing')));
    expect(await screen.findByText('The page failed to load')).toBeTruthy();
    fireEvent.click(screen.getByRole('button'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('gives up on a chunk that has not arrived after 60 s', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderFrame(() => new Promise(() => {}));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    vi.useRealTimers();
    expect(await screen.findByText('The page failed to load')).toBeTruthy();
  });
});
