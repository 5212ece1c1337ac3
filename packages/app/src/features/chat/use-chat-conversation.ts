import { newIdempotencyKey } from '@mall/sdk';
import type { ChatClient, ChatStatus } from '@mall/sdk/chat';
import type { CsMessage, CsMessageContent } from '@mall/sdk/schemas';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useI18n } from '../../i18n/i18n-context';
import { useShowToast } from '../../shell/toast-context';
import { chatMutations, chatQueries, refreshUnread } from './chat-queries';
import { type ChatItem, chatItems, type OutboxEntry, unreadAgentIds } from './chat-view';

let localCount = 0;

/** Whether the page is on screen (a message counts as seen only then). */
function useVisible(): boolean {
  return useSyncExternalStore(
    (notify) => {
      document.addEventListener('visibilitychange', notify);
      return () => document.removeEventListener('visibilitychange', notify);
    },
    () => document.visibilityState !== 'hidden',
  );
}

/**
 * The conversation on a live chat client: history pages (older on demand), live messages, the
 * shopper's outbox (sending, failed with a retry: nothing typed is lost), pictures uploaded then
 * sent, and read marks for the agent's messages the shopper sees.
 */
export function useChatConversation(chat: ChatClient) {
  const { errorMessage } = useI18n();
  const showToast = useShowToast();
  const queryClient = useQueryClient();
  const history = useInfiniteQuery(chatQueries.history(chat));
  const subscribe = useCallback((notify: () => void) => chat.subscribe(notify), [chat]);
  const messages: readonly CsMessage[] = useSyncExternalStore(subscribe, chat.messages);
  const status: ChatStatus = useSyncExternalStore(subscribe, chat.status);
  const [outbox, setOutbox] = useState<OutboxEntry[]>([]);
  const send = useMutation(chatMutations.send(chat));
  const upload = useMutation(chatMutations.upload());
  const read = useMutation(chatMutations.read(chat));
  const visible = useVisible();
  const marking = useRef(new Set<number>());
  /** Bumped on every send by the shopper: the list then follows to the bottom. */
  const [sentCount, setSentCount] = useState(0);

  const update = (localId: string, patch: Partial<OutboxEntry>) =>
    setOutbox((entries) =>
      entries.map((entry) => (entry.localId === localId ? { ...entry, ...patch } : entry)),
    );

  const deliver = async (start: OutboxEntry) => {
    let entry = start;
    update(entry.localId, { state: 'sending' });
    try {
      if (entry.file) {
        const url = await upload.mutateAsync(entry.file);
        URL.revokeObjectURL(entry.content.data as string);
        entry = { ...entry, file: undefined, content: { type: 'image', data: url } };
        update(entry.localId, { file: undefined, content: entry.content });
      }
      await send.mutateAsync({ content: entry.content, key: entry.key });
      setOutbox((entries) => entries.filter((item) => item.localId !== entry.localId));
    } catch (error) {
      update(entry.localId, { state: 'failed' });
      showToast(errorMessage(error), 'error');
    }
  };

  const enqueue = (content: CsMessageContent, file?: File) => {
    localCount += 1;
    const entry: OutboxEntry = {
      localId: `local-${localCount}`,
      key: newIdempotencyKey(),
      content,
      state: 'sending',
      file,
      at: Date.now(),
      afterId: chat.messages().at(-1)?.id ?? 0,
    };
    setOutbox((entries) => [...entries, entry]);
    setSentCount((count) => count + 1);
    void deliver(entry);
  };

  const retry = (localId: string) => {
    const entry = outbox.find((item) => item.localId === localId);
    if (entry && entry.state === 'failed') {
      void deliver(entry);
    }
  };

  // The agent's messages count as read once they are on screen.
  useEffect(() => {
    if (!visible || history.isPending) {
      return;
    }
    const ids = unreadAgentIds(messages).filter((id) => !marking.current.has(id));
    if (ids.length === 0) {
      return;
    }
    for (const id of ids) {
      marking.current.add(id);
    }
    read.mutate(ids, {
      onSuccess: () => void refreshUnread(queryClient),
      onError: () => {
        for (const id of ids) {
          marking.current.delete(id);
        }
      },
    });
  }, [messages, visible, history.isPending, read, queryClient]);

  // Opening the history marked the agent's messages read: My's badge counts again.
  useEffect(() => {
    if (history.isSuccess) {
      void refreshUnread(queryClient);
    }
  }, [history.isSuccess, queryClient]);

  const items: ChatItem[] = chatItems(messages, outbox);
  return {
    history,
    items,
    status,
    sentCount,
    sendText: (text: string) => enqueue({ type: 'text', data: text }),
    sendImages: (files: File[]) => {
      for (const file of files) {
        enqueue({ type: 'image', data: URL.createObjectURL(file) }, file);
      }
    },
    sendCard: (content: CsMessageContent) => enqueue(content),
    retry,
  };
}
