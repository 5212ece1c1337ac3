import { describe, expect, it } from 'vitest';
import { accessRedirect, isGuestAllowed } from './access';
import { afterLoginTarget } from './after-login';
import { ALL_ROUTES } from './routes';

describe('access rules', () => {
  it('lets a guest reach exactly the pages spec §2 names', () => {
    const allowed = ALL_ROUTES.map((route) => route.path).filter(isGuestAllowed);
    expect(allowed.sort()).toEqual(
      [
        '/',
        '/pages/index/category',
        '/pages/index/shopping-cart',
        '/pages/goods/detail',
        '/pages/goods/search',
        '/pages/goods/list',
        '/pages/user/login',
        '/pages/user/captcha',
        '/pages/user/doc',
      ].sort(),
    );
    expect(isGuestAllowed('/pages/index/home')).toBe(true);
    expect(isGuestAllowed('/pages/demo/anything')).toBe(true);
    expect(isGuestAllowed('/pages/demonstration')).toBe(false);
  });

  it('sends a guest to login with the page to come back to', () => {
    expect(accessRedirect({ pathname: '/pages/order/submit', search: '?from=cart' }, false)).toBe(
      '/pages/user/login?redirect=%2Fpages%2Forder%2Fsubmit%3Ffrom%3Dcart',
    );
    expect(accessRedirect({ pathname: '/pages/index/my', search: '' }, false)).toBe(
      '/pages/user/login?redirect=%2Fpages%2Findex%2Fmy',
    );
  });

  it('lets a signed-in shopper and guest pages through', () => {
    expect(accessRedirect({ pathname: '/pages/order/submit', search: '' }, true)).toBeUndefined();
    expect(accessRedirect({ pathname: '/pages/goods/detail', search: '?id=1' }, false)).toBeUndefined();
  });

  it('returns after login to the page before, or home', () => {
    expect(afterLoginTarget('/pages/order/submit?from=cart')).toBe('/pages/order/submit?from=cart');
    expect(afterLoginTarget(null)).toBe('/');
    expect(afterLoginTarget('https://evil.example/')).toBe('/');
    expect(afterLoginTarget('//evil.example/')).toBe('/');
    expect(afterLoginTarget('/pages/user/login?redirect=%2F')).toBe('/');
  });
});
