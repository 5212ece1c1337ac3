import { queryOptions } from '@tanstack/react-query';
import { mallClient } from '../../api/mall-client';
import { loadRegionOptions } from './regions';

/** Query keys and fetchers of the address pages; the shopper's addresses live under `['addresses']`. */
export const addressQueries = {
  /** The shopper's addresses, the default first. */
  list: () =>
    queryOptions({
      queryKey: ['addresses', 'list'],
      queryFn: async () => {
        const addresses = await mallClient().user.address.list();
        return [...addresses].sort((left, right) => Number(right.isDefault) - Number(left.isDefault));
      },
    }),
  info: (id: number) =>
    queryOptions({
      queryKey: ['addresses', 'info', id],
      queryFn: () => mallClient().user.address.info({ id }),
    }),
  regions: () =>
    queryOptions({ queryKey: ['regions'], queryFn: loadRegionOptions, staleTime: Number.POSITIVE_INFINITY }),
};

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
  const id = Number(stored);
  return stored !== null && Number.isInteger(id) && id > 0 ? id : null;
}
