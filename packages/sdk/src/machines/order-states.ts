import { BUY_BACK_STATUS, ORDER_STATUS, type OrderStatus, REFUND_STATUS } from '../lifecycle/order-lifecycle';
import { ORDER_TRANSITIONS, type OrderEvent, type OrderLifecycleState } from '../lifecycle/order-transitions';
import type { OrderDetail } from '../schemas/order.schema';

type OrderStatusName = keyof typeof ORDER_STATUS;

/** The shopper events of the transition table, in table order: the buttons an order can ever show. */
export const SHOPPER_ORDER_EVENTS: readonly OrderEvent[] = /* @__PURE__ */ (() => [
  ...new Set(
    ORDER_TRANSITIONS.filter((row) => row.actor === 'shopper' && row.from !== null).map((row) => row.event),
  ),
])();

const afterSaleStates = {
  open: { description: 'The order as it is; the after-sales buttons the table allows.' },
  refundRefused: {
    description: 'The refund was refused: show `order.refund.refuseReason`; a refund may be requested again.',
  },
  repurchaseFailed: {
    description: 'The repurchase failed: show `order.buyBack.failReason`.',
  },
};

/** One state per order status (contract §9), with the refund and repurchase sub-flows nested. */
export const orderStatusStates = {
  waitingPay: { description: 'Waiting for you to pay: pay and cancel (with a reason) buttons.' },
  waitingShip: {
    description: 'Waiting for the merchant to ship: refund and repurchase buttons.',
    initial: 'open',
    states: afterSaleStates,
  },
  waitingReceive: {
    description: 'Waiting for you to receive: confirm receipt, refund and repurchase buttons; logistics.',
    initial: 'open',
    states: afterSaleStates,
  },
  waitingEvaluate: { description: 'Waiting for your review: a review form per goods line not yet reviewed.' },
  completed: { description: 'Completed.' },
  refunding: {
    description: 'Refund in progress: reason and amount of `order.refund`.',
    initial: 'applied',
    states: {
      applied: { description: 'Refund applied, waiting for the merchant.' },
      inProgressByBackend: { description: 'Refund in progress by the backend.' },
    },
  },
  refunded: { description: 'Refunded: the amount is back in the balance.' },
  closed: { description: 'Closed (cancelled or not paid in time): `order.cancelReason` if any.' },
  repurchasing: { description: 'Repurchase application in progress: rate and amount of `order.buyBack`.' },
  repurchased: { description: 'Repurchase completed: the amount is credited to the balance.' },
} satisfies Record<OrderStatusName, { description: string; initial?: string; states?: object }>;

/** A leaf state under `ready`, e.g. `waitingShip.refundRefused`. */
export type OrderStateValue = string;

/** Every leaf state under `ready`, read from the status states above. */
export const ORDER_STATE_VALUES: readonly OrderStateValue[] = /* @__PURE__ */ (() =>
  Object.entries(orderStatusStates).flatMap(([name, config]) =>
    'states' in config ? Object.keys(config.states).map((child) => `${name}.${child}`) : [name],
  ))();

function statusName(status: OrderStatus): OrderStatusName {
  const names = Object.keys(ORDER_STATUS) as OrderStatusName[];
  const name = names.find((candidate) => ORDER_STATUS[candidate] === status);
  if (name === undefined) {
    throw new RangeError(`unknown order status ${status}`);
  }
  return name;
}

function applyTimeOf(record: { applyTime?: string | null } | null | undefined): number {
  const time = record?.applyTime ? Date.parse(record.applyTime) : Number.NaN;
  return Number.isNaN(time) ? 0 : time;
}

/**
 * The state under `ready` an order answered by the server belongs in.
 * @example
 * orderStateOf({ status: 5, refund: { status: 3, ... } }); // 'refunding.inProgressByBackend'
 * orderStateOf({ status: 1, refund: { status: 2, refuseReason: 'Shipped already', ... } }); // 'waitingShip.refundRefused'
 */
export function orderStateOf(order: Pick<OrderDetail, 'status' | 'refund' | 'buyBack'>): OrderStateValue {
  const name = statusName(order.status);
  if (order.status === ORDER_STATUS.refunding) {
    return order.refund?.status === REFUND_STATUS.inProgressByBackend
      ? `${name}.inProgressByBackend`
      : `${name}.applied`;
  }
  if (order.status === ORDER_STATUS.waitingShip || order.status === ORDER_STATUS.waitingReceive) {
    const refundRefused = order.refund?.status === REFUND_STATUS.refused;
    const repurchaseFailed = order.buyBack?.status === BUY_BACK_STATUS.failed;
    if (refundRefused && repurchaseFailed) {
      // Both were turned down once: show the later one.
      return applyTimeOf(order.buyBack) > applyTimeOf(order.refund)
        ? `${name}.repurchaseFailed`
        : `${name}.refundRefused`;
    }
    if (refundRefused) {
      return `${name}.refundRefused`;
    }
    return repurchaseFailed ? `${name}.repurchaseFailed` : `${name}.open`;
  }
  return name;
}

/** The part of an order the transition table reads. */
export function orderLifecycleOf(order: Pick<OrderDetail, 'status' | 'refund'>): OrderLifecycleState {
  return { status: order.status, refundStatus: order.refund?.status ?? null };
}

/**
 * The transitions of `ready`: one per shopper event of the table, each guarded by the table
 * (`allowedByTable` and `rememberAction` are implemented in the order machine's `setup`).
 */
export const orderTableTransitions = /* @__PURE__ */ (() =>
  Object.fromEntries(
    SHOPPER_ORDER_EVENTS.map((event) => [
      event,
      { guard: 'allowedByTable', target: 'checking', actions: 'rememberAction' } as const,
    ]),
  ))();

/** Every `ready.<state>` reached from `routing`, one transition per leaf state guarded by `isInState`. */
export const orderStateRoutes = /* @__PURE__ */ (() =>
  ORDER_STATE_VALUES.map((value) => ({
    guard: { type: 'isInState', params: { value } } as const,
    target: `ready.${value}`,
  })))();
