export type { CallAuth, CallDefinition, CallPath } from './calls/call-table';
export { CALL_PATHS, CALLS, DEFAULT_PAGE_SIZE, permissionKey } from './calls/call-table';
export type { Caller, CallOptions } from './client/call';
export type { ResponseValidator } from './client/create-caller';
export type { MallClient, MallClientOptions, MallSession } from './client/create-mall-client';
export { createMallClient } from './client/create-mall-client';
export { newIdempotencyKey } from './client/idempotency-key';
export type { DictionaryEntry, DictionaryNode } from './dictionary/dictionary-tree';
export { buildDictionaryTree } from './dictionary/dictionary-tree';
export type { Cents, CouponRule, FormatMoneyOptions } from './money/money';
export {
  addMoney,
  couponApplies,
  formatMoney,
  isWireMoney,
  multiplyMoney,
  priceWithCoupon,
  subtractMoney,
  toCents,
  toWireAmount,
} from './money/money';
export type { ParamCache, ParamKey } from './params/param-cache';
export { createParamCache } from './params/param-cache';
export type { AccountResource } from './resources/account.resource';
export type { RequestOf, ResponseOf } from './resources/api-types';
export type { BannerResource } from './resources/banner.resource';
export type { CommResource } from './resources/comm.resource';
export type { ComplaintResource } from './resources/complaint.resource';
export type { CouponResource } from './resources/coupon.resource';
export type { CsResource } from './resources/cs.resource';
export type { DictResource } from './resources/dict.resource';
export type { FeedbackResource } from './resources/feedback.resource';
export type { GoodsResource } from './resources/goods.resource';
export type { OrderResource } from './resources/order.resource';
export type { MallResources } from './resources/resources';
export type { UserResource } from './resources/user.resource';
export type { VersionResource } from './resources/version.resource';
export type { SessionLockManager } from './session/lock-manager';
export { createLocalLockManager, defaultLockManager } from './session/lock-manager';
export type { LogoutReason, Session, StoredSession, TokenSet } from './session/session';
export { REFRESH_HAND_OVER_WAIT_MS, REFRESH_LOCK_NAME, TOKEN_SAFETY_MARGIN_MS } from './session/session';
export { getDeviceId } from './storage/device-id';
export type { MallStorage } from './storage/storage';
export { createLocalStorage, createMemoryStorage, STORAGE_KEYS } from './storage/storage';
export type { ApiErrorInit, ApiErrorReason } from './transport/api-error';
export { ApiError, ERROR_CODE, FILE_ERROR_MESSAGE, SERVICE_ERROR_MESSAGE } from './transport/api-error';
export type { HttpMethod } from './transport/transport';
export { DEFAULT_TIMEOUT_MS } from './transport/transport';
export type { UploadProvider } from './upload/media-url';
export { resizeImageUrl, VIDEO_SNAPSHOT_MS, videoSnapshotUrl } from './upload/media-url';
export type { UploadOptions } from './upload/upload';
export type { CloudSignature, UploadMode, UploadTarget } from './upload/upload-target';
export { cloudUploadTarget, uploadKey } from './upload/upload-target';
