import { en as enMessages } from '@mall/wording/vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createI18n, I18nProvider } from '../../i18n/i18n-context';
import { flattenMessages } from '../../i18n/messages';
import { RefreshFailureToast } from '../../shell/refresh-failure-toast';
import { ToastProvider } from '../../shell/toast-context';
import { envelope, errorOf, installFakeApi, type } from '../../test-support/fake-api';
import { TestRouter } from '../../test-support/test-router';
import AddressEditPage from './address-edit-page';
import AddressListPage from './address-list-page';
import { takeCheckoutAddress } from './address-queries';

const api = installFakeApi();

const en = flattenMessages(enMessages);

const home = {
  id: 4,
  contact: 'Ann Lee',
  phone: '13800000000',
  countryCode: '+86',
  province: '浙江省',
  city: '杭州市',
  district: '西湖区',
  address: '1 Tea Road',
  isDefault: false,
};
const office = { ...home, id: 5, contact: 'Bo Chen', address: '9 Lake Street', isDefault: true };

function renderAt(path: string) {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nProvider value={createI18n('en', en, en, '¥')}>
        <ToastProvider>
          <TestRouter
            path={path}
            routes={{
              '/pages/user/address-list': <AddressListPage />,
              '/pages/user/address-edit': <AddressEditPage />,
              '/': <h1>Home</h1>,
            }}
          ></TestRouter>
          <RefreshFailureToast />
        </ToastProvider>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

const field = (name: string) => screen.getByRole('textbox', { name });
const regionButton = () => screen.getByRole('button', { name: /^Region/ });

async function chooseRegion(...names: string[]) {
  fireEvent.click(regionButton());
  // With a region chosen already, the picker opens on its last level: start again from the province.
  fireEvent.click(await screen.findByRole('button', { name: /^Province: / }));
  for (const name of names) {
    fireEvent.click(await screen.findByRole('button', { name }));
  }
  await waitFor(() => expect(regionButton().textContent).toContain(names.join(' ')));
}

beforeEach(() => {
  api.answers = {
    'app/user/address/list': () => [home, office],
    'app/user/address/info': () => home,
    'app/user/address/add': () => ({ id: 12 }),
    'app/user/address/update': () => null,
    'app/user/address/delete': () => null,
  };
});

afterEach(() => {
  cleanup();
  api.sent.length = 0;
  window.sessionStorage.clear();
});

describe('address edit page', () => {
  it('shows the translated required messages on an empty submit and calls nothing', async () => {
    renderAt('/pages/user/address-edit');
    expect(screen.getByRole('heading', { name: 'Add address', level: 1 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorOf(field('Contact person'))).toBe('Cannot be empty'));
    expect(errorOf(field('Mobile number'))).toBe('Cannot be empty');
    expect(errorOf(regionButton())).toBe('Cannot be empty');
    expect(errorOf(field('Detailed address'))).toBe('Cannot be empty');
    expect(errorOf(field('Country code'))).toBeNull();
    expect(api.callsTo('app/user/address/add')).toEqual([]);
  });

  it('rejects a mobile number that is not 6-15 digits', async () => {
    renderAt('/pages/user/address-edit');
    type(field('Mobile number'), '12a45');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorOf(field('Mobile number'))).toBe('Mobile number: 6-15 digits'));
    type(field('Mobile number'), '13800000000');
    await waitFor(() => expect(errorOf(field('Mobile number'))).toBeNull());
    expect(api.callsTo('app/user/address/add')).toEqual([]);
  });

  it('adds the address with the chosen region, says "Address saved" and hands it to checkout', async () => {
    renderAt('/pages/user/address-edit?select=1');
    type(field('Contact person'), ' Ann Lee ');
    type(field('Mobile number'), '13800000000');
    await chooseRegion('浙江省', '杭州市', '西湖区');
    type(field('Detailed address'), '1 Tea Road');
    fireEvent.click(screen.getByRole('switch', { name: 'Set as default address' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(screen.getByText('Address saved')).toBeTruthy();
    expect(api.callsTo('app/user/address/add').map((call) => call.body)).toEqual([
      {
        contact: 'Ann Lee',
        phone: '13800000000',
        countryCode: '+86',
        province: '浙江省',
        city: '杭州市',
        district: '西湖区',
        address: '1 Tea Road',
        isDefault: true,
      },
    ]);
    expect(takeCheckoutAddress()).toBe(12);
  });

  it('edits an address with its current values and sends update with its id', async () => {
    renderAt('/pages/user/address-edit?id=4');
    expect(await screen.findByRole('heading', { name: 'Edit address', level: 1 })).toBeTruthy();
    await waitFor(() => expect(field('Contact person')).toHaveProperty('value', 'Ann Lee'));
    expect(regionButton().textContent).toContain('浙江省 杭州市 西湖区');
    expect(api.callsTo('app/user/address/info').map((call) => call.body)).toEqual([{ id: '4' }]);
    type(field('Contact person'), 'Ann Wang');
    await chooseRegion('浙江省', '宁波市', '海曙区');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(api.callsTo('app/user/address/update').map((call) => call.body)).toEqual([
      { ...home, contact: 'Ann Wang', city: '宁波市', district: '海曙区' },
    ]);
    expect(api.callsTo('app/user/address/add')).toEqual([]);
    // Only an address added from checkout is handed to it.
    expect(takeCheckoutAddress()).toBeNull();
  });

  it('asks before deleting from the edit page, and does not read the deleted address again', async () => {
    let deleted = false;
    api.answers['app/user/address/delete'] = () => {
      deleted = true;
      return null;
    };
    api.answers['app/user/address/info'] = () =>
      deleted ? envelope(null, { code: 1001, message: 'Not found' }) : home;
    renderAt('/pages/user/address-edit?id=4');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete address' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Are you sure you want to delete this address?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.callsTo('app/user/address/delete')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete address' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(screen.getByText('Deleted')).toBeTruthy();
    expect(api.callsTo('app/user/address/delete').map((call) => call.body)).toEqual([{ ids: [4] }]);
    // Read again, the server would answer that it does not exist, in a toast over "Deleted".
    expect(api.callsTo('app/user/address/info')).toHaveLength(1);
    expect(screen.queryByText('Not found')).toBeNull();
  });
});

describe('address list page', () => {
  it('lists the addresses default first, each with edit, and adds from the bar', async () => {
    renderAt('/pages/user/address-list');
    const list = await screen.findByRole('list', { name: 'Delivery addresses' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Bo Chen'),
      expect.stringContaining('Ann Lee'),
    ]);
    expect(within(items[0] as HTMLElement).queryByRole('button', { name: 'Set as default' })).toBeNull();
    fireEvent.click(within(items[1] as HTMLElement).getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('heading', { name: 'Edit address', level: 1 })).toBeTruthy();
  });

  it('asks before deleting, then deletes and says "Deleted"', async () => {
    renderAt('/pages/user/address-list');
    const list = await screen.findByRole('list', { name: 'Delivery addresses' });
    const ann = within(list).getAllByRole('listitem')[1] as HTMLElement;
    fireEvent.click(within(ann).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Are you sure you want to delete this address?')).toBeTruthy();
    expect(api.callsTo('app/user/address/delete')).toEqual([]);
    api.answers['app/user/address/list'] = () => [office];
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted')).toBeTruthy();
    expect(api.callsTo('app/user/address/delete').map((call) => call.body)).toEqual([{ ids: [4] }]);
    await waitFor(() => expect(screen.queryByText('Ann Lee')).toBeNull());
  });

  it('sets an address as the default', async () => {
    renderAt('/pages/user/address-list');
    fireEvent.click(await screen.findByRole('button', { name: 'Set as default' }));
    await waitFor(() =>
      expect(api.callsTo('app/user/address/update').map((call) => call.body)).toEqual([
        { id: 4, isDefault: true },
      ]),
    );
  });

  it('offers "Add address" when there is none', async () => {
    api.answers['app/user/address/list'] = () => [];
    renderAt('/pages/user/address-list');
    expect(await screen.findByText('No delivery address yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add address' }));
    expect(await screen.findByRole('heading', { name: 'Add address', level: 1 })).toBeTruthy();
  });

  it('from checkout, tapping an address chooses it and goes back', async () => {
    renderAt('/pages/user/address-list?select=1');
    expect(await screen.findByText('Tap an address to use it for this order')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Ann Lee/ }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(takeCheckoutAddress()).toBe(4);
    expect(takeCheckoutAddress()).toBeNull();
  });
});
