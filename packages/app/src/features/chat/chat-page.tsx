import { ChatComposer, ImagePreview, SkeletonScreen } from '@mall/react-ui';
import { type ChatClient, createChatClient } from '@mall/sdk/chat';
import { CS_TEXT_MAX, type CsMessageContent } from '@mall/sdk/schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { mallClient } from '../../api/mall-client';
import { useI18n } from '../../i18n/i18n-context';
import { QueryErrorView } from '../../shared/query-error-view';
import { useIdParam } from '../../shared/use-id-param';
import { usePreviewLabels } from '../../shared/use-preview-labels';
import { Page } from '../../shell/page';
import { goodsQueries } from '../goods/goods-queries';
import { orderQueries } from '../order/order-queries';
import { ChatCard } from './chat-card';
import { ChatMessageList } from './chat-message-list';
import { refreshUnread } from './chat-queries';
import { useChatConversation } from './use-chat-conversation';
import './chat.css';

/** The goods (`?goodsId=`) or order (`?orderId=`) the shopper came from, as a card to send. */
function usePendingCard(): CsMessageContent | null {
  const goodsId = useIdParam('goodsId');
  const orderId = useIdParam('orderId');
  const goods = useQuery({ ...goodsQueries.detail(goodsId.id), enabled: goodsId.valid });
  const order = useQuery({ ...orderQueries.detail(orderId.id), enabled: orderId.valid && !goodsId.valid });
  if (goodsId.valid && goods.data) {
    const { id, title, mainPic, pics, price } = goods.data;
    return { type: 'goods', data: { goodsId: id, title, pic: mainPic ?? pics[0] ?? null, price } };
  }
  if (orderId.valid && order.data) {
    const { id, orderNum, goodsList, payPrice, status } = order.data;
    const first = goodsList[0];
    return {
      type: 'order',
      data: { orderId: id, orderNum, title: first?.title ?? null, pic: first?.pic ?? null, payPrice, status },
    };
  }
  return null;
}

function Conversation({ chat }: { chat: ChatClient }) {
  const { t } = useI18n();
  const previewLabels = usePreviewLabels();
  const conversation = useChatConversation(chat);
  const { history, items, status } = conversation;
  const card = usePendingCard();
  const [cardSent, setCardSent] = useState(false);
  const [text, setText] = useState('');
  const [preview, setPreview] = useState<string | null>(null);
  // The first connection is part of opening the page; only a lost one is worth a line.
  const wasOnline = useRef(false);
  if (status === 'online') {
    wasOnline.current = true;
  }

  if (history.isPending) {
    return <SkeletonScreen label={t('common.loading')} layout="list" />;
  }
  if (history.isLoadingError) {
    return <QueryErrorView query={history} />;
  }
  return (
    <div className="app-chat">
      {status === 'offline' || (status === 'connecting' && wasOnline.current) ? (
        <p className="app-chat__status" role="status" data-status={status}>
          {t(status === 'connecting' ? 'chat.connecting' : 'chat.offline')}
        </p>
      ) : null}
      {items.length === 0 ? (
        <div className="app-chat__empty">
          <p>{t('chat.empty')}</p>
        </div>
      ) : (
        <ChatMessageList
          items={items}
          older={history}
          sentCount={conversation.sentCount}
          onRetry={conversation.retry}
          onOpenImage={setPreview}
        />
      )}
      {card && !cardSent ? (
        <section
          className="app-chat__pending"
          aria-label={t(card.type === 'goods' ? 'chat.goodsPrompt' : 'chat.orderPrompt')}
        >
          <ChatCard content={card as Extract<CsMessageContent, { type: 'goods' | 'order' }>} />
          <button
            type="button"
            className="mall-fill-button app-chat__pending-send"
            onClick={() => {
              conversation.sendCard(card);
              setCardSent(true);
            }}
          >
            {t(card.type === 'goods' ? 'chat.sendGoods' : 'chat.sendOrder')}
          </button>
        </section>
      ) : null}
      <ChatComposer
        className="app-chat__composer"
        value={text}
        onChange={setText}
        maxLength={CS_TEXT_MAX}
        onSend={conversation.sendText}
        onPickImages={conversation.sendImages}
        labels={{
          input: t('chat.message'),
          placeholder: t('chat.messagePlaceholder'),
          send: t('chat.send'),
          image: t('chat.sendPicture'),
        }}
      />
      <ImagePreview
        open={preview !== null}
        images={preview ? [{ src: preview, alt: t('chat.imageTheirs') }] : []}
        onClose={() => setPreview(null)}
        labels={previewLabels}
      />
    </div>
  );
}

/**
 * Customer service (contract §11): the live conversation with history loaded upwards, text,
 * pictures, the goods or order the shopper came from as a card, read marks and My's unread badge.
 */
export default function ChatPage() {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const [chat, setChat] = useState<ChatClient | null>(null);
  useEffect(() => {
    const created = createChatClient({ client: mallClient() });
    setChat(created);
    return () => {
      created.close();
      void refreshUnread(queryClient);
    };
  }, [queryClient]);
  return (
    <Page className="app-chat-page">
      {chat ? <Conversation chat={chat} /> : <SkeletonScreen label={t('common.loading')} layout="list" />}
    </Page>
  );
}
