import { ORDER_STATUSES } from '@mall/sdk/lifecycle';
import { en } from '@mall/wording/vite';
import { describe, expect, it } from 'vitest';
import { flattenMessages, translate } from '../../i18n/messages';
import {
  ORDER_TABS,
  orderActions,
  orderStatusKey,
  orderStatusText,
  orderTabCount,
  orderTabFilter,
  orderTabOf,
} from './order-status';

const messages = flattenMessages(en);
const t = (key: string) => translate(messages, messages, key);

describe('order tabs', () => {
  it('lists the six tabs of spec §2 in order', () => {
    expect(ORDER_TABS).toEqual([
      'all',
      'pendingPayment',
      'pendingShipment',
      'pendingReceipt',
      'pendingEvaluation',
      'afterSale',
    ]);
    expect(ORDER_TABS.map((tab) => t(`order.tab.${tab}`))).toEqual([
      'All',
      'Pending payment',
      'Pending shipment',
      'Pending receipt',
      'Pending evaluation',
      'After-sales and refund',
    ]);
  });

  it('maps each tab to the filter of order/info/page', () => {
    expect(orderTabFilter('all')).toEqual({});
    expect(orderTabFilter('pendingPayment')).toEqual({ status: 0 });
    expect(orderTabFilter('pendingShipment')).toEqual({ status: 1 });
    expect(orderTabFilter('pendingReceipt')).toEqual({ status: 2 });
    expect(orderTabFilter('pendingEvaluation')).toEqual({ status: 3 });
    expect(orderTabFilter('afterSale')).toEqual({ afterSale: true });
  });

  it('reads the tab from the query and falls back to all', () => {
    expect(orderTabOf('pendingReceipt')).toBe('pendingReceipt');
    expect(orderTabOf('nonsense')).toBe('all');
    expect(orderTabOf(null)).toBe('all');
  });

  it('takes the badge counts from userCount, none on all and none for zero', () => {
    const counts = {
      pendingPayment: 2,
      pendingShipment: 0,
      pendingReceipt: 1,
      pendingEvaluation: 0,
      afterSale: 3,
    };
    expect(ORDER_TABS.map((tab) => orderTabCount(tab, counts))).toEqual([
      undefined,
      2,
      undefined,
      1,
      undefined,
      3,
    ]);
    expect(orderTabCount('pendingPayment', undefined)).toBeUndefined();
  });
});

describe('order status', () => {
  it('has a worded label for every status of the lifecycle', () => {
    for (const status of ORDER_STATUSES) {
      expect(t(orderStatusKey(status)), String(status)).not.toBe(orderStatusKey(status));
    }
  });

  it('shows an open refund by its own state and a refused one beside the status', () => {
    const refund = { reason: 'Broken', amount: 1, images: [], applyTime: null, refuseReason: null };
    expect(orderStatusText({ status: 5, refund: { ...refund, status: 3 } }, t)).toBe(
      'Refund in progress by backend',
    );
    expect(orderStatusText({ status: 2, refund: { ...refund, status: 2 } }, t)).toBe(
      'Waiting for you to receive · Refund refused',
    );
    expect(orderStatusText({ status: 7 }, t)).toBe('Closed');
    // Once received, the old refusal is history.
    expect(orderStatusText({ status: 3, refund: { ...refund, status: 2 } }, t)).toBe(
      'Waiting for your review',
    );
  });
});

describe('order actions', () => {
  it('follows the SDK transition table for the shopper', () => {
    expect(orderActions({ status: 0 })).toEqual(['cancel', 'pay']);
    expect(orderActions({ status: 1 })).toEqual(['refund', 'repurchase']);
    expect(orderActions({ status: 2, shipped: true })).toEqual([
      'logistics',
      'refund',
      'repurchase',
      'confirm',
    ]);
    expect(orderActions({ status: 3, shipped: true })).toEqual(['logistics', 'review']);
    expect(orderActions({ status: 4, shipped: true })).toEqual(['logistics']);
    expect(orderActions({ status: 7 })).toEqual([]);
  });

  it('offers a refund again after a refusal, and nothing while one is open or after it', () => {
    const refund = { reason: 'Broken', amount: 1, images: [], applyTime: null, refuseReason: 'Used' };
    expect(orderActions({ status: 2, shipped: true, refund: { ...refund, status: 2 } })).toEqual([
      'logistics',
      'refund',
      'repurchase',
      'confirm',
    ]);
    expect(orderActions({ status: 5, refund: { ...refund, status: 0 } })).toEqual([]);
    expect(orderActions({ status: 6, refund: { ...refund, status: 1 } })).toEqual([]);
    expect(orderActions({ status: 8 })).toEqual([]);
  });

  it('has a worded button for every action', () => {
    for (const action of ['pay', 'cancel', 'confirm', 'logistics', 'refund', 'repurchase', 'review']) {
      expect(t(`order.action.${action}`)).not.toBe(`order.action.${action}`);
    }
  });
});
