/**
 * `@mall/sdk/schemas`: the zod schemas of the shopper API. Each area exports its entities (schema
 * and type) and its calls map (`orderCalls['app/order/info/create'].request`); `callSchemas`,
 * `requestSchemas` and `responseSchemas` combine every map by call path. The validation helpers
 * turn zod issues into the message keys of spec §5. Building blocks (ids, money, text rules, page
 * shapes) stay inside the package, except the few an app needs for its own form fields.
 *
 * Every module-level schema and map is built inside a pure function
 * (`export const x = /* @__PURE__ *\/ (() => z.object(…))()`), so a bundler drops what an app does
 * not import: one call's schema costs zod plus that schema, not every schema. Keep to it when adding
 * one (the machines do the same); `pnpm --filter @mall/sdk size` fails when one schema outgrows its
 * budget.
 */
export type { LedgerRow, LedgerType } from './account.schema';
export { accountCalls, accountWithdrawRequestSchema, LEDGER_TYPES, ledgerRowSchema } from './account.schema';
export type { Address, AddressSnapshot } from './address.schema';
export {
  addressAddRequestSchema,
  addressCalls,
  addressSchema,
  addressSnapshotSchema,
} from './address.schema';
export type { BankCard, BankCardSnapshot } from './bank-card.schema';
export { bankCardCalls, bankCardSchema, bankCardSnapshotSchema } from './bank-card.schema';
export type { Banner } from './banner.schema';
export { bannerCalls, bannerSchema } from './banner.schema';
export type { CallSchema, CallSchemaMap } from './call-schema';
export type { SchemaCallPath } from './call-schemas';
export { callSchemas, requestSchemas, responseSchemas } from './call-schemas';
export type { CsMessage, CsMessageContent, CsSendPayload, CsSession } from './chat.schema';
export {
  CS_MESSAGE_SENDER,
  CS_MESSAGE_STATUS,
  CS_TEXT_MAX,
  csCalls,
  csMessageContentSchema,
  csMessageSchema,
  csSendPayloadSchema,
  csSessionSchema,
} from './chat.schema';
export type { CloudUploadSignature, Eps, EpsEntity, ParamKey, ParamValue, UploadMode } from './comm.schema';
export {
  cloudUploadSignatureSchema,
  commCalls,
  epsSchema,
  PARAM_KEYS,
  paramValueSchema,
  UPLOAD_TYPES,
  uploadModeSchema,
} from './comm.schema';
export type { Locale, PageRequest, PageResponse, Pagination } from './common.schema';
export { IDEMPOTENCY_KEY_PATTERN, LOCALES, PAGE_DEFAULTS, SEARCH_KEYWORD_MAX } from './common.schema';
export type { Complaint } from './complaint.schema';
export {
  complaintCalls,
  complaintSchema,
  complaintStatusSchema,
  complaintSubmitRequestSchema,
} from './complaint.schema';
export type { CouponCondition, CouponOffer, UserCoupon } from './coupon.schema';
export {
  COUPON_TYPE,
  couponCalls,
  couponOfferSchema,
  USER_COUPON_STATUS,
  userCouponSchema,
} from './coupon.schema';
export type { DictData, DictEntry, DictType } from './dict.schema';
export { DICT_TYPES, dictCalls, dictDataSchema, dictEntrySchema } from './dict.schema';
export type { Feedback } from './feedback.schema';
export {
  feedbackCalls,
  feedbackSchema,
  feedbackStatusSchema,
  feedbackSubmitRequestSchema,
} from './feedback.schema';
export type { FieldError, FieldErrorParams } from './field-errors';
export { fieldErrorsOf, toFieldErrors, validationErrorMap } from './field-errors';
export type {
  GoodsComment,
  GoodsDetail,
  GoodsI18n,
  GoodsPageRequest,
  GoodsRow,
  GoodsSpec,
  GoodsType,
} from './goods.schema';
export {
  GOODS_ORDER_KEYS,
  goodsCalls,
  goodsCommentSchema,
  goodsCommentSubmitRequestSchema,
  goodsDetailSchema,
  goodsI18nSchema,
  goodsRowSchema,
  goodsSpecSchema,
  goodsTypeSchema,
  REVIEW_CONTENT_MAX,
} from './goods.schema';
export { MAX_PHOTOS } from './max-photos';
export { idSchema, integer, money, positiveMoneySchema } from './number.schema';
export type {
  LogisticsTrace,
  OrderBuyBack,
  OrderDetail,
  OrderGoodsLine,
  OrderLogistics,
  OrderPageRequest,
  OrderPayResult,
  OrderRefund,
  OrderRow,
  OrderUserCount,
} from './order.schema';
export {
  logisticsTraceSchema,
  ORDER_REMARK_MAX,
  orderBuyBackSchema,
  orderCalls,
  orderCancelRequestSchema,
  orderCreateRequestSchema,
  orderDetailSchema,
  orderGoodsLineSchema,
  orderLogisticsSchema,
  orderPayResultSchema,
  orderRefundRequestSchema,
  orderRefundSchema,
  orderRowSchema,
  orderUserCountSchema,
  REFUND_REASON_MAX,
} from './order.schema';
export { parseResponse } from './parse-response';
export type { ResponseSchemaValidator } from './response-validators';
export { responseValidators } from './response-validators';
export { SchemaError } from './schema-error';
export type { SearchKeyword } from './search-keyword.schema';
export { searchKeywordCalls, searchKeywordSchema } from './search-keyword.schema';
export type { LoginSignOutRequest } from './session.schema';
export { loginSignOutRequestSchema, sessionCalls } from './session.schema';
export { SUBMISSION_CONTENT_MAX } from './submission.schema';
export { dateTimeSchema, optionalText, text } from './text.schema';
export type { Captcha, Person, SmsCodePurpose, TokenSet } from './user.schema';
export {
  captchaSchema,
  GENDER,
  loginPasswordRequestSchema,
  loginPhoneRequestSchema,
  loginRegisterRequestSchema,
  loginSmsCodeRequestSchema,
  personSchema,
  SMS_CODE_PURPOSES,
  tokenSetSchema,
  USER_STATUS,
  userCalls,
} from './user.schema';
export type { ValidationMessageKey } from './validation-messages';
export { isValidationMessageKey, VALIDATION_MESSAGES } from './validation-messages';
export type { AppVersion } from './version.schema';
export { appVersionSchema, versionCalls } from './version.schema';
export type { WxAppPayParams, WxJsapiPayParams } from './wechat-pay.schema';
export { wxAppPayParamsSchema, wxJsapiPayParamsSchema } from './wechat-pay.schema';
