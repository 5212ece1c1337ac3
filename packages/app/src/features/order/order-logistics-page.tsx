import { SkeletonScreen } from '@mall/react-ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/i18n-context';
import { QueryErrorView } from '../../shared/query-error-view';
import { useIdParam } from '../../shared/use-id-param';
import { NotFoundPage } from '../../shell/not-found-page';
import { Page } from '../../shell/page';
import { orderQueries } from './order-queries';
import './order.css';

/** The shipment of an order: carrier, tracking number and its steps, newest first; pull-to-refresh. */
export default function OrderLogisticsPage() {
  const { t, formatDate } = useI18n();
  const { id: orderId, valid } = useIdParam('orderId');
  const queryClient = useQueryClient();
  const logistics = useQuery({ ...orderQueries.logistics(orderId), enabled: valid });

  if (!valid) {
    return <NotFoundPage />;
  }
  let body: ReactNode;
  if (logistics.isPending) {
    body = <SkeletonScreen layout="list" label={t('common.loading')} count={3} />;
  } else if (logistics.isLoadingError) {
    body = <QueryErrorView query={logistics} />;
  } else {
    const { company, num, traces } = logistics.data;
    const newestFirst = [...traces].reverse();
    body = (
      <>
        <section className="app-order-detail__card" aria-label={t('order.shipment')}>
          <dl className="app-order-detail__fields">
            <div className="app-order-detail__field">
              <dt>{t('order.company')}</dt>
              <dd>{company}</dd>
            </div>
            <div className="app-order-detail__field">
              <dt>{t('order.trackingNumber')}</dt>
              <dd className="app-order-detail__number">{String(num)}</dd>
            </div>
          </dl>
        </section>
        <section className="app-order-detail__card" aria-label={t('order.traces')}>
          <h2 className="app-order-detail__heading">{t('order.traces')}</h2>
          {newestFirst.length === 0 ? (
            <p className="app-logistics__empty">{t('order.noTraces')}</p>
          ) : (
            <ol className="app-logistics">
              {newestFirst.map((trace, index) => (
                <li
                  key={`${trace.time}-${trace.text}`}
                  className="app-logistics__step"
                  data-latest={index === 0 || undefined}
                >
                  <p className="app-logistics__text">{trace.text}</p>
                  <p className="app-logistics__time">{formatDate(String(trace.time))}</p>
                </li>
              ))}
            </ol>
          )}
        </section>
      </>
    );
  }
  return (
    <Page
      className="app-order-detail app-order-logistics"
      onRefresh={() => queryClient.refetchQueries({ queryKey: orderQueries.logistics(orderId).queryKey })}
    >
      {body}
    </Page>
  );
}
