import type { ComponentType } from 'react';

/**
 * Every route of spec §2, as hash paths. The table is plain data, each page's module loaded only
 * when it is first shown, so that the router, the access rule, the back rule, the tab bar and the
 * tests all read one definition.
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
  /** The page's module, in a chunk of its own, loaded when the page is first shown. */
  load: () => Promise<{ default: ComponentType }>;
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
  load: RouteDefinition['load'],
  extra: Partial<Pick<RouteDefinition, 'pullToRefresh' | 'navBar'>> = {},
): RouteDefinition => ({ path, titleKey, load, ...extra });

/** Every page of spec §2 but the tab pages (and two beyond it). */
export const PAGE_ROUTES: readonly RouteDefinition[] = [
  route('/pages/goods/search', 'title.goodsSearch', () => import('../features/goods/goods-search-page')),
  route('/pages/goods/list', 'title.goodsList', () => import('../features/goods/goods-list-page'), {
    pullToRefresh: true,
  }),
  route('/pages/goods/detail', 'title.goodsDetail', () => import('../features/goods/goods-detail-page'), {
    pullToRefresh: true,
  }),
  route('/pages/goods/comment', 'title.goodsComment', () => import('../features/goods/goods-comment-page'), {
    navBar: 'default',
  }),
  route('/pages/order/submit', 'title.orderSubmit', () => import('../features/checkout/order-submit-page')),
  route('/pages/order/list', 'title.orderList', () => import('../features/order/order-list-page'), {
    pullToRefresh: true,
  }),
  route(
    '/pages/order/back',
    'title.orderBack',
    () => import('../features/after-sales/repurchase-list-page'),
    { pullToRefresh: true },
  ),
  route('/pages/order/detail', 'title.orderDetail', () => import('../features/order/order-detail-page'), {
    pullToRefresh: true,
  }),
  route('/pages/order/refund', 'title.orderRefund', () => import('../features/after-sales/refund-page')),
  route('/pages/order/comment', 'title.orderComment', () => import('../features/goods/order-review-page')),
  route(
    '/pages/order/logistics',
    'title.orderLogistics',
    () => import('../features/order/order-logistics-page'),
    { pullToRefresh: true },
  ),
  route('/pages/market/coupon', 'title.coupon', () => import('../features/coupon/coupon-market-page'), {
    pullToRefresh: true,
  }),
  // Beyond spec §2: the shopper's own coupons, apart from the coupon market.
  route('/pages/market/my-coupon', 'title.myCoupon', () => import('../features/coupon/my-coupon-page'), {
    pullToRefresh: true,
  }),
  route(LOGIN_PATH, 'title.login', () => import('../features/auth/login-page')),
  route('/pages/user/captcha', 'title.captcha', () => import('../features/auth/captcha-page')),
  route('/pages/user/set', 'title.settings', () => import('../features/user/settings-page')),
  route('/pages/user/edit', 'title.userEdit', () => import('../features/user/profile-edit-page')),
  route('/pages/user/about', 'title.about', () => import('../features/user/about-page'), {
    navBar: 'default',
  }),
  route('/pages/user/lang', 'title.language', () => import('../features/my/language-page')),
  route('/pages/user/doc', 'title.doc', () => import('../features/my/doc-page'), { navBar: 'default' }),
  route(
    '/pages/user/address-list',
    'title.addressList',
    () => import('../features/address/address-list-page'),
    { pullToRefresh: true },
  ),
  route(
    '/pages/user/address-edit',
    'title.addressEdit',
    () => import('../features/address/address-edit-page'),
    { navBar: 'default' },
  ),
  // Beyond spec §2: the balance's ledger, where a recharge is requested (`?recharge=1` opens it).
  route('/pages/user/balance', 'title.ledger', () => import('../features/account/ledger-page'), {
    pullToRefresh: true,
  }),
  route(
    '/pages/withdrawal/list',
    'title.withdrawalList',
    () => import('../features/account/withdrawal-list-page'),
    { pullToRefresh: true },
  ),
  route(
    '/pages/withdrawal/submit',
    'title.withdrawalSubmit',
    () => import('../features/account/withdrawal-submit-page'),
  ),
  route('/pages/bank/list', 'title.bankList', () => import('../features/bank-card/bank-list-page'), {
    pullToRefresh: true,
  }),
  route('/pages/bank/edit', 'title.bankEdit', () => import('../features/bank-card/bank-edit-page'), {
    navBar: 'default',
  }),
  route(
    '/uni_modules/cool-app/pages/version/demo',
    'title.version',
    () => import('../features/user/version-page'),
  ),
  route(
    '/uni_modules/cool-app/pages/complain/detail',
    'title.complainDetail',
    () => import('../features/support/complaint-detail-page'),
    {
      pullToRefresh: true,
    },
  ),
  route(
    '/uni_modules/cool-app/pages/complain/list',
    'title.complainList',
    () => import('../features/support/complaint-list-page'),
    { pullToRefresh: true },
  ),
  route(
    '/uni_modules/cool-app/pages/complain/submit',
    'title.complainSubmit',
    () => import('../features/support/complaint-submit-page'),
  ),
  route(
    '/uni_modules/cool-app/pages/feedback/detail',
    'title.feedbackDetail',
    () => import('../features/support/feedback-detail-page'),
    {
      pullToRefresh: true,
    },
  ),
  route(
    '/uni_modules/cool-app/pages/feedback/list',
    'title.feedbackList',
    () => import('../features/support/feedback-list-page'),
    { pullToRefresh: true },
  ),
  route(
    '/uni_modules/cool-app/pages/feedback/submit',
    'title.feedbackSubmit',
    () => import('../features/support/feedback-submit-page'),
  ),
  route('/uni_modules/cool-cs/pages/chat', 'title.chat', () => import('../features/chat/chat-page')),
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
