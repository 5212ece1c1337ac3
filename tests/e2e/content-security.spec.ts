import { expect, type Page, test } from '@playwright/test';
import { baseURL, DEMO, useLocale } from './support';

/** Every content-security-policy violation the page reports, as `directive: blocked`. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective}: ${event.blockedURI || event.sample}`);
    });
  });
  const console: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) {
      console.push(message.text());
    }
  });
  return async () => [
    ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
    ...console,
  ];
}

test('the app runs under its strict content security policy without a single violation', async ({ page }) => {
  await useLocale(page, 'en');
  const violations = await recordViolations(page);

  // Home: the server's inline banner preload runs, allowed by its hash.
  const preloaded = page.waitForRequest((request) => request.url().includes('/uploads/seed/banner-1'));
  const home = await page.goto(`${baseURL()}/#/`);
  expect(home?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
  await preloaded;
  await expect(page.getByRole('searchbox').first()).toBeVisible();

  // Goods detail (pictures, tabs), then the login page (a data-URI captcha, forms validated by zod).
  await page.goto(`${baseURL()}/#/pages/goods/detail?id=1`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(`${baseURL()}/#/pages/user/login`);
  await page.getByRole('tab', { name: 'Register' }).click();
  await expect(page.locator('img[src^="data:image/svg+xml"]')).toBeVisible();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Please read and accept the agreement')).toBeVisible();

  // Signed in: My, orders.
  await page.getByRole('tab', { name: 'Log in' }).click();
  await page.getByRole('textbox', { name: /Mobile number or username/ }).fill(DEMO.username);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/#\/$/);
  await page.goto(`${baseURL()}/#/pages/index/my`);
  await expect(page.getByRole('heading', { level: 2, name: DEMO.nickName })).toBeVisible();
  await page.goto(`${baseURL()}/#/pages/order/list`);
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();

  expect(await violations()).toEqual([]);
});
