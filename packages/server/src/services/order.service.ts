import { randomInt } from 'node:crypto';
import { addMoney, multiplyMoney, priceWithCoupon, toWireAmount } from '@mall/sdk';
import {
  BUY_BACK_STATUS,
  nextOrderState,
  type OrderActor,
  type OrderEvent,
  type OrderStatus,
  REFUND_STATUS,
  type RefundStatus,
} from '@mall/sdk/lifecycle';
import type { Selectable, Transaction } from 'kysely';
import type { AddressTable, Database, ShopOrderTable } from '../db/schema';
import { AppError, notFound } from '../http/app-error';
import type { ServerContext } from '../server-context';
import { creditLedger } from './ledger.service';
import { isUniqueViolation } from './user.service';

type Trx = Transaction<Database>;
type OrderRow = Selectable<ShopOrderTable>;

const statusNotAllowed = () => new AppError('order.statusNotAllowed');

/**
 * A unique order number: time to the second plus ten random digits. Six digits collided about once
 * a minute at a few hundred orders a second (the unique index refused the order); ten make that
 * practically never.
 */
function orderNumber(now: Date): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  return `${stamp}${String(randomInt(0, 10_000_000_000)).padStart(10, '0')}`;
}

/** The order, locked for the rest of the transaction; another shopper's order is "not found". */
async function lockOrder(trx: Trx, orderId: number, userId: number | null): Promise<OrderRow> {
  let query = trx.selectFrom('shop_order').selectAll().where('id', '=', orderId);
  if (userId !== null) {
    query = query.where('user_id', '=', userId);
  }
  const order = await query.forUpdate().executeTakeFirst();
  if (!order) {
    throw notFound();
  }
  return order;
}

async function openRefund(trx: Trx, orderId: number) {
  return trx
    .selectFrom('order_refund')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('status', 'in', [REFUND_STATUS.applied, REFUND_STATUS.inProgressByBackend])
    .executeTakeFirst();
}

/**
 * Moves an order along the SDK's transition table (the one definition): refuses with 1001 what
 * the table does not allow, else updates the status on the condition that it has not changed.
 */
async function transition(
  trx: Trx,
  server: ServerContext,
  order: OrderRow,
  event: OrderEvent,
  actor: OrderActor,
  refundStatus: RefundStatus | null = null,
  extra: Partial<Record<'pay_time' | 'ship_time' | 'confirm_time' | 'close_time', Date>> & {
    cancel_reason?: string | null;
    logistics?: string;
  } = {},
): Promise<OrderStatus> {
  const next = nextOrderState(
    {
      status: order.status as OrderStatus,
      refundStatus,
      previousStatus: order.previous_status as OrderStatus | null,
    },
    event,
    actor,
  );
  if (!next) {
    throw statusNotAllowed();
  }
  const updated = await trx
    .updateTable('shop_order')
    .set({
      status: next.status,
      previous_status: next.previousStatus ?? null,
      update_time: server.now(),
      ...extra,
    })
    .where('id', '=', order.id)
    .where('status', '=', order.status)
    .returning('id')
    .executeTakeFirst();
  if (!updated) {
    throw statusNotAllowed();
  }
  return next.status;
}

/** Gives back the stock an order reserved (cancel, timeout, refund). */
async function restoreStock(trx: Trx, orderId: number): Promise<void> {
  const lines = await trx
    .selectFrom('order_goods')
    .select(['spec_id', 'count'])
    .where('order_id', '=', orderId)
    .execute();
  for (const line of lines) {
    await trx
      .updateTable('goods_spec')
      .set((eb) => ({ stock: eb('stock', '+', line.count) }))
      .where('id', '=', line.spec_id)
      .execute();
  }
}

/** The copy of an address an order keeps (JSON for the `address` column). */
export function addressSnapshotOf(address: Selectable<AddressTable>): string {
  const { id, contact, phone, country_code, province, city, district } = address;
  return JSON.stringify({
    id,
    contact,
    phone,
    countryCode: country_code,
    province,
    city,
    district,
    address: address.address,
  });
}

/** What a shopper orders. */
export interface OrderRequest {
  goodsList: { goodsId: number; specId: number; count: number }[];
  addressId: number;
  couponId?: number | undefined;
  remark?: string | undefined;
}

/**
 * Creates an order in one transaction: prices from the database, stock reserved with a conditional
 * update per spec (never below zero), the shopper's coupon of the offer used once, address copied.
 */
export async function createOrder(
  server: ServerContext,
  userId: number,
  request: OrderRequest,
): Promise<number> {
  return server.db.transaction().execute(async (trx) => {
    const now = server.now();
    const address = await trx
      .selectFrom('address')
      .selectAll()
      .where('id', '=', request.addressId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!address) {
      throw new AppError('order.addressNotFound');
    }
    // Lines of the same spec are one line.
    const counts = new Map<number, { goodsId: number; count: number }>();
    for (const line of request.goodsList) {
      const existing = counts.get(line.specId);
      counts.set(line.specId, { goodsId: line.goodsId, count: (existing?.count ?? 0) + line.count });
    }
    const lines: {
      goodsId: number;
      specId: number;
      title: string;
      specName: string;
      pic: string;
      price: number;
      count: number;
    }[] = [];
    for (const [specId, { goodsId, count }] of counts) {
      const spec = await trx
        .selectFrom('goods_spec')
        .innerJoin('goods', 'goods.id', 'goods_spec.goods_id')
        .select([
          'goods_spec.id',
          'goods_spec.name',
          'goods_spec.price',
          'goods_spec.images',
          'goods.title',
          'goods.main_pic',
          'goods.status',
        ])
        .where('goods_spec.id', '=', specId)
        .where('goods_spec.goods_id', '=', goodsId)
        .executeTakeFirst();
      if (spec?.status !== 1) {
        throw new AppError('order.goodsUnavailable');
      }
      const reserved = await trx
        .updateTable('goods_spec')
        .set((eb) => ({ stock: eb('stock', '-', count) }))
        .where('id', '=', specId)
        .where('stock', '>=', count)
        .returning('id')
        .executeTakeFirst();
      if (!reserved) {
        throw new AppError('order.outOfStock', { params: { title: spec.title } });
      }
      lines.push({
        goodsId,
        specId,
        title: spec.title,
        specName: spec.name,
        pic: spec.images[0] ?? spec.main_pic,
        price: spec.price,
        count,
      });
    }
    const goodsTotal = addMoney(...lines.map((line) => multiplyMoney(line.price, line.count)));
    let userCouponId: number | null = null;
    let discount = 0;
    if (request.couponId !== undefined) {
      const coupon = await trx
        .selectFrom('user_coupon')
        .innerJoin('coupon', 'coupon.id', 'user_coupon.coupon_id')
        .select([
          'user_coupon.id',
          'coupon.amount',
          'coupon.full_amount',
          'coupon.start_time',
          'coupon.end_time',
        ])
        .where('user_coupon.user_id', '=', userId)
        .where('user_coupon.coupon_id', '=', request.couponId)
        .where('user_coupon.status', '=', 0)
        .executeTakeFirst();
      const inWindow = coupon && coupon.start_time <= now && now <= coupon.end_time;
      if (!coupon || !inWindow || goodsTotal < coupon.full_amount) {
        throw new AppError('coupon.unavailable');
      }
      discount = priceWithCoupon(goodsTotal, {
        amount: coupon.amount,
        fullAmount: coupon.full_amount,
      }).discount;
      userCouponId = coupon.id;
    }
    const order = await trx
      .insertInto('shop_order')
      .values({
        order_num: orderNumber(now),
        user_id: userId,
        status: 0,
        title: lines[0]?.title ?? '',
        remark: request.remark ?? '',
        price: goodsTotal,
        discount_price: discount,
        pay_price: goodsTotal - discount,
        coupon_id: request.couponId ?? null,
        user_coupon_id: userCouponId,
        address: addressSnapshotOf(address),
        create_time: now,
        update_time: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (userCouponId !== null) {
      const used = await trx
        .updateTable('user_coupon')
        .set({ status: 1, order_id: order.id, update_time: now })
        .where('id', '=', userCouponId)
        .where('status', '=', 0)
        .returning('id')
        .executeTakeFirst();
      if (!used) {
        throw new AppError('coupon.unavailable');
      }
    }
    await trx
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
      .execute();
    return order.id;
  });
}

/**
 * Pays an order from the balance. The status change and the debit are one transaction; paying an
 * order that is already paid answers the same result without charging again.
 */
export async function payOrder(server: ServerContext, userId: number, orderId: number) {
  return server.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, orderId, userId);
    if (order.status !== 0) {
      const payment = await trx
        .selectFrom('ledger')
        .select('id')
        .where('order_id', '=', order.id)
        .where('type', '=', 'payment')
        .executeTakeFirst();
      if (payment && order.pay_time) {
        const user = await trx
          .selectFrom('app_user')
          .select('balance')
          .where('id', '=', userId)
          .executeTakeFirstOrThrow();
        return {
          orderId: order.id,
          status: order.status,
          payTime: order.pay_time.toISOString(),
          balance: toWireAmount(user.balance),
        };
      }
      throw statusNotAllowed();
    }
    const now = server.now();
    await transition(trx, server, order, 'order.pay', 'shopper', null, { pay_time: now });
    const { balance } = await creditLedger(trx, server, userId, -order.pay_price, 'payment', {
      orderId: order.id,
    });
    const lines = await trx
      .selectFrom('order_goods')
      .select(['goods_id', 'count'])
      .where('order_id', '=', order.id)
      .execute();
    for (const line of lines) {
      await trx
        .updateTable('goods')
        .set((eb) => ({ sold: eb('sold', '+', line.count) }))
        .where('id', '=', line.goods_id)
        .execute();
    }
    return { orderId: order.id, status: 1, payTime: now.toISOString(), balance: toWireAmount(balance) };
  });
}

/** Closes an unpaid order (shopper cancel or payment timeout): stock and coupon are given back. */
export async function closeOrder(
  server: ServerContext,
  orderId: number,
  userId: number | null,
  event: 'order.cancel' | 'order.timeout',
  reason: string | null,
): Promise<void> {
  await server.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, orderId, userId);
    await transition(trx, server, order, event, event === 'order.cancel' ? 'shopper' : 'server', null, {
      close_time: server.now(),
      cancel_reason: reason,
    });
    await restoreStock(trx, order.id);
    if (order.user_coupon_id !== null) {
      await trx
        .updateTable('user_coupon')
        .set({ status: 0, order_id: null, update_time: server.now() })
        .where('id', '=', order.user_coupon_id)
        .where('status', '=', 1)
        .execute();
    }
  });
}

/** Confirms receipt (shopper) or auto-confirms (server): 2 -> 3; refunds and repurchase end here. */
export async function confirmReceipt(
  server: ServerContext,
  orderId: number,
  userId: number | null,
  actor: 'shopper' | 'server',
): Promise<void> {
  await server.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, orderId, userId);
    await transition(
      trx,
      server,
      order,
      actor === 'shopper' ? 'order.confirm' : 'order.autoConfirm',
      actor,
      null,
      {
        confirm_time: server.now(),
      },
    );
  });
}

/** Ships a paid order (operator): 1 -> 2 with the logistics stored. */
export async function shipOrder(
  server: ServerContext,
  orderId: number,
  company: string,
  num: string,
): Promise<void> {
  await server.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, orderId, null);
    const now = server.now();
    const logistics = {
      company,
      num,
      // `event` marks a step the shop wrote itself: it is worded in the reader's language.
      traces: [{ time: now.toISOString(), text: `${company} ${num}`, event: 'shipped' }],
    };
    await transition(trx, server, order, 'order.ship', 'operator', null, {
      ship_time: now,
      logistics: JSON.stringify(logistics),
    });
  });
}

/** Requests a refund of a paid order (1 or 2): one open refund at a time, amount ≤ the payment. */
export async function requestRefund(
  server: ServerContext,
  userId: number,
  orderId: number,
  reason: string,
  amount: number | undefined,
): Promise<void> {
  await server.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, orderId, userId);
    const refundAmount = amount ?? order.pay_price;
    if (refundAmount > order.pay_price) {
      throw new AppError('order.refundAmountInvalid');
    }
    await transition(trx, server, order, 'refund.request', 'shopper');
    try {
      await trx
        .insertInto('order_refund')
        .values({
          order_id: order.id,
          status: REFUND_STATUS.applied,
          reason,
          amount: refundAmount,
          apply_time: server.now(),
          update_time: server.now(),
        })
        .execute();
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw statusNotAllowed();
      }
      throw error;
    }
  });
}

/** The operator's side of a refund: approve (0 -> 3), complete (3 -> refunded, money and stock back), refuse (0 -> back). */
export async function decideRefund(
  server: ServerContext,
  orderId: number,
  decision: 'approve' | 'complete' | 'refuse',
  reason?: string,
): Promise<void> {
  await server.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, orderId, null);
    const refund = await openRefund(trx, order.id);
    if (!refund) {
      throw statusNotAllowed();
    }
    const now = server.now();
    const event = `refund.${decision}` as const;
    if (decision === 'approve') {
      const next = nextOrderState(
        { status: order.status as OrderStatus, refundStatus: refund.status as RefundStatus },
        event,
        'operator',
      );
      if (!next) {
        throw statusNotAllowed();
      }
      await trx
        .updateTable('order_refund')
        .set({ status: REFUND_STATUS.inProgressByBackend, update_time: now })
        .where('id', '=', refund.id)
        .where('status', '=', REFUND_STATUS.applied)
        .execute();
      return;
    }
    await transition(trx, server, order, event, 'operator', refund.status as RefundStatus);
    if (decision === 'complete') {
      await trx
        .updateTable('order_refund')
        .set({ status: REFUND_STATUS.refunded, update_time: now })
        .where('id', '=', refund.id)
        .execute();
      if (refund.amount > 0) {
        await creditLedger(trx, server, order.user_id, refund.amount, 'refund', { orderId: order.id });
      }
      await restoreStock(trx, order.id);
    } else {
      await trx
        .updateTable('order_refund')
        .set({ status: REFUND_STATUS.refused, refuse_reason: reason ?? '', update_time: now })
        .where('id', '=', refund.id)
        .execute();
    }
  });
}

/** The repurchase rate from the `repurchaseRate` param: a decimal in (0, 1]. */
async function repurchaseRate(trx: Trx): Promise<string> {
  const row = await trx
    .selectFrom('param')
    .select('value')
    .where('key', '=', 'repurchaseRate')
    .executeTakeFirst();
  const rate = row?.value.trim() ?? '';
  if (!/^(0(\.\d+)?|1(\.0+)?)$/.test(rate) || !(Number(rate) > 0)) {
    throw new AppError('order.repurchaseRateMissing');
  }
  return rate;
}

/** Requests a repurchase (sell-back) of a paid order at the current rate, fixed now. */
export async function requestBuyBack(server: ServerContext, userId: number, orderId: number): Promise<void> {
  await server.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, orderId, userId);
    const rate = await repurchaseRate(trx);
    await transition(trx, server, order, 'repurchase.request', 'shopper');
    await trx
      .insertInto('order_buy_back')
      .values({
        order_id: order.id,
        status: BUY_BACK_STATUS.applying,
        rate,
        amount: multiplyMoney(order.pay_price, rate),
        apply_time: server.now(),
        update_time: server.now(),
      })
      .execute();
  });
}

/** The operator's side of a repurchase: approve (credited) or refuse (back to the earlier status). */
export async function decideBuyBack(
  server: ServerContext,
  orderId: number,
  decision: 'approve' | 'refuse',
  reason?: string,
): Promise<void> {
  await server.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, orderId, null);
    const buyBack = await trx
      .selectFrom('order_buy_back')
      .selectAll()
      .where('order_id', '=', order.id)
      .where('status', '=', BUY_BACK_STATUS.applying)
      .executeTakeFirst();
    if (!buyBack) {
      throw statusNotAllowed();
    }
    await transition(trx, server, order, `repurchase.${decision}`, 'operator');
    const now = server.now();
    if (decision === 'approve') {
      await trx
        .updateTable('order_buy_back')
        .set({ status: BUY_BACK_STATUS.completed, update_time: now })
        .where('id', '=', buyBack.id)
        .execute();
      if (buyBack.amount > 0) {
        await creditLedger(trx, server, order.user_id, buyBack.amount, 'repurchase', { orderId: order.id });
      }
    } else {
      await trx
        .updateTable('order_buy_back')
        .set({ status: BUY_BACK_STATUS.failed, fail_reason: reason ?? '', update_time: now })
        .where('id', '=', buyBack.id)
        .execute();
    }
  });
}

/** Reviews one line of an order waiting for evaluation; the last review completes the order. */
export async function reviewOrderLine(
  server: ServerContext,
  userId: number,
  review: { orderId: number; goodsId: number; starCount: number; content: string; pics: string[] },
): Promise<void> {
  await server.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, review.orderId, userId);
    if (order.status !== 3) {
      throw statusNotAllowed();
    }
    const line = await trx
      .updateTable('order_goods')
      .set({ is_comment: true })
      .where('order_id', '=', order.id)
      .where('goods_id', '=', review.goodsId)
      .where('is_comment', '=', false)
      .returning('id')
      .executeTakeFirst();
    if (!line) {
      throw new AppError('order.alreadyReviewed');
    }
    try {
      await trx
        .insertInto('goods_comment')
        .values({
          order_id: order.id,
          goods_id: review.goodsId,
          user_id: userId,
          star_count: review.starCount,
          content: review.content,
          pics: JSON.stringify(review.pics),
          create_time: server.now(),
        })
        .execute();
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new AppError('order.alreadyReviewed');
      }
      throw error;
    }
    const remaining = await trx
      .selectFrom('order_goods')
      .select('id')
      .where('order_id', '=', order.id)
      .where('is_comment', '=', false)
      .executeTakeFirst();
    if (!remaining) {
      await transition(trx, server, order, 'order.review', 'shopper');
    }
  });
}

/** Closes unpaid orders past the payment timeout; answers how many. */
export async function closeExpiredOrders(server: ServerContext): Promise<number> {
  const cutoff = new Date(server.now().getTime() - server.env.ORDER_PAY_TIMEOUT_MINUTES * 60_000);
  const expired = await server.db
    .selectFrom('shop_order')
    .select('id')
    .where('status', '=', 0)
    .where('create_time', '<=', cutoff)
    .execute();
  let closed = 0;
  for (const { id } of expired) {
    // Another process may have closed it, or the shopper paid in the meantime: skip those.
    await closeOrder(server, id, null, 'order.timeout', null).then(
      () => {
        closed += 1;
      },
      (error: unknown) => {
        if (!(error instanceof AppError)) {
          throw error;
        }
      },
    );
  }
  return closed;
}

/** Confirms receipt of orders shipped longer ago than the auto-confirm period; answers how many. */
export async function autoConfirmOrders(server: ServerContext): Promise<number> {
  const cutoff = new Date(server.now().getTime() - server.env.ORDER_AUTO_CONFIRM_DAYS * 24 * 3600_000);
  const due = await server.db
    .selectFrom('shop_order')
    .select('id')
    .where('status', '=', 2)
    .where('ship_time', '<=', cutoff)
    .execute();
  let confirmed = 0;
  for (const { id } of due) {
    await confirmReceipt(server, id, null, 'server').then(
      () => {
        confirmed += 1;
      },
      (error: unknown) => {
        if (!(error instanceof AppError)) {
          throw error;
        }
      },
    );
  }
  return confirmed;
}
