import { SEARCH_KEYWORD_MAX } from '@mall/sdk/schemas';
import { describe, expect, it } from 'vitest';
import { keyWordOf, parsePrice, readFilters, toPageRequest, writeFilters } from './goods-list-filters';

describe('goods list filters', () => {
  it('reads and writes the URL query', () => {
    const filters = readFilters(
      new URLSearchParams('keyWord=tea&typeId=3&sort=price-desc&minPrice=10&maxPrice=99.5'),
    );
    expect(filters).toEqual({ keyWord: 'tea', typeId: 3, sort: 'price-desc', minPrice: 10, maxPrice: 99.5 });
    expect(writeFilters(filters).toString()).toBe(
      'keyWord=tea&typeId=3&sort=price-desc&minPrice=10&maxPrice=99.5',
    );
    expect(readFilters(new URLSearchParams('sort=bogus&typeId=-1&minPrice=abc'))).toEqual({
      sort: 'overall',
    });
  });

  it('cuts a keyword from the URL to the longest the server takes, never inside a character', () => {
    expect(SEARCH_KEYWORD_MAX).toBe(50);
    expect(keyWordOf(`  ${'茶'.repeat(60)} `)).toBe('茶'.repeat(50));
    expect(readFilters(new URLSearchParams({ keyWord: `${'a'.repeat(49)} tea` })).keyWord).toBe(
      'a'.repeat(49),
    );
    // 49 units and then an emoji (two units): the emoji does not fit, and is not cut in half.
    expect(keyWordOf(`${'a'.repeat(49)}🍵🍵`)).toBe('a'.repeat(49));
    expect(keyWordOf(`${'a'.repeat(48)}🍵🍵`)).toBe(`${'a'.repeat(48)}🍵`);
    expect(keyWordOf('   ')).toBeUndefined();
    expect(keyWordOf(null)).toBeUndefined();
  });

  it('maps sorts to the page request', () => {
    expect(toPageRequest({ sort: 'overall' })).toEqual({});
    expect(toPageRequest({ sort: 'sales' })).toEqual({ order: 'sold', sort: 'desc' });
    expect(toPageRequest({ sort: 'price-asc', minPrice: 1 })).toEqual({
      order: 'price',
      sort: 'asc',
      minPrice: 1,
    });
    expect(toPageRequest({ sort: 'price-desc', keyWord: 'x' })).toEqual({
      keyWord: 'x',
      order: 'price',
      sort: 'desc',
    });
  });

  it('accepts prices with at most two decimals', () => {
    expect(parsePrice('12.34')).toBe(12.34);
    expect(parsePrice(' 7 ')).toBe(7);
    expect(parsePrice('1.234')).toBeUndefined();
    expect(parsePrice('-1')).toBeUndefined();
    expect(parsePrice('')).toBeUndefined();
  });
});
