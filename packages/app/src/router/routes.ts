/**
 * Every route of spec §2, as hash paths. The table is plain data so that the access rule, the
 * back rule, the tab bar and the tests all read one definition.
 */

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
  extra: Partial<Pick<RouteDefinition, 'pullToRefresh' | 'navBar'>> = {},
): RouteDefinition => ({ path, titleKey, ...extra });

/** Every page of spec §2 but the tab pages (and two beyond it). */
export const PAGE_ROUTES: readonly RouteDefinition[] = [
  route('/pages/goods/search', 'title.goodsSearch'),
  route('/pages/goods/list', 'title.goodsList', { pullToRefresh: true }),
  route('/pages/goods/detail', 'title.goodsDetail', { pullToRefresh: true }),
  route('/pages/goods/comment', 'title.goodsComment', { navBar: 'default' }),
  route('/pages/order/submit', 'title.orderSubmit'),
  route('/pages/order/list', 'title.orderList', { pullToRefresh: true }),
  route('/pages/order/back', 'title.orderBack', { pullToRefresh: true }),
  route('/pages/order/detail', 'title.orderDetail', { pullToRefresh: true }),
  route('/pages/order/refund', 'title.orderRefund'),
  route('/pages/order/comment', 'title.orderComment'),
  route('/pages/order/logistics', 'title.orderLogistics', { pullToRefresh: true }),
  route('/pages/market/coupon', 'title.coupon', { pullToRefresh: true }),
  // Beyond spec §2: the shopper's own coupons, apart from the coupon market.
  route('/pages/market/my-coupon', 'title.myCoupon', { pullToRefresh: true }),
  route(LOGIN_PATH, 'title.login'),
  route('/pages/user/captcha', 'title.captcha'),
  route('/pages/user/set', 'title.settings'),
  route('/pages/user/edit', 'title.userEdit'),
  route('/pages/user/about', 'title.about', { navBar: 'default' }),
  route('/pages/user/lang', 'title.language'),
  route('/pages/user/doc', 'title.doc', { navBar: 'default' }),
  route('/pages/user/address-list', 'title.addressList', { pullToRefresh: true }),
  route('/pages/user/address-edit', 'title.addressEdit', { navBar: 'default' }),
  // Beyond spec §2: the balance's ledger, where a recharge is requested (`?recharge=1` opens it).
  route('/pages/user/balance', 'title.ledger', { pullToRefresh: true }),
  route('/pages/withdrawal/list', 'title.withdrawalList', { pullToRefresh: true }),
  route('/pages/withdrawal/submit', 'title.withdrawalSubmit'),
  route('/pages/bank/list', 'title.bankList', { pullToRefresh: true }),
  route('/pages/bank/edit', 'title.bankEdit', { navBar: 'default' }),
  route('/uni_modules/cool-app/pages/version/demo', 'title.version'),
  route('/uni_modules/cool-app/pages/complain/detail', 'title.complainDetail', {
    pullToRefresh: true,
  }),
  route('/uni_modules/cool-app/pages/complain/list', 'title.complainList', { pullToRefresh: true }),
  route('/uni_modules/cool-app/pages/complain/submit', 'title.complainSubmit'),
  route('/uni_modules/cool-app/pages/feedback/detail', 'title.feedbackDetail', {
    pullToRefresh: true,
  }),
  route('/uni_modules/cool-app/pages/feedback/list', 'title.feedbackList', { pullToRefresh: true }),
  route('/uni_modules/cool-app/pages/feedback/submit', 'title.feedbackSubmit'),
  route('/uni_modules/cool-cs/pages/chat', 'title.chat'),
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
