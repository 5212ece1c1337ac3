import { ApiError, ERROR_CODE } from '@mall/sdk';
import type { ChatClient } from '@mall/sdk/chat';
import type { CsMessage, CsMessageContent } from '@mall/sdk/schemas';
import { en as enMessages } from '@mall/wording/vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n, I18nProvider } from '../../i18n/i18n-context';
import { flattenMessages } from '../../i18n/messages';
import { ToastProvider } from '../../shell/toast-context';
import { useChatConversation } from './use-chat-conversation';

const en = flattenMessages(enMessages);

/** A chat client whose sends fail while `offline` is set, recording each try's content and key. */
function fakeChat() {
  const sends: { content: CsMessageContent; key: string | undefined }[] = [];
  const state = { offline: true };
  let nextId = 1;
  // One array: a store's snapshot is the same object until something changes.
  const none: readonly CsMessage[] = [];
  const chat: ChatClient = {
    start: async () => ({ id: 1, lastMsg: null, unreadCount: 0 }),
    sessionId: () => 1,
    status: () => 'online',
    messages: () => none,
    page: async () => ({ list: [], added: [], hasMore: false }),
    send: async (content, options) => {
      sends.push({ content, key: options?.key });
      if (state.offline) {
        throw new ApiError({ code: ERROR_CODE.network, message: 'timeout', path: 'cs/send' });
      }
      const stored: CsMessage = {
        id: nextId++,
        sessionId: 1,
        type: 0,
        status: 0,
        content,
        createTime: new Date().toISOString(),
      };
      return stored;
    },
    markRead: async () => undefined,
    subscribe: () => () => undefined,
    close: () => undefined,
  };
  return { chat, sends, state };
}

function wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nProvider value={createI18n('en', en, en, '¥')}>
        <ToastProvider>{children}</ToastProvider>
      </I18nProvider>
    </QueryClientProvider>
  );
}

afterEach(cleanup);

describe('the chat conversation', () => {
  it('sends a failed message again with the key of its first try, and each new message with its own', async () => {
    const { chat, sends, state } = fakeChat();
    const { result } = renderHook(() => useChatConversation(chat), { wrapper });
    act(() => result.current.sendText('where is my parcel?'));
    await waitFor(() => expect(result.current.items.at(-1)?.state).toBe('failed'));
    state.offline = false;
    const failed = result.current.items.at(-1)?.key as string;
    act(() => result.current.retry(failed));
    await waitFor(() => expect(result.current.items.filter((item) => item.mine)).toEqual([]));
    act(() => result.current.sendText('thanks'));
    await waitFor(() => expect(sends).toHaveLength(3));
    const [first, retried, next] = sends;
    expect(first?.key).toMatch(/^[\x21-\x7e]{8,}$/);
    expect(retried).toEqual(first);
    expect(next?.content).toEqual({ type: 'text', data: 'thanks' });
    expect(next?.key).not.toBe(first?.key);
  });
});
