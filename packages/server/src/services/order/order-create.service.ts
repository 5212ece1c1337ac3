import { ORDER_STATUS } from '@mall/sdk/lifecycle';
import { USER_COUPON_STATUS } from '@mall/sdk/schemas';
import { type RawBuilder, sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { statementTemplate } from '../../db/statement-template';
import { AppError } from '../../http/app-error';
import type { ServerLocale } from '../../i18n/messages';
import type { ServerContext } from '../../server-context';
import type { KeyClaim } from '../idempotency.service';
import { recordNumber } from '../record-number';
import { isMissingAddress, orderAddressSql } from './order-address';
import { type AppliedCoupon, applyCoupon } from './order-coupon';
import { goodsTotalOf, type PricedLine, priceAndReserveLines, type RequestedLine } from './order-pricing';

/** What a shopper orders. */
export interface OrderRequest {
  userId: number;
  goodsList: RequestedLine[];
  addressId: number;
  couponId?: number | undefined;
  remark?: string | undefined;
  /** The language the answer's goods texts are in. */
  locale: ServerLocale;
}

/** An order's priced lines, one array per column (the `lines` table of `placeOrder`). */
interface LineColumns {
  goodsIds: number[];
  specIds: number[];
  titles: string[];
  specNames: string[];
  pics: string[];
  prices: number[];
  counts: number[];
}

function lineColumns(lines: readonly PricedLine[]): LineColumns {
  return {
    goodsIds: lines.map((line) => line.goodsId),
    specIds: lines.map((line) => line.specId),
    titles: lines.map((line) => line.title),
    specNames: lines.map((line) => line.specName),
    pics: lines.map((line) => line.pic),
    prices: lines.map((line) => line.price),
    counts: lines.map((line) => line.count),
  };
}

/**
 * Priced lines as a table of the statement (`lines`): one array parameter per column, so the
 * statement's text is the same however many lines an order has.
 */
function linesTable(columns: LineColumns) {
  return sql<{
    goods_id: number;
    spec_id: number;
    title: string;
    spec_name: string;
    pic: string;
    price: number;
    count: number;
  }>`unnest(${columns.goodsIds}::integer[], ${columns.specIds}::integer[], ${columns.titles}::text[], ${columns.specNames}::text[], ${columns.pics}::text[], ${columns.prices}::bigint[], ${columns.counts}::integer[])`.as<'lines'>(
    sql`lines(goods_id, spec_id, title, spec_name, pic, price, count)`,
  );
}

/** What `placeOrder` writes, worked out before it runs. */
interface Placement extends LineColumns {
  orderNum: string;
  userId: number;
  addressId: number;
  title: string;
  remark: string;
  price: number;
  discount: number;
  payPrice: number;
  couponId: number | null;
  /** The shopper's coupon the order uses, else null. */
  userCouponId: number | null;
  now: Date;
}

/** One statement: the order (its address copied in it), its lines and its coupon's use. */
const placeOrder = statementTemplate('placeOrder', (db, order: Placement) =>
  db
    .with('placed', (db) =>
      db
        .insertInto('shop_order')
        .values({
          order_num: order.orderNum,
          user_id: order.userId,
          status: ORDER_STATUS.waitingPay,
          title: order.title,
          remark: order.remark,
          price: order.price,
          discount_price: order.discount,
          pay_price: order.payPrice,
          coupon_id: order.couponId,
          user_coupon_id: order.userCouponId,
          // A missing address (or another shopper's) is refused by this statement.
          address: orderAddressSql(order) as RawBuilder<string>,
          create_time: order.now,
          update_time: order.now,
        })
        .returningAll(),
    )
    .with('line', (db) =>
      db
        .insertInto('order_goods')
        .columns(['order_id', 'goods_id', 'spec_id', 'title', 'spec_name', 'pic', 'price', 'count'])
        .expression((eb) =>
          eb
            .selectFrom(['placed', linesTable(order)])
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
    // The shopper's coupon the order records marked used by it, once: of two orders racing for
    // it, the second finds it used (no coupon: null matches no row, and the statement is the same).
    .with('used', (db) =>
      db
        .updateTable('user_coupon')
        .from('placed')
        .set((eb) => ({
          status: USER_COUPON_STATUS.used,
          order_id: eb.ref('placed.id'),
          update_time: order.now,
        }))
        .whereRef('user_coupon.id', '=', 'placed.user_coupon_id')
        .where('user_coupon.status', '=', USER_COUPON_STATUS.unused)
        .returning('user_coupon.id'),
    )
    .selectFrom('placed')
    .selectAll('placed')
    .select((eb) => [
      jsonArrayFrom(eb.selectFrom('line').selectAll().orderBy('line.id')).as('lines'),
      eb.exists(eb.selectFrom('used').select('used.id')).as('coupon_used'),
    ]),
);

/**
 * Creates an order in one transaction: prices from the database, stock reserved with a conditional
 * update per spec (never below zero), the shopper's coupon of the offer used once, address copied
 * by the statement that writes the order.
 * Answers the rows it wrote, the order and its lines, and the goods' texts in `locale`. With a
 * shopper's key (`claim`), the first line's statement claims it (`KeyedWays.claiming`).
 */
export async function createOrder(server: ServerContext, request: OrderRequest, claim?: KeyClaim) {
  const { userId } = request;
  return server.db.transaction().execute(async (trx) => {
    const now = server.now();
    const { lines, offer } = await priceAndReserveLines(trx, {
      requested: request.goodsList,
      locale: request.locale,
      userId,
      couponId: request.couponId,
      claim,
      now,
    });
    const goodsTotal = goodsTotalOf(lines);
    const coupon: AppliedCoupon | null =
      request.couponId === undefined ? null : applyCoupon({ offer, goodsTotal, now });
    const discount = coupon?.discount ?? 0;
    const placed = await placeOrder(trx, {
      orderNum: recordNumber(now),
      userId,
      addressId: request.addressId,
      title: lines[0]?.title ?? '',
      remark: request.remark ?? '',
      price: goodsTotal,
      discount,
      payPrice: goodsTotal - discount,
      couponId: request.couponId ?? null,
      userCouponId: coupon?.userCouponId ?? null,
      now,
      ...lineColumns(lines),
    })
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
