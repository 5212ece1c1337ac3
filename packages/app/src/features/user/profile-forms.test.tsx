import { en as enMessages } from '@mall/wording/vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mallClient } from '../../api/mall-client';
import { createI18n, I18nProvider } from '../../i18n/i18n-context';
import { flattenMessages } from '../../i18n/messages';
import { ToastProvider } from '../../shell/toast-context';
import { errorOf, installFakeApi, type } from '../../test-support/fake-api';
import { TestRouter } from '../../test-support/test-router';
import ProfileEditPage from './profile-edit-page';

const api = installFakeApi();

const en = flattenMessages(enMessages);
let nickName = 'Ann';
let phone: string | null = null;

function renderEdit() {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nProvider value={createI18n('en', en, en, '¥')}>
        <ToastProvider>
          <TestRouter path={'/pages/user/edit'}>
            <ProfileEditPage />
          </TestRouter>
        </ToastProvider>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

const bodiesTo = (path: string) => api.callsTo(path).map((call) => call.body);
/** One form of the page, by its heading. */
const formNamed = async (name: string) => {
  const heading = await screen.findByRole('heading', { name, level: 2 });
  return heading.closest('form, section') as HTMLElement;
};

beforeEach(() => {
  nickName = 'Ann';
  phone = null;
  api.answers = {
    'app/user/info/person': () => ({
      id: 5,
      username: 'ann',
      nickName,
      countryCode: phone ? '+86' : null,
      phone,
      status: 1,
      balance: 0,
      createTime: '2026-01-01 00:00:00',
    }),
    'app/user/login/captcha': () => ({ captchaId: 'captcha-1', data: 'data:image/svg+xml;base64,PHN2Zy8+' }),
  };
});

afterEach(() => {
  cleanup();
  api.sent.length = 0;
  window.location.hash = '';
});

describe('edit profile: nickname', () => {
  it('requires a nickname, keeps what was typed on a failure, and saves a valid one', async () => {
    renderEdit();
    const form = within(await formNamed('Nickname'));
    const field = form.getByRole('textbox', { name: /Nickname/ });
    expect((field as HTMLInputElement).value).toBe('Ann');
    type(field, '   ');
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorOf(field)).toBe('Cannot be empty'));
    expect(bodiesTo('app/user/info/updatePerson')).toEqual([]);

    api.answers['app/user/info/updatePerson'] = () =>
      new Response(JSON.stringify({ code: 1001, message: 'Service busy', data: null }), {
        headers: { 'content-type': 'application/json' },
      });
    type(field, '  Annie ');
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    expect((await form.findByRole('alert')).textContent).toBe('Service busy');
    expect((field as HTMLInputElement).value).toBe('  Annie ');

    api.answers['app/user/info/updatePerson'] = () => {
      nickName = 'Annie';
      return null;
    };
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User information saved')).toBeTruthy();
    expect(bodiesTo('app/user/info/updatePerson').at(-1)).toEqual({ nickName: 'Annie' });
  });
});

describe('edit profile: password', () => {
  it('asks for the current password, the rule of the new one and the same password twice', async () => {
    renderEdit();
    const form = within(await formNamed('Change password'));
    const current = form.getByLabelText(/^Current password/);
    const next = form.getByLabelText(/^New password/);
    const again = form.getByLabelText(/^Confirm new password/);
    type(next, 'short');
    fireEvent.click(form.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(errorOf(current)).toBe('Cannot be empty'));
    expect(errorOf(next)).toBe('Password: 6-20 letters and numbers combined');

    type(current, 'shop1234');
    type(next, 'newpass99');
    type(again, 'newpass98');
    fireEvent.click(form.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(errorOf(again)).toBe('The two passwords do not match'));
    expect(bodiesTo('app/user/info/updatePassword')).toEqual([]);
  });

  it('changes the password and sends the shopper to login with the notice', async () => {
    api.answers['app/user/info/updatePassword'] = () => null;
    renderEdit();
    const form = within(await formNamed('Change password'));
    type(form.getByLabelText(/^Current password/), 'shop1234');
    type(form.getByLabelText(/^New password/), 'newpass99');
    type(form.getByLabelText(/^Confirm new password/), 'newpass99');
    fireEvent.click(form.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(window.location.hash).toContain('/pages/user/login?'));
    expect(bodiesTo('app/user/info/updatePassword')).toEqual([
      { oldPassword: 'shop1234', password: 'newpass99' },
    ]);
    const target = new URLSearchParams(window.location.hash.split('?')[1]);
    expect(target.get('notice')).toBe('passwordChanged');
    expect(target.get('redirect')).toBe('/pages/index/my');
  });
});

describe('edit profile: password by SMS code', () => {
  it('offers an SMS code only with a bound number', async () => {
    renderEdit();
    const form = within(await formNamed('Change password'));
    expect(form.getByLabelText(/^Current password/)).toBeTruthy();
    expect(form.queryByRole('button', { name: 'Forgot it? Change it with an SMS code' })).toBeNull();
    // No picture code is fetched for it (the one fetched is the mobile number section's).
    await waitFor(() => expect(bodiesTo('app/user/login/captcha')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bodiesTo('app/user/login/captcha')).toHaveLength(1);
  });

  it('sends the code to the bound number, then changes the password with it instead of the current one', async () => {
    phone = '13800001111';
    api.answers['app/user/login/smsCode'] = () => null;
    api.answers['app/user/info/updatePassword'] = () => null;
    renderEdit();
    const form = within(await formNamed('Change password'));
    fireEvent.click(await form.findByRole('button', { name: 'Forgot it? Change it with an SMS code' }));
    expect(form.getByText('The code goes to your bound number +86 13800001111')).toBeTruthy();
    expect((form.getByRole('textbox', { name: /^Mobile number/ }) as HTMLInputElement).value).toBe(
      '13800001111',
    );
    type(form.getByRole('textbox', { name: /Picture code/ }), 'ab12');
    // Its own picture code, beside the one of the mobile number's section.
    await waitFor(() => expect(bodiesTo('app/user/login/captcha').length).toBe(2));
    fireEvent.click(form.getByRole('button', { name: 'Get code' }));
    const code = await form.findByRole('textbox', { name: /SMS code/ });
    expect(bodiesTo('app/user/login/smsCode')).toEqual([
      { countryCode: '+86', phone: '13800001111', captchaId: 'captcha-1', code: 'ab12', purpose: 'password' },
    ]);
    expect(form.queryByLabelText(/^Current password/)).toBeNull();
    type(form.getByLabelText(/^New password/), 'newpass99');
    type(form.getByLabelText(/^Confirm new password/), 'newpass99');
    fireEvent.click(form.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(errorOf(code)).toBe('Cannot be empty'));
    expect(bodiesTo('app/user/info/updatePassword')).toEqual([]);
    type(code, '123456');
    fireEvent.click(form.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(window.location.hash).toContain('notice=passwordChanged'));
    expect(bodiesTo('app/user/info/updatePassword')).toEqual([{ code: '123456', password: 'newpass99' }]);
  });
});

describe('edit profile: mobile number', () => {
  it('sends a bindPhone code after the picture code, binds the number with it, and sends the shopper to login with the notice', async () => {
    api.answers['app/user/login/smsCode'] = () => null;
    api.answers['app/user/info/bindPhone'] = () => null;
    await mallClient().session.setTokens({
      token: 'access',
      expire: 7200,
      refreshToken: 'refresh',
      refreshExpire: 86400,
    });
    expect(await mallClient().session.isLoggedIn()).toBe(true);
    renderEdit();
    const section = within(await formNamed('Mobile number'));
    expect(section.getByText('No mobile number is bound to this account yet')).toBeTruthy();
    const phone = section.getByRole('textbox', { name: /^Mobile number/ });
    type(phone, '12ab');
    fireEvent.click(section.getByRole('button', { name: 'Get code' }));
    await waitFor(() => expect(errorOf(phone)).toBe('Mobile number: 6-15 digits'));
    expect(bodiesTo('app/user/login/smsCode')).toEqual([]);

    type(phone, '13800001111');
    type(section.getByRole('textbox', { name: /Picture code/ }), 'ab12');
    await waitFor(() => expect(bodiesTo('app/user/login/captcha').length).toBeGreaterThan(0));
    fireEvent.click(section.getByRole('button', { name: 'Get code' }));
    const code = await section.findByRole('textbox', { name: /SMS code/ });
    expect(bodiesTo('app/user/login/smsCode')).toEqual([
      {
        countryCode: '+86',
        phone: '13800001111',
        captchaId: 'captcha-1',
        code: 'ab12',
        purpose: 'bindPhone',
      },
    ]);
    expect(section.getByText('The code was sent to +86 13800001111')).toBeTruthy();
    type(code, '123456');
    fireEvent.click(section.getByRole('button', { name: 'Bind' }));
    // The server ended every session with the bind: to login, with the notice.
    await waitFor(() => expect(window.location.hash).toContain('/pages/user/login?'));
    expect(bodiesTo('app/user/info/bindPhone')).toEqual([
      { countryCode: '+86', phone: '13800001111', code: '123456' },
    ]);
    const target = new URLSearchParams(window.location.hash.split('?')[1]);
    expect(target.get('notice')).toBe('phoneBound');
    expect(target.get('redirect')).toBe('/pages/index/my');
    expect(await mallClient().session.isLoggedIn()).toBe(false);
  });
});
