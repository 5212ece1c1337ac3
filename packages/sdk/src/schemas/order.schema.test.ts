import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './field-errors';
import {
  orderCancelRequestSchema,
  orderCreateRequestSchema,
  orderDetailSchema,
  orderLogisticsRequestSchema,
  orderPageRequestSchema,
  orderPayResultSchema,
  orderRefundRequestSchema,
  orderUpdateRequestSchema,
  repurchaseRateSchema,
} from './order.schema';

describe('orderCreateRequestSchema', () => {
  const line = { goodsId: 12, specId: 30, count: 2 };

  it('accepts goods lines, an address, a coupon and a remark, dropping client prices', () => {
    expect(
      orderCreateRequestSchema.parse({
        goodsList: [{ ...line, price: 0.01 }],
        addressId: 1,
        couponId: '2',
        remark: ' Leave at the door ',
        payPrice: 0,
      }),
    ).toEqual({ goodsList: [line], addressId: 1, couponId: 2, remark: 'Leave at the door' });
  });

  it('needs at least one goods line', () => {
    expect(fieldErrorsOf(orderCreateRequestSchema, { goodsList: [], addressId: 1 })).toEqual([
      { field: 'goodsList', key: 'validation.goodsRequired', params: { min: 1 } },
    ]);
  });

  it.each([undefined, null, '', 0])('needs a delivery address (addressId %j)', (addressId) => {
    expect(fieldErrorsOf(orderCreateRequestSchema, { goodsList: [line], addressId })).toEqual([
      { field: 'addressId', key: 'validation.addressRequired' },
    ]);
  });

  it.each([0, -1])('refuses count %j with validation.min { min: 1 }', (count) => {
    expect(
      fieldErrorsOf(orderCreateRequestSchema, { goodsList: [{ ...line, count }], addressId: 1 }),
    ).toEqual([{ field: 'goodsList.0.count', key: 'validation.min', params: { min: 1 } }]);
  });

  it('refuses a fractional count with validation.integer', () => {
    expect(
      fieldErrorsOf(orderCreateRequestSchema, { goodsList: [{ ...line, count: 1.5 }], addressId: 1 }),
    ).toEqual([{ field: 'goodsList.0.count', key: 'validation.integer' }]);
  });

  it('refuses a remark over 200 characters', () => {
    expect(
      fieldErrorsOf(orderCreateRequestSchema, { goodsList: [line], addressId: 1, remark: 'x'.repeat(201) }),
    ).toEqual([{ field: 'remark', key: 'validation.max', params: { max: 200 } }]);
  });
});

describe('orderRefundRequestSchema', () => {
  it('accepts a reason without an amount (the whole payment)', () => {
    expect(orderRefundRequestSchema.parse({ orderId: 3, reason: 'Damaged in transit' })).toEqual({
      orderId: 3,
      reason: 'Damaged in transit',
    });
  });

  it('accepts a partial amount as money', () => {
    expect(orderRefundRequestSchema.parse({ orderId: 3, reason: 'Late', amount: '10.50' }).amount).toBe(10.5);
  });

  it.each([undefined, '', '   '])('requires a reason (%j) with validation.refundReasonRequired', (reason) => {
    expect(fieldErrorsOf(orderRefundRequestSchema, { orderId: 3, reason })).toEqual([
      { field: 'reason', key: 'validation.refundReasonRequired' },
    ]);
  });

  it('refuses a reason over 200 characters with validation.length { min: 1, max: 200 }', () => {
    expect(fieldErrorsOf(orderRefundRequestSchema, { orderId: 3, reason: 'x'.repeat(201) })).toEqual([
      { field: 'reason', key: 'validation.length', params: { min: 1, max: 200 } },
    ]);
  });

  it.each([0, -5])('refuses amount %j with validation.positiveAmount', (amount) => {
    expect(fieldErrorsOf(orderRefundRequestSchema, { orderId: 3, reason: 'Late', amount })).toEqual([
      { field: 'amount', key: 'validation.positiveAmount' },
    ]);
  });

  it('refuses an amount with 3 fraction digits with validation.money', () => {
    expect(fieldErrorsOf(orderRefundRequestSchema, { orderId: 3, reason: 'Late', amount: 1.005 })).toEqual([
      { field: 'amount', key: 'validation.money' },
    ]);
  });

  it('carries a remark and up to six photos beside the reason', () => {
    const images = ['https://shop.example/uploads/a.png', 'https://shop.example/uploads/b.png'];
    expect(
      orderRefundRequestSchema.parse({ orderId: 3, reason: 'Damaged', remark: ' Box crushed ', images }),
    ).toEqual({ orderId: 3, reason: 'Damaged', remark: 'Box crushed', images });
  });

  it('refuses a remark over 200 characters with validation.max', () => {
    expect(
      fieldErrorsOf(orderRefundRequestSchema, { orderId: 3, reason: 'Late', remark: 'x'.repeat(201) }),
    ).toEqual([{ field: 'remark', key: 'validation.max', params: { max: 200 } }]);
  });

  it('refuses a seventh photo with validation.photosMax and a photo that is not a URL', () => {
    const images = Array(7).fill('https://shop.example/uploads/a.png');
    expect(fieldErrorsOf(orderRefundRequestSchema, { orderId: 3, reason: 'Late', images })).toEqual([
      { field: 'images', key: 'validation.photosMax', params: { max: 6 } },
    ]);
    expect(
      fieldErrorsOf(orderRefundRequestSchema, { orderId: 3, reason: 'Late', images: ['not a url'] }),
    ).toEqual([{ field: 'images.0', key: 'validation.url' }]);
  });
});

describe('orderPageRequestSchema', () => {
  it('accepts one status, several statuses and afterSale', () => {
    expect(orderPageRequestSchema.parse({ status: 1 })).toEqual({ page: 1, size: 20, status: 1 });
    expect(orderPageRequestSchema.parse({ status: [1, '2'], size: 10 })).toEqual({
      page: 1,
      size: 10,
      status: [1, 2],
    });
    expect(orderPageRequestSchema.parse({ afterSale: true })).toEqual({ page: 1, size: 20, afterSale: true });
  });

  it('refuses an unknown status code', () => {
    expect(fieldErrorsOf(orderPageRequestSchema, { status: 10 })[0]?.field).toBe('status');
  });
});

describe('other order requests', () => {
  it('orderCancelRequestSchema keeps the reason in remark', () => {
    expect(orderCancelRequestSchema.parse({ orderId: '3', remark: 'Ordered by mistake' })).toEqual({
      orderId: 3,
      remark: 'Ordered by mistake',
    });
  });

  it('orderLogisticsRequestSchema coerces the query-string orderId', () => {
    expect(orderLogisticsRequestSchema.parse({ orderId: '8' })).toEqual({ orderId: 8 });
    expect(fieldErrorsOf(orderLogisticsRequestSchema, {})).toEqual([
      { field: 'orderId', key: 'validation.required' },
    ]);
  });

  it('orderUpdateRequestSchema needs the id', () => {
    expect(fieldErrorsOf(orderUpdateRequestSchema, { remark: 'x' })).toEqual([
      { field: 'id', key: 'validation.required' },
    ]);
  });
});

describe('repurchaseRateSchema', () => {
  it.each([
    ['0.9', '0.9'],
    [0.85, '0.85'],
    ['1', '1'],
  ])('reads %j as %j', (value, expected) => {
    expect(repurchaseRateSchema.parse(value)).toBe(expected);
  });

  it.each(['0', '1.5', 'abc', -0.5])('refuses %j', (value) => {
    expect(fieldErrorsOf(repurchaseRateSchema, value)).toEqual([
      { field: '', key: 'validation.range', params: { min: 0, max: 1 } },
    ]);
  });
});

describe('orderDetailSchema', () => {
  const detail = {
    id: '3',
    orderNum: 202601310001,
    status: '5',
    title: 'Green tea',
    remark: null,
    price: '59.97',
    discountPrice: '10',
    payPrice: '49.97',
    payType: 'balance',
    payTime: '2026-01-31 08:05:00',
    createTime: '2026-01-31 08:00:00',
    updateTime: '2026-01-31 09:00:00',
    couponId: null,
    address: {
      contact: 'Alice',
      phone: '13800000000',
      countryCode: '+86',
      province: 'Zhejiang',
      city: 'Hangzhou',
      district: 'Xihu',
      address: '1 Tea Road',
      userId: 9,
    },
    goodsList: [
      {
        goodsId: 12,
        specId: 30,
        title: 'Green tea',
        specName: '250 g',
        pic: null,
        price: '19.99',
        count: '3',
        isComment: 0,
      },
    ],
    count: 3,
    refund: { status: 0, reason: 'Damaged', amount: 49.97, applyTime: '2026-01-31T09:00:00+08:00' },
    buyBack: null,
    logistics: { company: 'SF', num: 'SF123', traces: [{ time: '2026-01-31 10:00', text: 'Picked up' }] },
  };

  it('reads a cool-admin order with string numbers and a refund', () => {
    const order = orderDetailSchema.parse(detail);
    expect(order.id).toBe(3);
    expect(order.orderNum).toBe('202601310001');
    expect(order.status).toBe(5);
    expect(order.payPrice).toBe(49.97);
    expect(order.goodsList).toEqual([
      {
        goodsId: 12,
        specId: 30,
        title: 'Green tea',
        specName: '250 g',
        pic: null,
        price: 19.99,
        count: 3,
        isComment: false,
      },
    ]);
    expect(order.refund?.status).toBe(0);
    // A backend that keeps no remark or photos answers none.
    expect(order.refund?.images).toEqual([]);
    expect(order.address).not.toHaveProperty('userId');
    expect(order.logistics?.traces).toHaveLength(1);
  });

  it('reads the refund remark and photos', () => {
    const images = ['https://shop.example/uploads/a.png'];
    const order = orderDetailSchema.parse({
      ...detail,
      refund: { ...detail.refund, remark: 'Box crushed', images },
    });
    expect(order.refund).toMatchObject({ remark: 'Box crushed', images });
  });

  it('names the malformed goods line price', () => {
    const bad = { ...detail, goodsList: [{ ...detail.goodsList[0], price: 0.001 }] };
    expect(fieldErrorsOf(orderDetailSchema, bad)).toEqual([
      { field: 'goodsList.0.price', key: 'validation.money' },
    ]);
  });

  it('refuses an order status outside 0–9', () => {
    expect(fieldErrorsOf(orderDetailSchema, { ...detail, status: 10 })).toEqual([
      { field: 'status', key: 'validation.oneOf' },
    ]);
  });
});

describe('orderPayResultSchema', () => {
  it('reads the pay result', () => {
    expect(
      orderPayResultSchema.parse({
        orderId: 3,
        status: 1,
        payTime: '2026-01-31T08:05:00+08:00',
        balance: '70.03',
      }),
    ).toEqual({ orderId: 3, status: 1, payTime: '2026-01-31T08:05:00+08:00', balance: 70.03 });
  });
});
