import { type RouteObject, useRoutes } from 'react-router';
import HomePage from '../pages/home-page';
import { LazyPageFrame, lazyPage } from '../shell/lazy-page';
import { NotFoundPage } from '../shell/not-found-page';
import { RootLayout } from '../shell/root-layout';
import { HOME_ALIAS_PATH, PAGE_ROUTES } from './routes';

const CategoryPage = lazyPage(() => import('../pages/category-page'));
const CartPage = lazyPage(() => import('../pages/cart-page'));
const ComingPage = lazyPage(() => import('../shell/coming-page'));
const MyPage = lazyPage(() => import('../pages/my-page'));

/** The pages built so far; every other route of spec §2 shows the "coming" state. */
const BUILT_PAGES: Record<string, ReturnType<typeof lazyPage>> = {
  '/pages/goods/search': lazyPage(() => import('../pages/goods-search-page')),
  '/pages/goods/list': lazyPage(() => import('../pages/goods-list-page')),
  '/pages/goods/detail': lazyPage(() => import('../pages/goods-detail-page')),
  '/pages/goods/comment': lazyPage(() => import('../pages/goods-comment-page')),
  '/pages/user/login': lazyPage(() => import('../pages/login-page')),
  '/pages/market/coupon': lazyPage(() => import('../pages/coupon-market-page')),
  '/pages/user/lang': lazyPage(() => import('../pages/language-page')),
  '/pages/user/doc': lazyPage(() => import('../pages/doc-page')),
  '/pages/user/captcha': lazyPage(() => import('../pages/captcha-page')),
  '/pages/user/address-list': lazyPage(() => import('../pages/address-list-page')),
  '/pages/user/address-edit': lazyPage(() => import('../pages/address-edit-page')),
  '/pages/order/submit': lazyPage(() => import('../pages/order-submit-page')),
  '/pages/order/list': lazyPage(() => import('../pages/order-list-page')),
  '/pages/order/detail': lazyPage(() => import('../pages/order-detail-page')),
  '/pages/order/logistics': lazyPage(() => import('../pages/order-logistics-page')),
};

/** The route objects of the app (tests render them in a memory router). */
export function appRoutes(): RouteObject[] {
  return [
    {
      path: '/',
      element: <RootLayout />,
      children: [
        { index: true, element: <HomePage /> },
        { path: HOME_ALIAS_PATH.slice(1), element: <HomePage /> },
        { path: 'pages/index/category', element: <LazyPageFrame page={CategoryPage} /> },
        { path: 'pages/index/shopping-cart', element: <LazyPageFrame page={CartPage} /> },
        { path: 'pages/index/my', element: <LazyPageFrame page={MyPage} /> },
        ...PAGE_ROUTES.map((route) => {
          return {
            path: route.path.slice(1),
            element: <LazyPageFrame page={BUILT_PAGES[route.path] ?? ComingPage} />,
          };
        }),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

const routes = appRoutes();

/**
 * The app's routes. Rendered inside a `HashRouter` (`#/pages/goods/detail?id=1`, base `./`): the
 * declarative router keeps react-router's data-router code off the first screen.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
