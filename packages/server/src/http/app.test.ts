import { CALL_PATHS } from '@mall/sdk';
import { describe, expect, it } from 'vitest';
import { allCallHandlers, allOperatorActions } from '../routes';
import { missingHandlers } from './app';

describe('the call routing', () => {
  it('has a handler for every call of the contract', () => {
    expect(missingHandlers(allCallHandlers())).toEqual([]);
    expect(Object.keys(allCallHandlers()).sort()).toEqual([...CALL_PATHS].sort());
  });

  it('has every operator action of the contract (§13), and the operator side beyond it', () => {
    const contract = [
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
    ];
    // Named operators and their trail, and the queues each role works from (server README).
    const beyond = [
      'audit/list',
      'operator/add',
      'operator/list',
      'operator/login',
      'operator/logout',
      'operator/me',
      'operator/update',
      'complain/list',
      'cs/session/list',
      'feedback/list',
      'goods/lowStock',
      'order/buyBack/list',
      'order/list',
      'order/refund/list',
      'recharge/list',
      'user/info',
      'user/ledger',
      'user/orders',
      'withdrawal/list',
    ];
    expect(Object.keys(allOperatorActions()).sort()).toEqual([...contract, ...beyond].sort());
  });
});
