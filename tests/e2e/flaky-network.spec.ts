import { expect, type Page, test } from '@playwright/test';
import { baseURL, builtChunk, localeMessages, signInNewShopper, useLocale } from './support';

const t = localeMessages('en');

/** Pulls the page's content down past the threshold with the mouse and lets go. */
async function pullToRefresh(page: Page) {
  const box = await page.locator('.mall-pull-to-refresh').boundingBox();
  if (!box) {
    throw new Error('no pull-to-refresh area');
  }
  const x = box.x + box.width / 2;
  const y = box.y + 40;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y + 160, { steps: 8 });
  await page.mouse.up();
}

/**
 * Opens home in English and waits for its hot goods and for the app's idle-time chunk, which
 * starts the toast of a failed read; answers the goods cards and how many there are.
 */
async function openHome(page: Page) {
  await useLocale(page, 'en');
  const idleChunk = `/${builtChunk('src/shell/idle-start.tsx')}`;
  const idleStarted = page.waitForResponse((response) => response.url().endsWith(idleChunk));
  await page.goto(`${baseURL()}/#/`);
  const cards = page.locator('.app-home .mall-goods-card');
  await expect(cards.first()).toBeVisible();
  const shown = await cards.count();
  await idleStarted;
  return { cards, shown };
}

test('a pull-to-refresh whose request fails keeps the hot goods on home and says why in a toast', async ({
  page,
}) => {
  const { cards, shown } = await openHome(page);

  let asked = 0;
  await page.route('**/api/app/app/goods/list**', (route) => {
    asked += 1;
    return route.abort('internetdisconnected');
  });
  await pullToRefresh(page);
  await expect(page.getByRole('alert')).toHaveText(t('error.network'), { timeout: 20_000 });
  expect(asked).toBeGreaterThan(0);
  await expect(cards).toHaveCount(shown);
  await expect(page.locator('.mall-state-view[data-state="error"]')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/flaky-network-home.png' });

  // Back online, the same pull refreshes as usual.
  await page.unroute('**/api/app/app/goods/list**');
  const refreshed = page.waitForResponse(/\/api\/app\/app\/goods\/list/);
  await pullToRefresh(page);
  expect((await refreshed).ok()).toBe(true);
  await expect(cards).toHaveCount(shown);
});

test('a pull-to-refresh while the browser is offline keeps home, says so, and refreshes once back online', async ({
  page,
  context,
}) => {
  const { cards, shown } = await openHome(page);

  await context.setOffline(true);
  await pullToRefresh(page);
  // The read waits for the network: the pull ends, the goods stay, and the toast says why.
  await expect(page.getByRole('alert')).toHaveText(t('error.network'));
  await expect(page.locator('.mall-pull-to-refresh')).toHaveAttribute('data-state', 'idle');
  await expect(cards).toHaveCount(shown);
  await expect(page.locator('.mall-state-view[data-state="error"]')).toHaveCount(0);

  const refreshed = page.waitForResponse(/\/api\/app\/app\/goods\/list/);
  await context.setOffline(false);
  expect((await refreshed).ok()).toBe(true);
  await expect(cards).toHaveCount(shown);
});

test('a next page that fails keeps the goods list, says so at its end and loads on a tap', async ({
  page,
}) => {
  await useLocale(page, 'en');
  let failing = true;
  const pagesAsked: number[] = [];
  await page.route('**/api/app/goods/info/page**', (route) => {
    const { page: number } = route.request().postDataJSON() as { page: number };
    pagesAsked.push(number);
    return failing && number > 1 ? route.abort('internetdisconnected') : route.continue();
  });
  await page.goto(`${baseURL()}/#/pages/goods/list`);
  const cards = page.locator('.app-list .mall-goods-card');
  await expect(cards).toHaveCount(20);
  await page.locator('.app-list__end').scrollIntoViewIfNeeded();

  const retry = page.getByRole('button', { name: `${t('common.loadFailed')} ${t('common.tapToRetry')}` });
  await expect(retry).toBeVisible({ timeout: 20_000 });
  await expect(cards).toHaveCount(20);
  await expect(page.locator('.mall-state-view[data-state="error"]')).toHaveCount(0);
  await retry.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/flaky-network-list.png' });
  // The end waits for the tap: no page is asked for by itself meanwhile.
  const askedBeforeTap = pagesAsked.length;
  await page.waitForTimeout(500);
  expect(pagesAsked).toHaveLength(askedBeforeTap);

  failing = false;
  await retry.click();
  await expect.poll(() => cards.count()).toBeGreaterThan(20);
  await expect(retry).toHaveCount(0);
  expect(pagesAsked.slice(askedBeforeTap)[0]).toBe(2);
});

test('a save tapped while the browser is offline fails at once with the network message, and the next tap saves', async ({
  page,
  context,
}) => {
  await signInNewShopper(page, { locale: 'en' });
  await page.goto(`${baseURL()}/#/pages/user/edit`);
  const nickname = page.getByRole('textbox', { name: t('profile.nickname') });
  await expect(nickname).toBeVisible();
  const save = page.getByRole('button', { name: t('profile.save') });

  await context.setOffline(true);
  await nickname.fill('Tea Lover');
  await save.click();
  // Not a button busy until the browser is back online, then a save the shopper did not see.
  await expect(page.getByRole('alert').filter({ hasText: t('error.network') })).toBeVisible();
  await expect(save).toBeEnabled();
  await expect(nickname).toHaveValue('Tea Lover');

  await context.setOffline(false);
  await save.click();
  await expect(page.getByText(t('profile.userInfoSaved'))).toBeVisible();
});
