import { CALL_PATHS } from '@mall/sdk';
import { describe, expect, it } from 'vitest';
import { allCallHandlers, allOperatorActions } from '../routes';
import { missingHandlers } from './app';

describe('the call routing', () => {
  it('has a handler for every call of the contract', () => {
    expect(missingHandlers(allCallHandlers())).toEqual([]);
    expect(Object.keys(allCallHandlers()).sort()).toEqual([...CALL_PATHS].sort());
  });

  it('has every operator action of the contract (§13)', () => {
    expect(Object.keys(allOperatorActions()).sort()).toEqual(
      [
        'captcha/answer',
        'complain/process',
        'coupon/add',
        'cs/reply',
        'feedback/resolve',
        'goods/stock',
        'order/buyBack/approve',
        'order/buyBack/refuse',
        'order/refund/approve',
        'order/refund/complete',
        'order/refund/refuse',
        'order/ship',
        'recharge/approve',
        'sms/last',
        'user/add',
        'version/publish',
        'version/withdraw',
        'withdrawal/approve',
        'withdrawal/refuse',
      ].sort(),
    );
  });
});
