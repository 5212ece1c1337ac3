import type { MallClient } from '@mall/sdk';
import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { mallClient } from '../../api/mall-client';
import { positiveInteger } from '../../shared/positive-integer';
import { loadRegionOptions } from './regions';

/** What adding or changing an address sends (the fields of the address form). */
type AddressBody = Parameters<MallClient['user']['address']['add']>[0];

/** Query keys and fetchers of the address pages; the shopper's addresses live under `addressQueries.all()`. */
export const addressQueries = {
  all: () => ['addresses'] as const,
  /** The shopper's addresses, the default first. */
  list: () =>
    queryOptions({
      queryKey: [...addressQueries.all(), 'list'],
      queryFn: async () => {
        const addresses = await mallClient().user.address.list();
        return [...addresses].sort((left, right) => Number(right.isDefault) - Number(left.isDefault));
      },
    }),
  info: (id: number) =>
    queryOptions({
      queryKey: [...addressQueries.all(), 'info', id],
      queryFn: () => mallClient().user.address.info({ id }),
    }),
  regions: () =>
    queryOptions({ queryKey: ['regions'], queryFn: loadRegionOptions, staleTime: Number.POSITIVE_INFINITY }),
};

/** The writes of the address pages; afterwards call {@link refreshAddresses}. */
export const addressMutations = {
  /** Adds an address (no `id`) or changes one; answers the address's id. */
  save: () =>
    mutationOptions({
      mutationFn: async ({ body, id }: { body: AddressBody; id?: number }): Promise<number> => {
        if (id !== undefined) {
          await mallClient().user.address.update({ ...body, id });
          return id;
        }
        return (await mallClient().user.address.add(body)).id;
      },
    }),
  setDefault: () =>
    mutationOptions({
      mutationFn: (id: number) => mallClient().user.address.update({ id, isDefault: true }),
    }),
  remove: () =>
    mutationOptions({ mutationFn: (id: number) => mallClient().user.address.delete({ ids: [id] }) }),
};

/** After an address changes: every address query (the list, the default first, and each address). */
export function refreshAddresses(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: addressQueries.all() });
}

/** The query flag of the address pages opened from checkout: choosing an address returns to it. */
export const SELECT_PARAM = 'select';

const CHOSEN_KEY = 'mall.checkout.addressId';

/**
 * Hands an address chosen (or just added) on the address pages to the order submit page, which
 * takes it once its addresses are loaded again on return.
 */
export function chooseCheckoutAddress(id: number): void {
  window.sessionStorage.setItem(CHOSEN_KEY, String(id));
}

/** The address chosen for checkout since the submit page was left, once; `null` when none. */
export function takeCheckoutAddress(): number | null {
  const stored = window.sessionStorage.getItem(CHOSEN_KEY);
  window.sessionStorage.removeItem(CHOSEN_KEY);
  return positiveInteger(stored) ?? null;
}
