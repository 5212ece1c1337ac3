import { describe, expect, it } from 'vitest';
import {
  ALL_ROUTES,
  findRoute,
  isKnownPath,
  normalisePath,
  pathOf,
  ROUTES,
  TAB_ROUTES,
  tabOf,
} from './routes';

describe('routes', () => {
  it('lists the four tab pages in the order of spec §2', () => {
    expect(TAB_ROUTES.map((tab) => tab.path)).toEqual([
      '/',
      '/pages/index/category',
      '/pages/index/shopping-cart',
      '/pages/index/my',
    ]);
  });

  it('folds the home alias and trailing slashes into one path', () => {
    expect(normalisePath('/pages/index/home')).toBe('/');
    expect(normalisePath('/pages/goods/list/')).toBe('/pages/goods/list');
    expect(normalisePath('/pages/goods/detail?id=3')).toBe('/pages/goods/detail');
    expect(tabOf('/pages/index/home')).toBe('home');
  });

  it('knows every page of spec §2, the two account pages beyond it, and marks PR pages', () => {
    // One route per path and per page name: the table has no second entry for a page.
    expect(new Set(ALL_ROUTES.map((route) => route.path)).size).toBe(ALL_ROUTES.length);
    expect(new Set(ALL_ROUTES.map((route) => route.name)).size).toBe(Object.keys(ROUTES).length);
    expect(ALL_ROUTES.every((route) => findRoute(route.path) === route)).toBe(true);
    expect(findRoute('/pages/user/balance')?.pullToRefresh).toBe(true);
    expect(findRoute('/pages/market/my-coupon')?.pullToRefresh).toBe(true);
    expect(findRoute('/pages/goods/list')?.pullToRefresh).toBe(true);
    expect(findRoute('/pages/goods/detail')?.pullToRefresh).toBe(true);
    expect(findRoute('/')?.pullToRefresh).toBe(true);
    expect(findRoute('/pages/goods/search')?.pullToRefresh).toBeUndefined();
    expect(findRoute('/pages/index/category')?.pullToRefresh).toBeUndefined();
    expect(findRoute('/pages/user/doc')?.navBar).toBe('default');
    expect(findRoute('/pages/goods/detail')?.navBar).toBeUndefined();
    expect(isKnownPath('/uni_modules/cool-cs/pages/chat')).toBe(true);
  });

  it('marks the PR pages of spec §2 and the two beyond it, and no other', () => {
    expect(
      ALL_ROUTES.filter((route) => route.pullToRefresh)
        .map((route) => route.path)
        .sort(),
    ).toEqual(
      [
        '/',
        '/pages/goods/list',
        '/pages/goods/detail',
        '/pages/order/list',
        '/pages/order/back',
        '/pages/order/detail',
        '/pages/order/logistics',
        '/pages/market/coupon',
        '/pages/market/my-coupon',
        '/pages/user/address-list',
        '/pages/user/balance',
        '/pages/withdrawal/list',
        '/pages/bank/list',
        '/uni_modules/cool-app/pages/complain/detail',
        '/uni_modules/cool-app/pages/complain/list',
        '/uni_modules/cool-app/pages/feedback/detail',
        '/uni_modules/cool-app/pages/feedback/list',
      ].sort(),
    );
  });

  it('writes a page path with its query from the table', () => {
    expect(pathOf('goodsDetail', { id: 5 })).toBe('/pages/goods/detail?id=5');
    expect(pathOf('goodsList', { keyWord: 'red tea', typeId: undefined })).toBe(
      '/pages/goods/list?keyWord=red+tea',
    );
    expect(pathOf('chat')).toBe('/uni_modules/cool-cs/pages/chat');
    expect(pathOf('userEdit', { section: 'phone', select: undefined })).toBe(
      '/pages/user/edit?section=phone',
    );
  });

  it('does not know paths the spec does not have', () => {
    expect(isKnownPath('/pages/goods/nothing')).toBe(false);
    expect(tabOf('/pages/goods/list')).toBeUndefined();
    expect(findRoute('/pages/demo/anything')).toBeUndefined();
  });
});
