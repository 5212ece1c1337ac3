import { en as enMessages } from '@mall/wording/vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createI18n, I18nProvider } from '../../i18n/i18n-context';
import { flattenMessages } from '../../i18n/messages';
import { ToastProvider } from '../../shell/toast-context';
import { errorOf, installFakeApi, type } from '../../test-support/fake-api';
import { TestRouter } from '../../test-support/test-router';
import BankEditPage from './bank-edit-page';
import BankListPage from './bank-list-page';

const api = installFakeApi();

const en = flattenMessages(enMessages);

const tea = {
  id: 3,
  bankName: 'Bank of Tea',
  holderName: 'Ann Lee',
  cardNo: '**** **** **** 9988',
  isDefault: true,
};
const lake = {
  id: 4,
  bankName: 'Lake Bank',
  holderName: 'Ann Lee',
  cardNo: '**** **** **** 4455',
  isDefault: false,
};

function renderAt(path: string) {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nProvider value={createI18n('en', en, en, '¥')}>
        <ToastProvider>
          <TestRouter
            path={path}
            routes={{
              '/pages/bank/list': <BankListPage />,
              '/pages/bank/edit': <BankEditPage />,
              '/': <h1>Home</h1>,
            }}
          ></TestRouter>
        </ToastProvider>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

const field = (name: string) => screen.getByRole('textbox', { name });

beforeEach(() => {
  api.answers = {
    'app/user/bankcard/list': () => [lake, tea],
    'app/user/bankcard/info': () => tea,
    'app/user/bankcard/add': () => ({ id: 12 }),
    'app/user/bankcard/update': () => null,
    'app/user/bankcard/delete': () => null,
    'app/dict/info/data': () => ({
      bankName: [{ id: 1, name: 'Bank of Tea', value: 1, parentId: null, orderNum: 1 }],
    }),
  };
});

afterEach(() => {
  cleanup();
  api.sent.length = 0;
});

describe('bank card edit page', () => {
  it('shows the translated rules next to the fields, keeps what was typed, then adds the card', async () => {
    renderAt('/pages/bank/edit');
    expect(screen.getByRole('heading', { name: 'Add bank card', level: 1 })).toBeTruthy();
    type(field('Card number'), '1234 56');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorOf(field('Card number'))).toBe('Length must be 12-19 digits'));
    expect(errorOf(field('Bank name'))).toBe('Cannot be empty');
    expect(errorOf(field('Holder name'))).toBe('Cannot be empty');
    expect(field('Card number')).toHaveProperty('value', '1234 56');
    expect(api.callsTo('app/user/bankcard/add')).toEqual([]);

    // A bank of the dictionary fills the name.
    fireEvent.click(await screen.findByRole('button', { name: 'Bank of Tea' }));
    type(field('Holder name'), ' Ann Lee ');
    type(field('Card number'), '6222 0202 0011 2233');
    fireEvent.click(screen.getByRole('switch', { name: 'Set as default card' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(screen.getByText('Saved')).toBeTruthy();
    expect(api.callsTo('app/user/bankcard/add').map((call) => call.body)).toEqual([
      { bankName: 'Bank of Tea', holderName: 'Ann Lee', cardNo: '6222020200112233', isDefault: true },
    ]);
  });

  it('changes a card without its masked number unless a new one is typed', async () => {
    renderAt('/pages/bank/edit?id=3');
    expect(await screen.findByRole('heading', { name: 'Edit bank card', level: 1 })).toBeTruthy();
    await waitFor(() => expect(field('Holder name')).toHaveProperty('value', 'Ann Lee'));
    expect(screen.getByText('Current card •••• 9988; leave empty to keep it')).toBeTruthy();
    type(field('Holder name'), 'Ann Wang');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(api.callsTo('app/user/bankcard/update').map((call) => call.body)).toEqual([
      { id: 3, bankName: 'Bank of Tea', holderName: 'Ann Wang', isDefault: true },
    ]);
  });
});

describe('bank card list page', () => {
  it('shows the default first, masked to the last four, and sets another as default', async () => {
    renderAt('/pages/bank/list');
    const list = await screen.findByRole('list', { name: 'Bank cards' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards[0]?.textContent).toContain('9988');
    expect(cards[0]?.textContent).toContain('Default card');
    expect(cards[0]?.textContent).not.toContain('****');
    fireEvent.click(within(cards[1] as HTMLElement).getByRole('button', { name: 'Set as default' }));
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(api.callsTo('app/user/bankcard/update').map((call) => call.body)).toEqual([
      { id: 4, isDefault: true },
    ]);
  });

  it('deletes a card only after the confirmation', async () => {
    renderAt('/pages/bank/list');
    const list = await screen.findByRole('list', { name: 'Bank cards' });
    const lakeCard = within(list).getAllByRole('listitem')[1] as HTMLElement;
    fireEvent.click(within(lakeCard).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Are you sure you want to delete this bank card?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.callsTo('app/user/bankcard/delete')).toEqual([]);

    fireEvent.click(within(lakeCard).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted')).toBeTruthy();
    expect(api.callsTo('app/user/bankcard/delete').map((call) => call.body)).toEqual([{ ids: [4] }]);
  });
});
