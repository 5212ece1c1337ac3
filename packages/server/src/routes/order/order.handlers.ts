import { toCents } from '@mall/sdk';
import { z } from 'zod';
import { AppError, notFound } from '../../http/app-error';
import type { CallHandlers } from '../../http/call-handler';
import { type OperatorActions, operatorAction } from '../../operator/operator-handler';
import {
  addressSnapshotOf,
  closeOrder,
  confirmReceipt,
  createOrder,
  decideBuyBack,
  decideRefund,
  payOrder,
  requestBuyBack,
  requestRefund,
  reviewOrderLine,
  shipOrder,
} from '../../services/order.service';
import { orderCounts, orderDetail, orderLogistics, orderPage } from '../../services/order-view.service';
import { assertUploadedUrl } from '../../services/uploaded-url.service';

const paymentNotEnabled = () => {
  throw new AppError('error.paymentMethodNotEnabled');
};

/** Orders, payment, refunds, repurchase and reviews (contract §6, §9). */
export const orderHandlers: CallHandlers = {
  'app/order/info/create': async ({ input, user, server, locale }) => {
    const orderId = await createOrder(server, user.id, input);
    return orderDetail(server, user.id, orderId, locale);
  },
  'app/order/info/page': ({ input, user, server, locale }) => orderPage(server, user.id, input, locale),
  'app/order/info/info': ({ input, user, server, locale }) => orderDetail(server, user.id, input.id, locale),
  'app/order/info/update': async ({ input, user, server }) => {
    await server.db.transaction().execute(async (trx) => {
      const order = await trx
        .selectFrom('shop_order')
        .select(['id', 'status'])
        .where('id', '=', input.id)
        .where('user_id', '=', user.id)
        .forUpdate()
        .executeTakeFirst();
      if (!order) {
        throw notFound();
      }
      if (order.status !== 0) {
        throw new AppError('order.statusNotAllowed');
      }
      let address: string | undefined;
      if (input.addressId !== undefined) {
        const row = await trx
          .selectFrom('address')
          .selectAll()
          .where('id', '=', input.addressId)
          .where('user_id', '=', user.id)
          .executeTakeFirst();
        if (!row) {
          throw new AppError('order.addressNotFound');
        }
        address = addressSnapshotOf(row);
      }
      await trx
        .updateTable('shop_order')
        .set({
          ...(input.remark === undefined ? {} : { remark: input.remark }),
          ...(address === undefined ? {} : { address }),
          update_time: server.now(),
        })
        .where('id', '=', order.id)
        .where('status', '=', 0)
        .execute();
    });
  },
  'app/order/info/cancel': ({ input, user, server }) =>
    closeOrder(server, input.orderId, user.id, 'order.cancel', input.remark ?? null),
  'app/order/info/confirm': ({ input, user, server }) =>
    confirmReceipt(server, input.orderId, user.id, 'shopper'),
  'app/order/info/refund': ({ input, user, server }) =>
    requestRefund(
      server,
      user.id,
      input.orderId,
      input.reason,
      input.amount === undefined ? undefined : toCents(input.amount),
    ),
  'app/order/info/logistics': ({ input, user, server, locale }) =>
    orderLogistics(server, user.id, input.orderId, locale),
  'app/order/info/userCount': ({ user, server }) => orderCounts(server, user.id),
  'app/order/pay/accountPay': ({ input, user, server }) => payOrder(server, user.id, input.orderId),
  'app/order/pay/buyBack': ({ input, user, server }) => requestBuyBack(server, user.id, input.orderId),
  'app/order/pay/wxMpPay': paymentNotEnabled,
  'app/order/pay/wxAppPay': paymentNotEnabled,
  'app/order/pay/wxMiniPay': paymentNotEnabled,
  'app/order/pay/wxNotify': paymentNotEnabled,
  'app/goods/comment/submit': async ({ input, user, server }) => {
    const pics = input.pics ?? [];
    pics.forEach((pic, index) => {
      assertUploadedUrl(server, pic, `pics.${index}`);
    });
    await reviewOrderLine(server, user.id, {
      orderId: input.orderId,
      goodsId: input.goodsId,
      starCount: input.starCount,
      content: input.content,
      pics,
    });
  },
};

const orderId = z.number({ error: 'validation.id' }).int('validation.id').positive('validation.id');
const reason = z.string().trim().min(1, 'validation.required').max(200, 'validation.max');

/** The merchant's and payment backend's order actions (contract §13). */
export const orderOperatorActions: OperatorActions = {
  'order/ship': operatorAction({
    method: 'POST',
    description: 'Ship a paid order: {"orderId","company","num"}',
    schema: z.object({
      orderId,
      company: z.string().trim().min(1, 'validation.required').max(50, 'validation.max'),
      num: z.string().trim().min(1, 'validation.required').max(50, 'validation.max'),
    }),
    run: (server, input) => shipOrder(server, input.orderId, input.company, input.num),
  }),
  'order/refund/approve': operatorAction({
    method: 'POST',
    description: 'Approve a refund (refund in progress by backend): {"orderId"}',
    schema: z.object({ orderId }),
    run: (server, input) => decideRefund(server, input.orderId, 'approve'),
  }),
  'order/refund/complete': operatorAction({
    method: 'POST',
    description: 'Complete an approved refund (money and stock back): {"orderId"}',
    schema: z.object({ orderId }),
    run: (server, input) => decideRefund(server, input.orderId, 'complete'),
  }),
  'order/refund/refuse': operatorAction({
    method: 'POST',
    description: 'Refuse a refund with a reason: {"orderId","reason"}',
    schema: z.object({ orderId, reason }),
    run: (server, input) => decideRefund(server, input.orderId, 'refuse', input.reason),
  }),
  'order/buyBack/approve': operatorAction({
    method: 'POST',
    description: 'Approve a repurchase (amount credited): {"orderId"}',
    schema: z.object({ orderId }),
    run: (server, input) => decideBuyBack(server, input.orderId, 'approve'),
  }),
  'order/buyBack/refuse': operatorAction({
    method: 'POST',
    description: 'Refuse a repurchase with a reason: {"orderId","reason"}',
    schema: z.object({ orderId, reason }),
    run: (server, input) => decideBuyBack(server, input.orderId, 'refuse', input.reason),
  }),
  'goods/stock': operatorAction({
    method: 'POST',
    description: 'Set the stock of a spec: {"specId","stock"}',
    schema: z.object({
      specId: orderId,
      stock: z.number().int('validation.integer').min(0, 'validation.min'),
    }),
    run: async (server, input) => {
      const updated = await server.db
        .updateTable('goods_spec')
        .set({ stock: input.stock })
        .where('id', '=', input.specId)
        .returning('id')
        .executeTakeFirst();
      if (!updated) {
        throw notFound();
      }
    },
  }),
};
