import { type Browser, expect, type Page, test } from '@playwright/test';
import { baseURL, localeMessages, operator, useLocale } from './support';

const PASSWORD = 'shop1234';
const t = localeMessages('en');

/** A new shopper, made through the operator API. */
async function newShopper(): Promise<string> {
  const username = `q${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  await operator('user/add', { username, password: PASSWORD });
  return username;
}

/** Signs `username` in through the English login page of `page` (a browser context of its own). */
async function logIn(page: Page, username: string): Promise<void> {
  await useLocale(page, 'en');
  await page.goto(`${baseURL()}/#/pages/user/login?redirect=%2Fpages%2Findex%2Fmy`);
  await page.getByRole('textbox', { name: t('login.account') }).fill(username);
  await page.getByLabel(t('login.password')).fill(PASSWORD);
  await page.getByRole('button', { name: t('login.submit') }).click();
  await expect(page).toHaveURL(/#\/pages\/index\/my$/);
  await expect(page.getByRole('heading', { level: 2, name: username })).toBeVisible();
}

/** A second device: a browser context of its own, with its own storage. */
async function secondDevice(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

/** The access token the app keeps in this page's storage. */
const storedToken = (page: Page) =>
  page.evaluate(
    () => (JSON.parse(window.localStorage.getItem('mall.session') ?? 'null') as { token: string }).token,
  );

/** What the person call answers (HTTP status) to `token`, sent by hand as any copy of it would be. */
const personStatus = async (token: string) =>
  (
    await fetch(`${baseURL()}/api/app/user/info/person`, {
      headers: { Authorization: token, language: 'en' },
    })
  ).status;

test('"sign out of all devices" in settings signs out a second browser too', async ({ page, browser }) => {
  const username = await newShopper();
  const other = await secondDevice(browser);
  await logIn(page, username);
  await logIn(other, username);
  const otherToken = await storedToken(other);
  expect(await personStatus(otherToken)).toBe(200);

  await page.goto(`${baseURL()}/#/pages/user/set`);
  await page.getByRole('button', { name: t('settings.signOutAll') }).click();
  const dialog = page.getByRole('alertdialog', { name: t('settings.signOutAllTitle') });
  await expect(dialog).toContainText(t('settings.signOutAllMessage'));
  await dialog.getByRole('button', { name: t('settings.signOutAll') }).click();
  await expect(page).toHaveURL(/#\/pages\/user\/login/);

  // The other browser's token is refused at once; the app there finds itself signed out.
  expect(await personStatus(otherToken)).toBe(401);
  await other.goto(`${baseURL()}/#/pages/user/set`);
  await expect(other).toHaveURL(/#\/pages\/user\/login/);
  expect(await other.evaluate(() => window.localStorage.getItem('mall.session'))).toBeNull();
  await other.context().close();
});

test('log out ends the session on the server: a copy of its token stops working, the other device goes on', async ({
  page,
  browser,
}) => {
  const username = await newShopper();
  const other = await secondDevice(browser);
  await logIn(page, username);
  await logIn(other, username);
  const copied = await storedToken(page);

  await page.goto(`${baseURL()}/#/pages/user/set`);
  await page.getByRole('button', { name: t('my.logout') }).click();
  await expect(page).toHaveURL(/#\/pages\/user\/login/);
  await expect.poll(() => personStatus(copied)).toBe(401);
  expect(await personStatus(await storedToken(other))).toBe(200);
  await other.context().close();
});
