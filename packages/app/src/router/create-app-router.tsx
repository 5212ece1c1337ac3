import type { ReactElement } from 'react';
import HomePage from '../features/catalog/home-page';
import { LazyPageFrame, lazyPage } from '../shell/lazy-page';
import { NotFoundPage } from '../shell/not-found-page';
import { RootLayout } from '../shell/root-layout';
import { usePath } from './hash-router';
import { HOME_PATH, normalisePath } from './routes';

const CategoryPage = lazyPage(() => import('../features/catalog/category-page'));
const CartPage = lazyPage(() => import('../features/cart/cart-page'));
const MyPage = lazyPage(() => import('../features/account/my-page'));

/** The page of every route of `PAGE_ROUTES`, each in a chunk of its own. */
export const PAGES: Record<string, ReturnType<typeof lazyPage>> = {
  '/pages/goods/search': lazyPage(() => import('../features/catalog/goods-search-page')),
  '/pages/goods/list': lazyPage(() => import('../features/catalog/goods-list-page')),
  '/pages/goods/detail': lazyPage(() => import('../features/catalog/goods-detail-page')),
  '/pages/goods/comment': lazyPage(() => import('../features/catalog/goods-comment-page')),
  '/pages/user/login': lazyPage(() => import('../features/auth/login-page')),
  '/pages/market/coupon': lazyPage(() => import('../features/coupons/coupon-market-page')),
  '/pages/user/lang': lazyPage(() => import('../features/account/language-page')),
  '/pages/user/doc': lazyPage(() => import('../features/account/doc-page')),
  '/pages/user/captcha': lazyPage(() => import('../features/auth/captcha-page')),
  '/pages/user/address-list': lazyPage(() => import('../features/address/address-list-page')),
  '/pages/user/address-edit': lazyPage(() => import('../features/address/address-edit-page')),
  '/pages/order/submit': lazyPage(() => import('../features/checkout/order-submit-page')),
  '/pages/order/list': lazyPage(() => import('../features/orders/order-list-page')),
  '/pages/order/detail': lazyPage(() => import('../features/orders/order-detail-page')),
  '/pages/order/logistics': lazyPage(() => import('../features/orders/order-logistics-page')),
  '/pages/order/refund': lazyPage(() => import('../features/after-sales/refund-page')),
  '/pages/order/back': lazyPage(() => import('../features/after-sales/repurchase-list-page')),
  '/pages/order/comment': lazyPage(() => import('../features/reviews/order-review-page')),
  '/pages/market/my-coupon': lazyPage(() => import('../features/coupons/my-coupon-page')),
  '/pages/user/balance': lazyPage(() => import('../features/wallet/ledger-page')),
  '/pages/withdrawal/list': lazyPage(() => import('../features/wallet/withdrawal-list-page')),
  '/pages/withdrawal/submit': lazyPage(() => import('../features/wallet/withdrawal-submit-page')),
  '/pages/bank/list': lazyPage(() => import('../features/bank-cards/bank-list-page')),
  '/pages/bank/edit': lazyPage(() => import('../features/bank-cards/bank-edit-page')),
  '/pages/user/set': lazyPage(() => import('../features/settings/settings-page')),
  '/pages/user/edit': lazyPage(() => import('../features/settings/profile-edit-page')),
  '/pages/user/about': lazyPage(() => import('../features/settings/about-page')),
  '/uni_modules/cool-app/pages/version/demo': lazyPage(() => import('../features/settings/version-page')),
  '/uni_modules/cool-cs/pages/chat': lazyPage(() => import('../features/service/chat-page')),
  '/uni_modules/cool-app/pages/feedback/list': lazyPage(
    () => import('../features/support/feedback-list-page'),
  ),
  '/uni_modules/cool-app/pages/feedback/submit': lazyPage(
    () => import('../features/support/feedback-submit-page'),
  ),
  '/uni_modules/cool-app/pages/feedback/detail': lazyPage(
    () => import('../features/support/feedback-detail-page'),
  ),
  '/uni_modules/cool-app/pages/complain/list': lazyPage(
    () => import('../features/support/complaint-list-page'),
  ),
  '/uni_modules/cool-app/pages/complain/submit': lazyPage(
    () => import('../features/support/complaint-submit-page'),
  ),
  '/uni_modules/cool-app/pages/complain/detail': lazyPage(
    () => import('../features/support/complaint-detail-page'),
  ),
};

/** The lazy page of each path the app knows, home aside. */
const LAZY_PAGES = new Map<string, ReturnType<typeof lazyPage>>([
  ['/pages/index/category', CategoryPage],
  ['/pages/index/shopping-cart', CartPage],
  ['/pages/index/my', MyPage],
  ...Object.entries(PAGES),
]);

/** The page of a normalised path, keyed by it. */
function pageOf(path: string): ReactElement {
  if (path === HOME_PATH) {
    return <HomePage key={path} />;
  }
  const page = LAZY_PAGES.get(path);
  return page ? <LazyPageFrame key={path} page={page} /> : <NotFoundPage key={path} />;
}

/**
 * The app's pages inside the shell, the page chosen by the path in the
 * address's hash: `#/pages/goods/detail?id=1`, base `./`). Every path is a fixed one, so a
 * table lookup (trailing slash ignored) picks the page; a page stays mounted while only its query
 * changes, and a new path starts a fresh page (its error view included).
 */
export function AppRoutes() {
  const path = normalisePath(usePath());
  return <RootLayout>{pageOf(path)}</RootLayout>;
}
