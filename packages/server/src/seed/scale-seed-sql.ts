import { type RawBuilder, sql } from 'kysely';
import type { ScaleSize } from './scale-size';
import {
  SCALE_ADJECTIVES,
  SCALE_BRANDS,
  SCALE_CHILD_SUFFIXES,
  SCALE_DEPARTMENTS,
  SCALE_FEATURES,
  SCALE_REVIEWS,
  SCALE_SPECS,
} from './scale-words';

/** The first id of each table's reserved range, the time of the load and the shared texts. */
export interface ScaleBases {
  type: number;
  goods: number;
  spec: number;
  user: number;
  order: number;
  orderGoods: number;
  ledger: number;
  coupon: number;
  now: Date;
  /** The demo's goods pictures, three per demo goods item, in order. */
  pictures: string[];
  passwordHash: string;
}

/** Offers every shopper may hold; the last ones already expired, so checkout filters them out. */
export const SCALE_COUPONS = 40;
const EXPIRED_COUPONS = 5;
const CHILDREN = SCALE_CHILD_SUFFIXES.length;
const DEPARTMENTS = SCALE_DEPARTMENTS.length;
/** Orders are spread over the last two years. */
const ORDER_SPAN_SECONDS = 730 * 24 * 3600;

const int = (value: number) => sql.raw(String(Math.trunc(value)));

/** A well-mixed non-negative integer from an integer expression (multiplicative hash, high bits). */
const hash = (expression: string, multiplier: number) =>
  `((((${expression})::bigint * ${multiplier}) % 4294967296) / 4096)`;

/** A 1-based index into an array parameter of `length` by a hash of `expression`. */
const pick = (expression: string, multiplier: number, length: number) =>
  `(1 + ${hash(expression, multiplier)} % ${length})`;

/** `n`'s department (1-based) for goods number `g`: goods go round the 180 child categories. */
const departmentOf = (goods: string) => `(1 + ((${goods} - 1) % ${DEPARTMENTS * CHILDREN}) / ${CHILDREN})`;

/**
 * The statements of the scale seed, in order; each is one set-based `INSERT ... SELECT` over
 * `generate_series` (or an update over what was inserted), run in the seed's transaction.
 */
export function scaleStatements(size: ScaleSize, bases: ScaleBases): RawBuilder<unknown>[] {
  const now = bases.now.toISOString();
  const departments = SCALE_DEPARTMENTS.map((department) => department.name);
  const nounsZh = SCALE_DEPARTMENTS.flatMap((department) => department.nouns.map(([zh]) => zh));
  const nounsLatin = SCALE_DEPARTMENTS.flatMap((department) => department.nouns.map(([, latin]) => latin));
  const specNames = SCALE_SPECS.map(([name]) => name);
  const specExtras = SCALE_SPECS.map(([, extra]) => extra);
  const specCount = SCALE_SPECS.length;
  const demoGoods = bases.pictures.length / 3;
  const step = ORDER_SPAN_SECONDS / size.orders;
  const stride = Math.max(1, Math.floor(size.orders / size.heavyOrders));
  const heavyId = bases.user;
  const noun = `((${departmentOf('g')} - 1) * 3 + ${pick('g', 2246822519, 3)})`;
  const userOf = `case when n % ${stride} = 0 and n / ${stride} <= ${size.heavyOrders} then ${heavyId}
    else ${bases.user + 1} + ${hash('n', 3266489917)} % ${Math.max(1, size.shoppers - 1)} end`;
  return [
    sql`insert into goods_type (id, name, parent_id, pic, sort_num)
      select ${int(bases.type)} + d - 1, (${departments}::text[])[d], null,
        (${bases.pictures}::text[])[1 + ((d - 1) % ${int(demoGoods)}) * 3], 100 + d
      from generate_series(1, ${int(DEPARTMENTS)}) d
      union all
      select ${int(bases.type + DEPARTMENTS)} + (d - 1) * ${int(CHILDREN)} + c - 1,
        (${departments}::text[])[d] || (${SCALE_CHILD_SUFFIXES}::text[])[c], ${int(bases.type)} + d - 1,
        (${bases.pictures}::text[])[1 + ((d + c) % ${int(demoGoods)}) * 3], c
      from generate_series(1, ${int(DEPARTMENTS)}) d, generate_series(1, ${int(CHILDREN)}) c`,
    sql`insert into goods (id, type_id, title, sub_title, main_pic, pics, content, price, sold, status,
        sort_num, create_time, update_time)
      select ${int(bases.goods)} + g - 1, ${int(bases.type + DEPARTMENTS)} + (g - 1) % ${int(DEPARTMENTS * CHILDREN)},
        title, sub_title, pics[1], to_jsonb(pics),
        '<p><strong>' || title || '</strong></p><p>' || sub_title || '</p><p><img src="' || pics[2] || '" alt=""></p>',
        price, ${sql.raw(hash('g', 668265263))} % 20000, case when g % 50 = 0 then 0 else 1 end,
        1000 + g, created, created
      from (
        select g,
          (${SCALE_BRANDS}::text[])[${sql.raw(pick('g', 2654435761, SCALE_BRANDS.length))}] || ' ' ||
            (${SCALE_ADJECTIVES}::text[])[${sql.raw(pick('g', 374761393, SCALE_ADJECTIVES.length))}] ||
            (${nounsZh}::text[])[${sql.raw(noun)}] || ' ' || chr(65 + g % 26) || (100 + g % 900) as title,
          (${SCALE_FEATURES.map(([zh]) => zh)}::text[])[1 + g % ${int(SCALE_FEATURES.length)}] || '，' ||
            (${nounsLatin}::text[])[${sql.raw(noun)}] || ' · ' ||
            (${SCALE_FEATURES.map(([, latin]) => latin)}::text[])[1 + (g / 7) % ${int(SCALE_FEATURES.length)}] as sub_title,
          array[(${bases.pictures}::text[])[1 + (g % ${int(demoGoods)}) * 3],
            (${bases.pictures}::text[])[2 + (g % ${int(demoGoods)}) * 3],
            (${bases.pictures}::text[])[3 + (g % ${int(demoGoods)}) * 3]] as pics,
          990 + (${sql.raw(hash('g', 3266489917))} % 2000) * 250 as price,
          ${now}::timestamptz - make_interval(secs => (${int(size.goods)} - g) * ${int(ORDER_SPAN_SECONDS / 2)}::float8 / ${int(size.goods)}) as created
        from generate_series(1, ${int(size.goods)}) g
      ) goods_texts`,
    // English texts for every goods item (the content falls back to the source).
    sql`insert into goods_i18n (goods_id, lang, title, sub_title)
      select ${int(bases.goods)} + g - 1, 'en',
        (${SCALE_BRANDS}::text[])[${sql.raw(pick('g', 2654435761, SCALE_BRANDS.length))}] || ' ' ||
          (${nounsLatin}::text[])[${sql.raw(noun)}] || ' ' || chr(65 + g % 26) || (100 + g % 900),
        (${SCALE_FEATURES.map(([, latin]) => latin)}::text[])[1 + g % ${int(SCALE_FEATURES.length)}] || ', ' ||
          (${nounsLatin}::text[])[${sql.raw(noun)}]
      from generate_series(1, ${int(size.goods)}) g`,
    sql`insert into goods_spec (id, goods_id, name, price, stock, images, sort_num)
      select ${int(bases.spec)} + (goods.id - ${int(bases.goods)}) * ${int(specCount)} + s - 1, goods.id,
        (${specNames}::text[])[s], goods.price + (${specExtras}::bigint[])[s],
        20 + ${sql.raw(hash('goods.id * 3 + s', 2654435761))} % 480, jsonb_build_array(goods.main_pic), s
      from goods, generate_series(1, ${int(specCount)}) s
      where goods.id >= ${int(bases.goods)} and goods.id < ${int(bases.goods + size.goods)}`,
    sql`insert into app_user (id, username, password_hash, nick_name, balance, create_time, update_time)
      select ${int(bases.user)} + i - 1, case when i = 1 then 'scale-heavy' else 'scale-' || lpad(i::text, 6, '0') end,
        ${bases.passwordHash}, '买家' || i, 0, joined, joined
      from generate_series(1, ${int(size.shoppers)}) i,
        lateral (select ${now}::timestamptz - interval '800 days' as joined) j`,
    // One row per order with everything its rows in the other tables are made of.
    sql`create temp table scale_order_plan on commit drop as
      select n, ${int(bases.order)} + n - 1 as id, user_id, spec.goods_id, spec.id as spec_id, goods.title,
        spec.name as spec_name, goods.main_pic as pic, spec.price, 1 + n % 2 as count,
        spec.price * (1 + n % 2) as total, planned.status, created,
        case when planned.status in (1, 2, 3, 4, 5, 6) then created + interval '1 minute' end as pay_time,
        case when planned.status in (2, 3, 4) then created + least(interval '1 day', make_interval(secs => age / 2)) end as ship_time,
        case when planned.status in (3, 4) then created + interval '5 days' end as confirm_time,
        case when planned.status = 7 then created + interval '30 minutes' end as close_time,
        planned.status = 4 and ${sql.raw(hash('n', 668265263))} % 5 = 0 as commented
      from (
        select n, user_id, age, ${now}::timestamptz - make_interval(secs => age) as created, goods_number,
          case
            when age < 1200 then case when h % 3 = 0 then 0 else 1 end
            when age < 864000 then case when h % 2 = 0 then 1 else 2 end
            when h % 1000 < 300 then 3
            when h % 1000 < 850 then 4
            when h % 1000 < 930 then 7
            when h % 1000 < 990 then 6
            when h % 1000 < 992 then 5
            else 4
          end as status, n % ${int(specCount)} as spec_index
        from (
          select n, ${sql.raw(userOf)} as user_id, (${int(size.orders)} - n) * ${sql.raw(String(step))}::float8 as age,
            ${sql.raw(hash('n', 2654435761))} as h, 1 + ${sql.raw(hash('n', 374761393))} % ${int(size.goods)} as goods_number
          from generate_series(1, ${int(size.orders)}) n
        ) drawn
      ) planned
      join goods_spec spec on spec.id = ${int(bases.spec)} + (goods_number - 1) * ${int(specCount)} + spec_index
      join goods on goods.id = spec.goods_id`,
    sql`insert into shop_order (id, order_num, user_id, status, previous_status, title, price, discount_price,
        pay_price, pay_type, pay_time, address, ship_time, confirm_time, close_time, logistics, create_time, update_time)
      select plan.id, 'SCALE' || lpad(plan.n::text, 10, '0'), plan.user_id, plan.status,
        case when plan.status in (5, 6) then 1 end, plan.title, plan.total, 0, plan.total, 'balance', plan.pay_time,
        jsonb_build_object('contact', '买家' || plan.user_id, 'phone', '138' || lpad((plan.user_id % 100000000)::text, 8, '0'),
          'countryCode', '+86', 'province', '浙江省', 'city', '杭州市', 'district', '西湖区',
          'address', '文三路 ' || (plan.user_id % 500 + 1) || ' 号'),
        plan.ship_time, plan.confirm_time, plan.close_time,
        case when plan.ship_time is not null then jsonb_build_object('company', 'SF Express',
          'num', 'SF' || lpad(plan.n::text, 12, '0'), 'traces', jsonb_build_array(jsonb_build_object(
            'time', to_char(plan.ship_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), 'text', '已发货', 'event', 'shipped'))) end,
        plan.created, coalesce(plan.confirm_time, plan.ship_time, plan.close_time, plan.pay_time, plan.created)
      from scale_order_plan plan order by plan.id`,
    sql`insert into order_goods (id, order_id, goods_id, spec_id, title, spec_name, pic, price, count, is_comment)
      select ${int(bases.orderGoods)} + plan.n - 1, plan.id, plan.goods_id, plan.spec_id, plan.title, plan.spec_name,
        plan.pic, plan.price, plan.count, plan.commented
      from scale_order_plan plan order by plan.id`,
    sql`insert into order_refund (order_id, status, reason, amount, apply_time, update_time)
      select plan.id, case when plan.status = 5 then 0 else 1 end, '不想要了', plan.total,
        plan.pay_time + interval '1 hour', plan.pay_time + case when plan.status = 5 then interval '1 hour' else interval '1 day' end
      from scale_order_plan plan where plan.status in (5, 6) order by plan.id`,
    sql`insert into goods_comment (order_id, goods_id, user_id, star_count, content, pics, create_time)
      select plan.id, plan.goods_id, plan.user_id, 3 + plan.n % 3,
        (${SCALE_REVIEWS}::text[])[1 + plan.n % ${int(SCALE_REVIEWS.length)}],
        case when plan.n % 2 = 0 then jsonb_build_array(plan.pic) else '[]'::jsonb end,
        plan.confirm_time + interval '1 hour'
      from scale_order_plan plan where plan.commented order by plan.id`,
    // The ledger: a recharge that covers every payment, then each payment and refund, in time order;
    // balance_after is the running sum, so balance = sum(ledger) holds for every shopper.
    sql`insert into ledger (id, user_id, type, amount, balance_after, order_id, create_time, update_time)
      select ${int(bases.ledger)} + row_number() over (order by at, user_id, kind, order_id) - 1, user_id, type, amount,
        sum(amount) over (partition by user_id order by at, kind, order_id rows unbounded preceding), order_id, at, at
      from (
        select u.id as user_id, 'recharge' as type, 0 as kind, null::integer as order_id, u.create_time as at,
          10000 + ${sql.raw(hash('u.id', 2654435761))} % 500000 + coalesce(spent.total, 0) as amount
        from app_user u
        left join (
          select user_id, sum(total) as total
          from scale_order_plan where pay_time is not null group by user_id
        ) spent on spent.user_id = u.id
        where u.id >= ${int(bases.user)} and u.id < ${int(bases.user + size.shoppers)}
        union all
        select user_id, 'payment', 1, id, pay_time, -total from scale_order_plan where pay_time is not null
        union all
        select user_id, 'refund', 2, id, pay_time + interval '1 day', total from scale_order_plan where status = 6
      ) moves`,
    sql`update app_user set balance = sums.total
      from (select user_id, sum(amount) as total from ledger
        where user_id >= ${int(bases.user)} and user_id < ${int(bases.user + size.shoppers)} group by user_id) sums
      where app_user.id = sums.user_id`,
    sql`insert into coupon (id, title, description, type, amount, full_amount, num, received_num, start_time, end_time,
        status, create_time)
      select ${int(bases.coupon)} + k - 1, '满' || (k * 50) || '减' || (k * 5), 'Save ' || (k * 5) || ' on ' || (k * 50),
        0, k * 500, k * 5000, ${int(size.shoppers + 1000)}, 0,
        ${now}::timestamptz - interval '60 days',
        ${now}::timestamptz + case when k > ${int(SCALE_COUPONS - EXPIRED_COUPONS)} then interval '-1 day' else interval '365 days' end,
        1, ${now}::timestamptz - interval '60 days'
      from generate_series(1, ${int(SCALE_COUPONS)}) k`,
    sql`insert into user_coupon (user_id, coupon_id, status, create_time, update_time)
      select u, ${int(bases.coupon)} + k - 1, 0, ${now}::timestamptz - interval '30 days', ${now}::timestamptz - interval '30 days'
      from generate_series(${int(bases.user)}, ${int(bases.user + size.shoppers - 1)}) u, generate_series(1, ${int(SCALE_COUPONS)}) k
      where u = ${int(heavyId)} or (u + k) % 8 = 0`,
    sql`update coupon set received_num = held.n
      from (select coupon_id, count(*) as n from user_coupon
        where coupon_id >= ${int(bases.coupon)} group by coupon_id) held
      where coupon.id = held.coupon_id`,
  ];
}
