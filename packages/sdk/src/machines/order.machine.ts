import { assertEvent, assign, fromPromise } from 'xstate';
import type { MallClient } from '../client/create-mall-client';
import { nextOrderState } from '../lifecycle/order-transitions';
import { multiplyMoney } from '../money/arithmetic';
import { type Cents, toCents, toWireAmount } from '../money/money';
import type { FieldError } from '../schemas/field-errors';
import type { OrderDetail } from '../schemas/order.schema';
import { ApiError, ERROR_CODE, toApiError } from '../transport/api-error';
import { isOrderAction, ORDER_ACTION_TYPES, type OrderAction, orderActionErrors } from './order-actions';
import {
  type OrderStateValue,
  orderLifecycleOf,
  orderStateOf,
  orderStateRoutes,
  orderStatusStates,
  orderTableTransitions,
} from './order-states';
import { setupMachine } from './setup-machine';

/** The calls the order machine makes. */
export type OrderMachineClient = Pick<MallClient, 'order' | 'goods' | 'params'>;

/** Every event the order machine accepts. */
export type OrderMachineEvent =
  | OrderAction
  /** Goes ahead with an action that asked for confirmation (confirm receipt, repurchase). */
  | { type: 'order.action.accept' }
  /** Drops an action that asked for confirmation. */
  | { type: 'order.action.dismiss' }
  /** Loads the order again (pull-to-refresh, retry, or after an operator moved it). */
  | { type: 'order.refresh' };

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

/** What `createActor(orderMachine, { input })` takes: the client and the order to show. */
export interface OrderMachineInput {
  client: OrderMachineClient;
  orderId: number;
}

/** What the order detail page reads from `snapshot.context`: the order and the action under way. */
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

/**
 * One order, following `ORDER_TRANSITIONS`: the states are the order statuses (refund and
 * repurchase nested), the shopper events are the table's, each guarded by `nextOrderState`. An
 * action is sent with the SDK, then the order is loaded again and the machine goes to the status
 * the server answers with — also when the action failed (the failure stays in `error`).
 * @example
 * const actor = createActor(orderMachine, { input: { client, orderId: 3 } }).start();
 * actor.send({ type: 'order.pay' });
 */
export const orderMachine = /* @__PURE__ */ (() =>
  setupMachine({
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
          onError: {
            target: 'loadFailed',
            actions: assign({ error: ({ event }) => toApiError(event.error) }),
          },
        },
      },
      loadFailed: {
        description: 'The order could not be loaded: the error view with `error.message`; tap to retry.',
        on: { 'order.refresh': { target: 'loading', actions: 'clearErrors' } },
      },
      routing: {
        description: 'Picks the state of the status the server answered (no time passes here).',
        always: orderStateRoutes,
      },
      ready: {
        description: 'The order detail with the buttons of `allowedOrderEvents(order, "shopper")`.',
        on: {
          ...orderTableTransitions,
          'order.refresh': { target: 'loading', actions: 'clearErrors' },
        },
        // Entered only through `routing`, which names the child; every order starts unpaid.
        initial: 'waitingPay',
        states: orderStatusStates,
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
  }))();
