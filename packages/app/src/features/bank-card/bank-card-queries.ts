import type { MallClient } from '@mall/sdk';
import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { mallClient } from '../../api/mall-client';

/** What adding a bank card sends (the fields of the card form). */
type BankCardBody = Parameters<MallClient['user']['bankCard']['add']>[0];
/** What changing one sends: the fields changed (a card number only when typed again). */
type BankCardChanges = Omit<Parameters<MallClient['user']['bankCard']['update']>[0], 'id'>;

/** Query keys and fetchers of the bank card pages; the shopper's cards live under `bankCardQueries.all()`. */
export const bankCardQueries = {
  all: () => ['bankCards'] as const,
  /** The shopper's bank cards, the default first. */
  list: () =>
    queryOptions({
      queryKey: [...bankCardQueries.all(), 'list'],
      queryFn: async () => {
        const cards = await mallClient().user.bankCard.list();
        return [...cards].sort((left, right) => Number(right.isDefault) - Number(left.isDefault));
      },
    }),
  info: (id: number) =>
    queryOptions({
      queryKey: [...bankCardQueries.all(), 'info', id],
      queryFn: () => mallClient().user.bankCard.info({ id }),
    }),
  /** Bank names the shop offers (the `bankName` dictionary); the shopper may type another. */
  bankNames: () =>
    queryOptions({
      queryKey: ['dict', 'bankName'],
      queryFn: async () =>
        ((await mallClient().dict.data({ types: ['bankName'] })).bankName ?? []).map((entry) => entry.name),
      staleTime: 300_000,
    }),
};

/** The writes of the bank card pages; afterwards call {@link refreshBankCards}. */
export const bankCardMutations = {
  add: () => mutationOptions({ mutationFn: (body: BankCardBody) => mallClient().user.bankCard.add(body) }),
  update: () =>
    mutationOptions({
      mutationFn: ({ id, changes }: { id: number; changes: BankCardChanges }) =>
        mallClient().user.bankCard.update({ ...changes, id }),
    }),
  setDefault: () =>
    mutationOptions({
      mutationFn: (id: number) => mallClient().user.bankCard.update({ id, isDefault: true }),
    }),
};

/** Deletes one bank card. */
export function deleteBankCard(id: number): Promise<unknown> {
  return mallClient().user.bankCard.delete({ ids: [id] });
}

/** After a card changes: every bank card query (the list, the default first, and each card). */
export function refreshBankCards(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: bankCardQueries.all() });
}
