/**
 * Every route of spec §2, as hash paths. The table is plain data so that the access rule, the
 * back rule, the tab bar and the tests all read one definition.
 */

/** Where a route's page stands in this build. */
export type RouteStatus = 'built' | 'coming';

/** The bar a page shows: the custom bar of most pages, or the default white bar with a black title. */
export type NavBarKind = 'custom' | 'default';

export interface RouteDefinition {
  /** The hash path, e.g. `/pages/goods/detail`. */
  path: string;
  /** Locale key of the page title. */
  titleKey: string;
  /** Pull-to-refresh enabled (PR in spec §2). */
  pullToRefresh?: boolean;
  /** The default navigation bar (white, black title); the others use the custom bar. */
  navBar?: NavBarKind;
  /** Whether the page exists in this build; a coming page shows the "coming" state. */
  status: RouteStatus;
}

export const HOME_PATH = '/';
export const HOME_ALIAS_PATH = '/pages/index/home';
export const LOGIN_PATH = '/pages/user/login';

/** The four tab pages, in the order of the bar. */
export const TAB_ROUTES = [
  { value: 'home', path: HOME_PATH, titleKey: 'tab.home', icon: 'home' },
  { value: 'category', path: '/pages/index/category', titleKey: 'tab.category', icon: 'category' },
  { value: 'cart', path: '/pages/index/shopping-cart', titleKey: 'tab.cart', icon: 'cart' },
  { value: 'my', path: '/pages/index/my', titleKey: 'tab.my', icon: 'user' },
] as const;

export type TabValue = (typeof TAB_ROUTES)[number]['value'];

const route = (
  path: string,
  titleKey: string,
  status: RouteStatus,
  extra: Partial<Pick<RouteDefinition, 'pullToRefresh' | 'navBar'>> = {},
): RouteDefinition => ({ path, titleKey, status, ...extra });

/** Every page of spec §2 but the tab pages, with its build status. */
export const PAGE_ROUTES: readonly RouteDefinition[] = [
  route('/pages/goods/search', 'title.goodsSearch', 'built'),
  route('/pages/goods/list', 'title.goodsList', 'built', { pullToRefresh: true }),
  route('/pages/goods/detail', 'title.goodsDetail', 'built', { pullToRefresh: true }),
  route('/pages/goods/comment', 'title.goodsComment', 'built', { navBar: 'default' }),
  route('/pages/order/submit', 'title.orderSubmit', 'built'),
  route('/pages/order/list', 'title.orderList', 'built', { pullToRefresh: true }),
  route('/pages/order/back', 'title.orderBack', 'built', { pullToRefresh: true }),
  route('/pages/order/detail', 'title.orderDetail', 'built', { pullToRefresh: true }),
  route('/pages/order/refund', 'title.orderRefund', 'built'),
  route('/pages/order/comment', 'title.orderComment', 'built'),
  route('/pages/order/logistics', 'title.orderLogistics', 'built', { pullToRefresh: true }),
  route('/pages/market/coupon', 'title.coupon', 'built', { pullToRefresh: true }),
  // Beyond spec §2: the shopper's own coupons, apart from the coupon market.
  route('/pages/market/my-coupon', 'title.myCoupon', 'built', { pullToRefresh: true }),
  route(LOGIN_PATH, 'title.login', 'built'),
  route('/pages/user/captcha', 'title.captcha', 'built'),
  route('/pages/user/set', 'title.settings', 'built'),
  route('/pages/user/edit', 'title.userEdit', 'built'),
  route('/pages/user/about', 'title.about', 'built', { navBar: 'default' }),
  route('/pages/user/lang', 'title.language', 'built'),
  route('/pages/user/doc', 'title.doc', 'built', { navBar: 'default' }),
  route('/pages/user/address-list', 'title.addressList', 'built', { pullToRefresh: true }),
  route('/pages/user/address-edit', 'title.addressEdit', 'built', { navBar: 'default' }),
  // Beyond spec §2: the balance's ledger, where a recharge is requested (`?recharge=1` opens it).
  route('/pages/user/balance', 'title.ledger', 'built', { pullToRefresh: true }),
  route('/pages/withdrawal/list', 'title.withdrawalList', 'built', { pullToRefresh: true }),
  route('/pages/withdrawal/submit', 'title.withdrawalSubmit', 'built'),
  route('/pages/bank/list', 'title.bankList', 'built', { pullToRefresh: true }),
  route('/pages/bank/edit', 'title.bankEdit', 'built', { navBar: 'default' }),
  route('/uni_modules/cool-app/pages/version/demo', 'title.version', 'built'),
  route('/uni_modules/cool-app/pages/complain/detail', 'title.complainDetail', 'built', {
    pullToRefresh: true,
  }),
  route('/uni_modules/cool-app/pages/complain/list', 'title.complainList', 'built', { pullToRefresh: true }),
  route('/uni_modules/cool-app/pages/complain/submit', 'title.complainSubmit', 'built'),
  route('/uni_modules/cool-app/pages/feedback/detail', 'title.feedbackDetail', 'built', {
    pullToRefresh: true,
  }),
  route('/uni_modules/cool-app/pages/feedback/list', 'title.feedbackList', 'built', { pullToRefresh: true }),
  route('/uni_modules/cool-app/pages/feedback/submit', 'title.feedbackSubmit', 'built'),
  route('/uni_modules/cool-cs/pages/chat', 'title.chat', 'built'),
];

/** Normalises a path: no trailing slash, the home alias folded into `/`. */
export function normalisePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const trimmed = bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
  const withSlash = trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
  return withSlash === HOME_ALIAS_PATH ? HOME_PATH : withSlash;
}

/** The tab a path belongs to, or `undefined` for other pages. */
export function tabOf(path: string): TabValue | undefined {
  const normalised = normalisePath(path);
  return TAB_ROUTES.find((tab) => tab.path === normalised)?.value;
}

/** The definition of a non-tab page, or `undefined` when the spec has no such route. */
export function findPageRoute(path: string): RouteDefinition | undefined {
  const normalised = normalisePath(path);
  return PAGE_ROUTES.find((page) => page.path === normalised);
}

/** Whether the spec knows the path (tab page, other page, or a demo page). */
export function isKnownPath(path: string): boolean {
  const normalised = normalisePath(path);
  return tabOf(normalised) !== undefined || findPageRoute(normalised) !== undefined;
}
