import type { IconName } from '@mall/react-ui';
import type { ComponentType } from 'react';

/**
 * Every route of spec §2, by page name: the one table the router, the shell (title, navigation
 * bar, pull-to-refresh, tab bar), the access rule, the links between pages, the tests and the
 * build's route file (`build/route-chunks.ts`) read. A route's title is the locale key
 * `title.<name>`, a tab's label `tab.<name>`. Plain data: each page's module is loaded when the
 * page is first shown.
 */

/** The bar a page shows: the custom bar of most pages, or the default white bar with a black title. */
export type NavBarKind = 'custom' | 'default';

/** What a route declares; everything but `path` is off unless set. */
export interface RouteFields {
  /** The hash path, e.g. `/pages/goods/detail`. */
  path: string;
  /** Pull-to-refresh (PR in spec §2): the page gives `Page` its refresh, shown only here. */
  pullToRefresh?: true;
  /** The default navigation bar (white, black title); the others use the custom bar. */
  navBar?: 'default';
  /** A guest may open it (spec §2); any other page sends a guest to login. */
  guest?: true;
  /** A tab page (no back button), with its icon on the tab bar; the bar shows tabs in table order. */
  tabIcon?: IconName;
  /** The page's module, in a chunk of its own (home's is in the entry, see create-app-router.tsx). */
  load?: () => Promise<{ default: ComponentType }>;
}

export const ROUTES = {
  home: { path: '/', tabIcon: 'home', pullToRefresh: true, guest: true },
  category: {
    path: '/pages/index/category',
    tabIcon: 'category',
    guest: true,
    load: () => import('../features/goods/category-page'),
  },
  cart: {
    path: '/pages/index/shopping-cart',
    tabIcon: 'cart',
    guest: true,
    load: () => import('../features/cart/cart-page'),
  },
  my: { path: '/pages/index/my', tabIcon: 'user', load: () => import('../features/my/my-page') },
  goodsSearch: {
    path: '/pages/goods/search',
    guest: true,
    load: () => import('../features/goods/goods-search-page'),
  },
  goodsList: {
    path: '/pages/goods/list',
    pullToRefresh: true,
    guest: true,
    load: () => import('../features/goods/goods-list-page'),
  },
  goodsDetail: {
    path: '/pages/goods/detail',
    pullToRefresh: true,
    guest: true,
    load: () => import('../features/goods/goods-detail-page'),
  },
  goodsComment: {
    path: '/pages/goods/comment',
    navBar: 'default',
    load: () => import('../features/goods/goods-comment-page'),
  },
  orderSubmit: { path: '/pages/order/submit', load: () => import('../features/checkout/order-submit-page') },
  orderList: {
    path: '/pages/order/list',
    pullToRefresh: true,
    load: () => import('../features/order/order-list-page'),
  },
  orderBack: {
    path: '/pages/order/back',
    pullToRefresh: true,
    load: () => import('../features/after-sales/repurchase-list-page'),
  },
  orderDetail: {
    path: '/pages/order/detail',
    pullToRefresh: true,
    load: () => import('../features/order/order-detail-page'),
  },
  orderRefund: { path: '/pages/order/refund', load: () => import('../features/after-sales/refund-page') },
  orderComment: { path: '/pages/order/comment', load: () => import('../features/goods/order-review-page') },
  orderLogistics: {
    path: '/pages/order/logistics',
    pullToRefresh: true,
    load: () => import('../features/order/order-logistics-page'),
  },
  coupon: {
    path: '/pages/market/coupon',
    pullToRefresh: true,
    load: () => import('../features/coupon/coupon-market-page'),
  },
  // Beyond spec §2: the shopper's own coupons, apart from the coupon market.
  myCoupon: {
    path: '/pages/market/my-coupon',
    pullToRefresh: true,
    load: () => import('../features/coupon/my-coupon-page'),
  },
  login: { path: '/pages/user/login', guest: true, load: () => import('../features/auth/login-page') },
  captcha: { path: '/pages/user/captcha', guest: true, load: () => import('../features/auth/captcha-page') },
  settings: { path: '/pages/user/set', load: () => import('../features/user/settings-page') },
  userEdit: { path: '/pages/user/edit', load: () => import('../features/user/profile-edit-page') },
  about: { path: '/pages/user/about', navBar: 'default', load: () => import('../features/user/about-page') },
  language: { path: '/pages/user/lang', load: () => import('../features/my/language-page') },
  doc: {
    path: '/pages/user/doc',
    navBar: 'default',
    guest: true,
    load: () => import('../features/my/doc-page'),
  },
  addressList: {
    path: '/pages/user/address-list',
    pullToRefresh: true,
    load: () => import('../features/address/address-list-page'),
  },
  addressEdit: {
    path: '/pages/user/address-edit',
    navBar: 'default',
    load: () => import('../features/address/address-edit-page'),
  },
  // Beyond spec §2: the balance's ledger, where a recharge is requested (`?recharge=1` opens it).
  ledger: {
    path: '/pages/user/balance',
    pullToRefresh: true,
    load: () => import('../features/account/ledger-page'),
  },
  withdrawalList: {
    path: '/pages/withdrawal/list',
    pullToRefresh: true,
    load: () => import('../features/account/withdrawal-list-page'),
  },
  withdrawalSubmit: {
    path: '/pages/withdrawal/submit',
    load: () => import('../features/account/withdrawal-submit-page'),
  },
  bankList: {
    path: '/pages/bank/list',
    pullToRefresh: true,
    load: () => import('../features/bank-card/bank-list-page'),
  },
  bankEdit: {
    path: '/pages/bank/edit',
    navBar: 'default',
    load: () => import('../features/bank-card/bank-edit-page'),
  },
  version: {
    path: '/uni_modules/cool-app/pages/version/demo',
    load: () => import('../features/user/version-page'),
  },
  complainDetail: {
    path: '/uni_modules/cool-app/pages/complain/detail',
    pullToRefresh: true,
    load: () => import('../features/support/complaint-detail-page'),
  },
  complainList: {
    path: '/uni_modules/cool-app/pages/complain/list',
    pullToRefresh: true,
    load: () => import('../features/support/complaint-list-page'),
  },
  complainSubmit: {
    path: '/uni_modules/cool-app/pages/complain/submit',
    load: () => import('../features/support/complaint-submit-page'),
  },
  feedbackDetail: {
    path: '/uni_modules/cool-app/pages/feedback/detail',
    pullToRefresh: true,
    load: () => import('../features/support/feedback-detail-page'),
  },
  feedbackList: {
    path: '/uni_modules/cool-app/pages/feedback/list',
    pullToRefresh: true,
    load: () => import('../features/support/feedback-list-page'),
  },
  feedbackSubmit: {
    path: '/uni_modules/cool-app/pages/feedback/submit',
    load: () => import('../features/support/feedback-submit-page'),
  },
  chat: { path: '/uni_modules/cool-cs/pages/chat', load: () => import('../features/chat/chat-page') },
} as const satisfies Record<string, RouteFields>;

/** A page's name in the table, e.g. `goodsDetail`. */
export type RouteName = keyof typeof ROUTES;

/** A route as the app reads it: its fields, its name and its title's locale key. */
export interface Route extends RouteFields {
  name: RouteName;
  titleKey: `title.${RouteName}`;
}

/** Every route, in table order. */
export const ALL_ROUTES: readonly Route[] = Object.entries(ROUTES).map(([name, fields]) => ({
  ...fields,
  name: name as RouteName,
  titleKey: `title.${name as RouteName}`,
}));

/** A tab page's route. */
export type TabRoute = Route & { tabIcon: IconName };

/** The tab pages, in the order of the bar (each labelled `tab.<name>`, see the shell's tab bar). */
export const TAB_ROUTES = ALL_ROUTES.filter((route): route is TabRoute => !!route.tabIcon);

export const HOME_PATH = ROUTES.home.path;
export const HOME_ALIAS_PATH = '/pages/index/home';
export const LOGIN_PATH = ROUTES.login.path;
/** Demo pages (`/pages/demo/…`): not in the table, open to guests. */
export const DEMO_PATH_PREFIX = '/pages/demo/';

/** Query parameters of an in-app path; `undefined` ones are left out. */
export type PathQuery = Record<string, string | number | undefined>;

/**
 * The path of a page with its query: `pathOf('goodsDetail', { id: 5 })` is
 * `/pages/goods/detail?id=5`; an `href` is `#` and the path.
 */
export function pathOf(name: RouteName, query: PathQuery = {}): string {
  // Numbers are written as `String` writes them: the constructor converts each value.
  const text = new URLSearchParams(
    Object.entries(query).filter((entry) => entry[1] !== undefined) as [string, string][],
  ).toString();
  return ROUTES[name].path + (text && `?${text}`);
}

/** Normalises a path: no trailing slash, the home alias folded into `/`. */
export function normalisePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const trimmed = bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
  const withSlash = trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
  return withSlash === HOME_ALIAS_PATH ? HOME_PATH : withSlash;
}

/** The route of a path (query and trailing slash ignored), or `undefined` when the spec has none. */
export function findRoute(path: string): Route | undefined {
  const normalised = normalisePath(path);
  return ALL_ROUTES.find((route) => route.path === normalised);
}

/** The tab a path belongs to, or `undefined` for other pages. */
export function tabOf(path: string): RouteName | undefined {
  const route = findRoute(path);
  return route?.tabIcon && route.name;
}

/** Whether the spec knows the path (a route of the table). */
export function isKnownPath(path: string): boolean {
  return findRoute(path) !== undefined;
}
