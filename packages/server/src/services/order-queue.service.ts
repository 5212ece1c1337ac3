import { toWireAmount } from '@mall/sdk';
import { BUY_BACK_STATUS, ORDER_STATUS, REFUND_STATUS } from '@mall/sdk/lifecycle';
import type { Kysely } from 'kysely';
import type { AddressSnapshot, Database, Logistics } from '../db/schema';
import type { ServerContext } from '../server-context';
import { escapeLike } from './coupon.service';
import { type PageInput, type PageOutput, pageOf } from './paging';
import { SHOPPER_COLUMNS, shopperOf } from './queue-shopper';

/**
 * The fulfilment and finance queues of orders, as operators read them: orders to ship, refunds
 * and repurchases to decide. Each row carries what the decision needs (the shopper, the address
 * the order was placed with, its lines as bought, the amounts); the lines of a whole page are read
 * in one query. Titles and spec names are the snapshots taken when the order was placed.
 */

/** The order columns every queue row reads, named apart from the columns of the joined rows. */
export const ORDER_COLUMNS = [
  'shop_order.id as order_id',
  'shop_order.order_num',
  'shop_order.status as order_status',
  'shop_order.previous_status as order_previous_status',
  'shop_order.title as order_title',
  'shop_order.remark as order_remark',
  'shop_order.price as order_price',
  'shop_order.discount_price as order_discount_price',
  'shop_order.pay_price as order_pay_price',
  'shop_order.pay_time as order_pay_time',
  'shop_order.ship_time as order_ship_time',
  'shop_order.create_time as order_create_time',
  'shop_order.address as order_address',
  'shop_order.logistics as order_logistics',
] as const;

/** The columns `ORDER_COLUMNS` reads. */
export interface OrderColumns {
  order_id: number;
  order_num: string;
  order_status: number;
  order_previous_status: number | null;
  order_title: string;
  order_remark: string;
  order_price: number;
  order_discount_price: number;
  order_pay_price: number;
  order_pay_time: Date | null;
  order_ship_time: Date | null;
  order_create_time: Date;
  order_address: AddressSnapshot;
  order_logistics: Logistics | null;
}

/** An order line as bought: goods, spec, unit price and count. */
export interface OrderLine {
  id: number;
  goodsId: number;
  specId: number;
  title: string;
  specName: string;
  pic: string;
  price: number;
  count: number;
}

/** The lines of the given orders, in one query, by order id. */
export async function orderLinesOf(
  db: Kysely<Database>,
  orderIds: number[],
): Promise<Map<number, OrderLine[]>> {
  const lines = new Map<number, OrderLine[]>();
  if (orderIds.length === 0) {
    return lines;
  }
  const rows = await db
    .selectFrom('order_goods')
    .select(['id', 'order_id', 'goods_id', 'spec_id', 'title', 'spec_name', 'pic', 'price', 'count'])
    .where('order_id', 'in', [...new Set(orderIds)])
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const line: OrderLine = {
      id: row.id,
      goodsId: row.goods_id,
      specId: row.spec_id,
      title: row.title,
      specName: row.spec_name,
      pic: row.pic,
      price: toWireAmount(row.price),
      count: row.count,
    };
    const list = lines.get(row.order_id);
    if (list) {
      list.push(line);
    } else {
      lines.set(row.order_id, [line]);
    }
  }
  return lines;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** An order on an operator's screen: amounts, address, shipment and lines. */
export function queueOrderOf(row: OrderColumns, lines: Map<number, OrderLine[]>) {
  const goodsList = lines.get(row.order_id) ?? [];
  return {
    id: row.order_id,
    orderNum: row.order_num,
    status: row.order_status,
    previousStatus: row.order_previous_status,
    title: row.order_title,
    remark: row.order_remark,
    price: toWireAmount(row.order_price),
    discountPrice: toWireAmount(row.order_discount_price),
    payPrice: toWireAmount(row.order_pay_price),
    payTime: iso(row.order_pay_time),
    shipTime: iso(row.order_ship_time),
    createTime: row.order_create_time.toISOString(),
    address: row.order_address,
    logistics: row.order_logistics
      ? { company: row.order_logistics.company, num: row.order_logistics.num }
      : null,
    count: goodsList.reduce((sum, line) => sum + line.count, 0),
    goodsList,
  };
}

/** Reads the lines of a page's orders and maps its rows. */
async function withLines<Row extends OrderColumns, Mapped>(
  db: Kysely<Database>,
  page: PageOutput<Row>,
  map: (row: Row, lines: Map<number, OrderLine[]>) => Mapped,
): Promise<PageOutput<Mapped>> {
  const lines = await orderLinesOf(
    db,
    page.list.map((row) => row.order_id),
  );
  return { list: page.list.map((row) => map(row, lines)), pagination: page.pagination };
}

/** The filters every order queue takes. */
export interface OrderQueueFilter extends PageInput {
  status: number;
  userId?: number | undefined;
  /** Part of the order number. */
  keyWord?: string | undefined;
}

/** Orders joined with their shoppers, narrowed by shopper and order number. */
function ordersOf(server: ServerContext, filter: OrderQueueFilter) {
  let query = server.db.selectFrom('shop_order').innerJoin('app_user', 'app_user.id', 'shop_order.user_id');
  if (filter.userId !== undefined) {
    query = query.where('shop_order.user_id', '=', filter.userId);
  }
  if (filter.keyWord) {
    query = query.where('shop_order.order_num', 'ilike', `%${escapeLike(filter.keyWord)}%`);
  }
  return query;
}

/**
 * Orders in one status (by default 1, waiting for the merchant to ship), the longest waiting
 * first: by payment time, then by number (unpaid orders, without a payment time, in the order
 * they were placed).
 */
export async function orderQueue(server: ServerContext, filter: OrderQueueFilter) {
  const query = ordersOf(server, filter)
    .where('shop_order.status', '=', filter.status)
    .select([...ORDER_COLUMNS, ...SHOPPER_COLUMNS])
    .orderBy('shop_order.pay_time', 'asc')
    .orderBy('shop_order.id', 'asc');
  const page = await pageOf(query, filter);
  return withLines(server.db, page, (row, lines) => ({
    ...queueOrderOf(row, lines),
    shopper: shopperOf(row),
  }));
}

/** The default status of the order queue: paid, waiting for shipment. */
export const ORDER_QUEUE_STATUS = ORDER_STATUS.waitingShip;

/**
 * Refund requests in one status (by default 0, applied: waiting for the operator), oldest request
 * first, each with its order, lines and shopper.
 */
export async function refundQueue(server: ServerContext, filter: OrderQueueFilter) {
  const query = ordersOf(server, filter)
    .innerJoin('order_refund', 'order_refund.order_id', 'shop_order.id')
    .where('order_refund.status', '=', filter.status)
    .select([
      'order_refund.id as refund_id',
      'order_refund.status as refund_status',
      'order_refund.amount as refund_amount',
      'order_refund.reason as refund_reason',
      'order_refund.remark as refund_remark',
      'order_refund.images as refund_images',
      'order_refund.apply_time as refund_apply_time',
      'order_refund.refuse_reason as refund_refuse_reason',
      ...ORDER_COLUMNS,
      ...SHOPPER_COLUMNS,
    ])
    .orderBy('order_refund.apply_time', 'asc')
    .orderBy('order_refund.id', 'asc');
  const page = await pageOf(query, filter);
  return withLines(server.db, page, (row, lines) => ({
    id: row.refund_id,
    orderId: row.order_id,
    status: row.refund_status,
    amount: toWireAmount(row.refund_amount),
    reason: row.refund_reason,
    remark: row.refund_remark,
    images: row.refund_images,
    applyTime: row.refund_apply_time.toISOString(),
    refuseReason: row.refund_refuse_reason,
    order: queueOrderOf(row, lines),
    shopper: shopperOf(row),
  }));
}

/** The default status of the refund queue: applied, waiting for the operator. */
export const REFUND_QUEUE_STATUS = REFUND_STATUS.applied;

/**
 * Repurchase requests in one status (by default 0, applying), oldest request first, each with the
 * rate fixed at the request, the amount to credit, its order, lines and shopper.
 */
export async function buyBackQueue(server: ServerContext, filter: OrderQueueFilter) {
  const query = ordersOf(server, filter)
    .innerJoin('order_buy_back', 'order_buy_back.order_id', 'shop_order.id')
    .where('order_buy_back.status', '=', filter.status)
    .select([
      'order_buy_back.id as buy_back_id',
      'order_buy_back.status as buy_back_status',
      'order_buy_back.rate as buy_back_rate',
      'order_buy_back.amount as buy_back_amount',
      'order_buy_back.apply_time as buy_back_apply_time',
      'order_buy_back.fail_reason as buy_back_fail_reason',
      ...ORDER_COLUMNS,
      ...SHOPPER_COLUMNS,
    ])
    .orderBy('order_buy_back.apply_time', 'asc')
    .orderBy('order_buy_back.id', 'asc');
  const page = await pageOf(query, filter);
  return withLines(server.db, page, (row, lines) => ({
    id: row.buy_back_id,
    orderId: row.order_id,
    status: row.buy_back_status,
    rate: row.buy_back_rate,
    amount: toWireAmount(row.buy_back_amount),
    applyTime: row.buy_back_apply_time.toISOString(),
    failReason: row.buy_back_fail_reason,
    order: queueOrderOf(row, lines),
    shopper: shopperOf(row),
  }));
}

/** The default status of the repurchase queue: applying, waiting for the operator. */
export const BUY_BACK_QUEUE_STATUS = BUY_BACK_STATUS.applying;
