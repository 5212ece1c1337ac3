import { describe, expect, it } from 'vitest';
import { backTarget, parentUrlTarget } from './navigation-rules';

describe('back rule', () => {
  it('goes home with one page in the stack', () => {
    expect(backTarget(0)).toEqual({ kind: 'home', path: '/' });
    expect(backTarget(undefined)).toEqual({ kind: 'home', path: '/' });
  });

  it('goes back otherwise', () => {
    expect(backTarget(1)).toEqual({ kind: 'back' });
    expect(backTarget(5)).toEqual({ kind: 'back' });
  });
});

describe('parentUrlChange', () => {
  it('navigates to the hash a parent frame posts', () => {
    expect(parentUrlTarget({ type: 'parentUrlChange', hash: '#/pages/goods/detail?id=2' })).toBe(
      '/pages/goods/detail?id=2',
    );
    expect(parentUrlTarget({ type: 'parentUrlChange', hash: '/pages/index/category' })).toBe(
      '/pages/index/category',
    );
    expect(parentUrlTarget({ type: 'parentUrlChange', hash: '#' })).toBe('/');
  });

  it('ignores other messages and other origins', () => {
    expect(parentUrlTarget({ type: 'other', hash: '#/' })).toBeUndefined();
    expect(parentUrlTarget('parentUrlChange')).toBeUndefined();
    expect(parentUrlTarget(null)).toBeUndefined();
    expect(parentUrlTarget({ type: 'parentUrlChange', hash: '#//evil.example' })).toBeUndefined();
    expect(parentUrlTarget({ type: 'parentUrlChange', hash: 'https://evil.example' })).toBeUndefined();
  });
});
