import type { CsMessageContent } from '@mall/sdk/schemas';
import { useLayoutEffect, useRef } from 'react';
import { useI18n } from '../../i18n/i18n-context';
import { useNavigate } from '../../router/hash-router';
import { pathOf } from '../../router/routes';
import { type InfiniteLoader, useInfiniteScroll } from '../../shared/use-infinite-scroll';
import { NextPageRetry } from '../../shell/list-end';
import { ChatCard } from './chat-card';
import { type ChatItem, nextScrollTop, type ScrollBox } from './chat-view';

export interface ChatMessageListProps {
  items: readonly ChatItem[];
  /** Older history: loads when the top of the list comes near. */
  older: InfiniteLoader;
  /** Bumped when the shopper sends: the list follows to the bottom. */
  sentCount: number;
  onRetry: (key: string) => void;
  onOpenImage: (url: string) => void;
}

type Snapshot = ScrollBox & { firstKey: string | undefined; lastKey: string | undefined; sentCount: number };

function Body({
  content,
  mine,
  onOpenImage,
}: {
  content: CsMessageContent;
  mine: boolean;
  onOpenImage: (url: string) => void;
}) {
  const { t } = useI18n();
  const navigate = useNavigate();
  switch (content.type) {
    case 'text':
      return <p className="mall-chat-bubble-list__bubble">{content.data}</p>;
    case 'image':
      return (
        <button
          type="button"
          className="mall-plain-button mall-chat-bubble-list__picture"
          onClick={() => onOpenImage(content.data)}
        >
          <img src={content.data} alt={mine ? t('chat.imageMine') : t('chat.imageTheirs')} />
        </button>
      );
    case 'goods':
      return (
        <ChatCard
          content={content}
          onOpen={() => navigate(pathOf('goodsDetail', { id: content.data.goodsId }))}
        />
      );
    case 'order':
      return (
        <ChatCard
          content={content}
          onOpen={() => navigate(pathOf('orderDetail', { id: content.data.orderId }))}
        />
      );
  }
}

/**
 * The conversation: bubbles (the kit's chat look) with text, pictures and goods or order cards,
 * time lines, sending and failed marks with a retry. Older messages load on scrolling up and are
 * put above without moving what is on screen (a failed try says so there, with a retry); new ones
 * follow when the shopper is at the bottom.
 */
export function ChatMessageList({ items, older, sentCount, onRetry, onOpenImage }: ChatMessageListProps) {
  const { t, formatDate } = useI18n();
  const scroller = useRef<HTMLDivElement>(null);
  const sentinel = useInfiniteScroll(older, '120px');
  const snapshot = useRef<Snapshot>({
    scrollTop: 0,
    scrollHeight: 0,
    clientHeight: 0,
    firstKey: undefined,
    lastKey: undefined,
    sentCount,
  });

  const remember = () => {
    const box = scroller.current;
    if (box) {
      snapshot.current = {
        scrollTop: box.scrollTop,
        scrollHeight: box.scrollHeight,
        clientHeight: box.clientHeight,
        firstKey: items[0]?.key,
        lastKey: items[items.length - 1]?.key,
        sentCount,
      };
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after every change of the rows, by design.
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) {
      return;
    }
    const top = nextScrollTop(
      snapshot.current,
      {
        scrollHeight: box.scrollHeight,
        clientHeight: box.clientHeight,
        firstKey: items[0]?.key,
        lastKey: items[items.length - 1]?.key,
      },
      { sentByShopper: sentCount !== snapshot.current.sentCount },
    );
    if (top !== null) {
      box.scrollTop = top;
    }
    remember();
  }, [items, sentCount]);

  return (
    // The scrolling box is the log itself: focusable, so the keyboard scrolls it too; busy while
    // older messages are put above, so they are not read out as new.
    <div
      ref={scroller}
      className="app-chat__scroll"
      onScroll={remember}
      role="log"
      aria-label={t('chat.log')}
      aria-live="polite"
      aria-busy={older.isFetchingNextPage}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the keyboard focus (WCAG 2.1.1).
      tabIndex={0}
    >
      <div ref={sentinel} className="app-chat__sentinel" />
      {older.isFetchingNextPage ? (
        <p className="app-chat__older">{t('chat.loadingOlder')}</p>
      ) : older.isFetchNextPageError ? (
        <NextPageRetry loader={older} className="app-chat__older" />
      ) : !older.hasNextPage && items.length > 0 ? (
        <p className="app-chat__older">{t('chat.noOlder')}</p>
      ) : null}
      <div className="mall-chat-bubble-list app-chat__log">
        {items.map((item) => (
          <div key={item.key} className="mall-chat-bubble-list__entry">
            {item.time ? <p className="mall-chat-bubble-list__time">{formatDate(item.time)}</p> : null}
            <div
              className="mall-chat-bubble-list__message"
              data-side={item.mine ? 'mine' : 'theirs'}
              data-state={item.state}
            >
              <span className="mall-chat-bubble-list__avatar" aria-hidden="true" />
              <div className="mall-chat-bubble-list__body">
                <span className="mall-visually-hidden">
                  {item.mine ? t('chat.you') : t('chat.service')}:{' '}
                </span>
                <Body content={item.content} mine={item.mine} onOpenImage={onOpenImage} />
              </div>
              {item.state === 'sending' ? (
                <span className="mall-chat-bubble-list__status" role="img" aria-label={t('chat.sending')} />
              ) : null}
              {item.state === 'failed' ? (
                <button
                  type="button"
                  className="mall-plain-button mall-chat-bubble-list__failed"
                  aria-label={`${t('chat.notSent')}, ${t('chat.retry')}`}
                  onClick={() => onRetry(item.key)}
                >
                  !
                </button>
              ) : null}
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
