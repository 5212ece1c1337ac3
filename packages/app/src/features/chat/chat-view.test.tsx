import type { CsMessage } from '@mall/sdk/schemas';
import { en as enMessages } from '@mall/wording/vite';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n, I18nProvider } from '../../i18n/i18n-context';
import { flattenMessages } from '../../i18n/messages';
import { TestRouter } from '../../test-support/test-router';
import { ChatMessageList } from './chat-message-list';
import {
  type ChatItem,
  chatItems,
  nextScrollTop,
  type OutboxEntry,
  TIME_LINE_GAP_MS,
  unreadAgentIds,
} from './chat-view';

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 24, 10, minutes)).toISOString();
const message = (id: number, minutes: number, type: 0 | 1 = 0, status: 0 | 1 = 1): CsMessage => ({
  id,
  sessionId: 1,
  type,
  status,
  content: { type: 'text', data: `#${id}` },
  createTime: at(minutes),
});

describe('chat rows', () => {
  it('puts stored messages first, oldest first, then the outbox, with time lines after a pause', () => {
    const outbox: OutboxEntry[] = [
      {
        localId: 'local-1',
        content: { type: 'text', data: 'typed' },
        state: 'failed',
        at: Date.parse(at(30)),
        afterId: 3,
      },
    ];
    const items = chatItems(
      [message(1, 0), message(2, 1, 1), message(3, 1 + TIME_LINE_GAP_MS / 60_000)],
      outbox,
    );
    expect(items.map((item) => [item.key, item.mine, item.state, Boolean(item.time)])).toEqual([
      ['m1', true, 'sent', true],
      ['m2', false, 'sent', false],
      ['m3', true, 'sent', true],
      ['local-1', true, 'failed', true],
    ]);
  });

  it('shows a message sent once when its stored copy arrives before the acknowledgement', () => {
    const card = { type: 'goods' as const, data: { goodsId: 7, title: 'Tea', price: 19.9 } };
    const sending = (localId: string, afterId: number): OutboxEntry => ({
      localId,
      content: card,
      state: 'sending',
      at: 0,
      afterId,
    });
    const stored = { ...message(5, 0), content: { ...card, data: { ...card.data, pic: null } } };
    // The same card sent twice: the first stored copy answers the first entry only.
    const twice = chatItems([message(4, 0), stored], [sending('local-1', 4), sending('local-2', 4)]);
    expect(twice.map((item) => item.key)).toEqual(['m4', 'm5', 'local-2']);
    // A message stored before the entry was sent is not its copy.
    expect(chatItems([stored], [sending('local-3', 5)]).map((item) => item.key)).toEqual(['m5', 'local-3']);
  });

  it('lists the agent messages still unread', () => {
    expect(unreadAgentIds([message(1, 0, 1, 0), message(2, 0, 0, 0), message(3, 0, 1, 1)])).toEqual([1]);
  });
});

describe('scroll anchoring', () => {
  const before = { scrollTop: 40, scrollHeight: 1000, clientHeight: 600, firstKey: 'm10', lastKey: 'm30' };
  it('keeps what is on screen in place when older messages are put above', () => {
    const after = { scrollHeight: 1800, clientHeight: 600, firstKey: 'm1', lastKey: 'm30' };
    expect(nextScrollTop(before, after, { sentByShopper: false })).toBe(840);
  });
  it('follows new messages at the bottom, but not while the shopper reads further up', () => {
    const after = { scrollHeight: 1100, clientHeight: 600, firstKey: 'm10', lastKey: 'm31' };
    expect(nextScrollTop({ ...before, scrollTop: 400 }, after, { sentByShopper: false })).toBe(500);
    expect(nextScrollTop(before, after, { sentByShopper: false })).toBeNull();
    expect(nextScrollTop(before, after, { sentByShopper: true })).toBe(500);
  });
  it('starts at the bottom', () => {
    const empty = { scrollTop: 0, scrollHeight: 0, clientHeight: 0, firstKey: undefined, lastKey: undefined };
    const after = { scrollHeight: 900, clientHeight: 600, firstKey: 'm1', lastKey: 'm9' };
    expect(nextScrollTop(empty, after, { sentByShopper: false })).toBe(300);
  });
});

describe('the conversation list', () => {
  afterEach(cleanup);
  const en = flattenMessages(enMessages);
  const older = {
    hasNextPage: true,
    isFetching: false,
    isFetchingNextPage: false,
    isFetchNextPageError: false,
    fetchNextPage: vi.fn(async () => undefined),
  };

  function renderList(items: ChatItem[], onRetry = vi.fn(), olderMessages = older) {
    const ui = (rows: ChatItem[]) => (
      <I18nProvider value={createI18n('en', en, en, '¥')}>
        <TestRouter>
          <ChatMessageList
            items={rows}
            older={olderMessages}
            sentCount={0}
            onRetry={onRetry}
            onOpenImage={vi.fn()}
          />
        </TestRouter>
      </I18nProvider>
    );
    const view = render(ui(items));
    return { ...view, rerenderWith: (rows: ChatItem[]) => view.rerender(ui(rows)) };
  }

  it('shows markup typed into the chat as text', () => {
    const typed = '<img src=x onerror="window.hacked=1"><b>bold</b>';
    renderList(chatItems([{ ...message(1, 0), content: { type: 'text', data: typed } }], []));
    expect(screen.getByText(typed)).toBeTruthy();
    expect(document.querySelector('b')).toBeNull();
  });

  it('keeps the reading position when older messages are prepended', () => {
    const newer = chatItems([message(20, 10), message(21, 11)], []);
    const { container, rerenderWith } = renderList(newer);
    const scroller = container.querySelector<HTMLDivElement>('.app-chat__scroll');
    if (!scroller) {
      throw new Error('no scroller');
    }
    // happy-dom has no layout: every row is 100 px high, the view 150 px.
    Object.defineProperty(scroller, 'scrollHeight', {
      get: () => scroller.querySelectorAll('.mall-chat-bubble-list__entry').length * 100,
    });
    Object.defineProperty(scroller, 'clientHeight', { get: () => 150 });
    scroller.scrollTop = 10;
    scroller.dispatchEvent(new Event('scroll'));
    rerenderWith(chatItems([message(18, 8), message(19, 9), message(20, 10), message(21, 11)], []));
    expect(scroller.scrollTop).toBe(210);
  });

  it('keeps the conversation when older messages fail, says so above it, and asks again on a tap', () => {
    const fetchNextPage = vi.fn(async () => undefined);
    renderList(chatItems([message(20, 10)], []), vi.fn(), {
      ...older,
      isFetchNextPageError: true,
      fetchNextPage,
    });
    expect(screen.getByText('#20')).toBeTruthy();
    fireEvent.click(
      screen.getByRole('button', { name: `${en['common.loadFailed']} ${en['common.tapToRetry']}` }),
    );
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('offers a retry on a failed message, named for screen readers', () => {
    const onRetry = vi.fn();
    renderList(
      chatItems(
        [],
        [{ localId: 'local-9', content: { type: 'text', data: 'hi' }, state: 'failed', at: 0, afterId: 0 }],
      ),
      onRetry,
    );
    screen.getByRole('button', { name: `${en['chat.notSent']}, ${en['chat.retry']}` }).click();
    expect(onRetry).toHaveBeenCalledWith('local-9');
  });
});
