import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { mallClient } from '../../api/mall-client';
import { nextPageOf } from '../../shared/use-infinite-scroll';

/** Query keys and fetchers of a goods item's reviews; they live under `['goods', 'comments', goodsId]`. */
export const commentQueries = {
  /** The first reviews, for the detail's comment tab. */
  latest: (goodsId: number) =>
    queryOptions({
      queryKey: ['goods', 'comments', goodsId],
      queryFn: () => mallClient().goods.comment.page({ goodsId, page: 1, size: 20 }),
    }),
  /** Every review, page by page (the reviews page). */
  pages: (goodsId: number) =>
    infiniteQueryOptions({
      queryKey: ['goods', 'comments', goodsId, 'all'],
      initialPageParam: 1,
      queryFn: ({ pageParam }) => mallClient().goods.comment.page({ goodsId, page: pageParam, size: 20 }),
      getNextPageParam: nextPageOf,
    }),
};
