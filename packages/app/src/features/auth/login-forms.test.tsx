import { en as enMessages } from '@mall/wording/vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createI18n, I18nProvider } from '../../i18n/i18n-context';
import { flattenMessages } from '../../i18n/messages';
import { ToastProvider } from '../../shell/toast-context';
import { errorOf, installFakeApi, type } from '../../test-support/fake-api';
import { TestRouter } from '../../test-support/test-router';
import CaptchaPage from './captcha-page';
import LoginPage from './login-page';

const api = installFakeApi();

const tokens = { token: 'access', expire: 7200, refreshToken: 'refresh', refreshExpire: 86400 };
const person = { id: 5, username: 'newbie', status: 1, balance: 0, createTime: '2026-01-01 00:00:00' };
const captchaAnswer = () => ({ captchaId: 'captcha-1', data: 'data:image/svg+xml;base64,PHN2Zy8+' });

const en = flattenMessages(enMessages);

function renderAt(path: string) {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nProvider value={createI18n('en', en, en, '¥')}>
        <ToastProvider>
          <TestRouter
            path={path}
            routes={{
              '/pages/user/login': <LoginPage />,
              '/pages/user/captcha': <CaptchaPage />,
              '/pages/goods/detail': <h1>Goods detail</h1>,
              '/': <h1>Home</h1>,
            }}
          ></TestRouter>
        </ToastProvider>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  api.answers = {
    'app/user/login/captcha': captchaAnswer,
    'app/user/info/person': () => person,
  };
});

afterEach(() => {
  cleanup();
  api.sent.length = 0;
  window.localStorage.clear();
});

describe('password login', () => {
  it('shows the translated required messages on an empty submit and calls nothing', async () => {
    renderAt('/pages/user/login');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const account = screen.getByRole('textbox', { name: 'Mobile number or username' });
    const password = screen.getByLabelText(/^Password/);
    await waitFor(() => expect(errorOf(account)).toBe('Cannot be empty'));
    expect(errorOf(password)).toBe('Cannot be empty');
    expect(account.getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('app/user/login/password')).toEqual([]);

    // After the first submit, a field checks itself on every change.
    type(account, 'demo');
    await waitFor(() => expect(errorOf(account)).toBeNull());
    expect(errorOf(password)).toBe('Cannot be empty');
    expect(api.callsTo('app/user/login/password')).toEqual([]);
  });

  it('sends the trimmed account and the password, then returns to the page before login', async () => {
    api.answers['app/user/login/password'] = () => tokens;
    renderAt('/pages/user/login?redirect=%2Fpages%2Fgoods%2Fdetail%3Fid%3D1');
    type(screen.getByRole('textbox', { name: 'Mobile number or username' }), '  demo ');
    type(screen.getByLabelText(/^Password/), 'demo1234');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Goods detail' })).toBeTruthy();
    expect(screen.getByText('Login successful')).toBeTruthy();
    expect(api.callsTo('app/user/login/password').map((call) => call.body)).toEqual([
      { phone: 'demo', password: 'demo1234' },
    ]);
  });

  it('tells the shopper when the server refuses the login', async () => {
    api.answers['app/user/login/password'] = () =>
      new Response(JSON.stringify({ code: 1001, message: 'Wrong account or password' }), {
        headers: { 'content-type': 'application/json' },
      });
    renderAt('/pages/user/login');
    type(screen.getByRole('textbox', { name: 'Mobile number or username' }), 'demo');
    type(screen.getByLabelText(/^Password/), 'wrong-password1');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Login failed')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Home' })).toBeNull();
  });
});

describe('registration', () => {
  async function openRegister() {
    renderAt('/pages/user/login');
    fireEvent.click(screen.getByRole('tab', { name: 'Register' }));
    const form = within(screen.getByRole('tabpanel'));
    await waitFor(() => expect(api.callsTo('app/user/login/captcha')).toHaveLength(1));
    return {
      username: form.getByRole('textbox', { name: 'Username' }),
      password: form.getByLabelText(/^Password/),
      captcha: form.getByRole('textbox', { name: 'Picture code' }),
      agree: form.getByRole('checkbox', { name: /I have read and agree/ }),
      submit: () => fireEvent.click(form.getByRole('button', { name: 'Register' })),
    };
  }

  it('asks for every field and the agreement on an empty submit, and registers no one', async () => {
    const fields = await openRegister();
    fields.submit();
    await waitFor(() => expect(errorOf(fields.username)).toBe('Cannot be empty'));
    expect(errorOf(fields.password)).toBe('Cannot be empty');
    expect(errorOf(fields.captcha)).toBe('Cannot be empty');
    expect(errorOf(fields.agree)).toBe('Please read and accept the agreement');
    expect(fields.agree.getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('app/user/login/register')).toEqual([]);
  });

  it('shows the username and password rules for values that break them', async () => {
    const fields = await openRegister();
    type(fields.username, '1abc');
    type(fields.password, 'short');
    fields.submit();
    await waitFor(() => expect(errorOf(fields.password)).toBe('Password: 6-20 letters and numbers combined'));
    expect(errorOf(fields.username)).toBe('Username: 3-20 letters, digits or _, starting with a letter');
    expect(api.callsTo('app/user/login/register')).toEqual([]);
  });

  it('does not register while the agreement is unchecked, and does once it is', async () => {
    api.answers['app/user/login/register'] = () => tokens;
    const fields = await openRegister();
    type(fields.username, 'newbie');
    type(fields.password, 'secret123');
    type(fields.captcha, 'ab12');
    fields.submit();
    await waitFor(() => expect(errorOf(fields.agree)).toBe('Please read and accept the agreement'));
    expect(errorOf(fields.username)).toBeNull();
    expect(errorOf(fields.password)).toBeNull();
    expect(errorOf(fields.captcha)).toBeNull();
    expect(api.callsTo('app/user/login/register')).toEqual([]);

    fireEvent.click(fields.agree);
    await waitFor(() => expect(errorOf(fields.agree)).toBeNull());
    fields.submit();
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(screen.getByText('Registration successful, auto-login')).toBeTruthy();
    expect(api.callsTo('app/user/login/register').map((call) => call.body)).toEqual([
      { username: 'newbie', password: 'secret123', captchaId: 'captcha-1', captchaCode: 'ab12', agree: true },
    ]);
  });

  it('shows the server refusal, clears the picture code and loads a new picture', async () => {
    api.answers['app/user/login/register'] = () =>
      new Response(JSON.stringify({ code: 1001, message: 'Wrong picture code' }), {
        headers: { 'content-type': 'application/json' },
      });
    const fields = await openRegister();
    type(fields.username, 'newbie');
    type(fields.password, 'secret123');
    type(fields.captcha, 'zzzz');
    fireEvent.click(fields.agree);
    fields.submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong picture code');
    expect((fields.captcha as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(api.callsTo('app/user/login/captcha')).toHaveLength(2));
  });
});

describe('SMS code login', () => {
  it('checks the number and the picture code before sending a code', async () => {
    renderAt('/pages/user/captcha');
    await waitFor(() => expect(api.callsTo('app/user/login/captcha')).toHaveLength(1));
    const phone = screen.getByRole('textbox', { name: 'Mobile number' });
    const code = screen.getByRole('textbox', { name: 'Picture code' });
    const countryCode = screen.getByRole('textbox', { name: 'Country code' });
    fireEvent.click(screen.getByRole('button', { name: 'Get code' }));
    await waitFor(() => expect(errorOf(phone)).toBe('Cannot be empty'));
    expect(errorOf(code)).toBe('Cannot be empty');
    expect(errorOf(countryCode)).toBeNull();

    type(phone, '12ab');
    type(countryCode, '86');
    await waitFor(() => expect(errorOf(phone)).toBe('Mobile number: 6-15 digits'));
    expect(errorOf(countryCode)).toBe('Country code: + followed by 1-4 digits');
    expect(api.callsTo('app/user/login/smsCode')).toEqual([]);
  });

  it('sends the code, checks its length with the rule text, and logs in', async () => {
    api.answers['app/user/login/smsCode'] = () => undefined;
    api.answers['app/user/login/phone'] = () => tokens;
    renderAt('/pages/user/captcha');
    await waitFor(() => expect(api.callsTo('app/user/login/captcha')).toHaveLength(1));
    type(screen.getByRole('textbox', { name: 'Mobile number' }), ' 13800000000 ');
    type(screen.getByRole('textbox', { name: 'Picture code' }), 'ab12');
    fireEvent.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('The code was sent to +86 13800000000')).toBeTruthy();
    expect(api.callsTo('app/user/login/smsCode').map((call) => call.body)).toEqual([
      { phone: '13800000000', countryCode: '+86', captchaId: 'captcha-1', code: 'ab12', purpose: 'login' },
    ]);

    const smsCode = screen.getByRole('textbox', { name: 'SMS code' });
    type(smsCode, '12');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(errorOf(smsCode)).toBe('Length must be 4-6 digits'));
    expect(api.callsTo('app/user/login/phone')).toEqual([]);

    type(smsCode, '1234');
    await waitFor(() => expect(errorOf(smsCode)).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(screen.getByText('Login successful')).toBeTruthy();
    expect(api.callsTo('app/user/login/phone').map((call) => call.body)).toEqual([
      { phone: '13800000000', countryCode: '+86', smsCode: '1234', agree: false },
    ]);
  });

  it('shows the agreement box, and the server asking a new number for it; ticked, the same code signs up', async () => {
    api.answers['app/user/login/smsCode'] = () => undefined;
    api.answers['app/user/login/phone'] = (body) =>
      (body as { agree?: boolean }).agree === true
        ? tokens
        : new Response(JSON.stringify({ code: 1001, message: 'Please read and accept the agreement' }), {
            headers: { 'content-type': 'application/json' },
          });
    renderAt('/pages/user/captcha');
    await waitFor(() => expect(api.callsTo('app/user/login/captcha')).toHaveLength(1));
    type(screen.getByRole('textbox', { name: 'Mobile number' }), '13800000000');
    type(screen.getByRole('textbox', { name: 'Picture code' }), 'ab12');
    fireEvent.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('The code was sent to +86 13800000000')).toBeTruthy();

    const agree = screen.getByRole('checkbox', { name: /I have read and agree/ }) as HTMLInputElement;
    expect(agree.checked).toBe(false);
    type(screen.getByRole('textbox', { name: 'SMS code' }), '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const refusal = await screen.findByRole('alert');
    expect(refusal.textContent).toBe('Please read and accept the agreement');
    expect(screen.queryByRole('heading', { name: 'Home' })).toBeNull();

    fireEvent.click(agree);
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(api.callsTo('app/user/login/phone').map((call) => call.body)).toEqual([
      { phone: '13800000000', countryCode: '+86', smsCode: '123456', agree: false },
      { phone: '13800000000', countryCode: '+86', smsCode: '123456', agree: true },
    ]);
  });
});
