import type { GoodsPageRequest } from '@mall/sdk/schemas';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { mallClient } from '../../api/mall-client';
import { nextPageOf } from '../../shared/use-infinite-scroll';

/** Query keys and fetchers of the goods list; its pages live under `goodsListQueries.all()`. */
export const goodsListQueries = {
  /** Every page of the goods list, whatever the filters (pull-to-refresh refetches them all). */
  all: () => ['goods', 'page'] as const,
  page: (filters: Omit<GoodsPageRequest, 'page' | 'size'>) =>
    infiniteQueryOptions({
      queryKey: [...goodsListQueries.all(), filters],
      initialPageParam: 1,
      queryFn: ({ pageParam }) => mallClient().goods.info.page({ ...filters, page: pageParam, size: 20 }),
      getNextPageParam: nextPageOf,
    }),
};
