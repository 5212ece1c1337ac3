import type { GoodsPageRequest } from '@mall/sdk/schemas';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { mallClient } from '../../api/mall-client';
import { nextPageOf } from '../../shared/use-infinite-scroll';

/** Query keys and fetchers of the browse pages, one place so pull-to-refresh can refetch by prefix. */
export const goodsQueries = {
  banners: () => queryOptions({ queryKey: ['banners'], queryFn: () => mallClient().banner.list() }),
  hot: () =>
    queryOptions({
      queryKey: ['goods', 'hot'],
      queryFn: () => mallClient().goods.recommend.list({ size: 10 }),
    }),
  types: () =>
    queryOptions({
      queryKey: ['goods', 'types'],
      queryFn: () => mallClient().goods.type.list(),
      staleTime: 300_000,
    }),
  hotKeywords: () =>
    queryOptions({
      queryKey: ['search', 'hot'],
      queryFn: () => mallClient().goods.searchKeyword.list({ hot: true }),
    }),
  detail: (id: number) =>
    queryOptions({ queryKey: ['goods', 'detail', id], queryFn: () => mallClient().goods.info.info({ id }) }),
  comments: (goodsId: number) =>
    queryOptions({
      queryKey: ['goods', 'comments', goodsId],
      queryFn: () => mallClient().goods.comment.page({ goodsId, page: 1, size: 20 }),
    }),
  page: (filters: Omit<GoodsPageRequest, 'page' | 'size'>) =>
    infiniteQueryOptions({
      queryKey: ['goods', 'page', filters],
      initialPageParam: 1,
      queryFn: ({ pageParam }) => mallClient().goods.info.page({ ...filters, page: pageParam, size: 20 }),
      getNextPageParam: nextPageOf,
    }),
};
