import type { Caller, CallOptions } from '../client/call';
import type { RequestOf, ResponseOf } from './api-types';
import { bindCalls } from './bind-calls';

/** Orders and their payment (contract §9). */
export interface OrderResource {
  readonly info: {
    /**
     * Creates an order from goods lines; prices come from the server, stock is reserved and the coupon used. `app/order/info/create`
     * @example
     * const order = await client.order.info.create({ goodsList: [{ goodsId: 12, specId: 30, count: 2 }], addressId: 1, couponId: 2, remark: 'Leave at the door' });
     */
    create(
      body: RequestOf<'app/order/info/create'>,
      options?: CallOptions,
    ): Promise<ResponseOf<'app/order/info/create'>>;
    /**
     * A page of the shopper's orders, by status or after-sales. `app/order/info/page`
     * @example
     * const { list } = await client.order.info.page({ page: 1, size: 10, status: [1] });
     */
    page(
      body?: RequestOf<'app/order/info/page'>,
      options?: CallOptions,
    ): Promise<ResponseOf<'app/order/info/page'>>;
    /**
     * One order with goods lines, address snapshot, refund, repurchase and logistics. `app/order/info/info`
     * @example
     * const order = await client.order.info.info({ id: 3 });
     */
    info(
      body: RequestOf<'app/order/info/info'>,
      options?: CallOptions,
    ): Promise<ResponseOf<'app/order/info/info'>>;
    /**
     * Changes the remark or address of an unpaid order. `app/order/info/update`
     * @example
     * await client.order.info.update({ id: 3, remark: 'Call before delivery' });
     */
    update(
      body: RequestOf<'app/order/info/update'>,
      options?: CallOptions,
    ): Promise<ResponseOf<'app/order/info/update'>>;
    /**
     * Cancels an unpaid order with a reason; stock and coupon are given back. `app/order/info/cancel`
     * @example
     * await client.order.info.cancel({ orderId: 3, remark: 'Ordered by mistake' });
     */
    cancel(
      body: RequestOf<'app/order/info/cancel'>,
      options?: CallOptions,
    ): Promise<ResponseOf<'app/order/info/cancel'>>;
    /**
     * Confirms receipt; refunds and repurchase can no longer be requested. `app/order/info/confirm`
     * @example
     * await client.order.info.confirm({ orderId: 3 });
     */
    confirm(
      body: RequestOf<'app/order/info/confirm'>,
      options?: CallOptions,
    ): Promise<ResponseOf<'app/order/info/confirm'>>;
    /**
     * Requests a refund of a paid order with a reason (amount defaults to the whole payment). `app/order/info/refund`
     * @example
     * await client.order.info.refund({ orderId: 3, reason: 'Damaged in transit' });
     */
    refund(
      body: RequestOf<'app/order/info/refund'>,
      options?: CallOptions,
    ): Promise<ResponseOf<'app/order/info/refund'>>;
    /**
     * The shipment of an order: company, number and traces. `app/order/info/logistics`
     * @example
     * const { company, num, traces } = await client.order.info.logistics({ orderId: 3 });
     */
    logistics(
      body: RequestOf<'app/order/info/logistics'>,
      options?: CallOptions,
    ): Promise<ResponseOf<'app/order/info/logistics'>>;
    /**
     * Counts of the shopper's orders per tab. `app/order/info/userCount`
     * @example
     * const { pendingPayment } = await client.order.info.userCount();
     */
    userCount(options?: CallOptions): Promise<ResponseOf<'app/order/info/userCount'>>;
  };
  readonly pay: {
    /**
     * Pays an order from the balance (paying twice charges once); fails with "Insufficient account balance, please recharge" when short. `app/order/pay/accountPay`
     * @example
     * const { balance } = await client.order.pay.accountPay({ orderId: 3 });
     */
    accountPay(
      body: RequestOf<'app/order/pay/accountPay'>,
      options?: CallOptions,
    ): Promise<ResponseOf<'app/order/pay/accountPay'>>;
    /**
     * Requests a repurchase of a paid order at the current `repurchaseRate`. `app/order/pay/buyBack`
     * @example
     * await client.order.pay.buyBack({ orderId: 3 });
     */
    buyBack(
      body: RequestOf<'app/order/pay/buyBack'>,
      options?: CallOptions,
    ): Promise<ResponseOf<'app/order/pay/buyBack'>>;
    /**
     * WeChat official-account payment (answers "payment method not enabled" without merchant credentials). `app/order/pay/wxMpPay`
     * @example
     * const params = await client.order.pay.wxMpPay({ orderId: 3 });
     */
    wxMpPay(
      body: RequestOf<'app/order/pay/wxMpPay'>,
      options?: CallOptions,
    ): Promise<ResponseOf<'app/order/pay/wxMpPay'>>;
    /**
     * WeChat app payment (answers "payment method not enabled" without merchant credentials). `app/order/pay/wxAppPay`
     * @example
     * const params = await client.order.pay.wxAppPay({ orderId: 3 });
     */
    wxAppPay(
      body: RequestOf<'app/order/pay/wxAppPay'>,
      options?: CallOptions,
    ): Promise<ResponseOf<'app/order/pay/wxAppPay'>>;
    /**
     * WeChat mini-program payment (answers "payment method not enabled" without merchant credentials). `app/order/pay/wxMiniPay`
     * @example
     * const params = await client.order.pay.wxMiniPay({ orderId: 3 });
     */
    wxMiniPay(
      body: RequestOf<'app/order/pay/wxMiniPay'>,
      options?: CallOptions,
    ): Promise<ResponseOf<'app/order/pay/wxMiniPay'>>;
    /**
     * The WeChat payment notification, as the payment backend sends it. `app/order/pay/wxNotify`
     * @example
     * await client.order.pay.wxNotify(notification);
     */
    wxNotify(
      body?: RequestOf<'app/order/pay/wxNotify'>,
      options?: CallOptions,
    ): Promise<ResponseOf<'app/order/pay/wxNotify'>>;
  };
}

/** Binds the order calls to a caller. */
export function createOrderResource(call: Caller): OrderResource {
  return {
    info: bindCalls(call, 'app/order/info/', ['userCount']),
    pay: bindCalls(call, 'app/order/pay/'),
  };
}
