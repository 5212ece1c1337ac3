import { queryOptions } from '@tanstack/react-query';
import { mallClient } from '../../api/mall-client';

/** Query keys and fetchers of the category page. */
export const categoryQueries = {
  /** The flat list of goods types (parents and children); they rarely change. */
  types: () =>
    queryOptions({
      queryKey: ['goods', 'types'],
      queryFn: () => mallClient().goods.type.list(),
      staleTime: 300_000,
    }),
};
