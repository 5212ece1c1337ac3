import {
  BUY_BACK_STATUS,
  type BuyBackStatus,
  ORDER_STATUS,
  type OrderStatus,
  REFUND_STATUS,
  type RefundStatus,
} from './order-lifecycle';

/** Who may fire an order event. */
export type OrderActor = 'shopper' | 'operator' | 'server';

/** Every order lifecycle event, lower-case dotted. */
export const ORDER_EVENTS = [
  'order.create',
  'order.pay',
  'order.cancel',
  'order.timeout',
  'order.ship',
  'order.confirm',
  'order.autoConfirm',
  'order.review',
  'refund.request',
  'refund.approve',
  'refund.complete',
  'refund.refuse',
  'repurchase.request',
  'repurchase.approve',
  'repurchase.refuse',
] as const;

/** An order lifecycle event. */
export type OrderEvent = (typeof ORDER_EVENTS)[number];

/** What else happens when a transition is taken (the server performs these in the same transaction). */
export type OrderEffect =
  | 'reserveStock'
  | 'consumeCoupon'
  | 'debitBalance'
  | 'releaseStock'
  | 'releaseCoupon'
  | 'storeLogistics'
  | 'creditRefund'
  | 'restoreStock'
  | 'fixRepurchaseRate'
  | 'creditRepurchase';

/** One row of the order transition table. */
export interface OrderTransition {
  /** The status the order must be in; `null` for creation. */
  readonly from: OrderStatus | null;
  /** When set, the refund sub-status the order must be in. */
  readonly whenRefund?: RefundStatus;
  readonly event: OrderEvent;
  readonly actor: OrderActor;
  /** The status after the event; `'previous'` is the status before the refund or repurchase request. */
  readonly to: OrderStatus | 'previous';
  /** The refund sub-status after the event, when it changes. */
  readonly refundTo?: RefundStatus;
  /** The repurchase sub-status after the event, when it changes. */
  readonly buyBackTo?: BuyBackStatus;
  readonly effects: readonly OrderEffect[];
}

const { waitingPay, waitingShip, waitingReceive, waitingEvaluate, completed, refunding, refunded, closed } =
  ORDER_STATUS;
const { repurchasing, repurchased } = ORDER_STATUS;

/**
 * The complete order transition table (contract §9). Anything not listed is refused with code
 * 1001 and changes nothing. Refund and repurchase requests are possible only in 1 and 2: after
 * receipt is confirmed neither can be requested, and they are never open at once.
 * @example
 * ORDER_TRANSITIONS.filter((row) => row.from === 0).map((row) => row.event); // ['order.pay', 'order.cancel', 'order.timeout']
 */
export const ORDER_TRANSITIONS: readonly OrderTransition[] = [
  {
    from: null,
    event: 'order.create',
    actor: 'shopper',
    to: waitingPay,
    effects: ['reserveStock', 'consumeCoupon'],
  },
  { from: waitingPay, event: 'order.pay', actor: 'shopper', to: waitingShip, effects: ['debitBalance'] },
  {
    from: waitingPay,
    event: 'order.cancel',
    actor: 'shopper',
    to: closed,
    effects: ['releaseStock', 'releaseCoupon'],
  },
  {
    from: waitingPay,
    event: 'order.timeout',
    actor: 'server',
    to: closed,
    effects: ['releaseStock', 'releaseCoupon'],
  },
  {
    from: waitingShip,
    event: 'order.ship',
    actor: 'operator',
    to: waitingReceive,
    effects: ['storeLogistics'],
  },
  { from: waitingReceive, event: 'order.confirm', actor: 'shopper', to: waitingEvaluate, effects: [] },
  { from: waitingReceive, event: 'order.autoConfirm', actor: 'server', to: waitingEvaluate, effects: [] },
  { from: waitingEvaluate, event: 'order.review', actor: 'shopper', to: completed, effects: [] },
  {
    from: waitingShip,
    event: 'refund.request',
    actor: 'shopper',
    to: refunding,
    refundTo: REFUND_STATUS.applied,
    effects: [],
  },
  {
    from: waitingReceive,
    event: 'refund.request',
    actor: 'shopper',
    to: refunding,
    refundTo: REFUND_STATUS.applied,
    effects: [],
  },
  {
    from: refunding,
    whenRefund: REFUND_STATUS.applied,
    event: 'refund.approve',
    actor: 'operator',
    to: refunding,
    refundTo: REFUND_STATUS.inProgressByBackend,
    effects: [],
  },
  {
    from: refunding,
    whenRefund: REFUND_STATUS.inProgressByBackend,
    event: 'refund.complete',
    actor: 'operator',
    to: refunded,
    refundTo: REFUND_STATUS.refunded,
    effects: ['creditRefund', 'restoreStock'],
  },
  {
    from: refunding,
    whenRefund: REFUND_STATUS.applied,
    event: 'refund.refuse',
    actor: 'operator',
    to: 'previous',
    refundTo: REFUND_STATUS.refused,
    effects: [],
  },
  {
    from: waitingShip,
    event: 'repurchase.request',
    actor: 'shopper',
    to: repurchasing,
    buyBackTo: BUY_BACK_STATUS.applying,
    effects: ['fixRepurchaseRate'],
  },
  {
    from: waitingReceive,
    event: 'repurchase.request',
    actor: 'shopper',
    to: repurchasing,
    buyBackTo: BUY_BACK_STATUS.applying,
    effects: ['fixRepurchaseRate'],
  },
  {
    from: repurchasing,
    event: 'repurchase.approve',
    actor: 'operator',
    to: repurchased,
    buyBackTo: BUY_BACK_STATUS.completed,
    effects: ['creditRepurchase'],
  },
  {
    from: repurchasing,
    event: 'repurchase.refuse',
    actor: 'operator',
    to: 'previous',
    buyBackTo: BUY_BACK_STATUS.failed,
    effects: [],
  },
];

/** The part of an order the transition table looks at. */
export interface OrderLifecycleState {
  status: OrderStatus;
  /** The refund sub-status, when the order has a refund record. */
  refundStatus?: RefundStatus | null;
  /** The status before an open refund or repurchase request (to return to on refusal). */
  previousStatus?: OrderStatus | null;
}

/**
 * Finds the table row that allows `event` in `state`, or `undefined` when the event is refused.
 * @example
 * findOrderTransition({ status: 0 }, 'order.pay')?.to; // 1
 * findOrderTransition({ status: 3 }, 'refund.request'); // undefined
 */
export function findOrderTransition(
  state: OrderLifecycleState | null,
  event: OrderEvent,
  actor?: OrderActor,
): OrderTransition | undefined {
  return ORDER_TRANSITIONS.find(
    (row) =>
      row.event === event &&
      (actor === undefined || row.actor === actor) &&
      (state === null
        ? row.from === null
        : row.from === state.status &&
          (row.whenRefund === undefined || row.whenRefund === (state.refundStatus ?? undefined))),
  );
}

/**
 * Applies `event` to `state`: the next lifecycle state, or `undefined` when the table refuses it.
 * A refusal returns to `previousStatus`, which the request transition records.
 * @example
 * nextOrderState({ status: 2 }, 'refund.request'); // { status: 5, refundStatus: 0, previousStatus: 2 }
 */
export function nextOrderState(
  state: OrderLifecycleState | null,
  event: OrderEvent,
  actor?: OrderActor,
): OrderLifecycleState | undefined {
  const row = findOrderTransition(state, event, actor);
  if (!row) {
    return undefined;
  }
  if (row.to === 'previous') {
    const previous = state?.previousStatus;
    if (previous === undefined || previous === null) {
      return undefined;
    }
    return {
      status: previous,
      refundStatus: row.refundTo ?? state?.refundStatus ?? null,
      previousStatus: null,
    };
  }
  const isRequest = row.event === 'refund.request' || row.event === 'repurchase.request';
  return {
    status: row.to,
    refundStatus: row.refundTo ?? state?.refundStatus ?? null,
    previousStatus: isRequest ? (state?.status ?? null) : (state?.previousStatus ?? null),
  };
}

/**
 * The events an actor may fire in a state — e.g. the buttons to show a shopper on an order.
 * @example
 * allowedOrderEvents({ status: 0 }, 'shopper'); // ['order.pay', 'order.cancel']
 */
export function allowedOrderEvents(state: OrderLifecycleState, actor: OrderActor): OrderEvent[] {
  const events: OrderEvent[] = [];
  for (const event of ORDER_EVENTS) {
    if (!events.includes(event) && nextOrderState(state, event, actor)) {
      events.push(event);
    }
  }
  return events;
}
