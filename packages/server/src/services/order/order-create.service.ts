import { ORDER_STATUS } from '@mall/sdk/lifecycle';
import { USER_COUPON_STATUS } from '@mall/sdk/schemas';
import { type RawBuilder, sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { AppError } from '../../http/app-error';
import type { ServerLocale } from '../../i18n/messages';
import type { ServerContext } from '../../server-context';
import { recordNumber } from '../record-number';
import { isMissingAddress, orderAddressSql } from './order-address';
import { type AppliedCoupon, applyCoupon } from './order-coupon';
import { goodsTotalOf, type PricedLine, priceAndReserveLines, type RequestedLine } from './order-pricing';

/** What a shopper orders. */
export interface OrderRequest {
  goodsList: RequestedLine[];
  addressId: number;
  couponId?: number | undefined;
  remark?: string | undefined;
}

/**
 * Priced lines as a table of the statement (`lines`): one array parameter per column, so the
 * statement's text is the same however many lines an order has.
 */
function linesTable(lines: readonly PricedLine[]) {
  const column = <Value>(pick: (line: PricedLine) => Value) => lines.map(pick);
  return sql<{
    goods_id: number;
    spec_id: number;
    title: string;
    spec_name: string;
    pic: string;
    price: number;
    count: number;
  }>`unnest(${column((line) => line.goodsId)}::integer[], ${column((line) => line.specId)}::integer[], ${column((line) => line.title)}::text[], ${column((line) => line.specName)}::text[], ${column((line) => line.pic)}::text[], ${column((line) => line.price)}::bigint[], ${column((line) => line.count)}::integer[])`.as<'lines'>(
    sql`lines(goods_id, spec_id, title, spec_name, pic, price, count)`,
  );
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
    // One statement: the order (its address copied in it), its lines and its coupon's use.
    const placed = await trx
      .with('placed', (db) =>
        db
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
            // A missing address (or another shopper's) is refused by this statement.
            address: orderAddressSql(userId, request.addressId) as RawBuilder<string>,
            create_time: now,
            update_time: now,
          })
          .returningAll(),
      )
      .with('line', (db) =>
        db
          .insertInto('order_goods')
          .columns(['order_id', 'goods_id', 'spec_id', 'title', 'spec_name', 'pic', 'price', 'count'])
          .expression((eb) =>
            eb
              .selectFrom(['placed', linesTable(lines)])
              .select([
                'placed.id',
                'lines.goods_id',
                'lines.spec_id',
                'lines.title',
                'lines.spec_name',
                'lines.pic',
                'lines.price',
                'lines.count',
              ]),
          )
          .returningAll(),
      )
      // The shopper's coupon marked used by the order, once: of two orders racing for it, the
      // second finds it used (no coupon: no row has id 0, and the statement is the same).
      .with('used', (db) =>
        db
          .updateTable('user_coupon')
          .from('placed')
          .set((eb) => ({
            status: USER_COUPON_STATUS.used,
            order_id: eb.ref('placed.id'),
            update_time: now,
          }))
          .where('user_coupon.id', '=', coupon?.userCouponId ?? 0)
          .where('user_coupon.status', '=', USER_COUPON_STATUS.unused)
          .returning('user_coupon.id'),
      )
      .selectFrom('placed')
      .selectAll('placed')
      .select((eb) => [
        jsonArrayFrom(eb.selectFrom('line').selectAll().orderBy('line.id')).as('lines'),
        eb.exists(eb.selectFrom('used').select('used.id')).as('coupon_used'),
      ])
      .executeTakeFirstOrThrow()
      .catch((error: unknown) => {
        throw isMissingAddress(error) ? new AppError('order.addressNotFound') : error;
      });
    const { lines: orderLines, coupon_used: couponUsed, ...order } = placed;
    if (coupon && !couponUsed) {
      throw new AppError('coupon.unavailable');
    }
    const translations = new Map(
      lines.flatMap((line) => (line.translation ? [[line.goodsId, line.translation] as const] : [])),
    );
    return { order, lines: orderLines, translations };
  });
}
