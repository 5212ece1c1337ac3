import type { ColumnType, Generated, JSONColumnType } from 'kysely';

/** A timestamp: read as a Date, written as a Date or an ISO string (or left to its default). */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** A jsonb column with a default. */
type Json<T> = ColumnType<T, string | undefined, string>;
/** A nullable jsonb column. */
type NullableJson<T> = ColumnType<T | null, string | null | undefined, string | null>;

export interface AppSecretTable {
  name: string;
  value: string;
  create_time: Timestamp;
}

export interface ParamTable {
  key: string;
  value: string;
  update_time: Timestamp;
}

export interface AppUserTable {
  id: Generated<number>;
  username: string | null;
  phone: string | null;
  country_code: string | null;
  password_hash: string | null;
  nick_name: Generated<string>;
  avatar_url: Generated<string>;
  gender: Generated<number>;
  status: Generated<number>;
  /** Cents; always the sum of the user's ledger rows. */
  balance: Generated<number>;
  sessions_revoked_at: NullableTimestamp;
  create_time: Timestamp;
  update_time: Timestamp;
}

export interface TokenPair {
  token: string;
  expire: number;
  refreshToken: string;
  refreshExpire: number;
}

export interface RefreshTokenTable {
  id: Generated<number>;
  user_id: number;
  family: string;
  token_hash: string;
  expires_at: Timestamp;
  rotated_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
  rotated_to: NullableJson<TokenPair & { issuedAt: number }>;
  create_time: Timestamp;
}

export interface CaptchaTable {
  id: string;
  answer: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  create_time: Timestamp;
}

export interface SmsCodeTable {
  id: Generated<number>;
  country_code: string;
  phone: string;
  /** SHA-256 of the code, hex (`services/sms.service.ts`); the code itself is never stored. */
  code_hash: string;
  /** Tries so far, right or wrong; the code is spent after `SMS_CODE_MAX_TRIES` of them. */
  tries: Generated<number>;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  create_time: Timestamp;
}

export interface RateEventTable {
  id: Generated<number>;
  key: string;
  create_time: Timestamp;
}

export interface GoodsTypeTable {
  id: Generated<number>;
  name: string;
  parent_id: number | null;
  pic: Generated<string>;
  sort_num: Generated<number>;
}

export interface GoodsTable {
  id: Generated<number>;
  type_id: number;
  title: string;
  sub_title: Generated<string>;
  main_pic: Generated<string>;
  pics: Json<string[]>;
  content: Generated<string>;
  price: number;
  sold: Generated<number>;
  status: Generated<number>;
  sort_num: Generated<number>;
  create_time: Timestamp;
  update_time: Timestamp;
}

export interface GoodsSpecTable {
  id: Generated<number>;
  goods_id: number;
  name: string;
  price: number;
  stock: number;
  images: Json<string[]>;
  sort_num: Generated<number>;
}

export interface GoodsI18nTable {
  id: Generated<number>;
  goods_id: number;
  lang: string;
  title: string;
  sub_title: Generated<string>;
  content: Generated<string>;
  spec_names: Json<Record<string, string>>;
}

export interface SearchKeywordTable {
  id: Generated<number>;
  user_id: number | null;
  name: string;
  hot: Generated<boolean>;
  sort_num: Generated<number>;
  create_time: Timestamp;
  update_time: Timestamp;
}

export interface BannerTable {
  id: Generated<number>;
  title: string;
  pic: string;
  path: Generated<string>;
  sort_num: Generated<number>;
}

export interface CouponTable {
  id: Generated<number>;
  title: string;
  description: Generated<string>;
  type: Generated<number>;
  amount: number;
  full_amount: number;
  num: number;
  received_num: Generated<number>;
  start_time: Timestamp;
  end_time: Timestamp;
  status: Generated<number>;
  create_time: Timestamp;
}

export interface UserCouponTable {
  id: Generated<number>;
  user_id: number;
  coupon_id: number;
  status: Generated<number>;
  order_id: number | null;
  create_time: Timestamp;
  update_time: Timestamp;
}

export interface AddressTable {
  id: Generated<number>;
  user_id: number;
  contact: string;
  phone: string;
  country_code: string;
  province: string;
  city: string;
  district: string;
  address: string;
  is_default: Generated<boolean>;
  create_time: Timestamp;
  update_time: Timestamp;
}

export interface BankCardTable {
  id: Generated<number>;
  user_id: number;
  bank_name: string;
  holder_name: string;
  card_no: string;
  is_default: Generated<boolean>;
  create_time: Timestamp;
  update_time: Timestamp;
}

/** The address as it was when the order was placed. */
export interface AddressSnapshot {
  contact: string;
  phone: string;
  countryCode: string;
  province: string;
  city: string;
  district: string;
  address: string;
}

export interface Logistics {
  company: string;
  num: string;
  /** `event` marks a step the shop wrote itself (e.g. `shipped`), worded in the reader's language. */
  traces: { time: string; text: string; event?: string }[];
}

export interface ShopOrderTable {
  id: Generated<number>;
  order_num: string;
  user_id: number;
  status: number;
  previous_status: number | null;
  title: string;
  remark: Generated<string>;
  price: number;
  discount_price: Generated<number>;
  pay_price: number;
  pay_type: Generated<string>;
  pay_time: NullableTimestamp;
  coupon_id: number | null;
  user_coupon_id: number | null;
  address: JSONColumnType<AddressSnapshot>;
  cancel_reason: string | null;
  logistics: NullableJson<Logistics>;
  ship_time: NullableTimestamp;
  confirm_time: NullableTimestamp;
  close_time: NullableTimestamp;
  create_time: Timestamp;
  update_time: Timestamp;
}

export interface OrderGoodsTable {
  id: Generated<number>;
  order_id: number;
  goods_id: number;
  spec_id: number;
  title: string;
  spec_name: string;
  pic: Generated<string>;
  price: number;
  count: number;
  is_comment: Generated<boolean>;
}

export interface OrderRefundTable {
  id: Generated<number>;
  order_id: number;
  status: number;
  reason: string;
  amount: number;
  /** The shopper's own words beside the reason, if any. */
  remark: string | null;
  /** Photos the shopper attached, uploaded to this shop. */
  images: Json<string[]>;
  refuse_reason: string | null;
  apply_time: Timestamp;
  update_time: Timestamp;
}

export interface OrderBuyBackTable {
  id: Generated<number>;
  order_id: number;
  status: number;
  rate: string;
  amount: number;
  fail_reason: string | null;
  apply_time: Timestamp;
  update_time: Timestamp;
}

export interface GoodsCommentTable {
  id: Generated<number>;
  order_id: number;
  goods_id: number;
  user_id: number;
  star_count: number;
  content: string;
  pics: Json<string[]>;
  create_time: Timestamp;
}

export type LedgerType =
  | 'recharge'
  | 'rechargeRequest'
  | 'payment'
  | 'refund'
  | 'repurchase'
  | 'withdrawal'
  | 'withdrawalReturn';

export interface BankCardSnapshot {
  id: number;
  bankName: string;
  holderName: string;
  cardNo: string;
}

export interface LedgerTable {
  id: Generated<number>;
  user_id: number;
  type: LedgerType;
  amount: number;
  balance_after: number;
  order_id: number | null;
  withdraw_num: string | null;
  status: number | null;
  requested_amount: number | null;
  bank_card: NullableJson<BankCardSnapshot>;
  refuse_reason: string | null;
  create_time: Timestamp;
  update_time: Timestamp;
}

export interface WithdrawalReturnTable {
  withdrawal_id: number;
  ledger_id: number;
}

export interface FeedbackTable {
  id: Generated<number>;
  user_id: number;
  type: number;
  content: string;
  images: Json<string[]>;
  contact: Generated<string>;
  status: Generated<number>;
  remark: string | null;
  create_time: Timestamp;
  update_time: Timestamp;
}

export interface ComplaintTable {
  id: Generated<number>;
  user_id: number;
  type: number;
  content: string;
  images: Json<string[]>;
  status: Generated<number>;
  result: string | null;
  create_time: Timestamp;
  update_time: Timestamp;
}

export interface CsSessionTable {
  id: Generated<number>;
  user_id: number;
  create_time: Timestamp;
  update_time: Timestamp;
}

export interface CsMessageContent {
  type: 'text' | 'image' | 'goods' | 'order';
  data: unknown;
}

export interface CsMessageTable {
  id: Generated<number>;
  session_id: number;
  type: number;
  content: JSONColumnType<CsMessageContent>;
  status: Generated<number>;
  create_time: Timestamp;
}

export interface DictTypeTable {
  id: Generated<number>;
  key: string;
  name: string;
}

export interface DictInfoTable {
  id: Generated<number>;
  type_id: number;
  name: string;
  value: string;
  parent_id: number | null;
  order_num: Generated<number>;
  translations: Json<Record<string, string>>;
}

export interface AppVersionTable {
  id: Generated<number>;
  version: string;
  code: number;
  platform: Generated<string>;
  url: string;
  description: Generated<string>;
  force_update: Generated<boolean>;
  create_time: Timestamp;
}

export interface UploadTable {
  id: Generated<number>;
  user_id: number | null;
  path: string;
  mime: string;
  size: number;
  create_time: Timestamp;
}

export interface SeedRunTable {
  name: string;
  create_time: Timestamp;
}

/** The answer of a call made with an `Idempotency-Key`, kept for its retries. */
export interface IdempotencyKeyTable {
  user_id: number;
  key: string;
  path: string;
  /** SHA-256 of the call's path and validated input: the same key with another request is refused. */
  request_hash: string;
  /** The answer's `data` as JSON; null for a call that answers nothing. */
  response: string | null;
  create_time: Timestamp;
}

/** Every table of the shop. */
export interface Database {
  app_secret: AppSecretTable;
  param: ParamTable;
  app_user: AppUserTable;
  refresh_token: RefreshTokenTable;
  captcha: CaptchaTable;
  sms_code: SmsCodeTable;
  rate_event: RateEventTable;
  goods_type: GoodsTypeTable;
  goods: GoodsTable;
  goods_spec: GoodsSpecTable;
  goods_i18n: GoodsI18nTable;
  search_keyword: SearchKeywordTable;
  banner: BannerTable;
  coupon: CouponTable;
  user_coupon: UserCouponTable;
  address: AddressTable;
  bank_card: BankCardTable;
  shop_order: ShopOrderTable;
  order_goods: OrderGoodsTable;
  order_refund: OrderRefundTable;
  order_buy_back: OrderBuyBackTable;
  goods_comment: GoodsCommentTable;
  ledger: LedgerTable;
  withdrawal_return: WithdrawalReturnTable;
  feedback: FeedbackTable;
  complaint: ComplaintTable;
  cs_session: CsSessionTable;
  cs_message: CsMessageTable;
  dict_type: DictTypeTable;
  dict_info: DictInfoTable;
  app_version: AppVersionTable;
  upload: UploadTable;
  seed_run: SeedRunTable;
  idempotency_key: IdempotencyKeyTable;
}
