import { expect, type Page } from '@playwright/test';

/** The address of the server the global setup started. */
export function baseURL(): string {
  const url = process.env.MALL_E2E_BASE_URL;
  if (!url) {
    throw new Error('MALL_E2E_BASE_URL is set by the global setup');
  }
  return url;
}

/** The demo shopper of the demo seed (`packages/server/src/seed/demo-seed.ts`). */
export const DEMO = { username: 'demo', password: 'demo1234', nickName: '演示用户' };

/** Reads the envelope of an answer and insists on code 1000; answers `data`. */
async function dataOf<T>(response: Response): Promise<T> {
  const envelope = (await response.json()) as { code: number; data: T; message: string };
  expect(envelope.code, envelope.message).toBe(1000);
  return envelope.data;
}

/** A call of the shopper API: GET without a body, POST with one; a token when given. */
export async function shopperCall<T>(
  path: string,
  options: { body?: unknown; token?: string } = {},
): Promise<T> {
  const { body, token } = options;
  return dataOf<T>(
    await fetch(`${baseURL()}/api/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        'Content-Type': 'application/json',
        language: 'en',
        ...(token === undefined ? {} : { Authorization: token }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
}

/** The demo shopper's tokens, from a login of its own. */
export function demoLogin<T extends { token: string } = { token: string }>(): Promise<T> {
  return shopperCall<T>('app/user/login/password', {
    body: { phone: DEMO.username, password: DEMO.password },
  });
}

/** A call of the test server's operator API: GET without a body (answers, codes), POST with one. */
export async function operator<T = unknown>(path: string, body?: unknown): Promise<T> {
  return dataOf<T>(
    await fetch(`${baseURL()}/api/admin/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: process.env.MALL_E2E_OPERATOR_TOKEN ?? '',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
}

/** An answer the operator API gives for tests: a captcha's answer or the last SMS code. */
export async function operatorAnswer(path: string): Promise<string> {
  const data = await operator<string | { answer?: string; code?: string }>(path);
  return typeof data === 'string' ? data : (data.answer ?? data.code ?? '');
}

/**
 * Opens the app in `locale` for this test: the choice is stored once per tab, so a later change of
 * language in the test is kept across reloads.
 */
export async function useLocale(page: Page, locale: string): Promise<void> {
  await page.addInitScript((chosen) => {
    if (!window.sessionStorage.getItem('e2e.started')) {
      window.sessionStorage.setItem('e2e.started', '1');
      window.localStorage.setItem('mall.locale', chosen);
    }
  }, locale);
}

/** Signs the demo shopper in through the English login page and lands on home. */
export async function logInAsDemo(page: Page): Promise<void> {
  await useLocale(page, 'en');
  await page.goto(`${baseURL()}/#/pages/user/login`);
  await page.getByRole('textbox', { name: 'Mobile number or username' }).fill(DEMO.username);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Login successful')).toBeVisible();
  await expect(page).toHaveURL(/#\/$/);
}

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';

/** An amount as shown (e.g. "¥1,234.50", or in Bengali digits), in cents. */
export function cents(text: string | null): number {
  const latin = (text ?? '').replace(/[০-৯]/g, (digit) => String(BENGALI_DIGITS.indexOf(digit)));
  return Math.round(Number(latin.replace(/[^\d.]/g, '')) * 100);
}
