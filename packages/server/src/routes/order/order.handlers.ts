import { toCents } from '@mall/sdk';
import { AppError } from '../../http/app-error';
import { type CallContext, type CallHandlers, claimingKey } from '../../http/call-handler';
import type { ServerContext } from '../../server-context';
import type { KeyClaim } from '../../services/idempotency.service';
import { requestBuyBack } from '../../services/order/order-buy-back.service';
import { closeOrder } from '../../services/order/order-close.service';
import { createOrder, type OrderRequest } from '../../services/order/order-create.service';
import { confirmReceipt } from '../../services/order/order-delivery.service';
import { payAtOnce, payOrder } from '../../services/order/order-payment.service';
import { requestRefund } from '../../services/order/order-refund.service';
import { updateUnpaidOrder } from '../../services/order/order-update.service';
import {
  newOrderDetail,
  orderCounts,
  orderDetail,
  orderLogistics,
  orderPage,
} from '../../services/order/order-view.service';
import { assertUploadedUrls } from '../../services/uploaded-url.service';

const paymentNotEnabled = () => {
  throw new AppError('error.paymentMethodNotEnabled');
};

/** Places an order and answers its detail; with a shopper's key, the order's first statement claims it. */
async function placeAndAnswer(server: ServerContext, request: OrderRequest, claim?: KeyClaim) {
  const placed = await createOrder(server, request, claim);
  return newOrderDetail(server, { placed, locale: request.locale });
}

/** Orders, payment, refunds and repurchase (contract §9); their reviews are the goods area's. */
export const orderHandlers: CallHandlers = {
  'app/order/info/create': claimingKey<'app/order/info/create'>(({ input, user, server, locale }, claim) =>
    placeAndAnswer(server, { ...input, userId: user.id, locale }, claim),
  ),
  'app/order/info/page': ({ input, user, server, locale }) =>
    orderPage(server, { ...input, userId: user.id, locale }),
  'app/order/info/info': ({ input, user, server, locale }) =>
    orderDetail(server, { userId: user.id, orderId: input.id, locale }),
  'app/order/info/update': ({ input, user, server }) =>
    updateUnpaidOrder(server, {
      userId: user.id,
      orderId: input.id,
      remark: input.remark,
      addressId: input.addressId,
    }),
  'app/order/info/cancel': ({ input, user, server }) =>
    closeOrder(server, {
      orderId: input.orderId,
      userId: user.id,
      event: 'order.cancel',
      reason: input.remark ?? null,
    }),
  'app/order/info/confirm': ({ input, user, server }) =>
    confirmReceipt(server, { orderId: input.orderId, userId: user.id, actor: 'shopper' }),
  'app/order/info/refund': ({ input, user, server }) => {
    const images = input.images ?? [];
    assertUploadedUrls(server, images, 'images');
    return requestRefund(server, {
      userId: user.id,
      orderId: input.orderId,
      reason: input.reason,
      amount: input.amount === undefined ? undefined : toCents(input.amount),
      remark: input.remark || null,
      images,
    });
  },
  'app/order/info/logistics': ({ input, user, server, locale }) =>
    orderLogistics(server, { userId: user.id, orderId: input.orderId, locale }),
  'app/order/info/userCount': ({ user, server }) => orderCounts(server, { userId: user.id }),
  'app/order/pay/accountPay': Object.assign(
    ({ input, user, server }: CallContext<'app/order/pay/accountPay'>) =>
      payOrder(server, { userId: user.id, orderId: input.orderId }),
    {
      atOnce: ({ input, user, server }: CallContext<'app/order/pay/accountPay'>, claim: KeyClaim) =>
        payAtOnce(server, { userId: user.id, orderId: input.orderId }, claim),
    },
  ),
  'app/order/pay/buyBack': ({ input, user, server }) =>
    requestBuyBack(server, { userId: user.id, orderId: input.orderId }),
  'app/order/pay/wxMpPay': paymentNotEnabled,
  'app/order/pay/wxAppPay': paymentNotEnabled,
  'app/order/pay/wxMiniPay': paymentNotEnabled,
  'app/order/pay/wxNotify': paymentNotEnabled,
};
