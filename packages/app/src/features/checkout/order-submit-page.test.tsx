import { ApiError } from '@mall/sdk';
import { en as enMessages } from '@mall/wording/vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n, I18nProvider } from '../../i18n/i18n-context';
import { flattenMessages } from '../../i18n/messages';
import { TestRouter } from '../../test-support/test-router';
import { chooseCheckoutAddress, takeCheckoutAddress } from '../address/address-queries';
import OrderSubmitPage from './order-submit-page';

const goods = {
  id: 7,
  title: 'Green tea',
  mainPic: null,
  pics: [],
  specs: [{ id: 70, name: '250 g', price: 59.9, stock: 10, images: [], sortNum: 0 }],
};
const address = {
  id: 3,
  contact: 'Ann',
  phone: '13800000000',
  province: 'P',
  city: 'C',
  district: 'D',
  address: 'Street 1',
  isDefault: true,
};

const client = {
  goods: { info: { info: vi.fn(async () => goods) } },
  user: {
    address: { list: vi.fn(async () => [address]) },
    info: { person: vi.fn(async () => ({ balance: 10 })) },
  },
  coupon: { user: { list: vi.fn(async () => []) } },
  order: {
    info: { create: vi.fn(async () => ({ id: 99 })) },
    pay: {
      accountPay: vi.fn(async () => {
        throw new ApiError({ code: 1001, message: 'Insufficient account balance, please recharge' });
      }),
    },
  },
};

vi.mock('../../api/mall-client', () => ({ mallClient: () => client }));

const en = flattenMessages(enMessages);

function renderAt(path: string) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nProvider value={createI18n('en', en, en, '¥')}>
        <TestRouter
          path={path}
          routes={{
            '/pages/order/submit': <OrderSubmitPage />,
            '/pages/user/address-edit': <h1>Address edit</h1>,
            '/pages/user/address-list': <h1>Address list</h1>,
          }}
        ></TestRouter>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  client.user.address.list.mockImplementation(async () => [address]);
});

describe('order submit page', () => {
  it('prices the line, and keeps the order when the balance is short', async () => {
    renderAt('/pages/order/submit?goodsId=7&specId=70&count=2');
    expect(await screen.findByText('Green tea')).toBeTruthy();
    expect(screen.getByText('x2')).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Ann/ })).toHaveProperty('checked', true);
    expect(screen.getByText('No coupon available for this order')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit order' }));
    expect(await screen.findByText('Insufficient account balance, please recharge')).toBeTruthy();
    expect(screen.getByText('Balance ¥10.00, to pay ¥119.80')).toBeTruthy();
    expect(client.order.info.create).toHaveBeenCalledWith(
      { goodsList: [{ goodsId: 7, specId: 70, count: 2 }], addressId: 3 },
      expect.anything(),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Pay later' }));
    expect(await screen.findByRole('heading', { name: 'Order pending payment' })).toBeTruthy();
  });

  it('asks for an address when the shopper has none, and refuses to order', async () => {
    client.user.address.list.mockImplementation(async () => []);
    renderAt('/pages/order/submit?goodsId=7&specId=70');
    expect(await screen.findByText('No delivery address yet, please add an address')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit order' }));
    expect((await screen.findByRole('alert')).textContent).toContain('please add an address');
  });

  it('offers to add an address when there is none, for this order', async () => {
    client.user.address.list.mockImplementation(async () => []);
    renderAt('/pages/order/submit?goodsId=7&specId=70');
    fireEvent.click(await screen.findByRole('button', { name: 'Add an address' }));
    expect(await screen.findByRole('heading', { name: 'Address edit' })).toBeTruthy();
  });

  it('takes the address chosen on the address pages, once, and links to them', async () => {
    client.user.address.list.mockImplementation(async () => [
      address,
      { ...address, id: 8, contact: 'Bo', isDefault: false },
    ]);
    chooseCheckoutAddress(8);
    renderAt('/pages/order/submit?goodsId=7&specId=70');
    expect(await screen.findByRole('radio', { name: /Bo/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: /Ann/ })).toHaveProperty('checked', false);
    expect(takeCheckoutAddress()).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Choose or manage addresses' }));
    expect(await screen.findByRole('heading', { name: 'Address list' })).toBeTruthy();
  });

  it('shows an empty state without lines to buy', async () => {
    renderAt('/pages/order/submit');
    expect(await screen.findByText('Nothing to check out')).toBeTruthy();
  });
});
