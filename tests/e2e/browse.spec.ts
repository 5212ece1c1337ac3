import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { baseURL, useLocale } from './support';

/** Prices shown on the goods cards of the list, in cents. */
async function listPrices(page: Page): Promise<number[]> {
  const texts = await page.locator('.app-list .mall-goods-card .mall-price').allInnerTexts();
  return texts.map((text) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100));
}

test('a guest browses, searches, sorts, filters, picks a spec, fills the cart and is sent to login at checkout', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await useLocale(page, 'en');

  // Home
  await page.goto(`${baseURL()}/`);
  const search = page.getByRole('searchbox', { name: 'Search goods' });
  await expect(search).toHaveAttribute('placeholder', 'Search for product name');
  await expect(page.getByRole('heading', { name: 'Hot recommendations' })).toBeVisible();
  await expect(page.locator('.mall-goods-card').first()).toBeVisible();
  await expect(page.getByRole('link', { name: /Click to get coupons/ })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'home');

  // Search: findings are the hot keywords; a search is kept in the history.
  await search.click();
  await expect(page).toHaveURL(/#\/pages\/goods\/search$/);
  await expect(page.getByRole('heading', { name: 'Search findings' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'search');
  const box = page.getByRole('searchbox', { name: 'Search goods' });
  await box.fill('tea');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/#\/pages\/goods\/list\?keyWord=tea/);
  await expect(page.locator('.app-list .mall-goods-card').first()).toBeVisible();

  // Sort by sales, then price up and down.
  await page.getByRole('button', { name: 'Sales volume' }).click();
  await expect(page).toHaveURL(/sort=sales/);
  await expect(page.getByRole('button', { name: 'Sales volume' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Price' }).click();
  await expect(page).toHaveURL(/sort=price-asc/);
  await expect(page.getByRole('button', { name: 'Price: low to high' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect
    .poll(async () => {
      const prices = await listPrices(page);
      return prices.length > 1 && prices.every((price, index) => index === 0 || prices[index - 1]! <= price);
    })
    .toBe(true);
  await page.getByRole('button', { name: 'Price: low to high' }).click();
  await expect(page).toHaveURL(/sort=price-desc/);
  await expect
    .poll(async () => {
      const prices = await listPrices(page);
      return prices.length > 1 && prices.every((price, index) => index === 0 || prices[index - 1]! >= price);
    })
    .toBe(true);

  // Filter by price: lowest to highest, OK; then reset.
  await page.getByRole('button', { name: 'Filter' }).click();
  await page.getByRole('textbox', { name: 'Lowest price' }).fill('50');
  await page.getByRole('textbox', { name: 'Highest price' }).fill('20');
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('alert')).toHaveText('The highest price cannot be below the lowest');
  await page.getByRole('textbox', { name: 'Highest price' }).fill('150');
  await expectNoSeriousAxeViolations(page, 'goods list with the filter open');
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/minPrice=50&maxPrice=150/);
  await expect
    .poll(async () => {
      const prices = await listPrices(page);
      return prices.length > 0 && prices.every((price) => price >= 5000 && price <= 15000);
    })
    .toBe(true);
  await expectNoSeriousAxeViolations(page, 'goods list');

  // Detail: tabs, spec picker with a default selection, add to cart.
  const first = page.locator('.app-list .mall-goods-card').first();
  const title = ((await first.locator('.mall-goods-card__title').textContent()) ?? '').trim();
  await first.getByRole('link').first().click();
  await expect(page).toHaveURL(/#\/pages\/goods\/detail\?id=\d+/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Information' })).toHaveAttribute('aria-selected', 'true');
  const options = page.getByRole('radio');
  await expect(options.first()).toBeVisible();
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(1);
  await expectNoSeriousAxeViolations(page, 'goods detail');
  const enabled = page.locator('label:has(input[type="radio"]:not([disabled]))');
  const pick = enabled.nth((await enabled.count()) > 1 ? 1 : 0);
  const specName = ((await pick.textContent()) ?? '').trim();
  await pick.click();
  await expect(page.getByRole('radio', { name: specName })).toBeChecked();
  await page.getByRole('tab', { name: 'Details' }).click();
  await expect(page.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Information' }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to cart' })).toBeVisible();

  // Cart: the line is there, priced by the server.
  await page.getByRole('button', { name: /Cart$/ }).click();
  await expect(page).toHaveURL(/#\/pages\/index\/shopping-cart$/);
  const row = page.locator('.app-cart__row').first();
  await expect(row).toContainText(title);
  await expect(row).toContainText(specName);
  await expect(page.getByRole('checkbox', { name: `Select ${title}` })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Checkout (1)' })).toBeEnabled();
  await expectNoSeriousAxeViolations(page, 'cart');

  // Checkout needs a shopper: the guest goes to login, and comes back after logging in.
  await page.getByRole('button', { name: 'Checkout (1)' }).click();
  await expect(page).toHaveURL(/#\/pages\/user\/login\?redirect=%2Fpages%2Forder%2Fsubmit/);
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'login');
  await page.getByRole('textbox', { name: 'Mobile number or username' }).fill('demo');
  await page.getByLabel('Password').fill('wrong-password1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Login failed' })).toBeVisible();
  await page.getByLabel('Password').fill('demo1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Login successful')).toBeVisible();
  await expect(page).toHaveURL(/#\/pages\/order\/submit\?from=cart&lines=\d+-\d+-\d+$/);

  // The guest's cart moved into the shopper's cart.
  await page.goto(`${baseURL()}/#/pages/index/shopping-cart`);
  await expect(page.locator('.app-cart__row').first()).toContainText(title);

  // So did the guest's search history (now kept on the server).
  await page.goto(`${baseURL()}/#/pages/goods/search`);
  await expect(page.getByRole('heading', { name: 'Search history' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'tea', exact: true })).toBeVisible();
  await page.goto(`${baseURL()}/#/pages/index/shopping-cart`);

  // Home's coupon entry opens the coupon market, where an offer is received once.
  await page.getByRole('button', { name: 'Home' }).click();
  await page.getByRole('link', { name: /Click to get coupons/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Coupon center' })).toBeVisible();
  const offer = page.getByRole('button', { name: 'Get it' }).first();
  await expect(offer).toBeVisible();
  const before = await page.getByRole('button', { name: 'Get it' }).count();
  await expectNoSeriousAxeViolations(page, 'coupon market');
  await offer.click();
  await expect(page.getByText('Coupon received')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Get it' })).toHaveCount(before - 1);

  // My: who is signed in and the balance; logging out leads to login.
  await page.goto(`${baseURL()}/#/pages/index/my`);
  await expect(page.getByRole('heading', { level: 1, name: 'My' })).toBeVisible();
  await expect(page.getByText('Account: demo')).toBeVisible();
  await expect(page.getByText('Balance')).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'my');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/#\/pages\/user\/login/);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await page.goto(`${baseURL()}/#/pages/index/my`);
  await expect(page).toHaveURL(/#\/pages\/user\/login\?redirect=%2Fpages%2Findex%2Fmy$/);
  expect(errors).toEqual([]);
});

test('a keyword is at most 50 characters: the box stops there, and a longer one in a link is cut, not an error', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await useLocale(page, 'en');
  await page.goto(`${baseURL()}/#/pages/goods/search`);
  const box = page.getByRole('searchbox', { name: 'Search goods' });
  await box.pressSequentially('z'.repeat(60));
  await expect(box).toHaveValue('z'.repeat(50));
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`#/pages/goods/list\\?keyWord=${'z'.repeat(50)}$`));
  await expect(page.getByText('No matching goods found')).toBeVisible();
  // The search is kept in the history, which takes 50 characters too.
  await page.goto(`${baseURL()}/#/pages/goods/search`);
  await expect(page.getByRole('button', { name: 'z'.repeat(50), exact: true })).toBeVisible();

  // An edited or old link with a longer keyword searches its first 50 characters.
  await page.goto(`${baseURL()}/#/pages/goods/list?keyWord=${'y'.repeat(80)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'y'.repeat(50), exact: true })).toBeVisible();
  await expect(page.getByText('No matching goods found')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a device makes its identifier at the first start and keeps it; switching tabs stacks no history, so back on a tab page leaves the app', async ({
  page,
}) => {
  await page.goto('about:blank');
  await page.goto(`${baseURL()}/#/`);
  const deviceId = () => page.evaluate(() => window.localStorage.getItem('mall.deviceId'));
  // The time in milliseconds (13 digits) and a six-digit random number.
  await expect.poll(deviceId).toMatch(/^\d{13}\d{6}$/);
  const first = await deviceId();
  await page.reload();
  await expect(page.getByRole('searchbox')).toBeVisible();
  expect(await deviceId()).toBe(first);

  const tabs = page.getByRole('navigation', { name: '主导航' });
  await tabs.getByRole('button', { name: '分类' }).click();
  await expect(page).toHaveURL(/#\/pages\/index\/category$/);
  await tabs.getByRole('button', { name: '购物车' }).click();
  await expect(page).toHaveURL(/#\/pages\/index\/shopping-cart$/);
  await page.goBack();
  await expect(page).toHaveURL('about:blank');
});

test('the default locale is Chinese, unknown routes show not found, the back button goes home from a first page', async ({
  page,
}) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') {
      consoleErrors.push(message.text());
    }
  });
  await page.goto(`${baseURL()}/#/pages/goods/nothing-here`);
  await expect(page.getByRole('heading', { name: '页面不存在' }).first()).toBeVisible();
  await expect
    .poll(() => consoleErrors.some((text) => text.includes('Page not found: /pages/goods/nothing-here')))
    .toBe(true);

  await page.goto(`${baseURL()}/#/pages/goods/list`);
  await expect(page.locator('.app-list .mall-goods-card').first()).toBeVisible();
  await page.getByRole('button', { name: '返回' }).click();
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByRole('searchbox')).toHaveAttribute('placeholder', '搜索商品名称');

  // A guest opening a page that needs a shopper lands on login.
  await page.goto(`${baseURL()}/#/pages/order/list`);
  await expect(page).toHaveURL(/#\/pages\/user\/login\?redirect=%2Fpages%2Forder%2Flist$/);

  // A parent frame steers the app with parentUrlChange.
  await page.route(`${baseURL()}/e2e-parent.html`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>parent</title><iframe id="app" src="${baseURL()}/" style="width:375px;height:700px"></iframe>`,
    }),
  );
  await page.goto(`${baseURL()}/e2e-parent.html`);
  const frame = page.frameLocator('#app');
  await expect(frame.getByRole('searchbox')).toBeVisible();
  await page.evaluate(() => {
    const iframe = document.getElementById('app') as HTMLIFrameElement;
    iframe.contentWindow?.postMessage({ type: 'parentUrlChange', hash: '#/pages/index/category' }, '*');
  });
  await expect(frame.getByRole('heading', { name: '分类', level: 1 })).toBeVisible();
});
