import { StateView } from '@mall/react-ui';
import type { OrderDetail } from '@mall/sdk/schemas';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/i18n-context';
import { useNavigate } from '../../router/hash-router';
import { pathOf } from '../../router/routes';
import { QueryErrorView } from '../../shared/query-error-view';
import { useIdParam } from '../../shared/use-id-param';
import { NotFoundPage } from '../../shell/not-found-page';
import { Page } from '../../shell/page';
import { orderQueries } from './order-queries';
import { type OrderAction, orderActions } from './order-status';

interface OrderActionPageProps {
  /** The action the page performs; an order that does not offer it shows `notAllowed`. */
  action: OrderAction;
  /** Why there is nothing to do, e.g. "This order cannot be refunded now". */
  notAllowed: string;
  /** The page's class (its feature's layout). */
  className?: string;
  /** The form for an order that offers the action. */
  children: (order: OrderDetail) => ReactNode;
}

/**
 * A page that acts on one order (`?orderId=`), as refund and review do: the order loads fresh; an
 * order the transition table does not offer the action for (already refunded, reviewed, …) says so
 * with a way to the order; otherwise the form.
 */
export function OrderActionPage({ action, notAllowed, className, children }: OrderActionPageProps) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { id, valid } = useIdParam('orderId');
  const order = useQuery({ ...orderQueries.detail(id), enabled: valid });
  if (!valid) {
    return <NotFoundPage />;
  }
  let body: ReactNode;
  if (order.isPending) {
    body = <StateView status="loading" title={t('common.loading')} delay={200} />;
  } else if (order.isLoadingError) {
    body = <QueryErrorView query={order} />;
  } else if (!orderActions(order.data).includes(action)) {
    body = (
      <StateView
        status="empty"
        title={notAllowed}
        actionLabel={t('title.orderDetail')}
        onAction={() => navigate(pathOf('orderDetail', { id }), { replace: true })}
      />
    );
  } else {
    body = children(order.data);
  }
  return <Page className={className}>{body}</Page>;
}
