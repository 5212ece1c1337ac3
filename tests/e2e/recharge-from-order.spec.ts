import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { balanceCents, baseURL, localeMessages, shopperCall, signInNewShopper } from './support';

/**
 * An unpaid order of a test shopper, placed through the shopper API: one item of the first goods
 * item in stock that costs more than `above` cents, delivered to a new address.
 */
async function placeUnpaidOrder(token: string, above: number): Promise<{ id: number; payCents: number }> {
  const call = <T>(path: string, body?: unknown) => shopperCall<T>(path, { body, token });
  const goods = await call<{ list: { id: number }[] }>('app/goods/info/page', { page: 1, size: 20 });
  let line: { goodsId: number; specId: number } | undefined;
  for (const { id } of goods.list) {
    const specs = await call<{ id: number; stock: number; price: number | string }[]>('app/goods/spec/list', {
      goodsId: id,
    });
    const spec = specs.find((candidate) => candidate.stock > 0 && Number(candidate.price) * 100 > above);
    if (spec) {
      line = { goodsId: id, specId: spec.id };
      break;
    }
  }
  if (!line) {
    throw new Error('no goods item in stock above the balance');
  }
  const { id: addressId } = await call<{ id: number }>('app/user/address/add', {
    contact: 'Ann Lee',
    countryCode: '+86',
    phone: '13800000000',
    province: '浙江省',
    city: '杭州市',
    district: '西湖区',
    address: '1 Tea Road',
  });
  const order = await call<{ id: number; payPrice: number | string }>('app/order/info/create', {
    goodsList: [{ ...line, count: 1 }],
    addressId,
  });
  return { id: order.id, payCents: Math.round(Number(order.payPrice) * 100) };
}

/** The order's status, read through the API. */
async function statusOf(token: string, orderId: number): Promise<number> {
  return (await shopperCall<{ status: number }>(`app/order/info/info?id=${orderId}`, { token })).status;
}

/** Opens the order detail and taps "Pay now": the balance falls short, so the recharge dialog opens. */
async function payShort(page: Page, t: ReturnType<typeof localeMessages>, orderId: number) {
  await page.goto(`${baseURL()}/#/pages/order/detail?id=${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: t('title.orderDetail') })).toBeVisible();
  await page.getByRole('button', { name: t('order.action.pay') }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(t('order.rechargeHint'));
  return dialog;
}

test('a short balance paying from the order detail: "Pay later" keeps the order unpaid, "Recharge" opens the recharge request', async ({
  page,
}) => {
  const t = localeMessages('en');
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // A small balance: one currency unit, less than any goods item of the demo catalogue.
  const shopper = await signInNewShopper(page, { locale: 'en', balance: 1 });
  const order = await placeUnpaidOrder(shopper.token, 100);
  expect(await balanceCents(shopper.token)).toBe(100);

  // "Pay later": the dialog closes, the order stays waiting for payment, nothing is charged.
  let dialog = await payShort(page, t, order.id);
  await expect(dialog).toContainText('Insufficient account balance, please recharge');
  await expectNoSeriousAxeViolations(page, 'order detail, short balance');
  await dialog.getByRole('button', { name: t('submit.payLater') }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`#/pages/order/detail\\?id=${order.id}$`));
  await expect(page.getByRole('button', { name: t('order.action.pay') })).toBeVisible();
  expect(await statusOf(shopper.token, order.id)).toBe(0);
  expect(await balanceCents(shopper.token)).toBe(100);

  // "Recharge": the ledger with the recharge request open and focused.
  dialog = await payShort(page, t, order.id);
  await dialog.getByRole('button', { name: t('order.recharge'), exact: true }).click();
  await expect(page).toHaveURL(/#\/pages\/user\/balance\?recharge=1$/);
  await expect(page.getByRole('heading', { level: 1, name: t('title.ledger') })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: t('ledger.type.rechargeRequest') })).toBeFocused();
  await expectNoSeriousAxeViolations(page, 'ledger, recharge request from the order');

  // The request for the missing amount is recorded; the order still waits for payment.
  const missing = Math.ceil((order.payCents - 100) / 100);
  await page.getByRole('textbox', { name: t('recharge.amount') }).fill(String(missing));
  await page.getByRole('button', { name: t('recharge.submit') }).click();
  await expect(page.getByRole('status').filter({ hasText: t('account.submitted') })).toBeVisible();
  const rows = await shopperCall<{ id: number; requestedAmount: number | string }[]>(
    'app/account/transaction/record/list',
    { body: { type: 'rechargeRequest' }, token: shopper.token },
  );
  expect(rows.map((row) => Number(row.requestedAmount))).toEqual([missing]);
  expect(await statusOf(shopper.token, order.id)).toBe(0);
  expect(errors).toEqual([]);
});

test('in Uzbek: the order list offers the recharge from a short balance', async ({ page }) => {
  const t = localeMessages('uz');
  const shopper = await signInNewShopper(page, { locale: 'uz', balance: 0 });
  const order = await placeUnpaidOrder(shopper.token, 0);
  await page.goto(`${baseURL()}/#/pages/order/list`);
  await expect(page.getByRole('heading', { level: 1, name: t('title.orderList') })).toBeVisible();
  await page
    .getByRole('button', { name: t('order.action.pay') })
    .first()
    .click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(t('order.rechargeHint'));
  await expectNoSeriousAxeViolations(page, 'order list, short balance (uz)');
  await dialog.getByRole('button', { name: t('order.recharge'), exact: true }).click();
  await expect(page).toHaveURL(/#\/pages\/user\/balance\?recharge=1$/);
  await expect(page.getByRole('heading', { level: 2, name: t('ledger.type.rechargeRequest') })).toBeFocused();
  await expectNoSeriousAxeViolations(page, 'ledger, recharge request (uz)');
  expect(await statusOf(shopper.token, order.id)).toBe(0);
});
