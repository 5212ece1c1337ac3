/**
 * Every call of the shopper API (spec §7 and the wire contract), as plain data: path, method,
 * whether it carries the shopper's token, what it does to the session and what it sends when the
 * caller leaves it out. The client, the reference server's routes and its `eps` description all
 * read this one table.
 */

/** How a call uses the session. */
export type CallAuth =
  /** Never sends a token (login calls, refresh). */
  | 'none'
  /** Sends the token when signed in; guests may call it too (contract §4). */
  | 'optional'
  /** Needs the token; without one the server answers 401. */
  | 'required';

/** One call of the API. */
export interface CallDefinition {
  readonly method: 'GET' | 'POST';
  readonly auth: CallAuth;
  /** Whether the call answers `{ token, expire, refreshToken, refreshExpire }` (a login); the client stores them. */
  readonly login?: true;
  /**
   * Whether the call answers the shopper's profile; the client drops any password hash from it and
   * keeps the rest as the session's user.
   */
  readonly profile?: true;
  /**
   * Whether the session ends on this device once the call succeeds (closing the account, signing
   * out of every device).
   */
  readonly endsSession?: true;
  /** Whether the call carries a file (multipart) or talks to a storage host. */
  readonly transfer?: true;
  /**
   * What the client sends when the caller leaves it out. A page call always names its `size`:
   * backends differ in their own default (cool-admin pages by 15, the contract by 20).
   */
  readonly defaults?: Readonly<Record<string, string | number>>;
  /**
   * Whether the answer carries a captcha picture in `data`: raw SVG markup (what cool-admin sends
   * unless asked for a data URI) is turned into a data URI, so `<img src>` always works.
   */
  readonly captcha?: true;
  /**
   * Whether the call moves money or stock, or makes a record a retry must not make twice (a review,
   * a feedback, a complaint), and so carries an `Idempotency-Key`: the client makes one
   * per call (or takes the caller's) and keeps it across its own retries; a server that saw the
   * key answers the first answer again instead of doing the work twice.
   */
  readonly idempotent?: true;
  /**
   * Whether the call only reads: sending it again changes nothing, so the client retries it after
   * a network error or a 502 / 503, as it does idempotent calls. Nothing else is retried.
   */
  readonly read?: true;
}

/** The page size of the contract (§3), sent by every page call that names none. */
export const DEFAULT_PAGE_SIZE = 20;

// Each keeps its literal `auth`, so types can tell which calls always have a shopper.
const post = <Auth extends CallAuth>(auth: Auth) => ({ method: 'POST', auth }) as const;
const get = <Auth extends CallAuth>(auth: Auth) => ({ method: 'GET', auth, read: true }) as const;
/** A POST that only reads (a list, a lookup). */
const read = <Auth extends CallAuth>(auth: Auth) => ({ method: 'POST', auth, read: true }) as const;
const login = () => ({ method: 'POST', auth: 'none', login: true }) as const;
/** A call whose success ends the session on this device (closing the account, signing out everywhere). */
const endsSession = () => ({ method: 'POST', auth: 'required', endsSession: true }) as const;
/** A call that moves money or stock, or makes a record once: it carries an `Idempotency-Key`. */
const once = () => ({ method: 'POST', auth: 'required', idempotent: true }) as const;
const page = <Auth extends CallAuth>(auth: Auth) =>
  ({ method: 'POST', auth, read: true, defaults: { size: DEFAULT_PAGE_SIZE } }) as const;

/** The complete call table, keyed by path below the base URL. */
export const CALLS = {
  'app/app/feedback/page': page('required'),
  'app/app/feedback/submit': once(),
  'app/app/feedback/info': get('required'),
  'app/app/complain/page': page('required'),
  'app/app/complain/submit': once(),
  'app/app/complain/info': get('required'),
  'app/app/version/check': get('none'),
  'app/app/goods/list': read('optional'),
  'app/account/transaction/record/append': once(),
  'app/account/transaction/record/withdraw': once(),
  'app/account/transaction/record/list': read('required'),
  'app/account/transaction/record/add': post('required'),
  'app/account/transaction/record/delete': post('required'),
  'app/account/transaction/record/update': post('required'),
  'app/account/transaction/record/page': page('required'),
  'app/account/transaction/record/info': get('required'),
  'app/market/coupon/info/page': page('optional'),
  'app/market/coupon/user/page': page('required'),
  'app/market/coupon/user/info': get('required'),
  'app/market/coupon/user/list': read('required'),
  'app/market/coupon/user/receive': once(),
  'app/user/login/captcha': { method: 'GET', auth: 'none', defaults: { type: 'base64' }, captcha: true },
  'app/user/login/smsCode': post('none'),
  'app/user/login/mp': login(),
  'app/user/login/mini': login(),
  'app/user/login/miniPhone': login(),
  'app/user/login/wxApp': login(),
  'app/user/login/uniPhone': login(),
  'app/user/login/phone': login(),
  'app/user/login/register': login(),
  'app/user/login/password': login(),
  'app/user/login/refreshToken': post('none'),
  // Extensions of the contract (docs/decisions.md, "Sessions that end"): ending sessions on the server.
  'app/user/login/signOut': post('none'),
  'app/user/bankcard/page': page('required'),
  'app/user/bankcard/list': read('required'),
  'app/user/bankcard/add': post('required'),
  'app/user/bankcard/update': post('required'),
  'app/user/bankcard/delete': post('required'),
  'app/user/bankcard/default': get('required'),
  'app/user/bankcard/info': get('required'),
  'app/user/info/person': { method: 'GET', auth: 'required', read: true, profile: true },
  'app/user/info/updatePerson': post('required'),
  'app/user/info/updatePassword': post('required'),
  'app/user/info/bindPhone': post('required'),
  'app/user/info/miniPhone': post('required'),
  'app/user/info/logoff': endsSession(),
  'app/user/info/signOutAll': endsSession(),
  'app/user/address/page': page('required'),
  'app/user/address/list': read('required'),
  'app/user/address/add': post('required'),
  'app/user/address/update': post('required'),
  'app/user/address/delete': post('required'),
  'app/user/address/default': get('required'),
  'app/user/address/info': get('required'),
  'app/order/pay/accountPay': once(),
  'app/order/pay/buyBack': once(),
  'app/order/pay/wxMpPay': post('required'),
  'app/order/pay/wxAppPay': post('required'),
  'app/order/pay/wxMiniPay': post('required'),
  'app/order/pay/wxNotify': post('none'),
  'app/order/info/create': once(),
  'app/order/info/page': page('required'),
  'app/order/info/info': get('required'),
  'app/order/info/update': post('required'),
  'app/order/info/cancel': once(),
  // A GET that moves the order on: not a read, never resent by the client.
  'app/order/info/confirm': { method: 'GET', auth: 'required' },
  'app/order/info/refund': once(),
  'app/order/info/logistics': get('required'),
  'app/order/info/userCount': get('required'),
  'app/goods/info/page': page('optional'),
  'app/goods/info/info': get('optional'),
  'app/goods/type/list': read('optional'),
  'app/goods/spec/list': read('optional'),
  'app/goods/comment/page': page('optional'),
  'app/goods/comment/submit': once(),
  'app/goods/i18n/info/i18n/info': read('optional'),
  'app/goods/i18n/info/i18n/page': page('optional'),
  'app/goods/search/keyword/list': read('optional'),
  'app/goods/search/keyword/page': page('required'),
  'app/goods/search/keyword/add': post('required'),
  'app/goods/search/keyword/update': post('required'),
  'app/goods/search/keyword/delete': post('required'),
  'app/goods/search/keyword/info': get('required'),
  'app/info/banner/list': read('optional'),
  'app/base/comm/eps': get('none'),
  'app/base/comm/param': get('optional'),
  'app/base/comm/uploadMode': get('required'),
  'app/base/comm/upload': { method: 'POST', auth: 'required', transfer: true },
  'app/dict/info/data': read('optional'),
  'app/cs/session/detail': get('required'),
  'app/cs/session/create': post('required'),
  'app/cs/msg/page': page('required'),
  'app/cs/msg/read': post('required'),
  'app/cs/msg/unreadCount': get('required'),
} as const satisfies Record<string, CallDefinition>;

/** The path of a call, e.g. `app/order/info/create`. */
export type CallPath = keyof typeof CALLS;

/** Every call path, in table order. */
export const CALL_PATHS = Object.keys(CALLS) as CallPath[];

/**
 * The permission key of a call, `module:entity:action` (spec §6), e.g. `order:info:create`.
 * Entities of more than one segment are joined with dots (`account:transaction.record:page`).
 * @example
 * permissionKey('app/order/info/create'); // 'order:info:create'
 */
export function permissionKey(path: CallPath): string {
  const segments = path.split('/').slice(1);
  const module = segments[0] ?? '';
  const action = segments[segments.length - 1] ?? '';
  return `${module}:${segments.slice(1, -1).join('.')}:${action}`;
}
