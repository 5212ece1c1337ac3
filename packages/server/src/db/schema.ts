/**
 * The Kysely types of the shop's tables. Every table and column comes from `tables.generated.ts`,
 * kysely-codegen's reading of the migrated schema (`pnpm --filter @mall/server db:types`; guarded by
 * `table-types.test.ts`). This file only narrows what the database types loosely: a JSON column's
 * shape, the ledger's kinds. The shapes the SDK describes too come from `@mall/sdk`.
 */
import type {
  AddressSnapshot,
  BankCardSnapshot,
  CsMessageContent,
  LedgerType,
  TokenSet,
} from '@mall/sdk/schemas';
import type { ColumnType, JSONColumnType, SelectType } from 'kysely';
import type { SealedPair } from '../crypto/refresh-replay';
import type { RoleName } from '../operator/permissions';
import type * as Tables from './tables.generated';

export type { AddressSnapshot, BankCardSnapshot, CsMessageContent, LedgerType };

/** The tokens a login or a refresh answers. */
export type TokenPair = TokenSet;

/** The shipment an order keeps; `event` marks a step the shop wrote itself (e.g. `shipped`), worded in the reader's language. */
export type Logistics = {
  company: string;
  num: string;
  traces: { time: string; text: string; event?: string }[];
};

/** A jsonb column with a default holding `T`: read as `T`, written as JSON text. */
type Json<T> = ColumnType<T, string | undefined, string>;
/** A nullable jsonb column holding `T`. */
type NullableJson<T> = ColumnType<T | null, string | null | undefined, string | null>;

/**
 * A generated table with some columns narrowed. A column the table lacks, or a type its values
 * cannot have (say, a shape for a column that is no longer jsonb), is a compile error.
 */
type Narrow<
  Table,
  Columns extends {
    [K in keyof Columns]: K extends keyof Table
      ? SelectType<Columns[K]> extends SelectType<Table[K]>
        ? unknown
        : never
      : never;
  },
> = { [K in keyof Table]: K extends keyof Columns ? Columns[K] : Table[K] };

export type AppSecretTable = Tables.AppSecret;
export type ParamTable = Tables.Param;
/** `balance`: cents; always the sum of the user's ledger rows. */
export type AppUserTable = Tables.AppUser;
export type RefreshTokenTable = Narrow<
  Tables.RefreshToken,
  /** Sealed under the rotated token (`crypto/refresh-replay.ts`): no reader of the table opens it. */
  { rotated_to: NullableJson<SealedPair> }
>;
export type CaptchaTable = Tables.Captcha;
/**
 * `code_hash`: HMAC-SHA256 of the number and the code under a key from the signing secret, hex
 * (`services/sms.service.ts`), the code itself is never stored; `tries`: tries so far, right or wrong, the code is spent after `SMS_CODE_MAX_TRIES`.
 */
export type SmsCodeTable = Tables.SmsCode;
export type RateEventTable = Tables.RateEvent;
export type GoodsTypeTable = Tables.GoodsType;
export type GoodsTable = Narrow<Tables.Goods, { pics: Json<string[]> }>;
export type GoodsSpecTable = Narrow<Tables.GoodsSpec, { images: Json<string[]> }>;
export type GoodsI18nTable = Narrow<Tables.GoodsI18n, { spec_names: Json<Record<string, string>> }>;
export type SearchKeywordTable = Tables.SearchKeyword;
export type BannerTable = Tables.Banner;
export type CouponTable = Tables.Coupon;
export type UserCouponTable = Tables.UserCoupon;
export type AddressTable = Tables.Address;
/**
 * `card_no_enc`: the card number encrypted (`v1:<keyId>:<iv>:<tag>:<ciphertext>`,
 * `crypto/card-cipher.ts`, bound to `user_id`); `card_last4`: the digits the masked answers show.
 */
export type BankCardTable = Tables.BankCard;
/** `address`: the address as it was when the order was placed. */
export type ShopOrderTable = Narrow<
  Tables.ShopOrder,
  { address: JSONColumnType<AddressSnapshot>; logistics: NullableJson<Logistics> }
>;
export type OrderGoodsTable = Tables.OrderGoods;
/** `remark`: the shopper's own words beside the reason, if any; `images`: photos the shopper attached. */
export type OrderRefundTable = Narrow<Tables.OrderRefund, { images: Json<string[]> }>;
export type OrderBuyBackTable = Tables.OrderBuyBack;
export type GoodsCommentTable = Narrow<Tables.GoodsComment, { pics: Json<string[]> }>;
/** `bank_card`: the masked card a withdrawal row keeps. */
export type LedgerTable = Narrow<
  Tables.Ledger,
  { type: LedgerType; bank_card: NullableJson<BankCardSnapshot> }
>;
export type WithdrawalReturnTable = Tables.WithdrawalReturn;
export type FeedbackTable = Narrow<Tables.Feedback, { images: Json<string[]> }>;
export type ComplaintTable = Narrow<Tables.Complaint, { images: Json<string[]> }>;
export type CsSessionTable = Tables.CsSession;
export type CsMessageTable = Narrow<Tables.CsMessage, { content: JSONColumnType<CsMessageContent> }>;
export type DictTypeTable = Tables.DictType;
export type DictInfoTable = Narrow<Tables.DictInfo, { translations: Json<Record<string, string>> }>;
export type AppVersionTable = Tables.AppVersion;
export type UploadTable = Tables.Upload;
export type SeedRunTable = Tables.SeedRun;
/**
 * The answer of a call made with an `Idempotency-Key`, kept for its retries. `request_hash`:
 * SHA-256 of the call's path and validated input, so the same key with another request is refused;
 * `response`: the answer's `data` as JSON, null for a call that answers nothing.
 */
export type IdempotencyKeyTable = Tables.IdempotencyKey;
/** The same for operators' calls, by the acting operator (`operator:<id>`, or `service`). */
export type OperatorIdempotencyKeyTable = Tables.OperatorIdempotencyKey;
/**
 * A named operator: `role` one of `operator/permissions.ts`'s roles; `totp_secret_enc` the TOTP
 * secret encrypted under `CARD_KEYS` (`crypto/operator-secret.ts`), null without a second factor; `totp_last_step` the RFC 6238 time step of the last code accepted
 * (a code of that step or an earlier one is refused).
 */
export type OperatorTable = Narrow<Tables.Operator, { role: RoleName }>;
/** A signed-in operator: `token_hash` the SHA-256 (hex) of the opaque token, never the token. */
export type OperatorSessionTable = Tables.OperatorSession;
/** The ids an audited action's input named, e.g. `{ "orderId": 12 }`. */
export type AuditKeys = Record<string, number | string>;
/** One figure an audited action changed, as stored. */
export type StoredAuditChange = {
  entity: string;
  id: number | string;
  field: string;
  before: Tables.JsonValue;
  after: Tables.JsonValue;
};
/** One operator action that changed something; append-only (a trigger refuses updates and deletes). */
export type OperatorAuditTable = Narrow<
  Tables.OperatorAudit,
  { actor_kind: 'operator' | 'service'; keys: Json<AuditKeys>; changes: Json<StoredAuditChange[]> }
>;

/** Every table of the shop: the generated ones, with the narrowed tables above in place. */
export type Database = WithTables<Tables.DB, NarrowedTables>;

/** `DB` with some tables replaced; naming a table `DB` lacks is a compile error. */
type WithTables<
  DB,
  Replaced extends { [Name in keyof Replaced]: Name extends keyof DB ? unknown : never },
> = {
  [Name in keyof DB]: Name extends keyof Replaced ? Replaced[Name] : DB[Name];
};

interface NarrowedTables {
  refresh_token: RefreshTokenTable;
  goods: GoodsTable;
  goods_spec: GoodsSpecTable;
  goods_i18n: GoodsI18nTable;
  shop_order: ShopOrderTable;
  order_refund: OrderRefundTable;
  goods_comment: GoodsCommentTable;
  ledger: LedgerTable;
  feedback: FeedbackTable;
  complaint: ComplaintTable;
  cs_message: CsMessageTable;
  dict_info: DictInfoTable;
  operator: OperatorTable;
  operator_audit: OperatorAuditTable;
}
