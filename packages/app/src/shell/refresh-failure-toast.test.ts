// Which reads are told in a toast: a failed refresh of what a page shows, and a read held while
// the browser is offline; nothing else.
import { ApiError, ERROR_CODE } from '@mall/sdk';
import { InfiniteQueryObserver, onlineManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { heldReadToTell, readFailureToTell } from './refresh-failure-toast';

const down = new ApiError({ code: ERROR_CODE.businessFailure, message: 'down for a while' });

let client = new QueryClient();
const unsubscribes: (() => void)[] = [];

/** A client whose toast-worthy failures are collected. */
function watchedClient(): unknown[] {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // As the app's provider does: the client hears the browser come back online.
  client.mount();
  const told: unknown[] = [];
  unsubscribes.push(
    client.getQueryCache().subscribe((event) => {
      const error = readFailureToTell(event);
      if (error !== null) {
        told.push(error);
      }
    }),
  );
  return told;
}

/** A page showing a query: an observer that stays subscribed until the test ends. */
function shown<Observer extends { subscribe: (listener: () => void) => () => void }>(observer: Observer) {
  unsubscribes.push(observer.subscribe(() => {}));
  return observer;
}

afterEach(() => {
  onlineManager.setOnline(true);
  for (const unsubscribe of unsubscribes.splice(0)) {
    unsubscribe();
  }
  client.unmount();
  client.clear();
});

describe('the toast of a failed refresh', () => {
  it('tells a failed refresh of a query a page shows', async () => {
    const told = watchedClient();
    let answer = async () => 'first answer';
    const observer = shown(new QueryObserver(client, { queryKey: ['hot'], queryFn: () => answer() }));
    await observer.refetch();
    expect(observer.getCurrentResult().data).toBe('first answer');
    answer = () => Promise.reject(down);
    await observer.refetch();
    expect(observer.getCurrentResult()).toMatchObject({ isRefetchError: true, data: 'first answer' });
    expect(told).toEqual([down]);
  });

  it('leaves a failed first load to the page (its error view)', async () => {
    const told = watchedClient();
    const observer = shown(
      new QueryObserver(client, { queryKey: ['hot'], queryFn: () => Promise.reject(down) }),
    );
    await observer.refetch();
    expect(observer.getCurrentResult().isLoadingError).toBe(true);
    expect(told).toEqual([]);
  });

  it('stays quiet for a read no page shows (the start-up version check)', async () => {
    const told = watchedClient();
    client.setQueryData(['version'], 'an earlier answer');
    await expect(
      client.fetchQuery({ queryKey: ['version'], queryFn: () => Promise.reject(down), staleTime: 0 }),
    ).rejects.toBe(down);
    expect(told).toEqual([]);
  });

  it("leaves a list's failed next page to the list's end, but tells a failed refresh of the list", async () => {
    const told = watchedClient();
    let fail = false;
    const observer = shown(
      new InfiniteQueryObserver(client, {
        queryKey: ['orders'],
        queryFn: ({ pageParam }) => (fail ? Promise.reject(down) : Promise.resolve(`page ${pageParam}`)),
        initialPageParam: 1,
        getNextPageParam: (_last, pages) => pages.length + 1,
      }),
    );
    await observer.refetch();
    fail = true;
    await observer.fetchNextPage();
    expect(observer.getCurrentResult()).toMatchObject({ isFetchNextPageError: true });
    expect(told).toEqual([]);
    await observer.refetch();
    expect(observer.getCurrentResult()).toMatchObject({ isRefetchError: true });
    expect(told).toEqual([down]);
  });

  it('tells a read held while the browser is offline, a first load included, as the network failing', async () => {
    const told = watchedClient();
    onlineManager.setOnline(false);
    let answer = 'first answer';
    const observer = shown(new QueryObserver(client, { queryKey: ['hot'], queryFn: async () => answer }));
    // The first load waits for the network (the page shows its skeleton): the toast says why.
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ code: ERROR_CODE.network });
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe('first answer'));
    // A refresh held the same way: once, and the answer comes when the browser is back online.
    onlineManager.setOnline(false);
    answer = 'second answer';
    void observer.refetch();
    expect(told).toHaveLength(2);
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe('second answer'));
    expect(told).toHaveLength(2);
  });

  it('tells, when the toast starts, a read a page shows that was held offline before it', async () => {
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.mount();
    const cache = client.getQueryCache();
    expect(heldReadToTell(cache)).toBeNull();
    let answer = 'first answer';
    const observer = shown(new QueryObserver(client, { queryKey: ['hot'], queryFn: async () => answer }));
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe('first answer'));
    expect(heldReadToTell(cache)).toBeNull();
    // A pull-to-refresh while offline, before the toast listens: held, and told once it starts.
    onlineManager.setOnline(false);
    answer = 'second answer';
    void observer.refetch();
    expect(heldReadToTell(cache)).toMatchObject({ code: ERROR_CODE.network });
    // A held read no page shows (the start-up version check) is not told.
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe('second answer'));
    onlineManager.setOnline(false);
    void client.prefetchQuery({ queryKey: ['version'], queryFn: async () => 'v2' });
    expect(cache.find({ queryKey: ['version'] })?.state.fetchStatus).toBe('paused');
    expect(heldReadToTell(cache)).toBeNull();
  });

  it('stays quiet when the session ended (the shopper is sent to sign in) or the request was cancelled', async () => {
    const told = watchedClient();
    const ended = new ApiError({ code: 1001, message: 'Login expired', httpStatus: 401 });
    const aborted = new ApiError({ code: ERROR_CODE.aborted, message: 'aborted' });
    const guest = new ApiError({ code: 1001, message: '', httpStatus: 401, reason: 'guestUnauthorized' });
    let error: ApiError = ended;
    let answered = false;
    const observer = shown(
      new QueryObserver(client, {
        queryKey: ['me'],
        queryFn: () => (answered ? Promise.reject(error) : Promise.resolve('me')),
      }),
    );
    await observer.refetch();
    answered = true;
    await observer.refetch();
    error = aborted;
    await observer.refetch();
    expect(told).toEqual([]);
    // A guest's 401 ends no session: it is told like any other failure.
    error = guest;
    await observer.refetch();
    expect(told).toEqual([guest]);
  });
});
