import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { png } from './png-fixture';
import {
  balanceCents,
  baseURL,
  localeMessages,
  operator,
  placePaidOrder,
  shopperCall,
  signInNewShopper,
} from './support';

interface OrderState {
  status: number;
  refund?: {
    status: number;
    reason: string;
    remark?: string | null;
    images?: string[];
    refuseReason?: string | null;
  } | null;
  buyBack?: { status: number; rate: string; amount: number | string } | null;
}

/** The order id in the page's hash query. */
function idIn(page: Page, name: string): number {
  return Number(new URL(page.url().replace('#/', '')).searchParams.get(name));
}

test('a refund is requested (a lost answer retried gives one), refused with a reason, requested again and completed: the balance is back', async ({
  page,
}) => {
  const t = localeMessages('en');
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const shopper = await signInNewShopper(page, { locale: 'en', balance: 1000 });
  const before = await balanceCents(shopper.token);
  const order = await placePaidOrder(shopper.token);
  await operator('order/ship', { orderId: order.id, company: 'SF Express', num: 'SF100200' });
  const orderOf = () =>
    shopperCall<OrderState>(`app/order/info/info?id=${order.id}`, { token: shopper.token });
  const dictionary = await shopperCall<{ orderRefundReason: { name: string }[] }>('app/dict/info/data', {
    body: { types: ['orderRefundReason'] },
  });
  const [firstReason, secondReason] = dictionary.orderRefundReason.map((entry) => entry.name);
  expect(firstReason).toBeTruthy();

  // The detail offers the refund (shipped: refund, repurchase and confirm receipt).
  await page.goto(`${baseURL()}/#/pages/order/detail?id=${order.id}`);
  await expect(page.getByRole('heading', { level: 1, name: t('title.orderDetail') })).toBeVisible();
  await page.getByRole('button', { name: t('order.action.refund') }).click();
  await expect(page).toHaveURL(/#\/pages\/order\/refund\?orderId=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: t('title.orderRefund') })).toBeVisible();
  await expect(page.getByRole('radio', { name: firstReason })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'refund');

  // No reason: the rule next to the reasons, the remark kept.
  const remark = page.getByRole('textbox', { name: t('refund.remark') });
  await remark.fill('The box was crushed');
  await page.getByRole('button', { name: t('refund.submit') }).click();
  const reasons = page.getByRole('group', { name: t('refund.reason') });
  await expect(reasons).toContainText(t('validation.refundReasonRequired'));
  await expect(remark).toHaveValue('The box was crushed');
  await expectNoSeriousAxeViolations(page, 'refund, reason missing');

  // A photo, uploaded as it is picked (sent with XMLHttpRequest, so its progress shows).
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/app/base/comm/upload')) {
      uploads.push(request.resourceType());
    }
  });
  await page
    .locator('.mall-image-uploader input[type="file"]')
    .setInputFiles([{ name: 'box.png', mimeType: 'image/png', buffer: png(180, 120, 60) }]);
  await expect(page.locator('.mall-image-uploader__tile[data-state="done"]')).toHaveCount(1);
  expect(uploads).toEqual(['xhr']);
  await expectNoSeriousAxeViolations(page, 'refund, photo');

  // The first submit reaches the server but its answers are lost — the SDK's own two resends (same
  // key) included — so the shopper sees the network error and stays on the form.
  await page.getByRole('radio', { name: firstReason }).check();
  let lost = 0;
  await page.route('**/api/app/order/info/refund', async (route) => {
    if (lost >= 3) {
      await route.continue();
      return;
    }
    lost += 1;
    await route.fetch();
    await route.abort('connectionreset');
  });
  await page.getByRole('button', { name: t('refund.submit') }).click();
  await expect(page.getByText(t('error.network'))).toBeVisible();
  await expect(page).toHaveURL(/#\/pages\/order\/refund/);
  expect(lost).toBe(3);
  expect((await orderOf()).status).toBe(5);
  // Tapping submit again sends the same request: the server answers its first answer, no second refund.
  await page.getByRole('button', { name: t('refund.submit') }).click();
  await expect(page.getByText(t('refund.submitted'))).toBeVisible();
  await expect(page).toHaveURL(/#\/pages\/order\/detail\?id=\d+$/);
  await page.unroute('**/api/app/order/info/refund');
  const requested = await orderOf();
  expect(requested.status).toBe(5);
  expect(requested.refund?.status).toBe(0);
  expect(requested.refund?.reason).toBe(firstReason);
  expect(requested.refund?.remark).toBe('The box was crushed');
  expect(requested.refund?.images).toHaveLength(1);
  expect(requested.refund?.images?.[0]).toMatch(/\/uploads\/.+\.png$/);
  const refunds = await shopperCall<{ list: { id: number }[] }>('app/order/info/page', {
    body: { page: 1, size: 20, afterSale: true },
    token: shopper.token,
  });
  expect(refunds.list.map((row) => row.id)).toEqual([order.id]);

  // The detail shows the refund's status, reason and amount.
  const status = page.locator('.app-order-detail__status').getByRole('status');
  await expect(status).toHaveText(t('order.refund.applied'));
  const refundCard = page.getByRole('region', { name: t('order.refundTitle') });
  await expect(refundCard).toContainText(firstReason as string);
  await expect(refundCard).toContainText('The box was crushed');
  await expect(page.getByRole('button', { name: t('order.action.refund') })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page, 'order detail, refund applied');
  // The photo opens in the preview.
  const refundPhotos = refundCard.getByRole('list', { name: t('refund.photos') }).getByRole('button');
  await expect(refundPhotos).toHaveCount(1);
  await refundPhotos.first().click();
  const preview = page.getByRole('dialog', { name: t('preview.photos') });
  await expect(preview).toBeVisible();
  await expect(preview.getByRole('img').first()).toHaveAttribute('src', requested.refund?.images?.[0] ?? '');
  await expectNoSeriousAxeViolations(page, 'order detail, refund photo preview');
  await preview.getByRole('button', { name: t('preview.close') }).click();
  await expect(preview).toBeHidden();

  // The merchant refuses with a reason: the order is back where it was, the reason shown.
  await operator('order/refund/refuse', { orderId: order.id, reason: 'Please send photos of the box' });
  await page.reload();
  await expect(status).toHaveText(`${t('order.status.waitingReceive')} · ${t('order.refund.refused')}`);
  await expect(refundCard).toContainText('Please send photos of the box');
  await expectNoSeriousAxeViolations(page, 'order detail, refund refused');

  // Asked again (allowed after a refusal), with another reason.
  await page.getByRole('button', { name: t('order.action.refund') }).click();
  await page.getByRole('radio', { name: secondReason ?? firstReason }).check();
  await page.getByRole('button', { name: t('refund.submit') }).click();
  await expect(page.getByText(t('refund.submitted'))).toBeVisible();
  await expect(status).toHaveText(t('order.refund.applied'));

  // Approved and completed by the operator: refunded, the balance back to where it was.
  await operator('order/refund/approve', { orderId: order.id });
  await operator('order/refund/complete', { orderId: order.id });
  await page.reload();
  await expect(status).toHaveText(t('order.status.refunded'));
  expect((await orderOf()).status).toBe(6);
  expect(await balanceCents(shopper.token)).toBe(before);
  await expectNoSeriousAxeViolations(page, 'order detail, refunded');
  expect(errors).toEqual([]);
});

test('a repurchase in Traditional Chinese: confirmed at the current rate, listed, approved — the balance credited by the rate', async ({
  page,
}) => {
  const t = localeMessages('zh-tw');
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const shopper = await signInNewShopper(page, { locale: 'zh-tw', balance: 1000 });
  const order = await placePaidOrder(shopper.token);
  const afterPayment = await balanceCents(shopper.token);
  const rate = await shopperCall<string>('app/base/comm/param?key=repurchaseRate');
  // round-half-up(payment in cents × rate), as contract §9 says.
  const amount = Math.floor(order.payCents * Number(rate) + 0.5);

  await page.goto(`${baseURL()}/#/pages/order/list`);
  await expect(page.getByRole('heading', { level: 1, name: t('title.orderList') })).toBeVisible();
  await page
    .getByRole('button', { name: t('order.action.repurchase') })
    .first()
    .click();
  const dialog = page.getByRole('alertdialog', { name: t('order.buyBackConfirm') });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText((amount / 100).toFixed(2));
  await expect(dialog).toContainText(`${Math.round(Number(rate) * 100)}%`);
  await expectNoSeriousAxeViolations(page, 'repurchase confirmation');
  await dialog.getByRole('button', { name: t('repurchase.accept') }).click();
  await expect(page.getByText(t('repurchase.submitted'))).toBeVisible();
  await expect
    .poll(
      async () =>
        (await shopperCall<OrderState>(`app/order/info/info?id=${order.id}`, { token: shopper.token }))
          .status,
    )
    .toBe(8);

  // The repurchase list shows it in progress with its rate and amount.
  await page.goto(`${baseURL()}/#/pages/order/back`);
  await expect(page.getByRole('heading', { level: 1, name: t('title.orderBack') })).toBeVisible();
  const card = page
    .getByRole('list', { name: t('repurchase.list') })
    .getByRole('listitem')
    .first();
  await expect(card).toContainText(t('order.buyBack.applying'));
  await expect(card).toContainText((amount / 100).toFixed(2));
  await expectNoSeriousAxeViolations(page, 'repurchase list');

  // Approved by the operator: completed, the amount credited.
  await operator('order/buyBack/approve', { orderId: order.id });
  await page.reload();
  await expect(card).toContainText(t('order.buyBack.completed'));
  expect(await balanceCents(shopper.token)).toBe(afterPayment + amount);
  await card.click();
  await expect(page).toHaveURL(/#\/pages\/order\/detail\?id=\d+$/);
  expect(idIn(page, 'id')).toBe(order.id);
  await expect(page.locator('.app-order-detail__status')).toHaveText(t('order.status.repurchased'));
  await expect(page.getByRole('region', { name: t('order.buyBackTitle') })).toContainText(
    (amount / 100).toFixed(2),
  );
  await expectNoSeriousAxeViolations(page, 'order detail, repurchased');
  expect(errors).toEqual([]);
});
