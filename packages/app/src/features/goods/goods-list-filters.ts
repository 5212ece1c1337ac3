import { type GoodsPageRequest, SEARCH_KEYWORD_MAX } from '@mall/sdk/schemas';
import { positiveInteger } from '../../shared/positive-integer';

/** The sort choices of the goods list: overall sends no order; price toggles up and down. */
export type GoodsSort = 'overall' | 'sales' | 'price-asc' | 'price-desc';

export interface GoodsListFilters {
  keyWord?: string;
  typeId?: number;
  sort: GoodsSort;
  minPrice?: number;
  maxPrice?: number;
}

const SORTS: readonly GoodsSort[] = ['overall', 'sales', 'price-asc', 'price-desc'];

/** A price typed by the shopper or kept in the URL: a non-negative decimal with at most 2 fraction digits. */
export function parsePrice(value: string | null | undefined): number | undefined {
  const text = value?.trim();
  if (!text || !/^\d+(\.\d{1,2})?$/.test(text)) {
    return undefined;
  }
  return Number(text);
}

/**
 * A keyword from the URL (a shared or edited link) cut to the longest the server takes, never
 * inside a character that takes two UTF-16 units, so the list searches instead of failing.
 */
export function keyWordOf(value: string | null): string | undefined {
  let keyWord = value?.trim() ?? '';
  if (keyWord.length > SEARCH_KEYWORD_MAX) {
    const cut = /[\uD800-\uDBFF]/.test(keyWord[SEARCH_KEYWORD_MAX - 1] ?? '')
      ? SEARCH_KEYWORD_MAX - 1
      : SEARCH_KEYWORD_MAX;
    keyWord = keyWord.slice(0, cut).trim();
  }
  return keyWord || undefined;
}

/** Reads the list's filters from the hash URL's query. */
export function readFilters(params: URLSearchParams): GoodsListFilters {
  const sort = params.get('sort');
  const keyWord = keyWordOf(params.get('keyWord'));
  return {
    ...(keyWord ? { keyWord } : {}),
    ...(positiveInteger(params.get('typeId')) ? { typeId: positiveInteger(params.get('typeId')) } : {}),
    sort: SORTS.includes(sort as GoodsSort) ? (sort as GoodsSort) : 'overall',
    ...(parsePrice(params.get('minPrice')) !== undefined
      ? { minPrice: parsePrice(params.get('minPrice')) }
      : {}),
    ...(parsePrice(params.get('maxPrice')) !== undefined
      ? { maxPrice: parsePrice(params.get('maxPrice')) }
      : {}),
  };
}

/** Writes filters back to a query string (defaults left out). */
export function writeFilters(filters: GoodsListFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.keyWord) {
    params.set('keyWord', filters.keyWord);
  }
  if (filters.typeId) {
    params.set('typeId', String(filters.typeId));
  }
  if (filters.sort !== 'overall') {
    params.set('sort', filters.sort);
  }
  if (filters.minPrice !== undefined) {
    params.set('minPrice', String(filters.minPrice));
  }
  if (filters.maxPrice !== undefined) {
    params.set('maxPrice', String(filters.maxPrice));
  }
  return params;
}

/** The body of `app/goods/info/page` for the filters (without page and size). */
export function toPageRequest(filters: GoodsListFilters): Omit<GoodsPageRequest, 'page' | 'size'> {
  const order =
    filters.sort === 'sales'
      ? { order: 'sold' as const, sort: 'desc' as const }
      : filters.sort === 'price-asc'
        ? { order: 'price' as const, sort: 'asc' as const }
        : filters.sort === 'price-desc'
          ? { order: 'price' as const, sort: 'desc' as const }
          : {};
  return {
    ...(filters.keyWord ? { keyWord: filters.keyWord } : {}),
    ...(filters.typeId ? { typeId: filters.typeId } : {}),
    ...(filters.minPrice !== undefined ? { minPrice: filters.minPrice } : {}),
    ...(filters.maxPrice !== undefined ? { maxPrice: filters.maxPrice } : {}),
    ...order,
  };
}
