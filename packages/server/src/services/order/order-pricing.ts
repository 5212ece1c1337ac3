import { addMoney, multiplyMoney } from '@mall/sdk';
import { type Kysely, type QueryCreator, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { statementTemplate } from '../../db/statement-template';
import { AppError } from '../../http/app-error';
import { ON_SALE } from '../goods.service';
import { type KeyClaim, keyClaimRow, type ShopperClaim } from '../idempotency.service';
import { type CouponOffer, couponOffer } from './order-coupon';
import { reserveStock } from './order-stock';
import type { OrderTransaction } from './order-transition';

/** One line as a shopper asks for it. */
export interface RequestedLine {
  goodsId: number;
  specId: number;
  count: number;
}

/** One line of an order as stored: priced from the database, its stock reserved. */
export interface PricedLine extends RequestedLine {
  title: string;
  specName: string;
  pic: string;
  price: number;
  /** The goods' texts in the language the lines were priced for, when it has them. */
  translation: LineTranslation | null;
}

/** A goods' title and spec names in one language. */
export interface LineTranslation {
  title: string;
  specNames: Record<string, string>;
}

/** Lines of the same spec are one line. */
function mergeLines(requested: readonly RequestedLine[]): RequestedLine[] {
  const bySpec = new Map<number, RequestedLine>();
  for (const line of requested) {
    const existing = bySpec.get(line.specId);
    bySpec.set(line.specId, { ...line, count: (existing?.count ?? 0) + line.count });
  }
  return [...bySpec.values()];
}

/** What the statement of one line reads by: the line, the language, and the coupon asked for. */
interface LineRead extends RequestedLine {
  locale: string;
  userId: number;
  /** The offer whose coupon the order uses: on its first line only, else 0 (none). */
  couponId: number;
}

/**
 * A line's spec, its goods and the goods' texts in `locale`, with its stock reserved in the same
 * statement when the goods are on sale (`reserved`); beside them the shopper's unused coupon of
 * `couponId`, if any (`couponOffer`).
 */
function priceAndReserveStatement(db: Kysely<Database>, line: LineRead, claim?: ShopperClaim) {
  // The key's claim, where the line has one. The stock's update waits for it (`reserved`), so the
  // claim is made, or waits for a request racing with the same key, before any row is locked.
  const start: QueryCreator<Database> = claim
    ? db.with('claimed', (db) =>
        db.insertInto('idempotency_key').values(keyClaimRow(claim)).returning('user_id'),
      )
    : db;
  return start
    .with('spec', (db) =>
      db
        .selectFrom('goods_spec')
        .innerJoin('goods', 'goods.id', 'goods_spec.goods_id')
        .leftJoin('goods_i18n', (join) =>
          join.onRef('goods_i18n.goods_id', '=', 'goods.id').on('goods_i18n.lang', '=', line.locale),
        )
        .select([
          'goods_spec.id',
          'goods_spec.name',
          'goods_spec.price',
          'goods_spec.images',
          'goods.title',
          'goods.main_pic',
          'goods.status',
          'goods_i18n.title as translated_title',
          'goods_i18n.spec_names as translated_spec_names',
        ])
        .where('goods_spec.id', '=', line.specId)
        .where('goods_spec.goods_id', '=', line.goodsId),
    )
    .with('reserved', (db) => {
      const reserve = reserveStock(db, line).where(
        'id',
        'in',
        db.selectFrom('spec').select('spec.id').where('spec.status', '=', ON_SALE),
      );
      return claim ? reserve.where(sql<boolean>`exists (select from claimed)`) : reserve;
    })
    .with('offer', (db) => couponOffer(db, line))
    .selectFrom('spec')
    .leftJoin('offer', (join) => join.onTrue())
    .selectAll('spec')
    .select([
      'offer.user_coupon_id',
      'offer.coupon_amount',
      'offer.coupon_full_amount',
      'offer.coupon_start_time',
      'offer.coupon_end_time',
    ])
    .select((eb) => eb.exists(eb.selectFrom('reserved').select('reserved.id')).as('reserved'));
}

const priceAndReserve = statementTemplate('priceAndReserve', (db, line: LineRead) =>
  priceAndReserveStatement(db, line),
);

/**
 * The first line's statement of a call that carries a shopper's key: the key's claim goes in with
 * it (`keyClaimRow`), and a key taken already fails it (see `runIdempotent`).
 */
const priceAndReserveClaiming = statementTemplate(
  'priceAndReserveClaiming',
  (db, line: LineRead & ShopperClaim) => priceAndReserveStatement(db, line, line),
);

/**
 * Prices the lines from the database (never from the request) and reserves their stock, spec by
 * spec in the order of their ids (answered in the order listed): goods
 * not on sale answer `order.goodsUnavailable`, a spec short of stock `order.outOfStock`. Each line
 * is one statement: the spec and its goods (with the goods' texts in `locale`) are read, and the
 * stock taken off on the condition that the goods are on sale and the spec has that many (see
 * `reserveStock`), together. The first line's statement also reads the shopper's unused coupon of
 * `couponId` (`offer`), which the caller checks (`applyCoupon`).
 */
export async function priceAndReserveLines(
  trx: OrderTransaction,
  {
    requested,
    locale,
    userId,
    couponId,
    claim,
    now,
  }: {
    requested: readonly RequestedLine[];
    locale: string;
    userId: number;
    couponId: number | undefined;
    /** The shopper's key, claimed by the first line's statement. */
    claim?: KeyClaim | undefined;
    now: Date;
  },
): Promise<{ lines: PricedLine[]; offer: CouponOffer | undefined }> {
  const listed = mergeLines(requested);
  const lines: PricedLine[] = [];
  let offer: CouponOffer | undefined;
  // Rows are locked in the order of their ids, whatever order the shopper listed the lines in: two
  // orders of the same specs never each hold one row and wait for the other's.
  for (const { goodsId, specId, count } of [...listed].sort((a, b) => a.specId - b.specId)) {
    const read = {
      goodsId,
      specId,
      count,
      locale,
      userId,
      couponId: lines.length === 0 ? (couponId ?? 0) : 0,
    };
    const statement =
      claim && lines.length === 0
        ? priceAndReserveClaiming(trx, { ...read, ...claim, userId, now })
        : priceAndReserve(trx, read);
    const spec = await statement.executeTakeFirst();
    if (spec?.status !== ON_SALE) {
      throw new AppError('order.goodsUnavailable');
    }
    if (!spec.reserved) {
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
      translation:
        spec.translated_title === null
          ? null
          : { title: spec.translated_title, specNames: spec.translated_spec_names ?? {} },
    });
    if (spec.user_coupon_id !== null) {
      offer = {
        userCouponId: spec.user_coupon_id,
        amount: spec.coupon_amount as number,
        fullAmount: spec.coupon_full_amount as number,
        startTime: spec.coupon_start_time as Date,
        endTime: spec.coupon_end_time as Date,
      };
    }
  }
  // The lines as the shopper listed them: the first one names the order.
  const bySpec = new Map(lines.map((line) => [line.specId, line]));
  return { lines: listed.map((line) => bySpec.get(line.specId) as PricedLine), offer };
}

/** The goods total of priced lines, in cents. */
export function goodsTotalOf(lines: readonly PricedLine[]): number {
  return addMoney(...lines.map((line) => multiplyMoney(line.price, line.count)));
}
