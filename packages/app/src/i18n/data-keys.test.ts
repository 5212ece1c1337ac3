import {
  BUY_BACK_STATUS,
  COMPLAINT_STATUS,
  FEEDBACK_STATUS,
  ORDER_STATUSES,
  REFUND_STATUS,
} from '@mall/sdk/lifecycle';
import { LEDGER_TYPES } from '@mall/sdk/schemas';
import { readLocaleWords } from '@mall/wording/node';
import { describe, expect, it } from 'vitest';
import {
  buyBackStatusKey,
  ORDER_TABS,
  orderStatusKey,
  refundStatusKey,
} from '../features/order/order-status';
import { complaintStatusView, feedbackStatusView } from '../features/support/support-status';
import { DEFAULT_LOCALE } from './locale';
import { flattenMessages } from './messages';

// Keys built from data at run time: the call sites that build them from a typed value check them
// with `satisfies MessageKey`; the ones a table or a function builds are checked here, for every
// value the SDK's types can take (the other locales have every key of the source locale: the
// words' own test).
const source = flattenMessages(readLocaleWords(DEFAULT_LOCALE));
const missing = (keys: readonly string[]) => keys.filter((key) => !source[key]);

describe('a word for every value of the data', () => {
  it('names each order, refund and repurchase status', () => {
    expect(missing(ORDER_STATUSES.map(orderStatusKey))).toEqual([]);
    expect(missing(Object.values(REFUND_STATUS).map(refundStatusKey))).toEqual([]);
    expect(missing(Object.values(BUY_BACK_STATUS).map(buyBackStatusKey))).toEqual([]);
    // A broken table would give no key at all: every status has one of its own.
    expect(new Set(ORDER_STATUSES.map(orderStatusKey)).size).toBe(ORDER_STATUSES.length);
  });

  it('names each feedback and complaint status', () => {
    const feedback = Object.values(FEEDBACK_STATUS).map((status) => feedbackStatusView(status).key);
    const complaint = Object.values(COMPLAINT_STATUS).map((status) => complaintStatusView(status).key);
    expect(missing([...feedback, ...complaint])).toEqual([]);
  });

  it('names each ledger type and order tab', () => {
    expect(missing(LEDGER_TYPES.map((type) => `ledger.type.${type}`))).toEqual([]);
    expect(missing(ORDER_TABS.map((tab) => `order.tab.${tab}`))).toEqual([]);
  });
});
