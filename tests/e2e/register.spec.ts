import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { baseURL, operatorAnswer, useLocale } from './support';

test('a guest registers with a username and the picture code and is signed in', async ({ page }) => {
  await useLocale(page, 'en');
  // Guests may read the documents the agreement names.
  await page.goto(`${baseURL()}/#/pages/user/doc?key=privacyPolicy`);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  await expect(page.locator('.app-doc')).not.toBeEmpty();
  await expectNoSeriousAxeViolations(page, 'doc');

  const firstCaptcha = page.waitForResponse((response) =>
    response.url().includes('/api/app/user/login/captcha'),
  );
  await page.goto(`${baseURL()}/#/pages/user/login`);
  await page.getByRole('tab', { name: 'Register' }).click();
  await firstCaptcha;

  // The SDK's validation keys, translated.
  await page.getByRole('textbox', { name: 'Username' }).fill('1abc');
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Username: 3-20 letters, digits or _, starting with a letter')).toBeVisible();
  await expect(page.getByText('Password: 6-20 letters and numbers combined')).toBeVisible();
  await expect(page.getByText('Please read and accept the agreement')).toBeVisible();
  await expect(page.getByRole('link', { name: 'User agreement' })).toHaveAttribute(
    'href',
    '#/pages/user/doc?key=userAgreement',
  );
  await expectNoSeriousAxeViolations(page, 'register');

  // A fresh picture code, answered through the operator API.
  const nextCaptcha = page.waitForResponse((response) =>
    response.url().includes('/api/app/user/login/captcha'),
  );
  await page.getByRole('button', { name: 'Picture code, tap for a new one' }).click();
  const captcha = (await (await nextCaptcha).json()) as { data: { captchaId: string } };
  const answer = await operatorAnswer(
    `captcha/answer?captchaId=${encodeURIComponent(captcha.data.captchaId)}`,
  );

  const username = `e2e${Date.now().toString(36)}`;
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password').fill('secret123');
  await page.getByRole('textbox', { name: 'Picture code' }).fill(answer);
  await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Registration successful, auto-login')).toBeVisible();
  await expect(page).toHaveURL(/#\/$/);
  // Signed in: a shopper page opens instead of sending the visitor to login.
  await page.goto(`${baseURL()}/#/pages/order/list`);
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();

  // The language page saves the shopper's choice and applies it at once, also after a reload.
  await page.goto(`${baseURL()}/#/pages/user/lang`);
  await expect(page.getByRole('heading', { level: 1, name: 'Language' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'English' })).toBeChecked();
  await expectNoSeriousAxeViolations(page, 'language');
  await page.getByText('বাংলা').click();
  await expect(page.getByRole('heading', { level: 1, name: 'ভাষা' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'ভাষা' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'বাংলা' })).toBeChecked();
});
