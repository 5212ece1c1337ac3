import { describe, expect, it } from 'vitest';
import { findPageRoute, isKnownPath, normalisePath, PAGE_ROUTES, TAB_ROUTES, tabOf } from './routes';

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
    expect(PAGE_ROUTES).toHaveLength(35);
    expect(findPageRoute('/pages/user/balance')?.pullToRefresh).toBe(true);
    expect(findPageRoute('/pages/market/my-coupon')?.pullToRefresh).toBe(true);
    expect(findPageRoute('/pages/goods/list')?.pullToRefresh).toBe(true);
    expect(findPageRoute('/pages/goods/detail')?.pullToRefresh).toBe(true);
    expect(findPageRoute('/pages/goods/search')?.pullToRefresh).toBeUndefined();
    expect(findPageRoute('/pages/user/doc')?.navBar).toBe('default');
    expect(isKnownPath('/uni_modules/cool-cs/pages/chat')).toBe(true);
  });

  it('does not know paths the spec does not have', () => {
    expect(isKnownPath('/pages/goods/nothing')).toBe(false);
    expect(tabOf('/pages/goods/list')).toBeUndefined();
  });
});
