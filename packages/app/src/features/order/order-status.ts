import type { OrderStatusTone } from '@mall/react-ui';
import {
  allowedOrderEvents,
  BUY_BACK_STATUS,
  type BuyBackStatus,
  ORDER_STATUS,
  type OrderEvent,
  type OrderStatus,
  REFUND_STATUS,
  type RefundStatus,
} from '@mall/sdk/lifecycle';
import type { OrderPageRequest, OrderRow, OrderUserCount } from '@mall/sdk/schemas';

/** The tabs of the order list (spec §2), in order; `all` has no filter. */
export const ORDER_TABS = [
  'all',
  'pendingPayment',
  'pendingShipment',
  'pendingReceipt',
  'pendingEvaluation',
  'afterSale',
] as const;

export type OrderTab = (typeof ORDER_TABS)[number];

/** The tab named by the `tab` query parameter; anything else is `all`. */
export function orderTabOf(value: string | null): OrderTab {
  return ORDER_TABS.find((tab) => tab === value) ?? 'all';
}

/** The filters of `POST app/order/info/page` for a tab. */
export function orderTabFilter(tab: OrderTab): Pick<OrderPageRequest, 'status' | 'afterSale'> {
  switch (tab) {
    case 'all':
      return {};
    case 'pendingPayment':
      return { status: ORDER_STATUS.waitingPay };
    case 'pendingShipment':
      return { status: ORDER_STATUS.waitingShip };
    case 'pendingReceipt':
      return { status: ORDER_STATUS.waitingReceive };
    case 'pendingEvaluation':
      return { status: ORDER_STATUS.waitingEvaluate };
    case 'afterSale':
      return { afterSale: true };
  }
}

/** The badge count of a tab from `GET app/order/info/userCount` (`all` has none). */
export function orderTabCount(tab: OrderTab, counts: OrderUserCount | undefined): number | undefined {
  if (!counts || tab === 'all') {
    return undefined;
  }
  return counts[tab] || undefined;
}

/**
 * Locale keys of a status table, each code to `<prefix>.<name>`: the locale files name statuses as
 * the SDK's tables do, so the keys follow from those tables instead of being listed again.
 */
function statusKeys<Code extends number>(prefix: string, table: Record<string, Code>): Record<Code, string> {
  return Object.fromEntries(
    Object.entries(table).map(([name, code]) => [code, `${prefix}.${name}`]),
  ) as Record<Code, string>;
}

const STATUS_KEYS = statusKeys('order.status', ORDER_STATUS);

/** Locale key of an order status label (spec §4). */
export function orderStatusKey(status: OrderStatus): string {
  return STATUS_KEYS[status];
}

/** Colour of a status: waiting on the shopper, in progress, done, closed. */
export function orderStatusTone(status: OrderStatus): OrderStatusTone {
  switch (status) {
    case ORDER_STATUS.waitingPay:
    case ORDER_STATUS.waitingReceive:
    case ORDER_STATUS.waitingEvaluate:
      return 'attention';
    case ORDER_STATUS.completed:
    case ORDER_STATUS.refunded:
    case ORDER_STATUS.repurchased:
      return 'done';
    case ORDER_STATUS.closed:
      return 'closed';
    default:
      return 'progress';
  }
}

const REFUND_KEYS = statusKeys('order.refund', REFUND_STATUS);

/** Locale key of a refund status: in progress, in progress by backend, refunded, refused. */
export function refundStatusKey(status: RefundStatus): string {
  return REFUND_KEYS[status];
}

const BUY_BACK_KEYS = statusKeys('order.buyBack', BUY_BACK_STATUS);

/** Locale key of a repurchase status: in progress, completed, failed. */
export function buyBackStatusKey(status: BuyBackStatus): string {
  return BUY_BACK_KEYS[status];
}

/** What the shopper can do with an order on the order pages. */
export type OrderAction = 'pay' | 'cancel' | 'confirm' | 'logistics' | 'refund' | 'repurchase' | 'review';

/** The shopper's events of the SDK's table and the action each one offers, in button order. */
const EVENT_ACTIONS: readonly (readonly [OrderEvent, OrderAction])[] = [
  ['order.cancel', 'cancel'],
  ['refund.request', 'refund'],
  ['repurchase.request', 'repurchase'],
  ['order.pay', 'pay'],
  ['order.confirm', 'confirm'],
  ['order.review', 'review'],
];

/**
 * The actions an order offers, from the SDK's transition table (the one the server enforces):
 * pay and cancel while unpaid; refund and repurchase while paid or shipped (a refused refund may
 * be asked again); confirm receipt once shipped; a review while waiting for evaluation; and the
 * logistics once it has a shipment. The quiet actions come first, the one the shopper is waited on
 * for last.
 */
export function orderActions(
  order: Pick<OrderRow, 'status' | 'refund'> & { shipped?: boolean },
): OrderAction[] {
  const events = allowedOrderEvents(
    { status: order.status, ...(order.refund ? { refundStatus: order.refund.status } : {}) },
    'shopper',
  );
  const actions: OrderAction[] = order.shipped ? ['logistics'] : [];
  for (const [event, action] of EVENT_ACTIONS) {
    if (events.includes(event)) {
      actions.push(action);
    }
  }
  return actions;
}

/**
 * The status line of an order: while a refund is open its own state (in progress, in progress by
 * backend); back in paid or shipped after a refused refund or a failed repurchase, the status with
 * that outcome.
 */
export function orderStatusText(
  order: Pick<OrderRow, 'status' | 'refund' | 'buyBack'>,
  t: (key: string) => string,
): string {
  const status = t(orderStatusKey(order.status));
  if (order.status === ORDER_STATUS.refunding && order.refund) {
    return t(refundStatusKey(order.refund.status));
  }
  // A refused request shows only while the order is back where it was (paid or shipped).
  const backWhereItWas =
    order.status === ORDER_STATUS.waitingShip || order.status === ORDER_STATUS.waitingReceive;
  if (backWhereItWas && order.refund?.status === REFUND_STATUS.refused) {
    return `${status} · ${t(refundStatusKey(order.refund.status))}`;
  }
  if (backWhereItWas && order.buyBack?.status === BUY_BACK_STATUS.failed) {
    return `${status} · ${t(buyBackStatusKey(order.buyBack.status))}`;
  }
  return status;
}
