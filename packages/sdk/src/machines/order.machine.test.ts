import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, getNextSnapshot, waitFor } from 'xstate';
import { createMallClient } from '../client/create-mall-client';
import { ORDER_STATUSES, type OrderStatus, type RefundStatus } from '../lifecycle/order-lifecycle';
import {
  allowedOrderEvents,
  nextOrderState,
  ORDER_EVENTS,
  ORDER_TRANSITIONS,
  type OrderEvent,
} from '../lifecycle/order-transitions';
import type { OrderDetail } from '../schemas/order.schema';
import { createMemoryStorage } from '../storage/storage';
import { type LocalApiServer, ok, startLocalApiServer } from '../test-support/local-api-server';
import { ApiError } from '../transport/api-error';
import { type OrderActionInput, type OrderMachineEvent, orderMachine } from './order.machine';
import { ORDER_ACTION_TYPES, type OrderAction } from './order-actions';
import { ORDER_STATE_VALUES, orderStateOf, SHOPPER_ORDER_EVENTS } from './order-states';

// The machine's own actors are replaced in every test but the last block, so this client is never called.
const client = createMallClient({ baseURL: 'http://127.0.0.1:9/api', storage: createMemoryStorage() });

function orderWith(status: OrderStatus, extra: Partial<OrderDetail> = {}): OrderDetail {
  return {
    id: 3,
    createTime: '2026-01-31T08:00:00+08:00',
    orderNum: 'M0003',
    status,
    price: 60,
    discountPrice: 0,
    payPrice: 59.97,
    goodsList: [{ goodsId: 12, specId: 30, title: 'Tea', price: 19.99, count: 3, isComment: false }],
    ...extra,
  };
}

/** A fake server: `fetchOrder` answers the current order; each action may move it. */
function fakeServer(
  start: OrderDetail,
  onAction: (action: OrderAction) => OrderDetail | Error = () => start,
) {
  let current = start;
  const sent: OrderAction[] = [];
  const machine = orderMachine.provide({
    actors: {
      fetchOrder: fromPromise(async () => current),
      runOrderAction: fromPromise<void, OrderActionInput>(async ({ input }) => {
        sent.push(input.action);
        const answer = onAction(input.action);
        if (answer instanceof Error) {
          throw answer;
        }
        current = answer;
      }),
      loadRepurchaseRate: fromPromise(async () => '0.9'),
    },
  });
  return {
    machine,
    sent,
    setOrder(order: OrderDetail) {
      current = order;
    },
  };
}

async function readyActor(server: ReturnType<typeof fakeServer>) {
  const actor = createActor(server.machine, { input: { client, orderId: 3 } }).start();
  await waitFor(actor, (snapshot) => snapshot.matches('ready'));
  return actor;
}

describe('order machine', () => {
  it('pays an unpaid order and moves to the status the server answers', async () => {
    const server = fakeServer(orderWith(0), () => orderWith(1, { payTime: '2026-01-31T08:05:00+08:00' }));
    const actor = await readyActor(server);
    expect(actor.getSnapshot().value).toEqual({ ready: 'waitingPay' });

    actor.send({ type: 'order.pay' });
    expect(actor.getSnapshot().value).toBe('submitting');
    const snapshot = await waitFor(actor, (state) => state.matches('ready'));

    expect(server.sent).toEqual([{ type: 'order.pay' }]);
    expect(snapshot.value).toEqual({ ready: { waitingShip: 'open' } });
    expect(snapshot.context.order?.status).toBe(1);
    expect(snapshot.context.error).toBeNull();
  });

  it('keeps an unpaid order and the server message when the balance is short', async () => {
    const short = new ApiError({ code: 1001, message: 'Insufficient account balance, please recharge' });
    const server = fakeServer(orderWith(0), () => short);
    const actor = await readyActor(server);

    actor.send({ type: 'order.pay' });
    const snapshot = await waitFor(actor, (state) => state.matches('ready') && state.context.error !== null);

    expect(snapshot.value).toEqual({ ready: 'waitingPay' });
    expect(snapshot.context.error?.message).toBe('Insufficient account balance, please recharge');
    expect(snapshot.can({ type: 'order.pay' })).toBe(true);
  });

  it('refuses confirming receipt of an unpaid order without calling the server', async () => {
    const server = fakeServer(orderWith(0));
    const actor = await readyActor(server);
    const before = actor.getSnapshot();

    expect(before.can({ type: 'order.confirm' })).toBe(false);
    const next = getNextSnapshot(server.machine, before, { type: 'order.confirm' });
    expect(next.value).toEqual({ ready: 'waitingPay' });
    actor.send({ type: 'order.confirm' });
    expect(actor.getSnapshot().value).toEqual({ ready: 'waitingPay' });
    expect(server.sent).toEqual([]);
  });

  it('cancels with a reason, and closes', async () => {
    const server = fakeServer(orderWith(0), () => orderWith(7, { cancelReason: 'Ordered by mistake' }));
    const actor = await readyActor(server);

    actor.send({ type: 'order.cancel', reason: 'Ordered by mistake' });
    const snapshot = await waitFor(actor, (state) => state.matches('ready'));

    expect(server.sent).toEqual([{ type: 'order.cancel', reason: 'Ordered by mistake' }]);
    expect(snapshot.value).toEqual({ ready: 'closed' });
    expect(snapshot.can({ type: 'order.pay' })).toBe(false);
  });

  it('asks before confirming receipt, and sends nothing when the shopper steps back', async () => {
    const server = fakeServer(orderWith(2), () => orderWith(3));
    const actor = await readyActor(server);

    actor.send({ type: 'order.confirm' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'order.action.dismiss' });
    expect(actor.getSnapshot().value).toEqual({ ready: { waitingReceive: 'open' } });
    expect(server.sent).toEqual([]);

    actor.send({ type: 'order.confirm' });
    actor.send({ type: 'order.action.accept' });
    const snapshot = await waitFor(actor, (state) => state.matches('ready'));
    expect(server.sent).toEqual([{ type: 'order.confirm' }]);
    expect(snapshot.value).toEqual({ ready: 'waitingEvaluate' });
    expect(snapshot.can({ type: 'refund.request', reason: 'Late' })).toBe(false);
  });

  it('does not send a refund without a reason or above the actual payment', async () => {
    const server = fakeServer(orderWith(1));
    const actor = await readyActor(server);

    actor.send({ type: 'refund.request', reason: ' ' });
    expect(actor.getSnapshot().value).toEqual({ ready: { waitingShip: 'open' } });
    expect(actor.getSnapshot().context.fieldErrors).toEqual([
      { field: 'reason', key: 'validation.refundReasonRequired' },
    ]);

    actor.send({ type: 'refund.request', reason: 'Damaged', amount: 5998 });
    expect(actor.getSnapshot().context.fieldErrors).toEqual([
      { field: 'amount', key: 'validation.max', params: { max: 59.97 } },
    ]);
    expect(server.sent).toEqual([]);
  });

  it('follows a refund through the merchant and the backend to refunded', async () => {
    const applied = { status: 0 as const, reason: 'Damaged', amount: 59.97, images: [] };
    const server = fakeServer(orderWith(2), () => orderWith(5, { refund: applied }));
    const actor = await readyActor(server);

    actor.send({ type: 'refund.request', reason: 'Damaged', amount: 5997 });
    let snapshot = await waitFor(actor, (state) => state.matches('ready'));
    expect(server.sent).toEqual([{ type: 'refund.request', reason: 'Damaged', amount: 5997 }]);
    expect(snapshot.value).toEqual({ ready: { refunding: 'applied' } });
    expect(snapshot.can({ type: 'repurchase.request' })).toBe(false);

    server.setOrder(orderWith(5, { refund: { ...applied, status: 3 } }));
    actor.send({ type: 'order.refresh' });
    snapshot = await waitFor(actor, (state) => state.matches('ready'));
    expect(snapshot.value).toEqual({ ready: { refunding: 'inProgressByBackend' } });

    server.setOrder(orderWith(6, { refund: { ...applied, status: 1 } }));
    actor.send({ type: 'order.refresh' });
    snapshot = await waitFor(actor, (state) => state.matches('ready'));
    expect(snapshot.value).toEqual({ ready: 'refunded' });
  });

  it('shows a refused refund with its reason and lets the shopper ask again', async () => {
    const refused = {
      status: 2 as const,
      reason: 'Damaged',
      amount: 59.97,
      images: [],
      refuseReason: 'Shipped already',
    };
    const server = fakeServer(orderWith(1, { refund: refused }));
    const actor = await readyActor(server);

    expect(actor.getSnapshot().value).toEqual({ ready: { waitingShip: 'refundRefused' } });
    expect(actor.getSnapshot().context.order?.refund?.refuseReason).toBe('Shipped already');
    expect(actor.getSnapshot().can({ type: 'refund.request', reason: 'Still damaged' })).toBe(true);
  });

  it('quotes the current repurchase rate before requesting a repurchase', async () => {
    const buyBack = { status: 0 as const, rate: '0.9', amount: 53.97 };
    const server = fakeServer(orderWith(1), () => orderWith(8, { buyBack }));
    const actor = await readyActor(server);

    actor.send({ type: 'repurchase.request' });
    let snapshot = await waitFor(actor, (state) => state.matches('confirming'));
    expect(snapshot.context.quote).toEqual({ rate: '0.9', amount: 5397 });
    expect(server.sent).toEqual([]);

    actor.send({ type: 'order.action.accept' });
    snapshot = await waitFor(actor, (state) => state.matches('ready'));
    expect(server.sent).toEqual([{ type: 'repurchase.request' }]);
    expect(snapshot.value).toEqual({ ready: 'repurchasing' });

    server.setOrder(orderWith(1, { buyBack: { ...buyBack, status: 2, failReason: 'Rate changed' } }));
    actor.send({ type: 'order.refresh' });
    snapshot = await waitFor(actor, (state) => state.matches('ready'));
    expect(snapshot.value).toEqual({ ready: { waitingShip: 'repurchaseFailed' } });
    expect(snapshot.context.order?.buyBack?.failReason).toBe('Rate changed');
  });

  it('reviews a line and moves on when the server says the order is complete', async () => {
    const server = fakeServer(orderWith(3), () => orderWith(4));
    const actor = await readyActor(server);

    actor.send({ type: 'order.review', goodsId: 12, starCount: 6, content: 'Great' });
    expect(actor.getSnapshot().context.fieldErrors.map((error) => error.field)).toEqual(['starCount']);
    actor.send({ type: 'order.review', goodsId: 12, starCount: 5, content: 'Great' });
    const snapshot = await waitFor(actor, (state) => state.matches('ready'));
    expect(snapshot.value).toEqual({ ready: 'completed' });
  });

  it('shows the load failure and retries on refresh', async () => {
    let attempts = 0;
    const machine = orderMachine.provide({
      actors: {
        fetchOrder: fromPromise(async () => {
          attempts += 1;
          if (attempts === 1) {
            throw new ApiError({ code: 5, message: 'fetch failed' });
          }
          return orderWith(4);
        }),
      },
    });
    const actor = createActor(machine, { input: { client, orderId: 3 } }).start();
    const failed = await waitFor(actor, (state) => state.matches('loadFailed'));
    expect(failed.context.error?.message).toBe('fetch failed');
    expect(failed.can({ type: 'order.pay' })).toBe(false);

    actor.send({ type: 'order.refresh' });
    const snapshot = await waitFor(actor, (state) => state.matches('ready'));
    expect(snapshot.value).toEqual({ ready: 'completed' });
    expect(snapshot.context.error).toBeNull();
  });
});

// One definition: the machine reads ORDER_TRANSITIONS; these tests walk the table and fail when the
// machine and `nextOrderState` (which the reference server enforces) disagree anywhere.
const SAMPLE_ACTIONS: Record<OrderAction['type'], OrderAction> = {
  'order.pay': { type: 'order.pay' },
  'order.cancel': { type: 'order.cancel', reason: 'Ordered by mistake' },
  'order.confirm': { type: 'order.confirm' },
  'order.review': { type: 'order.review', goodsId: 12, starCount: 5, content: 'Great' },
  'refund.request': { type: 'refund.request', reason: 'Damaged' },
  'repurchase.request': { type: 'repurchase.request' },
};

interface TableCase {
  status: OrderStatus;
  refundStatus: RefundStatus | null;
}

// Status 5 is two rows of the table (refund applied / in progress by backend).
const tableCases: TableCase[] = ORDER_STATUSES.flatMap((status): TableCase[] =>
  status === 5
    ? [
        { status, refundStatus: 0 as const },
        { status, refundStatus: 3 as const },
      ]
    : [{ status, refundStatus: null }],
);

function orderOf({ status, refundStatus }: TableCase): OrderDetail {
  return orderWith(
    status,
    refundStatus === null ? {} : { refund: { status: refundStatus, reason: 'x', amount: 1, images: [] } },
  );
}

describe('order machine against the transition table', () => {
  it('implements exactly the shopper events of the table', () => {
    expect([...ORDER_ACTION_TYPES].sort()).toEqual([...SHOPPER_ORDER_EVENTS].sort());
    const shopperRows = ORDER_TRANSITIONS.filter((row) => row.actor === 'shopper' && row.from !== null);
    expect(new Set(shopperRows.map((row) => row.event))).toEqual(new Set(SHOPPER_ORDER_EVENTS));
  });

  it('never accepts an operator or server event', () => {
    const otherEvents = ORDER_EVENTS.filter((event) => !(SHOPPER_ORDER_EVENTS as string[]).includes(event));
    expect(otherEvents).toContain('order.ship');
    const accepted = orderMachine.root.events;
    for (const event of otherEvents) {
      expect(accepted).not.toContain(event);
    }
  });

  it('has a state for every order status', () => {
    for (const status of ORDER_STATUSES) {
      expect(ORDER_STATE_VALUES).toContain(orderStateOf(orderWith(status)));
    }
  });

  describe.each(tableCases)('status $status (refund $refundStatus)', (tableCase) => {
    const lifecycle = { status: tableCase.status, refundStatus: tableCase.refundStatus };

    it.each(ORDER_ACTION_TYPES)('%s: allowed exactly when the table allows it', async (type) => {
      const allowed = nextOrderState(lifecycle, type, 'shopper') !== undefined;
      const server = fakeServer(orderOf(tableCase));
      const actor = await readyActor(server);

      expect(actor.getSnapshot().can(SAMPLE_ACTIONS[type])).toBe(allowed);
      expect(allowedOrderEvents(lifecycle, 'shopper').includes(type)).toBe(allowed);
      if (!allowed) {
        const before = actor.getSnapshot().value;
        expect(getNextSnapshot(server.machine, actor.getSnapshot(), SAMPLE_ACTIONS[type]).value).toEqual(
          before,
        );
        actor.send(SAMPLE_ACTIONS[type]);
        expect(actor.getSnapshot().value).toEqual(before);
        expect(server.sent).toEqual([]);
      }
    });
  });

  const allowedCases = tableCases.flatMap((tableCase) =>
    ORDER_ACTION_TYPES.flatMap((type) => {
      const next = nextOrderState(tableCase, type, 'shopper');
      return next === undefined ? [] : [{ ...tableCase, type, next: next.status }];
    }),
  );

  it('walks at least one allowed transition per shopper event', () => {
    expect(new Set(allowedCases.map((row) => row.type))).toEqual(new Set(ORDER_ACTION_TYPES));
  });

  it.each(allowedCases)('$status --$type--> $next', async ({ type, next, ...tableCase }) => {
    const server = fakeServer(orderOf(tableCase), () => orderWith(next));
    const actor = await readyActor(server);

    actor.send(SAMPLE_ACTIONS[type]);
    const confirm: OrderMachineEvent = { type: 'order.action.accept' };
    const settled = await waitFor(actor, (state) => state.matches('ready') || state.matches('confirming'));
    if (settled.matches('confirming')) {
      actor.send(confirm);
    }
    const snapshot = await waitFor(actor, (state) => state.matches('ready') && server.sent.length === 1);

    expect(server.sent).toEqual([SAMPLE_ACTIONS[type]]);
    expect(snapshot.context.order?.status).toBe(next);
    expect(snapshot.matches({ ready: orderStateOf(orderWith(next)).split('.')[0] as never })).toBe(true);
  });

  it('accepts no shopper event after completion, refund, close or repurchase', async () => {
    for (const status of [4, 6, 7, 9] as const) {
      const actor = await readyActor(fakeServer(orderWith(status)));
      for (const type of ORDER_ACTION_TYPES) {
        expect(actor.getSnapshot().can(SAMPLE_ACTIONS[type])).toBe(false);
      }
      actor.stop();
    }
  });

  it('knows every event name of the table', () => {
    const tableEvents: OrderEvent[] = ORDER_TRANSITIONS.map((row) => row.event);
    expect(tableEvents.every((event) => (ORDER_EVENTS as readonly string[]).includes(event))).toBe(true);
  });
});

describe('order machine with the SDK client', () => {
  let server: LocalApiServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('pays through accountPay and reloads the order over HTTP', async () => {
    server = await startLocalApiServer();
    let status: OrderStatus = 0;
    server.route('app/order/info/info', () => ok(orderWith(status)));
    server.route('app/order/pay/accountPay', () => {
      status = 1;
      return ok({ orderId: 3, status: 1, payTime: '2026-01-31T08:05:00+08:00', balance: 40 });
    });
    const storage = createMemoryStorage();
    await storage.setItem(
      'mall.session',
      JSON.stringify({
        token: 't',
        tokenDeadline: Date.now() + 60_000,
        refreshToken: 'r',
        refreshDeadline: Date.now() + 120_000,
      }),
    );
    const realClient = createMallClient({ baseURL: server.baseURL, storage });
    const actor = createActor(orderMachine, { input: { client: realClient, orderId: 3 } }).start();
    await waitFor(actor, (state) => state.matches('ready'));

    actor.send({ type: 'order.pay' });
    const snapshot = await waitFor(actor, (state) => state.matches({ ready: 'waitingShip' }));

    expect(snapshot.context.order?.status).toBe(1);
    expect(server.requests.map((request) => request.path)).toEqual([
      'app/order/info/info',
      'app/order/pay/accountPay',
      'app/order/info/info',
    ]);
    expect(server.requests[1]?.json).toEqual({ orderId: 3 });
  });
});
