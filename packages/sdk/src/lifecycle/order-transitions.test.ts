import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from './order-lifecycle';
import {
  allowedOrderEvents,
  findOrderTransition,
  nextOrderState,
  ORDER_EVENTS,
  ORDER_TRANSITIONS,
  type OrderEvent,
} from './order-transitions';
import {
  COMPLAINT_TRANSITIONS,
  FEEDBACK_TRANSITIONS,
  nextStatus,
  WITHDRAWAL_TRANSITIONS,
} from './simple-transitions';

// The contract's table (§9), written out independently of ORDER_TRANSITIONS: `from:event -> to`.
const contractTable: Record<string, OrderStatus | 'previous'> = {
  '0:order.pay': 1,
  '0:order.cancel': 7,
  '0:order.timeout': 7,
  '1:order.ship': 2,
  '2:order.confirm': 3,
  '2:order.autoConfirm': 3,
  '3:order.review': 4,
  '1:refund.request': 5,
  '2:refund.request': 5,
  '5/0:refund.approve': 5,
  '5/3:refund.complete': 6,
  '5/0:refund.refuse': 'previous',
  '1:repurchase.request': 8,
  '2:repurchase.request': 8,
  '8:repurchase.approve': 9,
  '8:repurchase.refuse': 'previous',
};

describe('order transition table', () => {
  it('has exactly the rows of the contract', () => {
    const rows = ORDER_TRANSITIONS.filter((row) => row.from !== null).map((row) => [
      `${row.from}${row.whenRefund === undefined ? '' : `/${row.whenRefund}`}:${row.event}`,
      row.to,
    ]);
    expect(Object.fromEntries(rows)).toEqual(contractTable);
    expect(rows).toHaveLength(Object.keys(contractTable).length);
  });

  it('starts every order at 0 by creation, reserving stock and using the coupon', () => {
    expect(findOrderTransition(null, 'order.create')).toMatchObject({
      to: 0,
      effects: ['reserveStock', 'consumeCoupon'],
    });
    expect(findOrderTransition({ status: 0 }, 'order.create')).toBeUndefined();
  });

  it.each(ORDER_STATUSES.flatMap((status) => ORDER_EVENTS.map((event) => [status, event] as const)))(
    'status %i, event %s: allowed exactly when the contract lists it',
    (status, event: OrderEvent) => {
      const refundStatuses = status === 5 ? [0, 3] : [undefined];
      for (const refundStatus of refundStatuses) {
        const key = `${status}${refundStatus === undefined ? '' : `/${refundStatus}`}:${event}`;
        const state = { status, refundStatus: refundStatus as 0 | 3 | undefined, previousStatus: 2 as const };
        const next = nextOrderState(state, event);
        if (key in contractTable) {
          const expected = contractTable[key];
          expect(next?.status).toBe(expected === 'previous' ? 2 : expected);
        } else {
          expect(next).toBeUndefined();
        }
      }
    },
  );

  it('allows nothing after completion, refund, close or repurchase', () => {
    for (const status of [4, 6, 7, 9] as const) {
      expect(allowedOrderEvents({ status }, 'shopper')).toEqual([]);
      expect(allowedOrderEvents({ status }, 'operator')).toEqual([]);
    }
  });

  it('ends refunds and repurchases once receipt is confirmed', () => {
    expect(nextOrderState({ status: 3 }, 'refund.request')).toBeUndefined();
    expect(nextOrderState({ status: 3 }, 'repurchase.request')).toBeUndefined();
  });

  it('never opens a refund and a repurchase at once', () => {
    expect(nextOrderState({ status: 5, refundStatus: 0 }, 'repurchase.request')).toBeUndefined();
    expect(nextOrderState({ status: 8 }, 'refund.request')).toBeUndefined();
  });

  it('returns a refused refund to the status before the request', () => {
    const requested = nextOrderState({ status: 1 }, 'refund.request');
    expect(requested).toEqual({ status: 5, refundStatus: 0, previousStatus: 1 });
    const refused = nextOrderState(requested ?? null, 'refund.refuse');
    expect(refused).toEqual({ status: 1, refundStatus: 2, previousStatus: null });
    // A refused refund may be requested again.
    expect(nextOrderState(refused ?? null, 'refund.request')?.status).toBe(5);
  });

  it('completes a refund only after the backend approved it', () => {
    expect(nextOrderState({ status: 5, refundStatus: 0 }, 'refund.complete')).toBeUndefined();
    const approved = nextOrderState({ status: 5, refundStatus: 0, previousStatus: 2 }, 'refund.approve');
    expect(approved).toMatchObject({ status: 5, refundStatus: 3 });
    expect(nextOrderState(approved ?? null, 'refund.refuse')).toBeUndefined();
    expect(nextOrderState(approved ?? null, 'refund.complete')).toMatchObject({ status: 6, refundStatus: 1 });
  });

  it('returns a refused repurchase to the status before the request', () => {
    const requested = nextOrderState({ status: 2 }, 'repurchase.request');
    expect(requested).toMatchObject({ status: 8, previousStatus: 2 });
    expect(nextOrderState(requested ?? null, 'repurchase.refuse')).toMatchObject({ status: 2 });
  });

  it('lets each actor fire only its own events', () => {
    expect(allowedOrderEvents({ status: 0 }, 'shopper')).toEqual(['order.pay', 'order.cancel']);
    expect(allowedOrderEvents({ status: 0 }, 'server')).toEqual(['order.timeout']);
    expect(allowedOrderEvents({ status: 1 }, 'shopper')).toEqual(['refund.request', 'repurchase.request']);
    expect(allowedOrderEvents({ status: 1 }, 'operator')).toEqual(['order.ship']);
    expect(findOrderTransition({ status: 1 }, 'order.ship', 'shopper')).toBeUndefined();
    expect(allowedOrderEvents({ status: 2 }, 'shopper')).toEqual([
      'order.confirm',
      'refund.request',
      'repurchase.request',
    ]);
  });
});

describe('withdrawal, complaint and feedback tables', () => {
  it('moves a withdrawal from pending approval to agreed or refused, once', () => {
    expect(nextStatus(WITHDRAWAL_TRANSITIONS, 0, 'withdrawal.approve')).toBe(1);
    expect(nextStatus(WITHDRAWAL_TRANSITIONS, 0, 'withdrawal.refuse')).toBe(2);
    expect(nextStatus(WITHDRAWAL_TRANSITIONS, 1, 'withdrawal.refuse')).toBeUndefined();
    expect(nextStatus(WITHDRAWAL_TRANSITIONS, 2, 'withdrawal.approve')).toBeUndefined();
  });

  it('moves a complaint from verifying through accepted to processed', () => {
    expect(nextStatus(COMPLAINT_TRANSITIONS, 0, 'complaint.accept')).toBe(1);
    expect(nextStatus(COMPLAINT_TRANSITIONS, 1, 'complaint.process')).toBe(2);
    expect(nextStatus(COMPLAINT_TRANSITIONS, 0, 'complaint.process')).toBe(2);
    expect(nextStatus(COMPLAINT_TRANSITIONS, 2, 'complaint.accept')).toBeUndefined();
  });

  it('resolves feedback once', () => {
    expect(nextStatus(FEEDBACK_TRANSITIONS, 0, 'feedback.resolve')).toBe(1);
    expect(nextStatus(FEEDBACK_TRANSITIONS, 1, 'feedback.resolve')).toBeUndefined();
  });
});
