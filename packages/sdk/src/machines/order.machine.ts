import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { MallClient } from '../client/create-mall-client';
import { BUY_BACK_STATUS, ORDER_STATUS, type OrderStatus, REFUND_STATUS } from '../lifecycle/order-lifecycle';
import {
  nextOrderState,
  ORDER_TRANSITIONS,
  type OrderEvent,
  type OrderLifecycleState,
} from '../lifecycle/order-transitions';
import { type Cents, multiplyMoney, toCents, toWireAmount } from '../money/money';
import { type FieldError, fieldErrorsOf } from '../schemas/field-errors';
import { goodsCommentSubmitRequestSchema } from '../schemas/goods.schema';
import {
  type OrderDetail,
  orderCancelRequestSchema,
  orderRefundRequestSchema,
} from '../schemas/order.schema';
import { VALIDATION_MESSAGES } from '../schemas/validation-messages';
import { ApiError, ERROR_CODE } from '../transport/api-error';
import { toApiError } from './api-failure';

/** The calls the order machine makes. */
export type OrderMachineClient = Pick<MallClient, 'order' | 'goods' | 'params'>;

/** What the shopper can do to an order; each one is a shopper event of `ORDER_TRANSITIONS`. */
export type OrderAction =
  | { type: 'order.pay' }
  | { type: 'order.cancel' /** The cancel reason (an `orderCancelReason` name). */; reason?: string }
  | { type: 'order.confirm' }
  | { type: 'order.review'; goodsId: number; starCount: number; content: string; pics?: string[] }
  | { type: 'refund.request' /** An `orderRefundReason` name. */; reason: string; amount?: Cents }
  | { type: 'repurchase.request' };

/** Every event the order machine accepts. */
export type OrderMachineEvent =
  | OrderAction
  /** Goes ahead with an action that asked for confirmation (confirm receipt, repurchase). */
  | { type: 'order.action.accept' }
  /** Drops an action that asked for confirmation. */
  | { type: 'order.action.dismiss' }
  /** Loads the order again (pull-to-refresh, retry, or after an operator moved it). */
  | { type: 'order.refresh' };

/** The actions the machine implements, one per shopper event of the table. */
export const ORDER_ACTION_TYPES: readonly OrderAction['type'][] = [
  'order.pay',
  'order.cancel',
  'order.confirm',
  'order.review',
  'refund.request',
  'repurchase.request',
];

/** What a repurchase would pay back, shown before the shopper confirms it. */
export interface RepurchaseQuote {
  /** The current `repurchaseRate`, a decimal fraction such as `"0.9"`. */
  rate: string;
  /** Actual payment × rate, half-up, in cents. */
  amount: Cents;
}

/** What the `runOrderAction` actor gets. */
export interface OrderActionInput {
  client: OrderMachineClient;
  order: OrderDetail;
  action: OrderAction;
}

export interface OrderMachineInput {
  client: OrderMachineClient;
  orderId: number;
}

export interface OrderMachineContext {
  client: OrderMachineClient;
  orderId: number;
  /** The order as the server last answered it. */
  order: OrderDetail | null;
  /** The action being checked, confirmed or sent. */
  action: OrderAction | null;
  /** The repurchase offer while the shopper confirms a repurchase. */
  quote: RepurchaseQuote | null;
  /** Why the last load or action failed, in the server's words. */
  error: ApiError | null;
  /** Why the last action was not sent (validation keys of `@mall/sdk/schemas`). */
  fieldErrors: FieldError[];
}

type OrderStatusName = keyof typeof ORDER_STATUS;

/** The shopper events of the transition table, in table order: the buttons an order can ever show. */
export const SHOPPER_ORDER_EVENTS: readonly OrderEvent[] = [
  ...new Set(
    ORDER_TRANSITIONS.filter((row) => row.actor === 'shopper' && row.from !== null).map((row) => row.event),
  ),
];

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
const statusStates = {
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
export const ORDER_STATE_VALUES: readonly OrderStateValue[] = Object.entries(statusStates).flatMap(
  ([name, config]) =>
    'states' in config ? Object.keys(config.states).map((child) => `${name}.${child}`) : [name],
);

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

function isOrderAction(event: OrderMachineEvent): event is OrderAction {
  return (ORDER_ACTION_TYPES as readonly string[]).includes(event.type);
}

function amountErrors(amount: Cents | undefined, payPrice: number): FieldError[] {
  if (amount === undefined) {
    return [];
  }
  if (!Number.isSafeInteger(amount)) {
    return [{ field: 'amount', key: VALIDATION_MESSAGES.money }];
  }
  const paid = toCents(payPrice);
  return amount > paid
    ? [{ field: 'amount', key: VALIDATION_MESSAGES.max, params: { max: toWireAmount(paid) } }]
    : [];
}

/**
 * Why an action cannot be sent as it is, with the same schemas the server validates with; `[]`
 * when it can. A refund amount must also not exceed the actual payment.
 */
export function orderActionErrors(order: OrderDetail, action: OrderAction): FieldError[] {
  switch (action.type) {
    case 'order.cancel':
      return fieldErrorsOf(orderCancelRequestSchema, { orderId: order.id, remark: action.reason });
    case 'refund.request': {
      const amountProblems = amountErrors(action.amount, order.payPrice);
      const wireAmount =
        action.amount === undefined || amountProblems.length > 0 ? undefined : toWireAmount(action.amount);
      return [
        ...fieldErrorsOf(orderRefundRequestSchema, {
          orderId: order.id,
          reason: action.reason,
          amount: wireAmount,
        }),
        ...amountProblems,
      ];
    }
    case 'order.review':
      return fieldErrorsOf(goodsCommentSubmitRequestSchema, {
        orderId: order.id,
        goodsId: action.goodsId,
        starCount: action.starCount,
        content: action.content,
        pics: action.pics,
      });
    case 'order.pay':
    case 'order.confirm':
    case 'repurchase.request':
      return [];
    default:
      return action satisfies never;
  }
}

/** Sends one action to the server; what it changed is read back with `fetchOrder`. */
async function sendOrderAction(
  client: OrderMachineClient,
  order: OrderDetail,
  action: OrderAction,
  signal: AbortSignal,
): Promise<void> {
  const orderId = order.id;
  switch (action.type) {
    case 'order.pay':
      await client.order.pay.accountPay({ orderId }, { signal });
      return;
    case 'order.cancel':
      await client.order.info.cancel({ orderId, remark: action.reason }, { signal });
      return;
    case 'order.confirm':
      await client.order.info.confirm({ orderId }, { signal });
      return;
    case 'order.review':
      await client.goods.comment.submit(
        {
          orderId,
          goodsId: action.goodsId,
          starCount: action.starCount,
          content: action.content,
          pics: action.pics,
        },
        { signal },
      );
      return;
    case 'refund.request':
      await client.order.info.refund(
        {
          orderId,
          reason: action.reason,
          amount: action.amount === undefined ? undefined : toWireAmount(action.amount),
        },
        { signal },
      );
      return;
    case 'repurchase.request':
      await client.order.pay.buyBack({ orderId }, { signal });
      return;
    default:
      return action satisfies never;
  }
}

/** The transitions of `ready`: one per shopper event of the table, each guarded by the table. */
const tableTransitions = Object.fromEntries(
  SHOPPER_ORDER_EVENTS.map((event) => [
    event,
    { guard: 'allowedByTable', target: 'checking', actions: 'rememberAction' } as const,
  ]),
);

/** Every `ready.<state>` reached from `routing`, one guarded transition per leaf state. */
const routes = ORDER_STATE_VALUES.map((value) => ({
  guard: { type: 'isInState', params: { value } } as const,
  target: `ready.${value}`,
}));

/**
 * One order, following `ORDER_TRANSITIONS`: the states are the order statuses (refund and
 * repurchase nested), the shopper events are the table's, each guarded by `nextOrderState`. An
 * action is sent with the SDK, then the order is loaded again and the machine goes to the status
 * the server answers with — also when the action failed (the failure stays in `error`).
 * @example
 * const actor = createActor(orderMachine, { input: { client, orderId: 3 } }).start();
 * actor.send({ type: 'order.pay' });
 */
export const orderMachine = setup({
  types: {
    context: {} as OrderMachineContext,
    events: {} as OrderMachineEvent,
    input: {} as OrderMachineInput,
  },
  actors: {
    fetchOrder: fromPromise<OrderDetail, { client: OrderMachineClient; orderId: number }>(
      ({ input, signal }) => input.client.order.info.info({ id: input.orderId }, { signal }),
    ),
    runOrderAction: fromPromise<void, OrderActionInput>(({ input, signal }) =>
      sendOrderAction(input.client, input.order, input.action, signal),
    ),
    loadRepurchaseRate: fromPromise<string, { client: OrderMachineClient }>(async ({ input }) => {
      const rate = await input.client.params.get('repurchaseRate');
      if (rate === null) {
        throw new ApiError({ code: ERROR_CODE.businessFailure, message: 'repurchase is not offered' });
      }
      return rate;
    }),
  },
  guards: {
    isInState: ({ context }, params: { value: OrderStateValue }) =>
      context.order !== null && orderStateOf(context.order) === params.value,
    allowedByTable: ({ context, event }) =>
      context.order !== null &&
      isOrderAction(event) &&
      nextOrderState(orderLifecycleOf(context.order), event.type, 'shopper') !== undefined,
    actionInvalid: ({ context }) =>
      context.order !== null &&
      context.action !== null &&
      orderActionErrors(context.order, context.action).length > 0,
    actionIsRepurchase: ({ context }) => context.action?.type === 'repurchase.request',
    actionNeedsConfirmation: ({ context }) => context.action?.type === 'order.confirm',
  },
  actions: {
    rememberAction: assign(({ event }) => {
      assertEvent(event, ORDER_ACTION_TYPES);
      return { action: event, quote: null, error: null, fieldErrors: [] };
    }),
    rejectAction: assign(({ context }) => ({
      fieldErrors:
        context.order !== null && context.action !== null
          ? orderActionErrors(context.order, context.action)
          : [],
      action: null,
    })),
    forgetAction: assign({ action: null, quote: null }),
    clearErrors: assign({ error: null, fieldErrors: [] }),
  },
}).createMachine({
  id: 'order',
  description: 'One order of the shopper, from its detail page or a row of the order list.',
  context: ({ input }) => ({
    client: input.client,
    orderId: input.orderId,
    order: null,
    action: null,
    quote: null,
    error: null,
    fieldErrors: [],
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Loading the order: a skeleton (or the last answer, greyed).',
      invoke: {
        src: 'fetchOrder',
        input: ({ context }) => ({ client: context.client, orderId: context.orderId }),
        onDone: { target: 'routing', actions: assign({ order: ({ event }) => event.output }) },
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => toApiError(event.error) }) },
      },
    },
    loadFailed: {
      description: 'The order could not be loaded: the error view with `error.message`; tap to retry.',
      on: { 'order.refresh': { target: 'loading', actions: 'clearErrors' } },
    },
    routing: {
      description: 'Picks the state of the status the server answered (no time passes here).',
      always: routes,
    },
    ready: {
      description: 'The order detail with the buttons of `allowedOrderEvents(order, "shopper")`.',
      on: {
        ...tableTransitions,
        'order.refresh': { target: 'loading', actions: 'clearErrors' },
      },
      // Entered only through `routing`, which names the child; every order starts unpaid.
      initial: 'waitingPay',
      states: statusStates,
    },
    checking: {
      description: 'Checks the action against the shared schemas (no time passes here).',
      always: [
        { guard: 'actionInvalid', target: 'routing', actions: 'rejectAction' },
        { guard: 'actionIsRepurchase', target: 'quoting' },
        { guard: 'actionNeedsConfirmation', target: 'confirming' },
        { target: 'submitting' },
      ],
    },
    quoting: {
      description: 'Loading the current repurchase rate.',
      invoke: {
        src: 'loadRepurchaseRate',
        input: ({ context }) => ({ client: context.client }),
        onDone: {
          target: 'confirming',
          actions: assign({
            quote: ({ context, event }) => ({
              rate: event.output,
              amount: multiplyMoney(toCents(context.order?.payPrice ?? 0), event.output),
            }),
          }),
        },
        onError: {
          target: 'routing',
          actions: ['forgetAction', assign({ error: ({ event }) => toApiError(event.error) })],
        },
      },
    },
    confirming: {
      description:
        'A confirm dialog: for a repurchase "Please confirm whether to repurchase?" with `quote.rate` and `quote.amount`; for confirm receipt the warning that refunds and after-sales end.',
      on: {
        'order.action.accept': 'submitting',
        'order.action.dismiss': { target: 'routing', actions: 'forgetAction' },
      },
    },
    submitting: {
      description: 'Sending `action` to the server: its button shows a spinner, the others are disabled.',
      invoke: {
        src: 'runOrderAction',
        input: ({ context }) => {
          if (context.order === null || context.action === null) {
            throw new Error('submitting needs an order and an action');
          }
          return { client: context.client, order: context.order, action: context.action };
        },
        onDone: { target: 'loading', actions: 'forgetAction' },
        onError: {
          target: 'loading',
          actions: ['forgetAction', assign({ error: ({ event }) => toApiError(event.error) })],
        },
      },
    },
  },
});
