import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLoggedIn } from '../../api/session-store';
import { addSearchHistory, clearSearchHistory, readSearchHistory } from './search-history';
import { searchMutations } from './search-mutations';
import { searchQueries } from './search-queries';

/**
 * The search history: on the server for a signed-in shopper (contract §6), on the device for a
 * guest. Answers the words newest first, a way to add one and a way to clear them all.
 */
export function useSearchHistory() {
  const loggedIn = useLoggedIn();
  const queryClient = useQueryClient();
  const [deviceWords, setDeviceWords] = useState(() => readSearchHistory(window.localStorage));
  const server = useQuery({ ...searchQueries.history(), enabled: loggedIn });
  const refresh = () => queryClient.invalidateQueries({ queryKey: searchQueries.history().queryKey });
  // A failed add is left alone: the search itself goes on.
  const add = useMutation({ ...searchMutations.add(), onSuccess: refresh });
  const clear = useMutation({ ...searchMutations.clear(), onSettled: refresh });
  if (!loggedIn) {
    return {
      words: deviceWords,
      add: (word: string) => setDeviceWords(addSearchHistory(window.localStorage, word)),
      clear: () => {
        clearSearchHistory(window.localStorage);
        setDeviceWords([]);
      },
    };
  }
  const words = [...new Set((server.data ?? []).map((row) => row.name))];
  return {
    words,
    add: (word: string) => add.mutate(word),
    clear: () => clear.mutate((server.data ?? []).map((row) => row.id)),
  };
}
