import { en as enMessages } from '@mall/wording/vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createI18n, I18nProvider } from '../../i18n/i18n-context';
import { flattenMessages } from '../../i18n/messages';
import { ToastProvider } from '../../shell/toast-context';
import { errorOf, installFakeApi, type } from '../../test-support/fake-api';
import { TestRouter } from '../../test-support/test-router';
import LedgerPage from './ledger-page';
import WithdrawalSubmitPage from './withdrawal-submit-page';

const api = installFakeApi();

const en = flattenMessages(enMessages);

const person = { id: 5, username: 'ann', status: 1, balance: 100, createTime: '2026-01-01 00:00:00' };
const card = {
  id: 3,
  bankName: 'Bank of Tea',
  holderName: 'Ann Lee',
  cardNo: '**** **** 9988',
  isDefault: true,
};
const base = { createTime: '2026-01-31 08:00:00', balanceAfter: 100 };
const ledger = [
  { ...base, id: 1, type: 'recharge', amount: 100 },
  { ...base, id: 2, type: 'rechargeRequest', amount: 0, requestedAmount: 50, status: 0 },
  { ...base, id: 3, type: 'payment', amount: -12.5, orderId: 41 },
  { ...base, id: 4, type: 'refund', amount: 12.5, orderId: 41 },
  { ...base, id: 5, type: 'repurchase', amount: 9, orderId: 42 },
  {
    ...base,
    id: 6,
    type: 'withdrawal',
    amount: -30,
    withdrawNum: 'W2026',
    status: 2,
    bankCard: { bankName: 'Bank of Tea', cardNo: '**** 9988' },
    refuseReason: 'Card closed',
  },
  { ...base, id: 7, type: 'withdrawalReturn', amount: 30 },
];

function renderAt(path: string) {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nProvider value={createI18n('en', en, en, '¥')}>
        <ToastProvider>
          <TestRouter
            path={path}
            routes={{
              '/pages/user/balance': <LedgerPage />,
              '/pages/withdrawal/submit': <WithdrawalSubmitPage />,
              '/pages/withdrawal/list': <h1>Withdrawal list</h1>,
              '/pages/bank/edit': <h1>Bank edit</h1>,
            }}
          ></TestRouter>
        </ToastProvider>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  api.answers = {
    'app/user/info/person': () => person,
    'app/user/bankcard/list': () => [card],
    'app/account/transaction/record/page': () => ({
      list: ledger,
      pagination: { page: 1, size: 20, total: ledger.length },
    }),
  };
});

afterEach(() => {
  cleanup();
  api.sent.length = 0;
});

describe('ledger page', () => {
  it('shows every row kind with its signed amount and what it carries', async () => {
    renderAt('/pages/user/balance');
    const list = await screen.findByRole('list', { name: 'Balance records' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('h3')?.textContent)).toEqual([
      'Recharge',
      'Recharge request',
      'Order payment',
      'Refund',
      'Repurchase',
      'Withdrawal',
      'Withdrawal returned',
    ]);
    const amounts = rows.map((row) => row.querySelector('.app-ledger-row__amount')?.textContent);
    expect(amounts).toEqual(['+¥100.00', '¥0.00', '−¥12.50', '+¥12.50', '+¥9.00', '−¥30.00', '+¥30.00']);
    expect(rows[1]?.textContent).toContain('Requested ¥50.00');
    expect(rows[1]?.textContent).toContain('Pending approval');
    expect(
      within(rows[2] as HTMLElement)
        .getByRole('link', { name: 'Order 41' })
        .getAttribute('href'),
    ).toBe('#/pages/order/detail?id=41');
    expect(rows[5]?.textContent).toContain('No. W2026');
    expect(rows[5]?.textContent).toContain('Refused');
    expect(rows[5]?.textContent).toContain('9988');
    expect(rows[5]?.textContent).toContain('Reason for refusal: Card closed');
    expect(api.callsTo('app/account/transaction/record/page').map((call) => call.body)).toEqual([
      { page: 1, size: 20 },
    ]);
  });

  it('files a recharge request from ?recharge=1 with one key across a retry after a network failure', async () => {
    let failures = 3;
    api.answers['app/account/transaction/record/append'] = () => {
      if (failures-- > 0) {
        throw new TypeError('Failed to fetch');
      }
      return { ...base, id: 9, type: 'rechargeRequest', amount: 0, requestedAmount: 50, status: 0 };
    };
    renderAt('/pages/user/balance?recharge=1');
    const amount = await screen.findByRole('textbox', { name: 'Recharge amount' });
    fireEvent.click(screen.getByRole('button', { name: 'Submit request' }));
    await waitFor(() => expect(errorOf(amount)).toBe('Cannot be empty'));
    type(amount, '5x');
    await waitFor(() => expect(errorOf(amount)).toBe('Amount: at most 2 decimal places'));
    expect(amount).toHaveProperty('value', '5x');
    expect(api.callsTo('app/account/transaction/record/append')).toEqual([]);

    type(amount, '50');
    fireEvent.click(screen.getByRole('button', { name: 'Submit request' }));
    // The SDK tries three times before the failure reaches the shopper.
    const failure = await screen.findByText(
      'Network error, please try again later',
      { selector: '.app-account__error' },
      { timeout: 5000 },
    );
    expect(failure.getAttribute('role')).toBe('alert');
    expect(amount).toHaveProperty('value', '50');
    fireEvent.click(screen.getByRole('button', { name: 'Submit request' }));
    expect(await screen.findByText('Submission successful')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Recharge amount' })).toBeNull());

    const appends = api.callsTo('app/account/transaction/record/append');
    expect(appends.length).toBeGreaterThan(1);
    expect(appends.every((call) => (call.body as { amount: number }).amount === 50)).toBe(true);
    expect(new Set(appends.map((call) => call.key)).size).toBe(1);
    expect(appends[0]?.key).toBeTruthy();
  }, 15_000);
});

describe('withdrawal submit page', () => {
  it('checks the amount against the balance, then withdraws to the default card', async () => {
    api.answers['app/account/transaction/record/withdraw'] = () => ({
      ...base,
      id: 10,
      type: 'withdrawal',
      amount: -30,
      status: 0,
      withdrawNum: 'W1',
    });
    renderAt('/pages/withdrawal/submit');
    const amount = await screen.findByRole('textbox', { name: 'Withdrawal amount' });
    expect(screen.getByRole('button', { name: /9988/ }).getAttribute('aria-pressed')).toBe('true');
    type(amount, '0');
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(errorOf(amount)).toBe('The amount must be filled and greater than 0'));
    type(amount, '100.01');
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(errorOf(amount)).toBe('Must be at most ¥100.00'));
    expect(amount).toHaveProperty('value', '100.01');
    expect(api.callsTo('app/account/transaction/record/withdraw')).toEqual([]);

    type(amount, '30');
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByRole('heading', { name: 'Withdrawal list' })).toBeTruthy();
    expect(screen.getByText('Submission successful')).toBeTruthy();
    expect(api.callsTo('app/account/transaction/record/withdraw').map((call) => call.body)).toEqual([
      { amount: '30', bankCardId: 3 },
    ]);
  });

  it('asks for a bank card when there is none and leads to adding one', async () => {
    api.answers['app/user/bankcard/list'] = () => [];
    renderAt('/pages/withdrawal/submit');
    expect(await screen.findByText('No bank card yet, please add one')).toBeTruthy();
    type(screen.getByRole('textbox', { name: 'Withdrawal amount' }), '10');
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Please select a bank card')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add a bank card' }));
    expect(await screen.findByRole('heading', { name: 'Bank edit' })).toBeTruthy();
  });
});
