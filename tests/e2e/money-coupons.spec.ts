import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { baseURL, operator, shopperCall, signInNewShopper } from './support';

const DAY = 86_400_000;

/** A goods item with a spec in stock, and a new delivery address of the shopper's. */
async function goodsAndAddress(token: string) {
  const call = <T>(path: string, body?: unknown) => shopperCall<T>(path, { body, token });
  const goods = await call<{ list: { id: number }[] }>('app/goods/info/page', { page: 1, size: 20 });
  let order: { goodsId: number; specId: number } | undefined;
  for (const { id } of goods.list) {
    const specs = await call<{ id: number; stock: number }[]>('app/goods/spec/list', { goodsId: id });
    const spec = specs.find((candidate) => candidate.stock > 0);
    if (spec) {
      order = { goodsId: id, specId: spec.id };
      break;
    }
  }
  expect(order).toBeDefined();
  const { id: addressId } = await call<{ id: number }>('app/user/address/add', {
    contact: 'Ann Lee',
    countryCode: '+86',
    phone: '13800000000',
    province: '浙江省',
    city: '杭州市',
    district: '西湖区',
    address: '1 Tea Road',
  });
  return { order: order as { goodsId: number; specId: number }, addressId };
}

test('my coupons shows a coupon used by an order as used; home still opens the coupon market', async ({
  page,
}) => {
  const shopper = await signInNewShopper(page, { locale: 'en', balance: 1000 });
  const call = <T>(path: string, body?: unknown) => shopperCall<T>(path, { body, token: shopper.token });

  // An offer of the operator's, received by the shopper, then used by a paid order.
  const title = `Money test ${Date.now()}`;
  const { id: couponId } = await operator<{ id: number }>('coupon/add', {
    title,
    type: 0,
    amount: 1,
    condition: { fullAmount: 0 },
    num: 5,
    startTime: new Date(Date.now() - DAY).toISOString(),
    endTime: new Date(Date.now() + 30 * DAY).toISOString(),
  });
  await call('app/market/coupon/user/receive', { couponId });

  await page.goto(`${baseURL()}/#/pages/index/my`);
  await page.getByRole('link', { name: 'My coupons' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My coupons' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Available', selected: true })).toBeVisible();
  await expect(page.locator('.mall-coupon-card').filter({ hasText: title })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'my coupons, available');

  const { order, addressId } = await goodsAndAddress(shopper.token);
  const created = await call<{ id: number }>('app/order/info/create', {
    goodsList: [{ ...order, count: 1 }],
    addressId,
    couponId,
  });
  await call('app/order/pay/accountPay', { orderId: created.id });

  await page.reload();
  await expect(page.getByText('No coupons here')).toBeVisible();
  await page.getByRole('tab', { name: 'Used' }).click();
  const used = page.locator('.mall-coupon-card').filter({ hasText: title });
  await expect(used).toBeVisible();
  await expect(used).toContainText('Used');
  await expect(used).toHaveAttribute('data-state', 'used');
  await expectNoSeriousAxeViolations(page, 'my coupons, used');
  await page.getByRole('tab', { name: 'Expired' }).click();
  await expect(page.getByText('No coupons here')).toBeVisible();

  // Home's entry is still the coupon market.
  await page.goto(`${baseURL()}/#/`);
  await page.locator('a[href="#/pages/market/coupon"]').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Coupon center' })).toBeVisible();
});

test('a short balance at checkout leads to a recharge request', async ({ page }) => {
  const shopper = await signInNewShopper(page, { locale: 'en', balance: 0 });
  const { order } = await goodsAndAddress(shopper.token);
  await page.goto(
    `${baseURL()}/#/pages/order/submit?goodsId=${order.goodsId}&specId=${order.specId}&count=1`,
  );
  await page.getByRole('button', { name: 'Submit order' }).click();
  await expect(page.getByText('Insufficient account balance, please recharge')).toBeVisible();
  await page.getByRole('button', { name: 'Recharge', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Balance details' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Recharge request' })).toBeFocused();
  await expectNoSeriousAxeViolations(page, 'recharge request from checkout');
  await page.getByRole('textbox', { name: 'Recharge amount' }).fill('80');
  await page.getByRole('button', { name: 'Submit request' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Submission successful' })).toBeVisible();
  const rows = await shopperCall<{ type: string; requestedAmount: number | string }[]>(
    'app/account/transaction/record/list',
    { body: { type: 'rechargeRequest' }, token: shopper.token },
  );
  expect(rows.map((row) => Number(row.requestedAmount))).toEqual([80]);
});
