// The app's cache holds reads while the browser reports itself offline, but sends writes at once.
import { MutationObserver, onlineManager, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from './query-client';

afterEach(() => {
  onlineManager.setOnline(true);
  queryClient.clear();
});

describe("the app's query cache while the browser is offline", () => {
  it('sends a write at once, so that it fails with the network rather than waits unseen', async () => {
    onlineManager.setOnline(false);
    const down = new TypeError('Failed to fetch');
    let sent = 0;
    const save = new MutationObserver(queryClient, {
      mutationFn: async () => {
        sent += 1;
        throw down;
      },
    });
    await expect(save.mutate()).rejects.toBe(down);
    expect(sent).toBe(1);
    expect(save.getCurrentResult()).toMatchObject({ isError: true, isPaused: false });
  });

  it('holds a read until the browser is back online', () => {
    onlineManager.setOnline(false);
    let asked = 0;
    const read = new QueryObserver(queryClient, {
      queryKey: ['held'],
      queryFn: async () => {
        asked += 1;
        return 'answer';
      },
    });
    const unsubscribe = read.subscribe(() => {});
    expect(read.getCurrentResult().fetchStatus).toBe('paused');
    expect(asked).toBe(0);
    unsubscribe();
  });
});
