import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { baseURL, cents, demoLogin, logInAsDemo, operator, shopperCall } from './support';

/** A call of the shopper API as the demo shopper (its own session): GET, or POST with a body. */
async function asDemoShopper<T>(path: string, body?: unknown): Promise<T> {
  const { token } = await demoLogin();
  return shopperCall<T>(path, { body, token });
}

/** Opens the first hot recommendation of home and waits for its spec picker. */
async function openFirstGoods(page: Page): Promise<string> {
  await page.goto(`${baseURL()}/#/`);
  const card = page.locator('.mall-goods-card').first();
  const title = ((await card.locator('.mall-goods-card__title').textContent()) ?? '').trim();
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/#\/pages\/goods\/detail\?id=\d+/);
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(1);
  return title;
}

test('the demo shopper checks out the cart with a coupon, pays from the balance and sees the payment completed', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await logInAsDemo(page);

  // Receive the coupons on offer, so that one applies at checkout (the no-threshold one always does).
  await page.goto(`${baseURL()}/#/pages/market/coupon`);
  await expect(page.getByRole('heading', { level: 1, name: 'Coupon center' })).toBeVisible();
  await expect(page.locator('.mall-coupon-card').first()).toBeVisible();
  for (let left = await page.getByRole('button', { name: 'Get it' }).count(); left > 0; left -= 1) {
    await page.getByRole('button', { name: 'Get it' }).first().click();
    await expect(page.getByRole('button', { name: 'Get it' })).toHaveCount(left - 1);
  }

  // A goods item into the cart, then checkout with the selected line.
  const title = await openFirstGoods(page);
  const specName = (
    (await page.locator('label:has(input[type="radio"]:checked)').first().textContent()) ?? ''
  ).trim();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to cart' })).toBeVisible();
  await page.getByRole('button', { name: /Cart$/ }).click();
  await expect(page.locator('.app-cart__row')).toHaveCount(1);
  await page.getByRole('button', { name: 'Checkout (1)' }).click();
  await expect(page).toHaveURL(/#\/pages\/order\/submit\?from=cart&lines=\d+-\d+-1$/);

  // The submit page: the default address chosen, the line with its spec, count and price.
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm order' })).toBeVisible();
  const addresses = page.getByRole('group', { name: 'Choose a delivery address' });
  await expect(addresses.getByRole('radio', { checked: true })).toHaveCount(1);
  await expect(addresses.getByText('Default')).toBeVisible();
  const line = page.locator('.app-submit__line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(title);
  await expect(line.locator('.app-submit__spec')).toHaveText(specName);
  await expect(line).toContainText('x1');

  // Coupons: only those this total can use; choosing one lowers the payment by its amount.
  const coupons = page.getByRole('group', { name: 'Choose a coupon' });
  await expect(coupons.getByRole('radio', { name: 'No coupon' })).toBeChecked();
  const summary = page.locator('.app-submit__summary');
  const goodsTotal = cents(await summary.locator('div').nth(0).locator('dd').textContent());
  expect(goodsTotal).toBeGreaterThan(0);
  await expect(summary.locator('div').nth(1).locator('dd')).toHaveText(/0\.00/);
  const firstCoupon = coupons.locator('label').nth(1);
  await expect(firstCoupon).toContainText(/off orders from/);
  const couponAmount = cents(await firstCoupon.locator('.app-submit__coupon-amount').textContent());
  expect(couponAmount).toBeGreaterThan(0);
  await firstCoupon.click();
  await expect(firstCoupon.getByRole('radio')).toBeChecked();
  await expect
    .poll(async () => cents(await summary.locator('div').nth(1).locator('dd').textContent()))
    .toBe(couponAmount);
  const payable = Math.max(goodsTotal - couponAmount, 0);
  expect(cents(await summary.locator('div').nth(2).locator('dd').textContent())).toBe(payable);
  await page.getByRole('textbox', { name: 'Remark' }).fill('Please pack it well');
  await expectNoSeriousAxeViolations(page, 'order submit');
  await page.screenshot({ path: 'test-results/order-submit.png', fullPage: true });

  // Confirm: the order is created and paid from the balance.
  await page.getByRole('button', { name: 'Submit order' }).click();
  await expect(page.getByRole('heading', { name: 'Payment completed' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'payment completed');
  // The ordered line left the cart.
  const cart = await page.evaluate(() =>
    Object.entries(window.localStorage)
      .filter(([key]) => key.startsWith('mall.cart.'))
      .map(([, value]) => value),
  );
  expect(cart.every((value) => value === '[]')).toBe(true);
  await page.getByRole('button', { name: 'View order' }).click();
  await expect(page).toHaveURL(/#\/pages\/order\/detail\?id=\d+$/);
  const orderId = Number(new URL(page.url().replace('#/', '')).searchParams.get('id'));
  const order = await asDemoShopper<{ status: number; remark: string | null }>(
    `app/order/info/info?id=${orderId}`,
  );
  expect(order.status).toBe(1);
  expect(order.remark).toBe('Please pack it well');
  expect(errors).toEqual([]);
});

test('a total above the balance shows the insufficient-balance message and the order stays unpaid', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await logInAsDemo(page);

  // Buy now on a goods item, then ask for far more than the balance covers (stock raised by the operator).
  await openFirstGoods(page);
  await page.getByRole('button', { name: 'Buy now' }).click();
  await expect(page).toHaveURL(/#\/pages\/order\/submit\?goodsId=\d+&specId=\d+&count=\d+$/);
  const query = new URL(page.url().replace('#/', '')).searchParams;
  const goodsId = Number(query.get('goodsId'));
  const specId = Number(query.get('specId'));
  const goods = await asDemoShopper<{ specs: { id: number; stock: number }[] }>(
    `app/goods/info/info?id=${goodsId}`,
  );
  const stockBefore = goods.specs.find((spec) => spec.id === specId)?.stock ?? 0;
  const count = 99_999;
  await operator('goods/stock', { specId, stock: count + 1 });
  try {
    await page.goto(`${baseURL()}/#/pages/order/submit?goodsId=${goodsId}&specId=${specId}&count=${count}`);
    await page.reload();
    await expect(page.locator('.app-submit__line')).toContainText('x99,999');
    const balance = (await asDemoShopper<{ balance: number | string }>('app/user/info/person')).balance;
    const payable = cents(await page.locator('.app-submit__payable-row dd').textContent());
    expect(payable).toBeGreaterThan(Math.round(Number(balance) * 100));

    await page.getByRole('button', { name: 'Submit order' }).click();
    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'Insufficient account balance, please recharge' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('pending payment');
    await expect(alert.getByRole('button', { name: 'Pay again' })).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'insufficient balance');
    await page.screenshot({ path: 'test-results/order-insufficient.png', fullPage: true });

    // Leaving keeps the order, unpaid.
    await alert.getByRole('button', { name: 'Pay later' }).click();
    await expect(page.getByRole('heading', { name: 'Order pending payment' })).toBeVisible();
    await page.getByRole('button', { name: 'View order' }).click();
    await expect(page).toHaveURL(/#\/pages\/order\/detail\?id=\d+$/);
    const orderId = Number(new URL(page.url().replace('#/', '')).searchParams.get('id'));
    const order = await asDemoShopper<{ status: number }>(`app/order/info/info?id=${orderId}`);
    expect(order.status).toBe(0);
    const pending = await asDemoShopper<{ list: { id: number }[] }>('app/order/info/page', {
      page: 1,
      size: 20,
      status: 0,
    });
    expect(pending.list.map((row) => row.id)).toContain(orderId);

    // On the order detail: paying again meets the same short balance and changes nothing;
    // cancelling with a reason from the dictionary closes the order.
    const status = page.locator('.app-order-detail__status-text');
    await expect(status).toHaveText('Waiting for you to pay');
    await page.getByRole('button', { name: 'Pay now' }).click();
    const short = page.getByRole('alertdialog');
    await expect(short).toContainText('Insufficient account balance, please recharge');
    await short.getByRole('button', { name: 'Pay later' }).click();
    await expect(short).toBeHidden();
    await expect(status).toHaveText('Waiting for you to pay');
    await page.getByRole('button', { name: 'Cancel order' }).click();
    const reasons = page.getByRole('dialog', { name: 'Why cancel this order?' });
    await expect(reasons.getByRole('button', { name: 'Ordered twice' })).toBeVisible();
    await reasons.evaluate((element) =>
      Promise.all(element.ownerDocument.getAnimations().map((animation) => animation.finished)),
    );
    await expectNoSeriousAxeViolations(page, 'cancel reason');
    await reasons.getByRole('button', { name: 'Ordered twice' }).click();
    await expect(page.getByText('Order cancelled')).toBeVisible();
    await expect(status).toHaveText('Closed');
    await expect(page.getByRole('region', { name: 'Order information' })).toContainText('Ordered twice');
    await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
    const closed = await asDemoShopper<{ status: number; cancelReason: string }>(
      `app/order/info/info?id=${orderId}`,
    );
    expect(closed).toMatchObject({ status: 7, cancelReason: 'Ordered twice' });
  } finally {
    await operator('goods/stock', { specId, stock: stockBefore });
  }
  expect(errors).toEqual([]);
});
