import { toCents, toWireAmount } from '@mall/sdk';
import { USER_COUPON_STATUS } from '@mall/sdk/schemas';
import type { Kysely } from 'kysely';
import { onUniqueViolation } from '../db/constraint-violation';
import type { QueryRow } from '../db/query-row';
import type { Database } from '../db/schema';
import { AppError, notFound } from '../http/app-error';
import type { ServerContext } from '../server-context';
import { mapPage, type PageInput, pageOf } from './paging';

/** An offer is on the market while its status is 1. */
export const ON_OFFER = 1;

/** The columns of an offer the market shows. */
interface CouponRow {
  id: number;
  title: string;
  description: string;
  amount: number;
  full_amount: number;
  num: number;
  received_num: number;
  start_time: Date;
  end_time: Date;
  create_time: Date;
}

/** The wire shape of an offer (contract §8). */
function offerOf(row: CouponRow, received: boolean) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    type: 0 as const,
    amount: toWireAmount(row.amount),
    condition: { fullAmount: toWireAmount(row.full_amount) },
    num: row.num,
    receivedNum: row.received_num,
    startTime: row.start_time.toISOString(),
    endTime: row.end_time.toISOString(),
    createTime: row.create_time.toISOString(),
    received,
  };
}

/**
 * Offers on the market (status 1, not yet ended), newest first; for a signed-in shopper each
 * tells whether they have received it.
 */
export async function offerPage(
  server: ServerContext,
  userId: number | null,
  input: PageInput & { keyWord?: string | undefined },
) {
  let query = server.db
    .selectFrom('coupon')
    .select([
      'id',
      'title',
      'description',
      'amount',
      'full_amount',
      'num',
      'received_num',
      'start_time',
      'end_time',
      'create_time',
    ])
    .where('status', '=', ON_OFFER)
    .where('end_time', '>=', server.now())
    .orderBy('id', 'desc');
  if (input.keyWord) {
    query = query.where('title', 'ilike', `%${escapeLike(input.keyWord)}%`);
  }
  const page = await pageOf(query, input);
  const ids = page.list.map((row) => row.id);
  const received = new Set<number>();
  if (userId !== null && ids.length > 0) {
    const rows = await server.db
      .selectFrom('user_coupon')
      .select('coupon_id')
      .where('user_id', '=', userId)
      .where('coupon_id', 'in', ids)
      .execute();
    for (const row of rows) {
      received.add(row.coupon_id);
    }
  }
  return mapPage(page, (row) => offerOf(row, received.has(row.id)));
}

/** Escapes `%`, `_` and `\` so a shopper's text matches literally in `like`. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * Receives an offer for a shopper, in one transaction: one conditional update claims a coupon
 * (`received_num < num`, on offer, inside its window), then the shopper's row is inserted; the
 * unique (user, coupon) pair makes a second receipt fail and roll the claim back. Concurrent
 * receipts therefore never exceed `num`, and a shopper holds each offer at most once.
 */
export async function receiveCoupon(server: ServerContext, userId: number, couponId: number): Promise<void> {
  const now = server.now();
  await onUniqueViolation(
    () =>
      server.db.transaction().execute(async (trx) => {
        const held = await trx
          .selectFrom('user_coupon')
          .select('id')
          .where('user_id', '=', userId)
          .where('coupon_id', '=', couponId)
          .executeTakeFirst();
        if (held) {
          throw new AppError('coupon.alreadyReceived');
        }
        const claimed = await trx
          .updateTable('coupon')
          .set((eb) => ({ received_num: eb('received_num', '+', 1) }))
          .where('id', '=', couponId)
          .where('status', '=', ON_OFFER)
          .whereRef('received_num', '<', 'num')
          .where('start_time', '<=', now)
          .where('end_time', '>=', now)
          .returning('id')
          .executeTakeFirst();
        if (!claimed) {
          throw await refusalOf(trx, couponId, now);
        }
        await trx
          .insertInto('user_coupon')
          .values({
            user_id: userId,
            coupon_id: couponId,
            status: USER_COUPON_STATUS.unused,
            create_time: now,
            update_time: now,
          })
          .execute();
      }),
    () => new AppError('coupon.alreadyReceived'),
  );
}

/** Why an offer could not be claimed: missing or withdrawn, outside its window, or none left. */
async function refusalOf(executor: Kysely<Database>, couponId: number, now: Date): Promise<AppError> {
  const coupon = await executor
    .selectFrom('coupon')
    .select(['status', 'num', 'received_num', 'start_time', 'end_time'])
    .where('id', '=', couponId)
    .executeTakeFirst();
  if (!coupon || coupon.status !== ON_OFFER) {
    return notFound();
  }
  if (coupon.start_time > now || coupon.end_time < now) {
    return new AppError('coupon.notInWindow');
  }
  return new AppError('coupon.soldOut');
}

/** Filters of the shopper's coupons: status (0 unused, 1 used, 2 expired) and a goods total. */
export interface UserCouponFilter {
  status?: number | undefined;
  /** Goods total on the wire (decimal); tells which coupons are `available` for it. */
  goodsTotal?: number | undefined;
}

function userCouponQuery(server: ServerContext, userId: number, filter: UserCouponFilter) {
  const now = server.now();
  let query = server.db
    .selectFrom('user_coupon')
    .innerJoin('coupon', 'coupon.id', 'user_coupon.coupon_id')
    .select([
      'user_coupon.id as id',
      'user_coupon.coupon_id as coupon_id',
      'user_coupon.status as status',
      'user_coupon.create_time as create_time',
      'user_coupon.update_time as update_time',
      'coupon.title as title',
      'coupon.description as description',
      'coupon.amount as amount',
      'coupon.full_amount as full_amount',
      'coupon.start_time as start_time',
      'coupon.end_time as end_time',
    ])
    .where('user_coupon.user_id', '=', userId)
    .orderBy('user_coupon.id', 'desc');
  if (filter.status === USER_COUPON_STATUS.used) {
    query = query.where('user_coupon.status', '=', USER_COUPON_STATUS.used);
  } else if (filter.status === USER_COUPON_STATUS.unused) {
    query = query
      .where('user_coupon.status', '=', USER_COUPON_STATUS.unused)
      .where('coupon.end_time', '>=', now);
  } else if (filter.status === USER_COUPON_STATUS.expired) {
    query = query
      .where('user_coupon.status', '=', USER_COUPON_STATUS.unused)
      .where('coupon.end_time', '<', now);
  }
  return query;
}

type UserCouponRow = QueryRow<typeof userCouponQuery>;

/**
 * The wire shape of a held coupon. "Expired" is computed: unused and past the offer's end.
 * `available`: unused, inside the window, and (when a goods total is given) the total reaches
 * `fullAmount`.
 */
function userCouponOf(row: UserCouponRow, now: Date, goodsTotal: number | undefined) {
  const status =
    row.status === USER_COUPON_STATUS.used
      ? USER_COUPON_STATUS.used
      : row.end_time < now
        ? USER_COUPON_STATUS.expired
        : USER_COUPON_STATUS.unused;
  const inWindow = row.start_time <= now && row.end_time >= now;
  const reaches = goodsTotal === undefined || toCents(goodsTotal) >= row.full_amount;
  return {
    id: row.id,
    couponId: row.coupon_id,
    title: row.title,
    description: row.description,
    amount: toWireAmount(row.amount),
    condition: { fullAmount: toWireAmount(row.full_amount) },
    startTime: row.start_time.toISOString(),
    endTime: row.end_time.toISOString(),
    createTime: row.create_time.toISOString(),
    updateTime: row.update_time.toISOString(),
    status,
    available: status === USER_COUPON_STATUS.unused && inWindow && reaches,
  };
}

/** A page of the shopper's coupons. */
export async function userCouponPage(
  server: ServerContext,
  userId: number,
  input: PageInput & UserCouponFilter,
) {
  const now = server.now();
  const page = await pageOf(userCouponQuery(server, userId, input), input);
  return mapPage(page, (row) => userCouponOf(row, now, input.goodsTotal));
}

/** All the shopper's coupons matching the filter (checkout asks with the goods total). */
export async function userCouponList(server: ServerContext, userId: number, filter: UserCouponFilter) {
  const now = server.now();
  const rows = await userCouponQuery(server, userId, filter).execute();
  return rows.map((row) => userCouponOf(row, now, filter.goodsTotal));
}

/** One of the shopper's coupons; another shopper's id answers as not found. */
export async function userCouponInfo(server: ServerContext, userId: number, id: number) {
  const row = await userCouponQuery(server, userId, {}).where('user_coupon.id', '=', id).executeTakeFirst();
  if (!row) {
    throw notFound();
  }
  return userCouponOf(row, server.now(), undefined);
}

/** A new offer (operator, contract §13); money in cents. */
export interface NewCoupon {
  title: string;
  description?: string | undefined;
  amount: number;
  fullAmount: number;
  num: number;
  startTime: Date;
  endTime: Date;
  status?: number | undefined;
}

/** Puts a coupon offer on the market; returns its id. */
export async function addCoupon(server: ServerContext, coupon: NewCoupon): Promise<number> {
  const row = await server.db
    .insertInto('coupon')
    .values({
      title: coupon.title,
      description: coupon.description ?? '',
      type: 0,
      amount: coupon.amount,
      full_amount: coupon.fullAmount,
      num: coupon.num,
      start_time: coupon.startTime,
      end_time: coupon.endTime,
      status: coupon.status ?? ON_OFFER,
      create_time: server.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // An offer's face value and how many may be taken: the money it can give away.
  server.audit?.change({ entity: 'coupon', id: row.id, field: 'amount', before: null, after: coupon.amount });
  server.audit?.change({ entity: 'coupon', id: row.id, field: 'num', before: null, after: coupon.num });
  return row.id;
}
