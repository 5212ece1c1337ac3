import type { ChatClient, ChatPage } from '@mall/sdk/chat';
import type { CsMessageContent } from '@mall/sdk/schemas';
import { infiniteQueryOptions, mutationOptions, type QueryClient } from '@tanstack/react-query';
import { mallClient } from '../../api/mall-client';
import { myQueries } from '../my/my-queries';

/** Messages per page of history. */
export const CHAT_PAGE_SIZE = 20;

/**
 * Query keys and fetchers of the chat. History pages go through the page's live chat client, which
 * merges them with what arrives live (each message once); a new page mount starts again.
 */
export const chatQueries = {
  all: () => ['cs', 'chat'] as const,
  history: (chat: ChatClient) =>
    infiniteQueryOptions({
      queryKey: [...chatQueries.all(), 'history'],
      initialPageParam: 1,
      queryFn: async ({ pageParam }): Promise<ChatPage> => {
        await chat.start();
        return chat.page(pageParam, CHAT_PAGE_SIZE);
      },
      getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
      staleTime: 0,
      gcTime: 0,
    }),
};

/** The chat's writes. */
export const chatMutations = {
  /** Sends a message on the live connection (with the message's key); resolves with it as stored. */
  send: (chat: ChatClient) =>
    mutationOptions({
      mutationFn: ({ content, key }: { content: CsMessageContent; key?: string }) =>
        chat.send(content, { key }),
    }),
  /** Uploads a picture through the client's upload (whatever mode the server answers); resolves its URL. */
  upload: () => mutationOptions({ mutationFn: (file: File) => mallClient().upload(file) }),
  /** Marks agent messages read once the shopper has seen them. */
  read: (chat: ChatClient) => mutationOptions({ mutationFn: (ids: number[]) => chat.markRead(ids) }),
};

/** After reading: the unread badge on My counts again. */
export function refreshUnread(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: myQueries.unreadMessages().queryKey });
}
