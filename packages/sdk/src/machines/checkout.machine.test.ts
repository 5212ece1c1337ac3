import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, getNextSnapshot, waitFor } from 'xstate';
import { createMallClient } from '../client/create-mall-client';
import type { Cents } from '../money/money';
import type { Address } from '../schemas/address.schema';
import type { UserCoupon } from '../schemas/coupon.schema';
import type { GoodsDetail } from '../schemas/goods.schema';
import type { OrderCreateRequest, OrderDetail } from '../schemas/order.schema';
import { createMemoryStorage } from '../storage/storage';
import { ApiError } from '../transport/api-error';
import { type CheckoutMachineClient, type CheckoutOptions, checkoutMachine } from './checkout.machine';
import { type CheckoutLine, type PricedLine, priceCheckoutLines } from './checkout-pricing';

const client = createMallClient({ baseURL: 'http://127.0.0.1:9/api', storage: createMemoryStorage() });

const tea: GoodsDetail = {
  id: 12,
  title: 'Tea',
  price: 19.99,
  pics: [],
  specs: [
    { id: 30, name: '100 g', price: 19.99, stock: 5, images: ['tea-100.png'], sortNum: 0 },
    { id: 31, name: '250 g', price: 45.5, stock: 0, images: [], sortNum: 1 },
  ],
};

const addresses: Address[] = [
  {
    id: 1,
    contact: 'Alice',
    phone: '13800000000',
    province: 'A',
    city: 'B',
    district: 'C',
    address: 'D',
    isDefault: false,
  },
  {
    id: 2,
    contact: 'Alice',
    phone: '13800000000',
    province: 'A',
    city: 'B',
    district: 'C',
    address: 'E',
    isDefault: true,
  },
];

function coupon(id: number, amount: number, fullAmount: number, status: 0 | 1 | 2 = 0): UserCoupon {
  return {
    id,
    couponId: id + 100,
    title: `${fullAmount} - ${amount}`,
    amount,
    condition: { fullAmount },
    startTime: '2026-01-01 00:00:00',
    endTime: '2026-12-31 00:00:00',
    status,
    available: true,
  };
}

const lines: CheckoutLine[] = [{ goodsId: 12, specId: 30, count: 3 }];

interface FakeOptions {
  pay?: () => void;
  balance?: Cents;
}

function fakeShop(options: FakeOptions = {}) {
  const created: OrderCreateRequest[] = [];
  let payments = 0;
  const machine = checkoutMachine.provide({
    actors: {
      priceLines: fromPromise<PricedLine[], { client: CheckoutMachineClient; lines: CheckoutLine[] }>(
        async ({ input }) => priceCheckoutLines(input.lines, [tea]),
      ),
      loadOptions: fromPromise(async () => ({
        addresses,
        coupons: [coupon(1, 5, 50), coupon(2, 20, 100), coupon(3, 10, 10, 1)],
      })),
      createOrder: fromPromise<OrderDetail, { client: CheckoutMachineClient; request: OrderCreateRequest }>(
        async ({ input }) => {
          created.push(input.request);
          return {
            id: 44,
            createTime: '2026-01-31T08:00:00+08:00',
            orderNum: 'M44',
            status: 0,
            price: 59.97,
            payPrice: 54.97,
            goodsList: [],
          };
        },
      ),
      payOrder: fromPromise(async () => {
        payments += 1;
        options.pay?.();
      }),
      loadBalance: fromPromise(async () => options.balance ?? 100_00),
    },
  });
  return {
    machine,
    created,
    payments: () => payments,
    start: () => createActor(machine, { input: { client, lines, source: 'cart' as const } }).start(),
  };
}

describe('checkout machine', () => {
  it('re-prices, picks the default address, applies a usable coupon, creates and pays', async () => {
    const shop = fakeShop();
    const actor = shop.start();
    let snapshot = await waitFor(actor, (state) => state.matches('editing'));

    expect(snapshot.context.priced[0]).toMatchObject({ price: 1999, total: 5997, specName: '100 g' });
    expect(snapshot.context.addressId).toBe(2);
    expect(snapshot.context.addresses.map((address) => address.id)).toEqual([2, 1]);
    // 'full 100 reduce 20' is out of reach and a used coupon is never offered.
    expect(snapshot.context.coupons.map((offer) => offer.id)).toEqual([1]);

    actor.send({ type: 'checkout.coupon.select', couponId: 1 });
    actor.send({ type: 'checkout.remark.change', remark: 'Leave at the door' });
    expect(actor.getSnapshot().context.summary).toEqual({ goodsTotal: 5997, discount: 500, payable: 5497 });

    actor.send({ type: 'checkout.confirm' });
    snapshot = await waitFor(actor, (state) => state.status === 'done');

    expect(shop.created).toEqual([
      {
        goodsList: [{ goodsId: 12, specId: 30, count: 3 }],
        addressId: 2,
        couponId: 101,
        remark: 'Leave at the door',
      },
    ]);
    expect(shop.payments()).toBe(1);
    expect(snapshot.value).toBe('paid');
    expect(snapshot.output).toEqual({ outcome: 'paid', orderId: 44 });
  });

  it('stops at insufficient balance with the server message and keeps the unpaid order on leave', async () => {
    const shop = fakeShop({
      balance: 10_00,
      pay: () => {
        throw new ApiError({ code: 1001, message: 'Insufficient account balance, please recharge' });
      },
    });
    const actor = shop.start();
    await waitFor(actor, (state) => state.matches('editing'));

    actor.send({ type: 'checkout.confirm' });
    const short = await waitFor(actor, (state) => state.matches('insufficientBalance'));
    expect(short.context.error?.message).toBe('Insufficient account balance, please recharge');
    expect(short.context.balance).toBe(1000);

    actor.send({ type: 'checkout.pay.retry' });
    await waitFor(actor, (state) => state.matches('insufficientBalance') && shop.payments() === 2);
    actor.send({ type: 'checkout.leave' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('unpaid');
    expect(snapshot.output).toEqual({ outcome: 'unpaid', orderId: 44 });
  });

  it('tells other payment failures from a short balance', async () => {
    const shop = fakeShop({
      balance: 100_00,
      pay: () => {
        throw new ApiError({ code: 1001, message: 'order closed' });
      },
    });
    const actor = shop.start();
    await waitFor(actor, (state) => state.matches('editing'));
    actor.send({ type: 'checkout.confirm' });
    const failed = await waitFor(actor, (state) => state.matches('payFailed'));
    expect(failed.context.error?.message).toBe('order closed');
  });

  it('refuses a coupon that is not usable and confirming before the lines are priced', async () => {
    const shop = fakeShop();
    const actor = shop.start();
    expect(actor.getSnapshot().value).toBe('pricing');
    expect(actor.getSnapshot().can({ type: 'checkout.confirm' })).toBe(false);

    const editing = await waitFor(actor, (state) => state.matches('editing'));
    expect(editing.can({ type: 'checkout.coupon.select', couponId: 2 })).toBe(false);
    expect(editing.can({ type: 'checkout.address.select', addressId: 99 })).toBe(false);
    const next = getNextSnapshot(shop.machine, editing, { type: 'checkout.coupon.select', couponId: 3 });
    expect(next.context.couponId).toBeNull();
    expect(next.context.summary.discount).toBe(0);
  });

  it('asks for an address and for stock before ordering', async () => {
    const shop = fakeShop();
    const actor = createActor(
      shop.machine.provide({
        actors: {
          loadOptions: fromPromise(async (): Promise<CheckoutOptions> => ({ addresses: [], coupons: [] })),
        },
      }),
      { input: { client, lines: [...lines, { goodsId: 12, specId: 31, count: 1 }], source: 'buyNow' } },
    ).start();
    await waitFor(actor, (state) => state.matches('editing'));

    actor.send({ type: 'checkout.confirm' });

    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors).toEqual([
      { field: 'addressId', key: 'validation.addressRequired' },
      { field: 'goodsList.1.count', key: 'validation.max', params: { max: 0 } },
    ]);
    expect(shop.created).toEqual([]);
  });

  it('leaves before ordering without creating anything', async () => {
    const shop = fakeShop();
    const actor = shop.start();
    await waitFor(actor, (state) => state.matches('editing'));
    actor.send({ type: 'checkout.leave' });
    expect(actor.getSnapshot().output).toEqual({ outcome: 'left', orderId: null });
    expect(shop.created).toEqual([]);
  });
});
