import type { LedgerType } from '@mall/sdk/schemas';
import { infiniteQueryOptions, mutationOptions, type QueryClient } from '@tanstack/react-query';
import { mallClient } from '../../api/mall-client';
import { nextPageOf } from '../../shared/use-infinite-scroll';
import { myQueries } from '../my/my-queries';

/** The operator decides withdrawals and recharges at any time: the money pages reload when they open. */
const fresh = { staleTime: 0 } as const;

/** Query keys and fetchers of the ledger and withdrawal pages; everything lives under `accountQueries.all()`. */
export const accountQueries = {
  all: () => ['account'] as const,
  /** Pages of the shopper's ledger rows, newest first; `type: 'withdrawal'` is the withdrawal list. */
  rows: (type?: LedgerType) =>
    infiniteQueryOptions({
      queryKey: [...accountQueries.all(), 'rows', type ?? 'all'],
      initialPageParam: 1,
      queryFn: ({ pageParam }) =>
        mallClient().account.record.page(
          type === undefined ? { page: pageParam, size: 20 } : { page: pageParam, size: 20, type },
        ),
      getNextPageParam: nextPageOf,
      ...fresh,
    }),
};

/** The writes of the money pages; afterwards call {@link refreshAfterMoneyChange}. */
export const accountMutations = {
  /**
   * Files a recharge request for the operator. `idempotencyKey` is the submission's: the same on
   * every retry of it, so a retry after a lost answer files one request.
   */
  recharge: () =>
    mutationOptions({
      mutationFn: ({ amount, idempotencyKey }: { amount: number; idempotencyKey: string }) =>
        mallClient().account.record.append({ amount }, { idempotencyKey }),
    }),
};

/** After money moves: the ledger and withdrawal pages, and the balance on My. */
export function refreshAfterMoneyChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [accountQueries.all(), myQueries.me().queryKey].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
