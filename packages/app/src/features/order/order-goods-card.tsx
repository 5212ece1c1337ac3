import { toCents } from '@mall/sdk';
import type { OrderGoodsLine } from '@mall/sdk/schemas';
import { useI18n } from '../../i18n/i18n-context';
import { OrderLine } from './order-line';
import './order.css';

/** The goods of a placed order as a card (order detail, refund, review). */
export function OrderGoodsCard({ lines }: { lines: readonly OrderGoodsLine[] }) {
  const { t } = useI18n();
  return (
    <section className="app-order-detail__card" aria-label={t('submit.goods')}>
      <h2 className="app-order-detail__heading">{t('submit.goods')}</h2>
      <ul className="app-submit__lines">
        {lines.map((line) => (
          <OrderLine
            key={`${line.goodsId}-${line.specId}`}
            pic={line.pic}
            title={line.title}
            specName={line.specName}
            price={toCents(line.price)}
            count={line.count}
          />
        ))}
      </ul>
    </section>
  );
}
