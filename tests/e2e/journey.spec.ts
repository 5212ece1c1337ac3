import { flattenMessages } from '@mall/wording';
import { readLocaleWords } from '@mall/wording/node';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { baseURL, cents, operator, operatorAnswer, shopperCall, useLocale } from './support';

/**
 * The whole buying journey of a new shopper, once per language: a guest browses, searches, sorts,
 * filters, opens a goods item, picks a spec, fills the cart, is sent to login at checkout,
 * registers, comes back, adds a delivery address from the submit page, receives a coupon, orders
 * with it and pays from the balance (credited by the operator), finds the
 * order under pending shipment; the operator ships it and the shopper confirms receipt after the
 * warning. Every text the test looks for comes from the shop's words (`@mall/wording`), so the same journey
 * runs in Chinese (the default), English and Bengali.
 */

/** The app's texts of one locale, `{name}` placeholders filled in. */
function translator(locale: string) {
  const messages = flattenMessages(readLocaleWords(locale));
  return (key: string, params: Record<string, string | number> = {}) => {
    const template = messages[key];
    if (template === undefined) {
      throw new Error(`No text ${key} in ${locale}`);
    }
    return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in params ? String(params[name]) : whole,
    );
  };
}

/** A call of the shopper API with the session the page holds. */
async function asPageShopper<T>(page: Page, path: string, body?: unknown): Promise<T> {
  const session = await page.evaluate(() => window.localStorage.getItem('mall.session'));
  const { token } = JSON.parse(session ?? '{}') as { token?: string };
  expect(token, 'the page holds a session').toBeTruthy();
  return shopperCall<T>(path, { body, token: token ?? '' });
}

const LOCALES = ['zh-Hans', 'en', 'bn'] as const;

/** The number formats of the app for these locales (packages/app/src/i18n/locale.ts). */
const INTL_TAGS: Record<(typeof LOCALES)[number], string> = {
  'zh-Hans': 'zh-Hans-CN',
  en: 'en',
  bn: 'bn-BD',
};

for (const locale of LOCALES) {
  test(`the whole buying journey of a new shopper (${locale})`, async ({ page }) => {
    test.setTimeout(180_000);
    const t = translator(locale);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    if (locale !== 'zh-Hans') {
      await useLocale(page, locale);
    }

    // The cheapest threshold coupon ("full 99 reduce 10" in the demo shop) decides the price range.
    const offers = await shopperCall<{ list: { condition: { fullAmount: number } }[] }>(
      'app/market/coupon/info/page',
      { body: {} },
    );
    const thresholds = offers.list
      .map((offer) => Number(offer.condition.fullAmount))
      .filter((amount) => amount > 0)
      .sort((a, b) => a - b);
    const lowest = thresholds[0] ?? 1;

    // Home
    await page.goto(`${baseURL()}/`);
    const search = page.getByRole('searchbox', { name: t('search.label') });
    await expect(search).toHaveAttribute('placeholder', t('home.searchPlaceholder'));
    await expect(page.locator('.mall-goods-card').first()).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(t('home.coupon')) })).toBeVisible();
    await expectNoSeriousAxeViolations(page, `${locale} home`);

    // Search: a word of a goods title in this language finds it.
    const hotTitle = ((await page.locator('.mall-goods-card__title').first().textContent()) ?? '').trim();
    const keyword = locale.startsWith('zh') ? hotTitle.slice(0, 2) : (hotTitle.split(/\s+/)[0] ?? hotTitle);
    await search.click();
    await expect(page.getByRole('heading', { name: t('search.findings') })).toBeVisible();
    await expectNoSeriousAxeViolations(page, `${locale} search`);
    await page.getByRole('searchbox', { name: t('search.label') }).fill(keyword);
    await page.getByRole('button', { name: t('search.submit'), exact: true }).click();
    await expect(page).toHaveURL(/#\/pages\/goods\/list\?keyWord=/);
    await expect(page.locator('.app-list .mall-goods-card').first()).toBeVisible();
    await expect(page.locator('.app-list .mall-goods-card__title').first()).toContainText(keyword);

    // Sort by price, then filter to the coupon's range; then the whole shop in that range.
    await page.getByRole('button', { name: t('list.sortPrice'), exact: true }).click();
    await expect(page).toHaveURL(/sort=price-asc/);
    await page.goto(`${baseURL()}/#/pages/goods/list?sort=price-asc`);
    await page.getByRole('button', { name: t('list.filter') }).click();
    await page.getByRole('textbox', { name: t('list.lowest') }).fill(String(lowest));
    await page.getByRole('textbox', { name: t('list.highest') }).fill(String(lowest * 3));
    await expectNoSeriousAxeViolations(page, `${locale} goods list filter`);
    await page.getByRole('button', { name: t('list.ok'), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`minPrice=${lowest}&maxPrice=${lowest * 3}`));
    const card = page.locator('.app-list .mall-goods-card').first();
    await expect(card).toBeVisible();
    const firstPrice = cents(await card.locator('.mall-price').first().textContent());
    expect(firstPrice).toBeGreaterThanOrEqual(lowest * 100);
    await expectNoSeriousAxeViolations(page, `${locale} goods list`);

    // Detail: a spec in stock, into the cart.
    const title = ((await card.locator('.mall-goods-card__title').textContent()) ?? '').trim();
    await card.getByRole('link').first().click();
    await expect(page).toHaveURL(/#\/pages\/goods\/detail\?id=\d+/);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(1);
    await page.locator('label:has(input[type="radio"]:not([disabled]))').first().click();
    await expectNoSeriousAxeViolations(page, `${locale} goods detail`);
    await page.getByRole('button', { name: t('detail.addToCart') }).click();
    await expect(page.getByRole('status').filter({ hasText: t('message.addedToCart') })).toBeVisible();

    // Cart, then checkout: the guest is sent to login.
    await page
      .locator('.mall-goods-action-bar__shortcut')
      .filter({ has: page.getByText(t('detail.cart'), { exact: true }) })
      .click();
    await expect(page.locator('.app-cart__row').first()).toContainText(title);
    await expectNoSeriousAxeViolations(page, `${locale} cart`);
    await page.getByRole('button', { name: t('cart.checkout', { count: 1 }) }).click();
    await expect(page).toHaveURL(/#\/pages\/user\/login\?redirect=%2Fpages%2Forder%2Fsubmit/);

    // Register with the picture code (answered by the operator API) and the agreement.
    const captchaLoaded = page.waitForResponse((response) =>
      response.url().includes('/api/app/user/login/captcha'),
    );
    await page.getByRole('tab', { name: t('login.tabRegister') }).click();
    const captcha = (await (await captchaLoaded).json()) as { data: { captchaId: string } };
    const answer = await operatorAnswer(
      `captcha/answer?captchaId=${encodeURIComponent(captcha.data.captchaId)}`,
    );
    const username = `j${locale.replace('-', '').toLowerCase()}${Date.now().toString(36)}`;
    await page.getByRole('textbox', { name: t('login.username') }).fill(username);
    await page.getByLabel(t('login.password')).fill('secret123');
    await page.getByRole('textbox', { name: t('login.captcha') }).fill(answer);
    await expectNoSeriousAxeViolations(page, `${locale} register`);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: t('login.register'), exact: true }).click();
    await expect(page.getByText(t('message.registerSuccess'))).toBeVisible();
    // Back where the guest was going: the submit page with the cart's line.
    await expect(page).toHaveURL(/#\/pages\/order\/submit\?from=cart&lines=\d+-\d+-1$/);
    await expect(page.locator('.app-submit__line')).toContainText(title);

    // A new shopper has no address: one is added from the submit page and chosen for the order.
    await expect(page.getByText(t('submit.noAddress'))).toBeVisible();
    await page.getByRole('button', { name: t('submit.addAddress') }).click();
    await expect(page.getByRole('heading', { level: 1, name: t('title.addressAdd') })).toBeVisible();
    await page.getByRole('textbox', { name: t('address.contact') }).fill('Journey');
    await page.getByRole('textbox', { name: t('address.phone') }).fill('13800138000');
    await page.getByRole('button', { name: new RegExp(`^${t('address.region')}`) }).click();
    const regions = page.getByRole('dialog', { name: t('address.region') });
    await regions.getByRole('button', { name: new RegExp(`^${t('address.province')}`) }).click();
    for (const name of ['浙江省', '杭州市', '西湖区']) {
      await regions.getByRole('button', { name, exact: true }).click();
    }
    await expect(regions).toBeHidden();
    await page.getByRole('textbox', { name: t('address.detail') }).fill('1 Journey Road');
    await expectNoSeriousAxeViolations(page, `${locale} address edit`);
    await page.getByRole('button', { name: t('address.save') }).click();
    await expect(page.getByText(t('message.addressSaved'))).toBeVisible();
    await expect(page).toHaveURL(/#\/pages\/order\/submit\?from=cart/);
    await expect(
      page.getByRole('group', { name: t('submit.chooseAddress') }).getByRole('radio', { name: /Journey/ }),
    ).toBeChecked();

    // Nor any money: the operator credits the balance.
    const me = await asPageShopper<{ id: number }>(page, 'app/user/info/person');
    await operator('recharge/approve', { userId: me.id, amount: 5000 });

    // Receive a coupon in the coupon market (home's "click to get coupons").
    await page.goto(`${baseURL()}/#/`);
    await page.getByRole('link', { name: new RegExp(t('home.coupon')) }).click();
    await expect(page.getByRole('heading', { level: 1, name: t('title.coupon') })).toBeVisible();
    const receive = page.getByRole('button', { name: t('coupon.receive') });
    await expect(receive.first()).toBeVisible();
    for (let left = await receive.count(); left > 0; left -= 1) {
      await receive.first().click();
      await expect(page.getByText(t('message.couponReceived'))).toBeVisible();
      await expect(receive).toHaveCount(left - 1);
    }
    await expectNoSeriousAxeViolations(page, `${locale} coupon market`);

    // Checkout from the cart with the coupon, a remark, paid from the balance.
    await page.goto(`${baseURL()}/#/pages/index/shopping-cart`);
    await page.getByRole('button', { name: t('cart.checkout', { count: 1 }) }).click();
    await expect(page.getByRole('heading', { level: 1, name: t('title.orderSubmit') })).toBeVisible();
    const addresses = page.getByRole('group', { name: t('submit.chooseAddress') });
    await expect(addresses.getByRole('radio', { checked: true })).toHaveCount(1);
    const coupons = page.getByRole('group', { name: t('submit.chooseCoupon') });
    const coupon = coupons.locator('label').nth(1);
    await expect(coupon).toBeVisible();
    const couponAmount = cents(await coupon.locator('.app-submit__coupon-amount').textContent());
    expect(couponAmount).toBeGreaterThan(0);
    await coupon.click();
    const summary = page.locator('.app-submit__summary');
    await expect
      .poll(async () => cents(await summary.locator('div').nth(1).locator('dd').textContent()))
      .toBe(couponAmount);
    const goodsTotal = cents(await summary.locator('div').nth(0).locator('dd').textContent());
    const payable = goodsTotal - couponAmount;
    expect(cents(await summary.locator('div').nth(2).locator('dd').textContent())).toBe(payable);
    await page.getByRole('textbox', { name: t('submit.remark') }).fill('Journey remark');
    await expectNoSeriousAxeViolations(page, `${locale} order submit`);
    await page.getByRole('button', { name: t('submit.confirm') }).click();
    await expect(page.getByRole('heading', { name: t('submit.paid') })).toBeVisible();
    await expectNoSeriousAxeViolations(page, `${locale} payment completed`);
    await page.getByRole('button', { name: t('submit.viewOrder') }).click();

    // The order detail: every field of spec §2 that an order waiting for shipment has.
    await expect(page).toHaveURL(/#\/pages\/order\/detail\?id=\d+$/);
    const orderId = Number(new URL(page.url().replace('#/', '')).searchParams.get('id'));
    const status = page.locator('.app-order-detail__status-text');
    await expect(status).toHaveText(t('order.status.waitingShip'));
    const information = page.getByRole('region', { name: t('order.information') });
    for (const label of [
      'order.number',
      'order.statusLabel',
      'order.createTime',
      'order.payTime',
      'order.payType',
    ]) {
      await expect(information.getByText(t(label), { exact: true })).toBeVisible();
    }
    await expect(information).toContainText(t('order.payTypeBalance'));
    await expect(information).toContainText('Journey remark');
    const amounts = page.getByRole('region', { name: t('submit.summary') });
    await expect(amounts.getByText(t('order.discountPrice'), { exact: true })).toBeVisible();
    await expect(amounts.locator('[data-emphasis] dd')).toHaveText(/\p{Nd}/u);
    expect(cents(await amounts.locator('[data-emphasis] dd').textContent())).toBe(payable);
    await expectNoSeriousAxeViolations(page, `${locale} order detail`);

    // My: the order counted under pending shipment; the list's tab shows it.
    await page.goto(`${baseURL()}/#/pages/index/my`);
    const shipmentShortcut = page.getByRole('link', { name: new RegExp(t('order.tab.pendingShipment')) });
    // The count in the locale's own digits (Bengali "১").
    await expect(shipmentShortcut.locator('.mall-badge__mark')).toHaveText(
      new Intl.NumberFormat(INTL_TAGS[locale]).format(1),
    );
    await expectNoSeriousAxeViolations(page, `${locale} my`);
    await shipmentShortcut.click();
    await expect(page).toHaveURL(/#\/pages\/order\/list\?tab=pendingShipment$/);
    await expect(page.getByRole('tab', { name: new RegExp(t('order.tab.pendingShipment')) })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const orderCard = page.locator('.mall-order-card');
    await expect(orderCard).toHaveCount(1);
    await expect(orderCard).toContainText(title);
    await expect(orderCard).toContainText(t('order.status.waitingShip'));
    await expectNoSeriousAxeViolations(page, `${locale} order list`);

    // The operator ships it; the shopper sees it under pending receipt with its logistics.
    await operator('order/ship', { orderId, company: 'SF Express', num: `SF${orderId}0001` });
    await page.getByRole('tab', { name: new RegExp(t('order.tab.pendingReceipt')) }).click();
    await expect(page).toHaveURL(/tab=pendingReceipt$/);
    await expect(orderCard).toHaveCount(1);
    await expect(orderCard).toContainText(t('order.status.waitingReceive'));
    await orderCard.getByRole('button', { name: t('order.action.logistics') }).click();
    await expect(page.getByRole('heading', { level: 1, name: t('title.orderLogistics') })).toBeVisible();
    await expect(page.getByText(`SF${orderId}0001`, { exact: true })).toBeVisible();
    await expectNoSeriousAxeViolations(page, `${locale} logistics`);
    await page.getByRole('button', { name: t('nav.back') }).click();

    // Confirm receipt from the detail: the warning first, then "Receipt confirmed".
    await page.goto(`${baseURL()}/#/pages/order/detail?id=${orderId}`);
    await expect(status).toHaveText(t('order.status.waitingReceive'));
    await page.getByRole('button', { name: t('order.action.confirm') }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(t('order.confirmWarning'));
    // Let the dialog finish fading in before the contrast check.
    await dialog.evaluate((element) =>
      Promise.all(element.ownerDocument.getAnimations().map((animation) => animation.finished)),
    );
    await expectNoSeriousAxeViolations(page, `${locale} confirm receipt`);
    await dialog.getByRole('button', { name: t('order.action.confirm') }).click();
    await expect(page.getByRole('status').filter({ hasText: t('message.receiptConfirmed') })).toBeVisible();
    await expect(status).toHaveText(t('order.status.waitingEvaluate'));
    await expect(page.getByRole('button', { name: t('order.action.confirm') })).toHaveCount(0);
    const order = await asPageShopper<{ status: number; remark: string }>(
      page,
      `app/order/info/info?id=${orderId}`,
    );
    expect(order).toMatchObject({ status: 3, remark: 'Journey remark' });
    expect(errors).toEqual([]);
  });
}
