import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { baseURL, cents, localeMessages, operator, shopperCall, signInNewShopper } from './support';

interface LedgerRow {
  id: number;
  type: string;
  amount: number;
  status?: number | null;
}

/** The shopper's ledger rows of one type, through the API. */
async function ledgerRows(token: string, type: string): Promise<LedgerRow[]> {
  return shopperCall<LedgerRow[]>('app/account/transaction/record/list', { body: { type }, token });
}

/** The shopper's balance in cents, through the API. */
async function balanceOf(token: string): Promise<number> {
  const person = await shopperCall<{ balance: number | string }>('app/user/info/person', { token });
  return Math.round(Number(person.balance) * 100);
}

/** The error text tied to a field through `aria-describedby`. */
async function errorOf(page: Page, label: string): Promise<string> {
  const ids = (await page.getByRole('textbox', { name: label }).getAttribute('aria-describedby')) ?? '';
  const texts = await Promise.all(
    ids
      .split(' ')
      .filter(Boolean)
      .map(async (id) => (await page.locator(`[id="${id}"]`).textContent()) ?? ''),
  );
  return texts.join(' ');
}

test('bank cards in Uzbek: bad input shows the rule and keeps the text, a second card made default, one deleted', async ({
  page,
}) => {
  const t = localeMessages('uz');
  const shopper = await signInNewShopper(page, { locale: 'uz' });

  await page.goto(`${baseURL()}/#/pages/index/my`);
  await expect(page.getByRole('heading', { level: 1, name: t('title.my') })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'my');
  await page.getByRole('link', { name: t('my.bankCards') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('title.bankList') })).toBeVisible();
  await expect(page.getByText(t('bank.empty'))).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'bank list, empty');

  // Bad input first: the rule next to each field, what was typed kept.
  await page.getByRole('button', { name: t('bank.add') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('bank.add') })).toBeVisible();
  await page.getByRole('textbox', { name: t('bank.name') }).fill('Xalq banki');
  await page.getByRole('textbox', { name: t('bank.cardNumber') }).fill('1234 56');
  await page.getByRole('button', { name: t('bank.save') }).click();
  await expect
    .poll(() => errorOf(page, t('bank.cardNumber')))
    .toBe(t('validation.length', { min: '12', max: '19' }));
  await expect.poll(() => errorOf(page, t('bank.holderName'))).toBe(t('validation.required'));
  await expect(page.getByRole('textbox', { name: t('bank.cardNumber') })).toHaveValue('1234 56');
  await expect(page.getByRole('textbox', { name: t('bank.name') })).toHaveValue('Xalq banki');
  await expectNoSeriousAxeViolations(page, 'bank edit with errors');

  await page.getByRole('textbox', { name: t('bank.holderName') }).fill('Aziza Karimova');
  await page.getByRole('textbox', { name: t('bank.cardNumber') }).fill('6222 0202 0011 2233');
  await page.getByRole('button', { name: t('bank.save') }).click();
  await expect(page.getByRole('status').filter({ hasText: t('message.saved') })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: t('title.bankList') })).toBeVisible();
  const cards = page.locator('.app-bank-list__card');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('2233');
  await expect(cards.first()).not.toContainText('6222');

  // A second card, then made the default.
  await page.getByRole('button', { name: t('bank.add') }).click();
  await page.getByRole('textbox', { name: t('bank.name') }).fill('Kapitalbank');
  await page.getByRole('textbox', { name: t('bank.holderName') }).fill('Aziza Karimova');
  await page.getByRole('textbox', { name: t('bank.cardNumber') }).fill('8600123412344455');
  await page.getByRole('button', { name: t('bank.save') }).click();
  await expect(cards).toHaveCount(2);
  const second = cards.filter({ hasText: '4455' });
  await second.getByRole('button', { name: t('bank.setDefault') }).click();
  await expect(second.getByText(t('bank.defaultCard'))).toBeVisible();
  await expect(cards.first()).toContainText('4455');
  await expectNoSeriousAxeViolations(page, 'bank list, two cards');

  // The first card deleted after the confirmation.
  await cards
    .filter({ hasText: '2233' })
    .getByRole('button', { name: t('bank.delete') })
    .click();
  const dialog = page.getByRole('alertdialog', { name: t('bank.deleteConfirm') });
  await expect(dialog).toBeVisible();
  // Checked once it has faded in: half-way, its colours are not yet its own.
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
  await expectNoSeriousAxeViolations(page, 'bank delete confirmation');
  await dialog.getByRole('button', { name: t('bank.delete') }).click();
  await expect(page.getByRole('status').filter({ hasText: t('message.deleted') })).toBeVisible();
  await expect(cards).toHaveCount(1);

  const stored = await shopperCall<{ cardNo: string; isDefault: boolean | number }[]>(
    'app/user/bankcard/list',
    {
      body: {},
      token: shopper.token,
    },
  );
  expect(stored).toHaveLength(1);
  expect(stored[0]?.cardNo.endsWith('4455')).toBe(true);
  expect(Boolean(stored[0]?.isDefault)).toBe(true);
});

test('withdrawals: one refused (amount back, withdrawalReturn on the ledger), a lost answer retried once, another approved', async ({
  page,
}) => {
  const shopper = await signInNewShopper(page, { locale: 'en', balance: 100 });
  await shopperCall('app/user/bankcard/add', {
    body: { bankName: 'Bank of Tea', holderName: 'Ann Lee', cardNo: '6222020200119988' },
    token: shopper.token,
  });

  await page.goto(`${baseURL()}/#/pages/index/my`);
  await page.getByRole('link', { name: 'Withdrawal center' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Withdrawal center' })).toBeVisible();
  await expect(page.getByText('No withdrawals yet')).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'withdrawal list, empty');
  await page.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Request withdrawal' })).toBeVisible();
  await expect(page.locator('.app-withdrawal-form__balance strong')).toHaveText('¥100.00');
  await expect(page.getByRole('button', { name: /9988/ })).toHaveAttribute('aria-pressed', 'true');

  // The rules: amount > 0 and not above the balance, with what was typed kept.
  const amount = page.getByRole('textbox', { name: 'Withdrawal amount' });
  await amount.fill('0');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect
    .poll(() => errorOf(page, 'Withdrawal amount'))
    .toBe('The amount must be filled and greater than 0');
  await amount.fill('150');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect.poll(() => errorOf(page, 'Withdrawal amount')).toBe('Must be at most ¥100.00');
  await expect(amount).toHaveValue('150');
  await expectNoSeriousAxeViolations(page, 'withdrawal submit with an error');

  await amount.fill('30');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Submission successful' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Withdrawal center' })).toBeVisible();
  const rows = page.locator('.app-ledger-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Pending approval');
  await expect(rows.first()).toContainText('−¥30.00');
  expect(await balanceOf(shopper.token)).toBe(70_00);

  // Refused by the operator: the reason on the list, the amount back (withdrawalReturn on the ledger).
  const [first] = await ledgerRows(shopper.token, 'withdrawal');
  await operator('withdrawal/refuse', { id: first?.id, reason: 'Card closed' });
  await page.reload();
  await expect(rows.first()).toContainText('Refused');
  await expect(rows.first()).toContainText('Reason for refusal: Card closed');
  await expectNoSeriousAxeViolations(page, 'withdrawal list, refused');
  await page.goto(`${baseURL()}/#/pages/user/balance`);
  await expect(page.getByRole('heading', { level: 1, name: 'Balance details' })).toBeVisible();
  const returned = page.locator('.app-ledger-row').filter({ hasText: 'Withdrawal returned' });
  await expect(returned).toContainText('+¥30.00');
  await expect(page.locator('.mall-balance-card__amount')).toContainText('100');
  await expectNoSeriousAxeViolations(page, 'ledger');

  // A lost answer: the server does the withdrawal, the app never hears of it (every try of the
  // first tap); the shopper sees the network error and taps again — one withdrawal only.
  let losing = true;
  let lost = 0;
  await page.route('**/api/app/account/transaction/record/withdraw', async (route) => {
    if (!losing) {
      await route.continue();
      return;
    }
    lost += 1;
    await route.fetch();
    await route.abort('connectionreset');
  });
  await page.goto(`${baseURL()}/#/pages/withdrawal/submit`);
  await amount.fill('20');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: /network/i })).toBeVisible();
  expect(lost).toBeGreaterThan(0);
  await expect(amount).toHaveValue('20');
  losing = false;
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Withdrawal center' })).toBeVisible();
  const withdrawals = await ledgerRows(shopper.token, 'withdrawal');
  expect(withdrawals.filter((row) => cents(String(row.amount)) === 20_00 && row.status === 0)).toHaveLength(
    1,
  );
  expect(withdrawals).toHaveLength(2);
  expect(await balanceOf(shopper.token)).toBe(80_00);

  // Approved by the operator.
  const pending = withdrawals.find((row) => row.status === 0);
  await operator('withdrawal/approve', { id: pending?.id });
  await page.reload();
  await expect(rows.first()).toContainText('Agreed');
  expect(await balanceOf(shopper.token)).toBe(80_00);
});

test('a recharge request in Traditional Chinese, approved by the operator, credits the balance', async ({
  page,
}) => {
  const t = localeMessages('zh-tw');
  const shopper = await signInNewShopper(page, { locale: 'zh-tw' });

  await page.goto(`${baseURL()}/#/pages/index/my`);
  await page.getByRole('link', { name: t('account.details') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('title.ledger') })).toBeVisible();
  await expect(page.getByText(t('ledger.empty'))).toBeVisible();
  await page.getByRole('button', { name: t('account.recharge') }).click();
  const amount = page.getByRole('textbox', { name: t('recharge.amount') });
  await page.getByRole('button', { name: t('recharge.submit') }).click();
  await expect.poll(() => errorOf(page, t('recharge.amount'))).toBe(t('validation.required'));
  await amount.fill('12.345');
  await page.getByRole('button', { name: t('recharge.submit') }).click();
  await expect.poll(() => errorOf(page, t('recharge.amount'))).toBe(t('validation.money'));
  await expect(amount).toHaveValue('12.345');
  await expectNoSeriousAxeViolations(page, 'recharge request with an error');

  await amount.fill('50');
  await page.getByRole('button', { name: t('recharge.submit') }).click();
  await expect(page.getByRole('status').filter({ hasText: t('account.submitted') })).toBeVisible();
  const request = page.locator('.app-ledger-row').filter({ hasText: t('ledger.type.rechargeRequest') });
  await expect(request).toContainText(t('withdrawal.status.pendingApproval'));
  await expect(request).toContainText(t('ledger.requested', { amount: '¥50.00' }));
  await expectNoSeriousAxeViolations(page, 'ledger with a recharge request');

  const [row] = await ledgerRows(shopper.token, 'rechargeRequest');
  await operator('recharge/approve', { id: row?.id });
  await page.reload();
  await expect(
    page
      .locator('.app-ledger-row')
      .filter({ hasText: t('ledger.type.recharge') })
      .first(),
  ).toBeVisible();
  await expect(page.locator('.app-ledger-row', { hasText: '+¥50.00' })).toHaveCount(1);
  expect(await balanceOf(shopper.token)).toBe(50_00);

  // My shows the balance as it is now, not as it was when My was last open.
  await page.getByRole('button', { name: t('nav.back') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('title.my') })).toBeVisible();
  await expect(page.locator('.mall-balance-card__amount')).toHaveText(/50\.00/);

  // Money moved elsewhere (the operator credits 5) shows as soon as My is shown again, without a reload.
  await operator('recharge/approve', { userId: shopper.id, amount: 5 });
  await page.getByRole('button', { name: new RegExp(t('tab.home')) }).click();
  await expect(page).toHaveURL(/#\/$/);
  await page.getByRole('button', { name: new RegExp(t('tab.my')) }).click();
  await expect(page.locator('.mall-balance-card__amount')).toHaveText(/55\.00/);
});
