import { describe, expect, it } from 'vitest';
import { parsePrice, readFilters, toPageRequest, writeFilters } from './goods-list-filters';

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
