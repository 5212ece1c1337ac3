import { AddressItem, Button, SkeletonScreen } from '@mall/react-ui';
import { toCents } from '@mall/sdk';
import { ORDER_STATUS } from '@mall/sdk/lifecycle';
import type { OrderDetail } from '@mall/sdk/schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/i18n-context';
import { useNavigate } from '../../router/hash-router';
import { pathOf } from '../../router/routes';
import { QueryErrorView } from '../../shared/query-error-view';
import { useIdParam } from '../../shared/use-id-param';
import { NotFoundPage } from '../../shell/not-found-page';
import { Page } from '../../shell/page';
import { useShowToast } from '../../shell/toast-context';
import { addressItemProps } from '../address/address-item-props';
import { OrderGoodsCard } from './order-goods-card';
import { orderQueries } from './order-queries';
import {
  buyBackStatusKey,
  orderActions,
  orderStatusText,
  orderStatusTone,
  refundStatusKey,
} from './order-status';
import { RefundPhotos } from './refund-photos';
import { useOrderActions } from './use-order-actions';
import './order.css';

/** One labelled row of the detail; rows without a value are left out. */
interface Field {
  label: string;
  value: ReactNode;
  /** Extra for the row, e.g. the copy button. */
  extra?: ReactNode;
  emphasis?: boolean;
}

function FieldList({
  title,
  fields,
}: {
  title: string;
  fields: readonly (Field | false | null | undefined)[];
}) {
  const shown = fields.filter((field): field is Field => Boolean(field));
  if (shown.length === 0) {
    return null;
  }
  return (
    <section className="app-order-detail__card" aria-label={title}>
      <h2 className="app-order-detail__heading">{title}</h2>
      <dl className="app-order-detail__fields">
        {shown.map((field) => (
          <div
            key={field.label}
            className="app-order-detail__field"
            data-emphasis={field.emphasis || undefined}
          >
            <dt>{field.label}</dt>
            <dd>
              {field.value}
              {field.extra}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function OrderDetailView({ order }: { order: OrderDetail }) {
  const { t, formatPrice, formatPercent, formatDate, formatNumber, errorMessage } = useI18n();
  const showToast = useShowToast();
  const { buttonsFor, dialogs } = useOrderActions();
  const navigate = useNavigate();
  const buttons = buttonsFor(order, orderActions({ ...order, shipped: Boolean(order.logistics) }));
  const orderNum = String(order.orderNum);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(orderNum);
      showToast(t('order.copied'), 'success');
    } catch (error) {
      showToast(errorMessage(error), 'error');
    }
  };
  const discount = order.discountPrice ? toCents(order.discountPrice) : 0;

  return (
    <>
      <section className="app-order-detail__status" data-tone={orderStatusTone(order.status)}>
        <p className="app-order-detail__status-text" role="status">
          {orderStatusText(order, t)}
        </p>
        {order.status === ORDER_STATUS.waitingPay ? (
          <p className="app-order-detail__status-hint">{t('order.payHint')}</p>
        ) : null}
        {order.status === ORDER_STATUS.waitingReceive ? (
          <p className="app-order-detail__status-hint">{t('order.receiveHint')}</p>
        ) : null}
      </section>

      {order.address ? (
        <section aria-label={t('submit.address')}>
          <AddressItem {...addressItemProps(order.address)} />
        </section>
      ) : null}

      <OrderGoodsCard lines={order.goodsList} />

      <FieldList
        title={t('submit.summary')}
        fields={[
          { label: t('submit.goodsTotal'), value: formatPrice(toCents(order.price)) },
          { label: t('order.discountPrice'), value: `-${formatPrice(discount)}` },
          { label: t('order.payPrice'), value: formatPrice(toCents(order.payPrice)), emphasis: true },
        ]}
      />

      <FieldList
        title={t('order.information')}
        fields={[
          {
            label: t('order.number'),
            value: <span className="app-order-detail__number">{orderNum}</span>,
            extra: (
              <Button size="small" variant="text" onClick={() => void copy()}>
                {t('order.copy')}
              </Button>
            ),
          },
          { label: t('order.statusLabel'), value: orderStatusText(order, t) },
          { label: t('order.createTime'), value: formatDate(order.createTime) },
          Boolean(order.payTime) && { label: t('order.payTime'), value: formatDate(order.payTime ?? '') },
          Boolean(order.payTime) && { label: t('order.payType'), value: t('order.payTypeBalance') },
          {
            label: t('order.itemCountLabel'),
            value: formatNumber(order.count ?? order.goodsList.reduce((sum, line) => sum + line.count, 0)),
          },
          { label: t('order.remark'), value: order.remark || t('order.none') },
          Boolean(order.cancelReason) && { label: t('order.cancelReasonLabel'), value: order.cancelReason },
          order.logistics && {
            label: t('order.shipment'),
            value: `${order.logistics.company} ${order.logistics.num}`,
          },
        ]}
      />

      <Button
        variant="outline"
        className="app-order-detail__service"
        onClick={() => navigate(pathOf('chat', { orderId: order.id }))}
      >
        {t('chat.aboutOrder')}
      </Button>

      {order.refund ? (
        <FieldList
          title={t('order.refundTitle')}
          fields={[
            { label: t('order.refundStatus'), value: t(refundStatusKey(order.refund.status)) },
            { label: t('order.refundReason'), value: order.refund.reason },
            { label: t('order.refundAmount'), value: formatPrice(toCents(order.refund.amount)) },
            Boolean(order.refund.remark) && { label: t('refund.remark'), value: order.refund.remark },
            order.refund.images.length > 0 && {
              label: t('refund.photos'),
              value: <RefundPhotos images={order.refund.images} />,
            },
            Boolean(order.refund.applyTime) && {
              label: t('order.applyTime'),
              value: formatDate(order.refund.applyTime ?? ''),
            },
            Boolean(order.refund.refuseReason) && {
              label: t('order.refuseReason'),
              value: order.refund.refuseReason,
            },
          ]}
        />
      ) : null}

      {order.buyBack ? (
        <FieldList
          title={t('order.buyBackTitle')}
          fields={[
            { label: t('order.buyBackStatus'), value: t(buyBackStatusKey(order.buyBack.status)) },
            {
              label: t('order.buyBackRate'),
              value: formatPercent(Number(order.buyBack.rate)),
            },
            { label: t('order.buyBackAmount'), value: formatPrice(toCents(order.buyBack.amount)) },
            Boolean(order.buyBack.failReason) && {
              label: t('order.refuseReason'),
              value: order.buyBack.failReason,
            },
          ]}
        />
      ) : null}

      {buttons.length > 0 ? (
        <div className="app-order-detail__bar">
          {buttons.map((button) => (
            <Button
              key={button.action}
              size="small"
              variant={button.variant}
              disabled={button.disabled}
              onClick={button.onClick}
            >
              {button.label}
            </Button>
          ))}
        </div>
      ) : null}
      {dialogs}
    </>
  );
}

/**
 * Order detail: status, address, goods, amounts and every field of spec §2 with the refund and
 * repurchase; the actions the transition table allows (pay, cancel, confirm receipt, refund,
 * repurchase, review, logistics).
 */
export default function OrderDetailPage() {
  const { t } = useI18n();
  const { id, valid } = useIdParam('id');
  const queryClient = useQueryClient();
  const order = useQuery({ ...orderQueries.detail(id), enabled: valid });

  if (!valid) {
    return <NotFoundPage />;
  }
  let body: ReactNode;
  if (order.isPending) {
    body = <SkeletonScreen layout="detail" label={t('common.loading')} />;
  } else if (order.isLoadingError) {
    body = <QueryErrorView query={order} />;
  } else {
    body = <OrderDetailView order={order.data} />;
  }
  return (
    <Page
      className="app-order-detail"
      onRefresh={() => queryClient.refetchQueries({ queryKey: orderQueries.detail(id).queryKey })}
    >
      {body}
    </Page>
  );
}
