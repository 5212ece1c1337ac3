import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/i18n-context';
import { PICTURE_SLOTS, pictureFor } from '../goods/picture-slots';
import './order-line.css';

export interface OrderLineProps {
  pic?: string | null;
  title: string;
  specName?: string | null;
  /** Unit price in cents. */
  price: number;
  count: number;
  /** Under the figures, e.g. a stock warning. */
  children?: ReactNode;
}

/** A goods line of an order being placed or placed: picture, title, spec, unit price and count. */
export function OrderLine({ pic, title, specName, price, count, children }: OrderLineProps) {
  const { t, formatPrice, formatNumber } = useI18n();
  return (
    <li className="app-submit__line">
      {pic ? (
        <img
          {...pictureFor(pic, PICTURE_SLOTS.thumbnail)}
          alt=""
          className="mall-thumbnail"
          width={72}
          height={72}
          loading="lazy"
        />
      ) : (
        <span className="mall-thumbnail" />
      )}
      <div className="app-submit__line-body">
        <span className="app-submit__line-title">{title}</span>
        {specName ? <span className="app-spec-tag app-submit__spec">{specName}</span> : null}
        <span className="app-submit__line-foot">
          <span className="app-submit__price">{formatPrice(price)}</span>
          <span className="app-submit__count">{t('submit.count', { count: formatNumber(count) })}</span>
        </span>
        {children}
      </div>
    </li>
  );
}
