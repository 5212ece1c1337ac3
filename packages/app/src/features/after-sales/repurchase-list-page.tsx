import { OrderCard, type OrderStatusTone, SkeletonScreen, StateView } from '@mall/react-ui';
import { toCents } from '@mall/sdk';
import { BUY_BACK_STATUS, type BuyBackStatus } from '@mall/sdk/lifecycle';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useI18n } from '../../i18n/i18n-context';
import { useNavigate } from '../../router/hash-router';
import { QueryErrorView } from '../../shared/query-error-view';
import { ListEnd } from '../../shell/list-end';
import { Page } from '../../shell/page';
import { orderCardItems } from '../order/order-card-items';
import { buyBackStatusKey } from '../order/order-status';
import { afterSalesQueries } from './after-sales-queries';
import './after-sales.css';
import { pathOf } from '../../router/routes';

/** Colour of a repurchase: in progress, completed, failed. */
function buyBackTone(status: BuyBackStatus): OrderStatusTone {
  switch (status) {
    case BUY_BACK_STATUS.applying:
      return 'progress';
    case BUY_BACK_STATUS.completed:
      return 'done';
    case BUY_BACK_STATUS.failed:
      return 'closed';
    default:
      return status satisfies never;
  }
}

/**
 * The shopper's repurchases, newest first, page by page (pull-to-refresh): each order with the
 * repurchase's status, rate and amount; a card opens the order (with a failure's reason).
 */
export default function RepurchaseListPage() {
  const { t, formatPercent, currencySymbol } = useI18n();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const orders = useInfiniteQuery(afterSalesQueries.repurchases());
  const rows = (orders.data?.pages.flatMap((page) => page.list) ?? []).flatMap((order) =>
    order.buyBack ? [{ order, buyBack: order.buyBack }] : [],
  );

  let body: React.ReactNode;
  if (orders.isPending) {
    body = <SkeletonScreen layout="list" label={t('common.loading')} count={3} />;
  } else if (orders.isLoadingError) {
    body = <QueryErrorView query={orders} />;
  } else if (rows.length === 0 && !orders.hasNextPage) {
    body = <StateView status="empty" title={t('repurchase.empty')} />;
  } else {
    body = (
      <>
        <ul className="app-repurchases" aria-label={t('repurchase.list')}>
          {rows.map(({ order, buyBack }) => (
            <li key={order.id}>
              <OrderCard
                orderNumberLabel={t('order.number')}
                orderNumber={String(order.orderNum)}
                statusText={t(buyBackStatusKey(buyBack.status))}
                statusTone={buyBackTone(buyBack.status)}
                items={orderCardItems(order)}
                currencySymbol={currencySymbol}
                itemCountText={`${t('order.buyBackRate')} ${formatPercent(Number(buyBack.rate))}`}
                totalLabel={t('order.buyBackAmount')}
                total={toCents(buyBack.amount)}
                onSelect={() => navigate(pathOf('orderDetail', { id: order.id }))}
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
      className="app-after-sales-page"
      onRefresh={() => queryClient.refetchQueries({ queryKey: afterSalesQueries.repurchases().queryKey })}
    >
      {body}
    </Page>
  );
}
