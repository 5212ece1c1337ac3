import type { Kysely } from 'kysely';
import { executeStatements } from '../execute-statements';

/**
 * The whole shop schema. Money is in integer cents (bigint). Invariants live in the database
 * where it can hold them: stock and balances never below zero, one coupon per shopper per offer,
 * coupons never received beyond their number, one open refund or repurchase per order, one review
 * per order line.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await executeStatements(
    db,
    `
    create table app_secret (
      name text primary key,
      value text not null,
      create_time timestamptz not null default now()
    );

    create table param (
      key text primary key,
      value text not null,
      update_time timestamptz not null default now()
    );

    create table app_user (
      id serial primary key,
      username text unique,
      phone text,
      country_code text,
      password_hash text,
      nick_name text not null default '',
      avatar_url text not null default '',
      gender integer not null default 0,
      status integer not null default 1,
      balance bigint not null default 0 check (balance >= 0),
      -- Access tokens issued before this moment are no longer accepted (logoff, password change).
      sessions_revoked_at timestamptz,
      create_time timestamptz not null default now(),
      update_time timestamptz not null default now(),
      unique (country_code, phone)
    );

    create table refresh_token (
      id serial primary key,
      user_id integer not null references app_user(id),
      family text not null,
      token_hash text not null unique,
      expires_at timestamptz not null,
      rotated_at timestamptz,
      revoked_at timestamptz,
      -- The pair issued when this token was rotated, answered again within the grace period.
      rotated_to jsonb,
      create_time timestamptz not null default now()
    );
    create index refresh_token_family on refresh_token (family);
    create index refresh_token_user on refresh_token (user_id);

    create table captcha (
      id text primary key,
      answer text not null,
      expires_at timestamptz not null,
      used_at timestamptz,
      create_time timestamptz not null default now()
    );

    create table sms_code (
      id serial primary key,
      country_code text not null,
      phone text not null,
      code text not null,
      expires_at timestamptz not null,
      used_at timestamptz,
      create_time timestamptz not null default now()
    );
    create index sms_code_phone on sms_code (country_code, phone, create_time desc);

    -- Attempts counted by rate limits (failed logins, captcha and SMS requests), per key.
    create table rate_event (
      id bigserial primary key,
      key text not null,
      create_time timestamptz not null default now()
    );
    create index rate_event_key on rate_event (key, create_time);

    create table goods_type (
      id serial primary key,
      name text not null,
      parent_id integer references goods_type(id),
      pic text not null default '',
      sort_num integer not null default 0
    );

    create table goods (
      id serial primary key,
      type_id integer not null references goods_type(id),
      title text not null,
      sub_title text not null default '',
      main_pic text not null default '',
      pics jsonb not null default '[]',
      content text not null default '',
      price bigint not null check (price >= 0),
      sold integer not null default 0 check (sold >= 0),
      status integer not null default 1,
      sort_num integer not null default 0,
      create_time timestamptz not null default now(),
      update_time timestamptz not null default now()
    );
    create index goods_type_id on goods (type_id);

    create table goods_spec (
      id serial primary key,
      goods_id integer not null references goods(id),
      name text not null,
      price bigint not null check (price >= 0),
      stock integer not null check (stock >= 0),
      images jsonb not null default '[]',
      sort_num integer not null default 0
    );
    create index goods_spec_goods on goods_spec (goods_id);

    create table goods_i18n (
      id serial primary key,
      goods_id integer not null references goods(id),
      lang text not null,
      title text not null,
      sub_title text not null default '',
      content text not null default '',
      spec_names jsonb not null default '{}',
      unique (goods_id, lang)
    );

    create table search_keyword (
      id serial primary key,
      user_id integer references app_user(id),
      name text not null,
      hot boolean not null default false,
      sort_num integer not null default 0,
      create_time timestamptz not null default now(),
      update_time timestamptz not null default now()
    );
    create index search_keyword_user on search_keyword (user_id);

    create table banner (
      id serial primary key,
      title text not null,
      pic text not null,
      path text not null default '',
      sort_num integer not null default 0
    );

    create table coupon (
      id serial primary key,
      title text not null,
      description text not null default '',
      type integer not null default 0,
      amount bigint not null check (amount > 0),
      full_amount bigint not null check (full_amount >= 0),
      num integer not null check (num >= 0),
      received_num integer not null default 0 check (received_num >= 0 and received_num <= num),
      start_time timestamptz not null,
      end_time timestamptz not null,
      status integer not null default 1,
      create_time timestamptz not null default now()
    );

    create table user_coupon (
      id serial primary key,
      user_id integer not null references app_user(id),
      coupon_id integer not null references coupon(id),
      status integer not null default 0,
      order_id integer,
      create_time timestamptz not null default now(),
      update_time timestamptz not null default now(),
      unique (user_id, coupon_id)
    );

    create table address (
      id serial primary key,
      user_id integer not null references app_user(id),
      contact text not null,
      phone text not null,
      country_code text not null default '+86',
      province text not null,
      city text not null,
      district text not null,
      address text not null,
      is_default boolean not null default false,
      create_time timestamptz not null default now(),
      update_time timestamptz not null default now()
    );
    create index address_user on address (user_id);

    create table bank_card (
      id serial primary key,
      user_id integer not null references app_user(id),
      bank_name text not null,
      holder_name text not null,
      card_no text not null,
      is_default boolean not null default false,
      create_time timestamptz not null default now(),
      update_time timestamptz not null default now()
    );
    create index bank_card_user on bank_card (user_id);

    create table shop_order (
      id serial primary key,
      order_num text not null unique,
      user_id integer not null references app_user(id),
      status integer not null check (status between 0 and 9),
      previous_status integer,
      title text not null,
      remark text not null default '',
      price bigint not null,
      discount_price bigint not null default 0,
      pay_price bigint not null,
      pay_type text not null default 'balance',
      pay_time timestamptz,
      coupon_id integer references coupon(id),
      user_coupon_id integer references user_coupon(id),
      address jsonb not null,
      cancel_reason text,
      logistics jsonb,
      ship_time timestamptz,
      confirm_time timestamptz,
      close_time timestamptz,
      create_time timestamptz not null default now(),
      update_time timestamptz not null default now()
    );
    create index shop_order_user on shop_order (user_id, status);
    create index shop_order_status on shop_order (status, create_time);

    create table order_goods (
      id serial primary key,
      order_id integer not null references shop_order(id),
      goods_id integer not null references goods(id),
      spec_id integer not null references goods_spec(id),
      title text not null,
      spec_name text not null,
      pic text not null default '',
      price bigint not null,
      count integer not null check (count >= 1),
      is_comment boolean not null default false
    );
    create index order_goods_order on order_goods (order_id);

    create table order_refund (
      id serial primary key,
      order_id integer not null references shop_order(id),
      status integer not null,
      reason text not null,
      amount bigint not null check (amount >= 0),
      refuse_reason text,
      apply_time timestamptz not null default now(),
      update_time timestamptz not null default now()
    );
    -- One open refund per order (applied or in progress by the backend).
    create unique index order_refund_open on order_refund (order_id) where status in (0, 3);

    create table order_buy_back (
      id serial primary key,
      order_id integer not null references shop_order(id),
      status integer not null,
      rate text not null,
      amount bigint not null check (amount >= 0),
      fail_reason text,
      apply_time timestamptz not null default now(),
      update_time timestamptz not null default now()
    );
    create unique index order_buy_back_open on order_buy_back (order_id) where status = 0;

    create table goods_comment (
      id serial primary key,
      order_id integer not null references shop_order(id),
      goods_id integer not null references goods(id),
      user_id integer not null references app_user(id),
      star_count integer not null check (star_count between 1 and 5),
      content text not null,
      pics jsonb not null default '[]',
      create_time timestamptz not null default now(),
      unique (order_id, goods_id)
    );
    create index goods_comment_goods on goods_comment (goods_id, create_time desc);

    -- The balance ledger: append-only; app_user.balance = sum(amount) per user, always.
    create table ledger (
      id bigserial primary key,
      user_id integer not null references app_user(id),
      type text not null check (type in ('recharge', 'rechargeRequest', 'payment', 'refund', 'repurchase', 'withdrawal', 'withdrawalReturn')),
      amount bigint not null,
      balance_after bigint not null check (balance_after >= 0),
      order_id integer references shop_order(id),
      withdraw_num text unique,
      status integer,
      requested_amount bigint,
      bank_card jsonb,
      refuse_reason text,
      create_time timestamptz not null default now(),
      update_time timestamptz not null default now()
    );
    create index ledger_user on ledger (user_id, id desc);
    -- A payment, refund or repurchase credit happens once per order.
    create unique index ledger_once_per_order on ledger (order_id, type) where type in ('payment', 'refund', 'repurchase');
    -- A refused withdrawal is returned once.
    create table withdrawal_return (
      withdrawal_id bigint primary key references ledger(id),
      ledger_id bigint not null references ledger(id)
    );

    create table feedback (
      id serial primary key,
      user_id integer not null references app_user(id),
      type integer not null,
      content text not null,
      images jsonb not null default '[]',
      contact text not null default '',
      status integer not null default 0,
      remark text,
      create_time timestamptz not null default now(),
      update_time timestamptz not null default now()
    );
    create index feedback_user on feedback (user_id);

    create table complaint (
      id serial primary key,
      user_id integer not null references app_user(id),
      type integer not null,
      content text not null,
      images jsonb not null default '[]',
      status integer not null default 0,
      result text,
      create_time timestamptz not null default now(),
      update_time timestamptz not null default now()
    );
    create index complaint_user on complaint (user_id);

    create table cs_session (
      id serial primary key,
      user_id integer not null unique references app_user(id),
      create_time timestamptz not null default now(),
      update_time timestamptz not null default now()
    );

    create table cs_message (
      id bigserial primary key,
      session_id integer not null references cs_session(id),
      type integer not null,
      content jsonb not null,
      status integer not null default 0,
      create_time timestamptz not null default now()
    );
    create index cs_message_session on cs_message (session_id, id desc);

    create table dict_type (
      id serial primary key,
      key text not null unique,
      name text not null
    );

    create table dict_info (
      id serial primary key,
      type_id integer not null references dict_type(id),
      name text not null,
      value text not null,
      parent_id integer references dict_info(id),
      order_num integer not null default 0,
      translations jsonb not null default '{}'
    );

    create table app_version (
      id serial primary key,
      version text not null,
      code integer not null,
      platform text not null default 'all',
      url text not null,
      description text not null default '',
      force_update boolean not null default false,
      create_time timestamptz not null default now()
    );

    create table upload (
      id serial primary key,
      user_id integer references app_user(id),
      path text not null unique,
      mime text not null,
      size integer not null,
      create_time timestamptz not null default now()
    );

    -- Seeds applied, so a restart or a second process never loads them twice.
    create table seed_run (
      name text primary key,
      create_time timestamptz not null default now()
    );
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await executeStatements(db, 'drop schema public cascade; create schema public;');
}
