import { toCents } from '@mall/sdk';
import { ORDER_STATUSES, type OrderStatus } from '@mall/sdk/lifecycle';
import type { CsMessageContent } from '@mall/sdk/schemas';
import { useI18n } from '../../i18n/i18n-context';
import { PICTURE_SLOTS, pictureFor } from '../goods/picture-slots';
import { orderStatusKey } from '../order/order-status';

type CardContent = Extract<CsMessageContent, { type: 'goods' | 'order' }>;

/** A goods or order card in the chat (contract §11): picture, name, price or order number and status. */
export function ChatCard({ content, onOpen }: { content: CardContent; onOpen?: () => void }) {
  const { t, formatPrice } = useI18n();
  const card = content.data;
  const isGoods = content.type === 'goods';
  const title = isGoods ? content.data.title : (content.data.title ?? t('chat.orderCard'));
  const price = isGoods ? content.data.price : content.data.payPrice;
  const body = (
    <>
      {card.pic ? (
        <img className="app-chat-card__pic" {...pictureFor(card.pic, PICTURE_SLOTS.thumbnail)} alt="" />
      ) : (
        <span className="app-chat-card__pic" aria-hidden="true" />
      )}
      <span className="app-chat-card__text">
        <span className="app-chat-card__kind">{isGoods ? t('chat.goodsCard') : t('chat.orderCard')}</span>
        <span className="app-chat-card__title">{title}</span>
        {content.type === 'order' ? (
          <>
            <span className="app-chat-card__meta app-chat-card__number">
              {t('chat.orderNumber', { num: String(content.data.orderNum) })}
            </span>
            {ORDER_STATUSES.includes(content.data.status as OrderStatus) ? (
              <span className="app-chat-card__meta">
                {t(orderStatusKey(content.data.status as OrderStatus))}
              </span>
            ) : null}
          </>
        ) : null}
        {price === null || price === undefined ? null : (
          <span className="app-chat-card__price">{formatPrice(toCents(price))}</span>
        )}
      </span>
    </>
  );
  return onOpen ? (
    <button type="button" className="mall-plain-button app-chat-card" onClick={onOpen}>
      {body}
    </button>
  ) : (
    <span className="app-chat-card">{body}</span>
  );
}
