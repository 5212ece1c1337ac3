import { en as enMessages } from '@mall/wording/vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mallClient } from '../../api/mall-client';
import { createI18n, I18nProvider } from '../../i18n/i18n-context';
import { flattenMessages } from '../../i18n/messages';
import { ToastProvider } from '../../shell/toast-context';
import { envelope, installFakeApi } from '../../test-support/fake-api';
import { TestRouter } from '../../test-support/test-router';
import SettingsPage from './settings-page';

const api = installFakeApi();
const en = flattenMessages(enMessages);

function renderSettings() {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nProvider value={createI18n('en', en, en, '¥')}>
        <ToastProvider>
          <TestRouter path={'/pages/user/set'}>
            <SettingsPage />
          </TestRouter>
        </ToastProvider>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

/** Each test's session has its own refresh token: a client tells of a session's end once. */
let sessions = 0;
const refreshToken = () => `refresh-${sessions}`;

beforeEach(async () => {
  sessions += 1;
  api.answers = {
    'app/user/info/person': () => ({
      id: 5,
      username: 'ann',
      status: 1,
      balance: 0,
      createTime: '2026-01-01 00:00:00',
    }),
  };
  await mallClient().session.setTokens({
    token: 'token-1',
    expire: 3600,
    refreshToken: refreshToken(),
    refreshExpire: 30 * 24 * 3600,
  });
});

afterEach(async () => {
  cleanup();
  await mallClient().session.logout();
  api.reset();
  window.location.hash = '';
});

const signedIn = () => mallClient().session.isLoggedIn();
const atLogin = () => window.location.hash.startsWith('#/pages/user/login');

describe('settings: signing out', () => {
  it('signs out of every device only after a confirmation, then opens login', async () => {
    api.answers['app/user/info/signOutAll'] = () => null;
    renderSettings();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out of all devices' }));
    let dialog = within(await screen.findByRole('alertdialog', { name: 'Sign out of all devices?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.callsTo('app/user/info/signOutAll')).toEqual([]);
    expect(await signedIn()).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Sign out of all devices' }));
    dialog = within(await screen.findByRole('alertdialog', { name: 'Sign out of all devices?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Sign out of all devices' }));
    await waitFor(() => expect(atLogin()).toBe(true));
    expect(api.callsTo('app/user/info/signOutAll')).toHaveLength(1);
    expect(await signedIn()).toBe(false);
  });

  it('stays signed in and says why when signing out everywhere fails', async () => {
    api.answers['app/user/info/signOutAll'] = () => envelope(null, { code: 1001, message: 'Service busy' });
    renderSettings();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out of all devices' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Sign out of all devices?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Sign out of all devices' }));
    await waitFor(() => expect(screen.getByText('Service busy')).toBeTruthy());
    expect(await signedIn()).toBe(true);
    expect(atLogin()).toBe(false);
  });

  it('logs out on the server too, by the session’s refresh token', async () => {
    api.answers['app/user/login/signOut'] = () => null;
    renderSettings();
    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(async () => expect(await signedIn()).toBe(false));
    // The device signs out first; the server's sign-out follows, best effort.
    await waitFor(() =>
      expect(api.callsTo('app/user/login/signOut').map((call) => call.body)).toEqual([
        { refreshToken: refreshToken() },
      ]),
    );
  });

  it('still logs out on this device when the server cannot be reached', async () => {
    api.answers['app/user/login/signOut'] = () => {
      throw new TypeError('Failed to fetch');
    };
    renderSettings();
    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(async () => expect(await signedIn()).toBe(false));
    await waitFor(() => expect(api.callsTo('app/user/login/signOut')).toHaveLength(1));
  });
});
