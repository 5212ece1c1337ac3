import { toWireAmount } from '@mall/sdk';
import { ORDER_STATUS } from '@mall/sdk/lifecycle';
import type { Kysely, Selectable } from 'kysely';
import type {
  Database,
  Logistics,
  OrderBuyBackTable,
  OrderGoodsTable,
  OrderRefundTable,
  ShopOrderTable,
} from '../../db/schema';
import { notFound } from '../../http/app-error';
import { CATALOGUES, type ServerLocale, translate } from '../../i18n/messages';
import type { ServerContext } from '../../server-context';
import { pageOf } from '../paging';
import type { LineTranslation } from './order-pricing';
import { OPEN_REFUND_STATUSES } from './order-refund.service';

type OrderRow = Selectable<ShopOrderTable>;

/** Statuses shown under "after-sales and refund". */
export const AFTER_SALE_STATUSES = [
  ORDER_STATUS.refunding,
  ORDER_STATUS.refunded,
  ORDER_STATUS.repurchasing,
  ORDER_STATUS.repurchased,
];

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * Goods titles and spec names of order lines in the request's language, keyed by goods id; lines
 * without a translation keep the snapshot taken when the order was placed.
 */
async function lineTranslations(
  db: Kysely<Database>,
  goodsIds: number[],
  locale: ServerLocale,
): Promise<Map<number, LineTranslation>> {
  if (goodsIds.length === 0) {
    return new Map();
  }
  const rows = await db
    .selectFrom('goods_i18n')
    .select(['goods_id', 'title', 'spec_names'])
    .where('goods_id', 'in', [...new Set(goodsIds)])
    .where('lang', '=', locale)
    .execute();
  return new Map(rows.map((row) => [row.goods_id, { title: row.title, specNames: row.spec_names ?? {} }]));
}

/** A shipment as the shopper reads it: the steps the shop wrote itself in the request's language. */
function presentLogistics(logistics: Logistics, locale: ServerLocale) {
  return {
    company: logistics.company,
    num: logistics.num,
    traces: logistics.traces.map(({ time, text, event }) => ({
      time,
      // A step without a message of its own keeps the text it was stored with.
      text:
        event && `logistics.${event}` in CATALOGUES.en
          ? translate(locale, `logistics.${event}`, { company: logistics.company, num: logistics.num })
          : text,
    })),
  };
}

type OrderGoodsRow = Selectable<OrderGoodsTable>;

/** The goods lines, refunds and repurchases of orders (and their goods' texts, when known). */
interface OrderParts {
  lines: OrderGoodsRow[];
  refunds: Selectable<OrderRefundTable>[];
  buyBacks: Selectable<OrderBuyBackTable>[];
  translations?: Map<number, LineTranslation>;
}

async function partsOf(db: Kysely<Database>, ids: number[]): Promise<OrderParts> {
  const [lines, refunds, buyBacks] = await Promise.all([
    db.selectFrom('order_goods').selectAll().where('order_id', 'in', ids).orderBy('id').execute(),
    db.selectFrom('order_refund').selectAll().where('order_id', 'in', ids).orderBy('id', 'desc').execute(),
    db.selectFrom('order_buy_back').selectAll().where('order_id', 'in', ids).orderBy('id', 'desc').execute(),
  ]);
  return { lines, refunds, buyBacks };
}

/**
 * Turns order rows into the wire shape, with goods lines and the latest refund and repurchase
 * (read here unless the caller has them: an order just placed has its lines and nothing else).
 */
async function present(
  db: Kysely<Database>,
  orders: OrderRow[],
  detail: boolean,
  locale: ServerLocale,
  known?: OrderParts,
) {
  if (orders.length === 0) {
    return [];
  }
  const { lines, refunds, buyBacks, ...parts } =
    known ??
    (await partsOf(
      db,
      orders.map((order) => order.id),
    ));
  const translations =
    parts.translations ??
    (await lineTranslations(
      db,
      lines.map((line) => line.goods_id),
      locale,
    ));
  return orders.map((order) => {
    const goodsList = lines
      .filter((line) => line.order_id === order.id)
      .map((line) => {
        const translation = translations.get(line.goods_id);
        const specNames = translation?.specNames ?? {};
        return {
          id: line.id,
          goodsId: line.goods_id,
          specId: line.spec_id,
          title: translation?.title || line.title,
          specName:
            specNames[String(line.spec_id)] ||
            (line.spec_name && specNames[line.spec_name]) ||
            line.spec_name,
          pic: line.pic,
          price: toWireAmount(line.price),
          count: line.count,
          isComment: line.is_comment,
        };
      });
    const refund = refunds.find((row) => row.order_id === order.id);
    const buyBack = buyBacks.find((row) => row.order_id === order.id);
    const row = {
      id: order.id,
      orderNum: order.order_num,
      status: order.status,
      title: order.title,
      remark: order.remark,
      price: toWireAmount(order.price),
      discountPrice: toWireAmount(order.discount_price),
      payPrice: toWireAmount(order.pay_price),
      payType: order.pay_type,
      payTime: iso(order.pay_time),
      couponId: order.coupon_id,
      cancelReason: order.cancel_reason,
      count: goodsList.reduce((sum, line) => sum + line.count, 0),
      goodsList,
      refund: refund
        ? {
            status: refund.status,
            reason: refund.reason,
            amount: toWireAmount(refund.amount),
            remark: refund.remark,
            images: refund.images,
            applyTime: refund.apply_time.toISOString(),
            refuseReason: refund.refuse_reason,
          }
        : null,
      buyBack: buyBack
        ? {
            status: buyBack.status,
            rate: buyBack.rate,
            amount: toWireAmount(buyBack.amount),
            applyTime: buyBack.apply_time.toISOString(),
            failReason: buyBack.fail_reason,
          }
        : null,
      createTime: order.create_time.toISOString(),
      updateTime: order.update_time.toISOString(),
    };
    return detail
      ? {
          ...row,
          address: order.address,
          logistics: order.logistics ? presentLogistics(order.logistics, locale) : null,
        }
      : row;
  });
}

/** One order of the shopper; another shopper's id finds nothing, exactly like a missing one. */
function shopperOrder(server: ServerContext, { userId, orderId }: { userId: number; orderId: number }) {
  return server.db.selectFrom('shop_order').where('id', '=', orderId).where('user_id', '=', userId);
}

/** One of the shopper's orders with everything the detail page shows. */
export async function orderDetail(
  server: ServerContext,
  request: { userId: number; orderId: number; locale: ServerLocale },
) {
  const order = await shopperOrder(server, request).selectAll().executeTakeFirst();
  if (!order) {
    throw notFound();
  }
  const [presented] = await present(server.db, [order], true, request.locale);
  return presented;
}

/**
 * The detail of an order just placed, from the rows its creation wrote (it has no refund or
 * repurchase yet): what `orderDetail` answers, without reading them back.
 */
export async function newOrderDetail(
  server: ServerContext,
  {
    placed,
    locale,
  }: {
    placed: { order: OrderRow; lines: OrderGoodsRow[]; translations: Map<number, LineTranslation> };
    locale: ServerLocale;
  },
) {
  const known = { lines: placed.lines, refunds: [], buyBacks: [], translations: placed.translations };
  const [presented] = await present(server.db, [placed.order], true, locale, known);
  return presented;
}

/** A page of the shopper's orders, by status (one or several) or after-sales. */
export async function orderPage(
  server: ServerContext,
  request: {
    userId: number;
    page: number;
    size: number;
    status?: number | number[] | undefined;
    afterSale?: boolean | undefined;
    locale: ServerLocale;
  },
) {
  let query = server.db.selectFrom('shop_order').where('user_id', '=', request.userId);
  if (request.status !== undefined) {
    const statuses = Array.isArray(request.status) ? request.status : [request.status];
    if (statuses.length > 0) {
      query = query.where('status', 'in', statuses);
    }
  }
  if (request.afterSale) {
    query = query.where((eb) =>
      eb.or([
        eb('status', 'in', AFTER_SALE_STATUSES),
        eb.exists(
          eb.selectFrom('order_refund').select('id').whereRef('order_refund.order_id', '=', 'shop_order.id'),
        ),
        eb.exists(
          eb
            .selectFrom('order_buy_back')
            .select('id')
            .whereRef('order_buy_back.order_id', '=', 'shop_order.id'),
        ),
      ]),
    );
  }
  // The page's ids first (read from the index alone, however deep the page), then its rows.
  const page = await pageOf(query.select('id').orderBy('id', 'desc'), request);
  const ids = page.list.map((row) => row.id);
  const orders =
    ids.length === 0
      ? []
      : await server.db
          .selectFrom('shop_order')
          .selectAll()
          .where('id', 'in', ids)
          .orderBy('id', 'desc')
          .execute();
  return { list: await present(server.db, orders, false, request.locale), pagination: page.pagination };
}

/** Counts of the shopper's orders per tab of the order list. */
export async function orderCounts(server: ServerContext, { userId }: { userId: number }) {
  const rows = await server.db
    .selectFrom('shop_order')
    .select((eb) => ['status', eb.fn.countAll<number>().as('count')])
    .where('user_id', '=', userId)
    .groupBy('status')
    .execute();
  const count = (statuses: number[]) =>
    rows.filter((row) => statuses.includes(row.status)).reduce((sum, row) => sum + Number(row.count), 0);
  const openRefunds = await server.db
    .selectFrom('order_refund')
    .innerJoin('shop_order', 'shop_order.id', 'order_refund.order_id')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('shop_order.user_id', '=', userId)
    .where('order_refund.status', 'in', OPEN_REFUND_STATUSES)
    .executeTakeFirstOrThrow();
  return {
    pendingPayment: count([ORDER_STATUS.waitingPay]),
    pendingShipment: count([ORDER_STATUS.waitingShip]),
    pendingReceipt: count([ORDER_STATUS.waitingReceive]),
    pendingEvaluation: count([ORDER_STATUS.waitingEvaluate]),
    afterSale: Math.max(
      count([ORDER_STATUS.refunding, ORDER_STATUS.repurchasing]),
      Number(openRefunds.count),
    ),
  };
}

/** The shipment of one of the shopper's orders. */
export async function orderLogistics(
  server: ServerContext,
  request: { userId: number; orderId: number; locale: ServerLocale },
) {
  const order = await shopperOrder(server, request).select('logistics').executeTakeFirst();
  if (!order?.logistics) {
    throw notFound();
  }
  return presentLogistics(order.logistics, request.locale);
}
