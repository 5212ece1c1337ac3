import { OrderCard, SkeletonScreen, StateView, StatusTabs } from '@mall/react-ui';
import { toCents } from '@mall/sdk';
import { ORDER_STATUS } from '@mall/sdk/lifecycle';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useI18n } from '../../i18n/i18n-context';
import { useNavigate, useSearchParams } from '../../router/hash-router';
import { QueryErrorView } from '../../shared/query-error-view';
import { ListEnd } from '../../shell/list-end';
import { Page } from '../../shell/page';
import { orderCardItems } from './order-card-items';
import { orderQueries } from './order-queries';
import {
  ORDER_TABS,
  orderActions,
  orderStatusText,
  orderStatusTone,
  orderTabCount,
  orderTabOf,
} from './order-status';
import { useOrderActions } from './use-order-actions';
import './order.css';
import { pathOf } from '../../router/routes';

const TAB_LABELS = {
  all: 'order.tab.all',
  pendingPayment: 'order.tab.pendingPayment',
  pendingShipment: 'order.tab.pendingShipment',
  pendingReceipt: 'order.tab.pendingReceipt',
  pendingEvaluation: 'order.tab.pendingEvaluation',
  afterSale: 'order.tab.afterSale',
} as const;

/**
 * My orders: tabs all / pending payment / pending shipment / pending receipt / pending evaluation /
 * after-sales and refund (counts from `userCount`), infinite scroll, pull-to-refresh; each card opens
 * the detail and offers what its status allows (pay, cancel, confirm receipt, refund, repurchase,
 * review, logistics).
 */
export default function OrderListPage() {
  const { t, formatNumber, currencySymbol } = useI18n();
  const [params, setParams] = useSearchParams();
  const tab = orderTabOf(params.get('tab'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const orders = useInfiniteQuery(orderQueries.page(tab));
  const counts = useQuery(orderQueries.counts());
  const { buttonsFor, dialogs } = useOrderActions();

  const rows = orders.data?.pages.flatMap((page) => page.list) ?? [];
  let body: React.ReactNode;
  if (orders.isPending) {
    body = <SkeletonScreen layout="list" label={t('common.loading')} count={3} />;
  } else if (orders.isLoadingError) {
    body = <QueryErrorView query={orders} />;
  } else if (rows.length === 0) {
    body = (
      <StateView
        status="empty"
        title={t('order.empty')}
        actionLabel={t('cart.goShopping')}
        onAction={() => navigate(pathOf('home'))}
      />
    );
  } else {
    body = (
      <>
        <ul className="app-orders" aria-label={t(TAB_LABELS[tab])}>
          {rows.map((order) => (
            <li key={order.id}>
              <OrderCard
                orderNumberLabel={t('order.number')}
                orderNumber={String(order.orderNum)}
                statusText={orderStatusText(order, t)}
                statusTone={orderStatusTone(order.status)}
                items={orderCardItems(order)}
                currencySymbol={currencySymbol}
                itemCountText={t('order.itemCount', {
                  count: formatNumber(
                    order.count ?? order.goodsList.reduce((sum, line) => sum + line.count, 0),
                  ),
                })}
                totalLabel={order.status === ORDER_STATUS.waitingPay ? t('order.toPay') : t('order.payPrice')}
                total={toCents(order.payPrice)}
                onSelect={() => navigate(pathOf('orderDetail', { id: order.id }))}
                actions={buttonsFor(
                  order,
                  orderActions({
                    ...order,
                    shipped:
                      order.status >= ORDER_STATUS.waitingReceive && order.status <= ORDER_STATUS.completed,
                  }),
                )}
              />
            </li>
          ))}
        </ul>
        <ListEnd loader={orders} />
      </>
    );
  }

  return (
    <Page
      className="app-order-list-page"
      onRefresh={() => queryClient.refetchQueries({ queryKey: orderQueries.all() })}
    >
      <StatusTabs
        label={t('order.tabs')}
        value={tab}
        onChange={(value) => setParams({ tab: value }, { replace: true })}
        items={ORDER_TABS.map((value) => ({
          value,
          label: t(TAB_LABELS[value]),
          count: orderTabCount(value, counts.data),
        }))}
        className="app-order-list__tabs"
      >
        {body}
      </StatusTabs>
      {dialogs}
    </Page>
  );
}
