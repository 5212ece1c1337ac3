import type { GoodsPageRequest } from '@mall/sdk/schemas';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { mallClient } from '../../api/mall-client';
import { nextPageOf } from '../../shared/use-infinite-scroll';

/**
 * Query keys and fetchers of the browse pages. The key functions name the prefixes that
 * pull-to-refresh and the order pages refetch or invalidate, so no page spells a key itself.
 */
export const goodsQueries = {
  /** Every goods query: hot, types, details, reviews and list pages. */
  all: () => ['goods'] as const,
  /** Every goods detail, whatever the id (an order changes stock). */
  details: () => [...goodsQueries.all(), 'detail'] as const,
  /** Every page of the goods list, whatever the filters. */
  pages: () => [...goodsQueries.all(), 'page'] as const,
  banners: () => queryOptions({ queryKey: ['banners'], queryFn: () => mallClient().banner.list() }),
  hot: () =>
    queryOptions({
      queryKey: [...goodsQueries.all(), 'hot'],
      queryFn: () => mallClient().goods.recommend.list({ size: 10 }),
    }),
  types: () =>
    queryOptions({
      queryKey: [...goodsQueries.all(), 'types'],
      queryFn: () => mallClient().goods.type.list(),
      staleTime: 300_000,
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: [...goodsQueries.details(), id],
      queryFn: () => mallClient().goods.info.info({ id }),
    }),
  /** The first reviews of a goods item, for the detail's comment tab. */
  comments: (goodsId: number) =>
    queryOptions({
      queryKey: [...goodsQueries.all(), 'comments', goodsId],
      queryFn: () => mallClient().goods.comment.page({ goodsId, page: 1, size: 20 }),
    }),
  /** Every review of a goods item, page by page. */
  allComments: (goodsId: number) =>
    infiniteQueryOptions({
      queryKey: [...goodsQueries.all(), 'comments', goodsId, 'all'],
      initialPageParam: 1,
      queryFn: ({ pageParam }) => mallClient().goods.comment.page({ goodsId, page: pageParam, size: 20 }),
      getNextPageParam: nextPageOf,
    }),
  page: (filters: Omit<GoodsPageRequest, 'page' | 'size'>) =>
    infiniteQueryOptions({
      queryKey: [...goodsQueries.pages(), filters],
      initialPageParam: 1,
      queryFn: ({ pageParam }) => mallClient().goods.info.page({ ...filters, page: pageParam, size: 20 }),
      getNextPageParam: nextPageOf,
    }),
};
