import type { PricedLine } from '@mall/sdk/machines';
import { useI18n } from '../../i18n/i18n-context';
import { OrderLine } from '../order/order-line';

/** A line being ordered, with a warning when the shopper asks for more than is in stock. */
export function CheckoutLineRow({ line }: { line: PricedLine }) {
  const { t, formatNumber } = useI18n();
  return (
    <OrderLine
      pic={line.pic}
      title={line.title}
      specName={line.specName}
      price={line.price}
      count={line.count}
    >
      {line.count > line.stock ? (
        <span className="app-submit__field-error" role="alert">
          {t('submit.stockShort', { stock: formatNumber(line.stock) })}
        </span>
      ) : null}
    </OrderLine>
  );
}
