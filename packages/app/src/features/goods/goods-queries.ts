import { queryOptions } from '@tanstack/react-query';
import { mallClient } from '../../api/mall-client';

/**
 * Query keys and fetchers of home and the goods detail. The first screen reads this module, so it
 * holds only what home and a shared goods link need; the later pages' factories sit beside them
 * (`category-queries.ts`, `goods-list-queries.ts`, `comment-queries.ts`, `search-queries.ts`).
 */
export const goodsQueries = {
  /** Every goods detail, whatever the id (an order changes stock). */
  details: () => ['goods', 'detail'] as const,
  banners: () => queryOptions({ queryKey: ['banners'], queryFn: () => mallClient().banner.list() }),
  hot: () =>
    queryOptions({
      queryKey: ['goods', 'hot'],
      queryFn: () => mallClient().goods.recommend.list({ size: 10 }),
    }),
  detail: (id: number) =>
    queryOptions({ queryKey: ['goods', 'detail', id], queryFn: () => mallClient().goods.info.info({ id }) }),
};
