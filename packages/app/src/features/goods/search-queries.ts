import { queryOptions } from '@tanstack/react-query';
import { mallClient } from '../../api/mall-client';

/**
 * Query keys and fetchers of the search page: the hot keywords and the shopper's history. The shell
 * drops the history at logout, so this module is on the first screen: the writes live in
 * `search-mutations.ts` and load with the pages that make them.
 */
export const searchQueries = {
  /** The "search findings" (hot keywords). */
  hot: () =>
    queryOptions({
      queryKey: ['search', 'hot'],
      queryFn: () => mallClient().goods.searchKeyword.list({ hot: true }),
    }),
  /** A signed-in shopper's history on the server (contract §6); it belongs to that session only. */
  history: () =>
    queryOptions({
      queryKey: ['search', 'history'],
      queryFn: () => mallClient().goods.searchKeyword.list(),
    }),
};
