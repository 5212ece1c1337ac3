import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { png } from './png-fixture';
import { baseURL, localeMessages, operator, operatorAnswer, signInNewShopper } from './support';

const PASSWORD = 'shop1234';

/** Answers the picture code the page has just fetched (through the operator API). */
async function answerCaptcha(captchaResponse: Promise<import('@playwright/test').Response>) {
  const captcha = (await (await captchaResponse).json()) as { data: { captchaId: string } };
  return operatorAnswer(`captcha/answer?captchaId=${encodeURIComponent(captcha.data.captchaId)}`);
}

const nextCaptcha = (page: Page) =>
  page.waitForResponse((response) => response.url().includes('/api/app/user/login/captcha'));

/** The language the app keeps in its cookie for the server's next page (`mall.locale`). */
async function savedLocaleCookie(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies(baseURL());
  return cookies.find((cookie) => cookie.name === 'mall.locale')?.value;
}

/**
 * Who asks for `locale`'s first-screen words on the page from now on, request by request, as the
 * browser's network log names it: `parser` (the page's head names them) or `script` (the app's).
 */
async function recordWordsRequests(page: Page, locale: string): Promise<string[]> {
  const initiators: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.request.url.includes(`/${locale}-core-`)) {
      initiators.push(event.initiator.type);
    }
  });
  return initiators;
}

/** A phone number nobody has used yet in this run. */
const newPhone = () => `137${String(Date.now()).slice(-8)}`;

test('the nickname, avatar and mobile number are changed on edit profile and shown on My and in settings', async ({
  page,
}) => {
  const t = localeMessages('en');
  const shopper = await signInNewShopper(page, { locale: 'en' });
  await page.goto(`${baseURL()}/#/pages/index/my`);
  await expect(page.getByRole('heading', { level: 2, name: shopper.username })).toBeVisible();
  // No mobile number bound yet: My offers the link to bind one.
  const bindLink = page.getByRole('link', { name: t('settings.bindPhone') });
  await expect(bindLink).toHaveAttribute('href', '#/pages/user/edit?section=phone');

  await page.getByRole('link', { name: t('my.settings') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('title.settings') })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(t('settings.bindPhone')) })).toBeVisible();
  for (const name of [
    t('doc.userAgreement'),
    t('doc.privacyPolicy'),
    t('title.feedbackList'),
    t('title.complainList'),
  ]) {
    await expect(page.getByRole('link', { name })).toBeVisible();
  }
  await expectNoSeriousAxeViolations(page, 'settings');

  await page.getByRole('link', { name: new RegExp(t('profile.nickname')) }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('title.userEdit') })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'edit profile');

  // The nickname is required (the SDK's rule), then saved.
  const nickname = page.getByRole('textbox', { name: t('profile.nickname') });
  await nickname.fill('');
  await page.getByRole('button', { name: t('profile.save') }).click();
  await expect(page.getByText(t('validation.required'))).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'edit profile, nickname rule');
  await nickname.fill('Tea Lover');
  await page.getByRole('button', { name: t('profile.save') }).click();
  await expect(page.getByText(t('profile.userInfoSaved'))).toBeVisible();

  // The avatar: a PNG uploaded through the client's upload, shown at once.
  await page.locator('input[type="file"]').setInputFiles({
    name: 'avatar.png',
    mimeType: 'image/png',
    buffer: png(220, 120, 40),
  });
  await expect(page.getByText(t('profile.avatarUpdated'))).toBeVisible();
  const avatar = page.getByRole('img', { name: t('profile.currentAvatar') });
  await expect(avatar).toHaveAttribute('src', /^https?:\/\//);
  const avatarUrl = await avatar.getAttribute('src');

  // Binding a mobile number: picture code, SMS code (the operator API reads both).
  const phone = newPhone();
  const captcha = nextCaptcha(page);
  await page.getByRole('button', { name: t('login.captchaImage') }).click();
  await page.getByRole('textbox', { name: t('captcha.phone') }).fill(phone);
  await page.getByRole('textbox', { name: t('login.captcha') }).fill(await answerCaptcha(captcha));
  await page.getByRole('button', { name: t('captcha.send') }).click();
  await expect(page.getByText(t('captcha.sentTo', { phone: `+86 ${phone}` }))).toBeVisible();
  await page
    .getByRole('textbox', { name: t('captcha.smsCode') })
    .fill(await operatorAnswer(`sms/last?phone=${phone}`));
  await expectNoSeriousAxeViolations(page, 'edit profile, SMS code');
  await page.getByRole('button', { name: t('profile.bind') }).click();
  // The number signs in from then on: the bind ends every session of the shopper, this one too.
  await expect(page).toHaveURL(/#\/pages\/user\/login\?notice=phoneBound/);
  await expect(page.getByRole('status').filter({ hasText: t('login.noticePhoneBound') })).toBeVisible();
  await page.getByRole('textbox', { name: t('login.account') }).fill(shopper.username);
  await page.getByLabel(t('login.password')).fill(PASSWORD);
  await page.getByRole('button', { name: t('login.submit') }).click();
  await expect(page).toHaveURL(/#\/pages\/index\/my$/);

  await expect(page.getByRole('heading', { level: 2, name: 'Tea Lover' })).toBeVisible();
  await expect(page.locator('.app-my__profile img')).toHaveAttribute('src', avatarUrl ?? '');
  await expect(page.getByRole('link', { name: t('settings.bindPhone') })).toHaveCount(0);
  await page.getByRole('link', { name: t('my.settings') }).click();
  await expect(page.getByRole('link', { name: new RegExp(`${t('captcha.phone')}.*${phone}`) })).toBeVisible();

  // About: the name, the version and code, and the way to the version check.
  await page.getByRole('link', { name: t('title.about') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('title.about') })).toBeVisible();
  await expect(page.getByText(t('version.versionLine', { version: '1.0.0', code: '100' }))).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'about');
});

test('a changed password ends the session; the shopper logs in again with the new one', async ({ page }) => {
  const t = localeMessages('zh-Hans');
  const shopper = await signInNewShopper(page, { locale: 'zh-Hans' });
  await page.goto(`${baseURL()}/#/pages/user/edit`);
  await expect(page.getByRole('heading', { level: 1, name: t('title.userEdit') })).toBeVisible();
  const form = page.getByRole('region', { name: t('profile.passwordSection') });
  await form.getByLabel(new RegExp(`^${t('profile.oldPassword')}`)).fill('wrong1234');
  await form.getByLabel(new RegExp(`^${t('profile.newPassword')}`)).fill('next5678');
  await form.getByLabel(new RegExp(`^${t('profile.confirmPassword')}`)).fill('next5679');
  await form.getByRole('button', { name: t('profile.passwordSection') }).click();
  await expect(form.getByText(t('profile.passwordMismatch'))).toBeVisible();
  await form.getByLabel(new RegExp(`^${t('profile.confirmPassword')}`)).fill('next5678');
  await form.getByRole('button', { name: t('profile.passwordSection') }).click();
  // The wrong current password: the server's message, nothing typed lost.
  await expect(form.getByRole('alert')).toBeVisible();
  await expect(form.getByLabel(new RegExp(`^${t('profile.newPassword')}`))).toHaveValue('next5678');
  await expectNoSeriousAxeViolations(page, 'password change error');

  await form.getByLabel(new RegExp(`^${t('profile.oldPassword')}`)).fill(PASSWORD);
  await form.getByRole('button', { name: t('profile.passwordSection') }).click();
  await expect(page).toHaveURL(
    /#\/pages\/user\/login\?notice=passwordChanged&redirect=%2Fpages%2Findex%2Fmy$/,
  );
  await expect(page.getByRole('status').filter({ hasText: t('login.noticePasswordChanged') })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'login after the password change');

  await page.getByRole('textbox', { name: t('login.account') }).fill(shopper.username);
  await page.getByLabel(t('login.password')).fill(PASSWORD);
  await page.getByRole('button', { name: t('login.submit') }).click();
  await expect(page.getByText(t('message.loginFailed'))).toBeVisible();
  await page.getByLabel(t('login.password')).fill('next5678');
  await page.getByRole('button', { name: t('login.submit') }).click();
  await expect(page.getByText(t('message.loginSuccess'))).toBeVisible();
  await expect(page).toHaveURL(/#\/pages\/index\/my$/);
  await expect(page.getByRole('heading', { level: 2, name: shopper.username })).toBeVisible();
});

test('a shopper who forgot the password changes it with an SMS code to the bound number', async ({
  page,
}) => {
  const t = localeMessages('en');
  const phone = newPhone();
  const shopper = await signInNewShopper(page, { locale: 'en', phone });
  // The mobile number section loads a picture code of its own first.
  const numberCaptcha = nextCaptcha(page);
  await page.goto(`${baseURL()}/#/pages/user/edit`);
  await numberCaptcha;
  const form = page.getByRole('region', { name: t('profile.passwordSection') });
  const captcha = nextCaptcha(page);
  await form.getByRole('button', { name: t('profile.passwordBySms') }).click();
  await expect(form.getByText(t('profile.passwordSmsHint', { phone: `+86 ${phone}` }))).toBeVisible();
  await expect(form.getByRole('textbox', { name: t('captcha.phone') })).toHaveValue(phone);
  await form.getByRole('textbox', { name: t('login.captcha') }).fill(await answerCaptcha(captcha));
  await form.getByRole('button', { name: t('captcha.send') }).click();
  await expect(form.getByText(t('captcha.sentTo', { phone: `+86 ${phone}` }))).toBeVisible();
  await expect(form.getByLabel(new RegExp(`^${t('profile.oldPassword')}`))).toHaveCount(0);
  await form
    .getByRole('textbox', { name: t('captcha.smsCode') })
    .fill(await operatorAnswer(`sms/last?phone=${phone}`));
  await form.getByLabel(new RegExp(`^${t('profile.newPassword')}`)).fill('fresh2468');
  await form.getByLabel(new RegExp(`^${t('profile.confirmPassword')}`)).fill('fresh2468');
  await expectNoSeriousAxeViolations(page, 'password change by SMS code');
  await page.screenshot({ path: test.info().outputPath('password-by-sms.png'), fullPage: true });
  await form.getByRole('button', { name: t('profile.passwordSection') }).click();
  await expect(page).toHaveURL(/#\/pages\/user\/login\?notice=passwordChanged/);
  await page.getByRole('textbox', { name: t('login.account') }).fill(shopper.username);
  await page.getByLabel(t('login.password')).fill('fresh2468');
  await page.getByRole('button', { name: t('login.submit') }).click();
  await expect(page.getByText(t('message.loginSuccess'))).toBeVisible();
});

test('switch account: log out from settings, log in as another shopper, My shows them', async ({ page }) => {
  const t = localeMessages('en');
  await signInNewShopper(page, { locale: 'en' });
  const other = `o${Date.now().toString(36)}`;
  await operator('user/add', { username: other, password: PASSWORD });

  await page.goto(`${baseURL()}/#/pages/user/set`);
  await page.getByRole('button', { name: t('settings.switchAccount') }).click();
  await expect(page).toHaveURL(/#\/pages\/user\/login\?redirect=%2Fpages%2Findex%2Fmy$/);
  await page.getByRole('textbox', { name: t('login.account') }).fill(other);
  await page.getByLabel(t('login.password')).fill(PASSWORD);
  await page.getByRole('button', { name: t('login.submit') }).click();
  await expect(page).toHaveURL(/#\/pages\/index\/my$/);
  await expect(page.getByRole('heading', { level: 2, name: other })).toBeVisible();
});

test('the language is switched to Uzbek from settings and back', async ({ page }) => {
  const en = localeMessages('en');
  const uz = localeMessages('uz');
  await signInNewShopper(page, { locale: 'en' });
  await page.goto(`${baseURL()}/#/pages/user/set`);
  await page.getByRole('link', { name: new RegExp(en('my.language')) }).click();
  await page.getByText(uz('language.endonym')).click();
  await expect(page.getByRole('heading', { level: 1, name: uz('title.language') })).toBeVisible();
  // The server's next page for this browser names the Uzbek words.
  await expect.poll(() => savedLocaleCookie(page)).toBe('uz');
  await page.getByRole('button', { name: uz('nav.back') }).click();
  await expect(page.getByRole('heading', { level: 1, name: uz('title.settings') })).toBeVisible();
  await expect(page.getByRole('button', { name: uz('settings.switchAccount') })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'settings in Uzbek');
  await page.getByRole('link', { name: new RegExp(uz('my.language')) }).click();
  await page.getByText(en('language.endonym')).click();
  await page.getByRole('button', { name: en('nav.back') }).click();
  await expect(page.getByRole('heading', { level: 1, name: en('title.settings') })).toBeVisible();
  await expect.poll(() => savedLocaleCookie(page)).toBe('en');
  const words = await recordWordsRequests(page, 'en');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: en('title.settings') })).toBeVisible();
  // The page came with the English words named in its head: fetched beside the app's script.
  await expect(page.locator('head link[rel="modulepreload"][href*="/en-core-"]')).toHaveCount(1);
  expect(words).toEqual(['parser']);
});

test('a language chosen on the device before the cookie existed reaches the page at the next visit', async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('mall.locale', 'en'));
  const words = await recordWordsRequests(page, 'en');
  await page.goto(`${baseURL()}/#/`);
  await expect(page.locator('.mall-tab-bar')).toContainText(localeMessages('en')('tab.home'));
  // The first visit asks for the words from the app's script; once the screen is idle the app
  // keeps its language in the cookie.
  expect(await page.locator('head link[rel="modulepreload"][href*="/en-core-"]').count()).toBe(0);
  expect(words).toEqual(['script']);
  await expect.poll(() => savedLocaleCookie(page)).toBe('en');
  words.length = 0;
  await page.reload();
  await expect(page.locator('.mall-tab-bar')).toContainText(localeMessages('en')('tab.home'));
  expect(words).toEqual(['parser']);
  // A shared goods link preloads the rest of the English words, not those of the page's language.
  await page.goto(`${baseURL()}/?goods=1#/pages/goods/detail?id=1`);
  await expect(page.locator('head link[rel="modulepreload"][href*="/en-rest-"]')).toHaveCount(1);
  await expect(page.locator('head link[rel="modulepreload"][href*="/zh-Hans-"]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: localeMessages('en')('detail.addToCart') })).toBeVisible();
  // The page's own language (its words are inside it) gets no words preloaded.
  await page.context().addCookies([{ name: 'mall.locale', value: 'zh-Hans', url: baseURL() }]);
  await page.addInitScript(() => window.localStorage.setItem('mall.locale', 'zh-Hans'));
  await page.goto(`${baseURL()}/#/`);
  await expect(page.locator('.mall-tab-bar')).toContainText(localeMessages('zh-Hans')('tab.home'));
  await expect(page.locator('head link[rel="modulepreload"][href*="-core-"]')).toHaveCount(0);
});

test('a guest registers with a mobile number and the SMS code', async ({ page }) => {
  const t = localeMessages('en');
  await page.addInitScript(() => window.localStorage.setItem('mall.locale', 'en'));
  const firstCaptcha = nextCaptcha(page);
  await page.goto(`${baseURL()}/#/pages/user/login?redirect=%2Fpages%2Findex%2Fmy`);
  await page.getByRole('tab', { name: t('login.tabRegister') }).click();
  await firstCaptcha;
  const sendCaptcha = nextCaptcha(page);
  await page.getByRole('radio', { name: t('captcha.phone') }).check();

  const phoneField = page.getByRole('textbox', { name: t('captcha.phone') });
  await phoneField.fill('12ab');
  await page.getByRole('button', { name: t('captcha.send') }).click();
  await expect(page.getByText(t('validation.mobile'))).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'mobile registration');

  const phone = newPhone();
  await phoneField.fill(phone);
  await page.getByRole('textbox', { name: t('login.captcha') }).fill(await answerCaptcha(sendCaptcha));
  const registerCaptcha = nextCaptcha(page);
  await page.getByRole('button', { name: t('captcha.send') }).click();
  await expect(page.getByText(t('captcha.sentTo', { phone: `+86 ${phone}` }))).toBeVisible();

  await page
    .getByRole('textbox', { name: t('captcha.smsCode') })
    .fill(await operatorAnswer(`sms/last?phone=${phone}`));
  await page.getByLabel(t('login.password')).fill('short');
  await page.getByRole('button', { name: t('login.register'), exact: true }).click();
  await expect(page.getByText(t('validation.password'))).toBeVisible();
  await expect(page.getByText(t('validation.agreementRequired'))).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'mobile registration, code step');
  await page.getByLabel(t('login.password')).fill('phone1234');
  await page.getByRole('textbox', { name: t('login.captcha') }).fill(await answerCaptcha(registerCaptcha));
  await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
  await page.getByRole('button', { name: t('login.register'), exact: true }).click();
  await expect(page.getByText(t('message.registerSuccess'))).toBeVisible();
  await expect(page).toHaveURL(/#\/pages\/index\/my$/);
  await expect(page.getByText(t('my.account', { name: phone }))).toBeVisible();
  await expect(page.getByRole('link', { name: t('settings.bindPhone') })).toHaveCount(0);
});

test('deleting the account after its confirmation; the account cannot log in again', async ({ page }) => {
  const t = localeMessages('bn');
  const shopper = await signInNewShopper(page, { locale: 'bn' });
  await page.goto(`${baseURL()}/#/pages/user/set`);
  await expect(page.getByRole('heading', { level: 1, name: t('title.settings') })).toBeVisible();
  await page.getByRole('button', { name: t('settings.logoff') }).click();
  const dialog = page.getByRole('alertdialog', { name: t('settings.logoffTitle') });
  await expect(dialog).toContainText(t('settings.logoffMessage'));
  await expectNoSeriousAxeViolations(page, 'delete account confirmation');
  await dialog.getByRole('button', { name: t('settings.cancel') }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: t('settings.logoff') }).click();
  await dialog.getByRole('button', { name: t('settings.logoff') }).click();
  await expect(page).toHaveURL(/#\/pages\/user\/login\?notice=accountClosed/);
  await expect(page.getByRole('status').filter({ hasText: t('login.noticeAccountClosed') })).toBeVisible();
  await page.getByRole('textbox', { name: t('login.account') }).fill(shopper.username);
  await page.getByLabel(t('login.password')).fill(PASSWORD);
  await page.getByRole('button', { name: t('login.submit') }).click();
  await expect(page.getByText(t('message.loginFailed'))).toBeVisible();
  await expect(page).toHaveURL(/#\/pages\/user\/login/);
});
