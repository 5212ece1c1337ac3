import { mutationOptions } from '@tanstack/react-query';
import { mallClient } from '../../api/mall-client';
import { clearSearchHistory, readSearchHistory } from './search-history';

/** The writes of the search page; afterwards the page refreshes `searchQueries.history()`. */
export const searchMutations = {
  add: () =>
    mutationOptions({ mutationFn: (name: string) => mallClient().goods.searchKeyword.add({ name }) }),
  clear: () =>
    mutationOptions({
      mutationFn: async (ids: number[]) => {
        if (ids.length > 0) {
          await mallClient().goods.searchKeyword.delete({ ids });
        }
      },
    }),
};

/** Contract §6: a guest's search history on the device moves to the shopper's history at login. */
export async function moveGuestSearchHistory(): Promise<void> {
  const words = readSearchHistory(window.localStorage);
  if (words.length === 0) {
    return;
  }
  try {
    // Oldest first, so the newest ends up first on the server too.
    for (const name of [...words].reverse()) {
      await mallClient().goods.searchKeyword.add({ name });
    }
    clearSearchHistory(window.localStorage);
  } catch {
    // Kept on the device; the next login tries again.
  }
}
