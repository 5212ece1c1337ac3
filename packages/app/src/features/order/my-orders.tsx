import { Badge, Icon, type IconName } from '@mall/react-ui';
import { useQuery } from '@tanstack/react-query';
import { useI18n } from '../../i18n/i18n-context';
import type { MessageKey } from '../../i18n/messages';
import { Link } from '../../router/hash-router';
import { orderQueries } from './order-queries';
import { ORDER_TABS, type OrderTab, orderTabCount } from './order-status';
import './order.css';
import { pathOf } from '../../router/routes';

const SHORTCUT_ICONS: Record<Exclude<OrderTab, 'all'>, IconName> = {
  pendingPayment: 'wallet',
  pendingShipment: 'send',
  pendingReceipt: 'location',
  pendingEvaluation: 'edit',
  afterSale: 'service',
};

/** "My orders" on My: a link to all orders and one per status tab, with the count waiting there. */
export function MyOrders() {
  const { t, formatNumber } = useI18n();
  const counts = useQuery(orderQueries.counts());
  return (
    <section className="app-my-orders" aria-labelledby="app-my-orders-title">
      <header className="app-my-orders__header">
        <h2 id="app-my-orders-title" className="app-my-orders__title">
          {t('my.orders')}
        </h2>
        <Link to={pathOf('orderList')} className="app-my-orders__all">
          {t('my.allOrders')}
          <Icon name="forward" size={14} />
        </Link>
      </header>
      <ul className="app-my-orders__shortcuts">
        {ORDER_TABS.filter((tab) => tab !== 'all').map((tab) => {
          const count = orderTabCount(tab, counts.data);
          const label = t(`order.tab.${tab}` satisfies MessageKey);
          return (
            <li key={tab}>
              <Link to={pathOf('orderList', { tab })} className="app-my-orders__shortcut">
                <Badge count={count} label={count ? formatNumber(count) : undefined}>
                  <Icon name={SHORTCUT_ICONS[tab as Exclude<OrderTab, 'all'>]} size={26} />
                </Badge>
                <span className="app-my-orders__label">{label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
