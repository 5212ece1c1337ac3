import { en as enMessages } from '@mall/wording/vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n, I18nProvider } from '../../i18n/i18n-context';
import { flattenMessages } from '../../i18n/messages';
import { APP_VERSION } from './app-version';
import StartupVersionCheck from './startup-version-check';
import {
  readVersionCheck,
  recordVersionCheck,
  startupDecision,
  VERSION_CHECK_INTERVAL,
  VERSION_CHECK_KEY,
  versionOffer,
} from './version-check';

/** The version checks the app sent, as query strings. */
const checks: string[] = [];
/** What the server answers to a version check; `HANG` never answers. */
let answer: unknown = null;
const HANG = Symbol('hang');

vi.stubGlobal(
  'fetch',
  vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.pathname !== '/api/app/app/version/check') {
      throw new Error(`unexpected call ${url.pathname}`);
    }
    checks.push(url.search);
    if (answer === HANG) {
      return new Promise<Response>(() => {});
    }
    return new Response(JSON.stringify({ code: 1000, message: 'success', data: answer }), {
      headers: { 'content-type': 'application/json' },
    });
  }),
);

const en = flattenMessages(enMessages);
const newer = { version: '1.1.0', code: 110, url: 'https://mall.test/app.apk', description: 'Faster search' };
const HOUR = 60 * 60 * 1000;

function renderCheck() {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nProvider value={createI18n('en', en, en, '¥')}>
        <StartupVersionCheck />
      </I18nProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  answer = null;
  vi.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-03-01T08:00:00Z'));
});

afterEach(() => {
  cleanup();
  checks.length = 0;
  window.localStorage.clear();
  act(() => versionOffer.offer(null));
  vi.restoreAllMocks();
});

describe('the start-up rule', () => {
  const at = Date.parse('2026-03-01T08:00:00Z');

  it('asks without a stored check, then not again for six hours', () => {
    expect(startupDecision(null, at)).toEqual({ show: null, ask: true });
    recordVersionCheck(window.localStorage, at, null);
    const stored = readVersionCheck(window.localStorage);
    expect(startupDecision(stored, at + 6 * HOUR - 1)).toEqual({ show: null, ask: false });
    expect(startupDecision(stored, at + 6 * HOUR)).toEqual({ show: null, ask: true });
    // A clock set back does not silence the check.
    expect(startupDecision(stored, at - HOUR)).toEqual({ show: null, ask: true });
    expect(VERSION_CHECK_INTERVAL).toBe(6 * HOUR);
  });

  it('shows a forced update found before on every start, and asks again', () => {
    const forced = { ...newer, forceUpdate: true };
    recordVersionCheck(window.localStorage, at, forced);
    expect(startupDecision(readVersionCheck(window.localStorage), at + HOUR)).toEqual({
      show: forced,
      ask: true,
    });
  });

  it('forgets a check made by another app version or stored unreadable', () => {
    window.localStorage.setItem(VERSION_CHECK_KEY, JSON.stringify({ at, appVersion: '0.9.0' }));
    expect(readVersionCheck(window.localStorage)).toBeNull();
    window.localStorage.setItem(VERSION_CHECK_KEY, '{not json');
    expect(readVersionCheck(window.localStorage)).toBeNull();
    recordVersionCheck(window.localStorage, at, { ...newer, forceUpdate: false });
    expect(readVersionCheck(window.localStorage)).toEqual({ at, appVersion: APP_VERSION });
  });
});

describe('the start-up check', () => {
  it('asks the server once, offers a newer version that "Later" dismisses, and stays quiet for six hours', async () => {
    answer = { ...newer, forceUpdate: false };
    const first = renderCheck();
    const dialog = await screen.findByRole('dialog', { name: 'New version 1.1.0' });
    expect(checks).toEqual([`?version=${APP_VERSION}&platform=h5`]);
    expect(dialog.textContent).toContain('Faster search');
    expect(screen.getByRole('link', { name: 'Update now' }).getAttribute('href')).toBe(newer.url);
    act(() => screen.getByRole('button', { name: 'Later' }).click());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    first.unmount();

    // Five hours later: no call, nothing shown.
    vi.mocked(Date.now).mockReturnValue(Date.parse('2026-03-01T13:00:00Z'));
    const second = renderCheck();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(checks).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    second.unmount();

    // Six hours after the first answer: asked again.
    vi.mocked(Date.now).mockReturnValue(Date.parse('2026-03-01T14:00:00Z'));
    renderCheck();
    await screen.findByRole('dialog', { name: 'New version 1.1.0' });
    expect(checks).toHaveLength(2);
  });

  it('blocks the app with a forced update that has no way to dismiss it, shown again on the next start', async () => {
    answer = { ...newer, forceUpdate: true };
    const first = renderCheck();
    const dialog = await screen.findByRole('dialog', { name: 'New version 1.1.0' });
    expect(dialog.textContent).toContain('This update is required');
    expect(screen.queryByRole('button', { name: 'Later' })).toBeNull();
    act(() => versionOffer.dismiss());
    expect(screen.getByRole('dialog', { name: 'New version 1.1.0' })).toBeTruthy();
    first.unmount();
    act(() => versionOffer.offer(null));

    // The next start shows it at once from storage, before the server answers.
    answer = HANG;
    vi.mocked(Date.now).mockReturnValue(Date.parse('2026-03-01T09:00:00Z'));
    renderCheck();
    expect(await screen.findByRole('dialog', { name: 'New version 1.1.0' })).toBeTruthy();
  });

  it('lifts a forced update the operator withdrew', async () => {
    recordVersionCheck(window.localStorage, Date.now(), { ...newer, forceUpdate: true });
    answer = null;
    renderCheck();
    await waitFor(() => expect(checks).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(readVersionCheck(window.localStorage)?.forced).toBeUndefined();
  });
});
