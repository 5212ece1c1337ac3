import { ORDER_STATUS } from '@mall/sdk/lifecycle';
import type { RawBuilder } from 'kysely';
import { AppError } from '../../http/app-error';
import type { ServerLocale } from '../../i18n/messages';
import type { ServerContext } from '../../server-context';
import { recordNumber } from '../record-number';
import { isMissingAddress, orderAddressSql } from './order-address';
import { type AppliedCoupon, applyCoupon, useCoupon } from './order-coupon';
import { goodsTotalOf, priceAndReserveLines, type RequestedLine } from './order-pricing';

/** What a shopper orders. */
export interface OrderRequest {
  goodsList: RequestedLine[];
  addressId: number;
  couponId?: number | undefined;
  remark?: string | undefined;
}

/**
 * Creates an order in one transaction: prices from the database, stock reserved with a conditional
 * update per spec (never below zero), the shopper's coupon of the offer used once, address copied
 * by the statement that writes the order.
 * Answers the rows it wrote, the order and its lines, and the goods' texts in `locale`.
 */
export async function createOrder(
  server: ServerContext,
  userId: number,
  request: OrderRequest,
  locale: ServerLocale,
) {
  return server.db.transaction().execute(async (trx) => {
    const now = server.now();
    const lines = await priceAndReserveLines(trx, request.goodsList, locale);
    const goodsTotal = goodsTotalOf(lines);
    const coupon: AppliedCoupon | null =
      request.couponId === undefined
        ? null
        : await applyCoupon(trx, userId, request.couponId, goodsTotal, now);
    const discount = coupon?.discount ?? 0;
    const order = await trx
      .insertInto('shop_order')
      .values({
        order_num: recordNumber(now),
        user_id: userId,
        status: ORDER_STATUS.waitingPay,
        title: lines[0]?.title ?? '',
        remark: request.remark ?? '',
        price: goodsTotal,
        discount_price: discount,
        pay_price: goodsTotal - discount,
        coupon_id: request.couponId ?? null,
        user_coupon_id: coupon?.userCouponId ?? null,
        // Copied in the same statement: a missing address (or another shopper's) is refused there.
        address: orderAddressSql(userId, request.addressId) as RawBuilder<string>,
        create_time: now,
        update_time: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow()
      .catch((error: unknown) => {
        throw isMissingAddress(error) ? new AppError('order.addressNotFound') : error;
      });
    if (coupon) {
      await useCoupon(trx, coupon.userCouponId, order.id, now);
    }
    const orderLines = await trx
      .insertInto('order_goods')
      .values(
        lines.map((line) => ({
          order_id: order.id,
          goods_id: line.goodsId,
          spec_id: line.specId,
          title: line.title,
          spec_name: line.specName,
          pic: line.pic,
          price: line.price,
          count: line.count,
        })),
      )
      .returningAll()
      .execute();
    const translations = new Map(
      lines.flatMap((line) => (line.translation ? [[line.goodsId, line.translation] as const] : [])),
    );
    return { order, lines: orderLines, translations };
  });
}
