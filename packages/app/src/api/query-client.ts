import { QueryClient } from '@tanstack/react-query';

/**
 * The app's one query cache. Reads wait while the browser reports itself offline and go out once
 * it is back (TanStack Query's `online` mode; the wait is told in a toast,
 * `shell/refresh-failure-toast.tsx`). Writes are sent at once whatever it reports (`always`): a
 * payment, a cancellation or a save tapped offline fails with the network's message, and the
 * shopper's next tap sends it again (with the same key), rather than the button staying busy and
 * the call going out unseen, maybe minutes later.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    mutations: { networkMode: 'always' },
  },
});
