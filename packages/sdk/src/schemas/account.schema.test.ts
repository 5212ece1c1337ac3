import { describe, expect, it } from 'vitest';
import {
  accountAppendRequestSchema,
  accountPageRequestSchema,
  accountWithdrawRequestSchema,
  LEDGER_TYPES,
  ledgerRowSchema,
} from './account.schema';
import { fieldErrorsOf } from './field-errors';

describe('accountWithdrawRequestSchema', () => {
  it('accepts an amount > 0 and a bank card', () => {
    expect(accountWithdrawRequestSchema.parse({ amount: '50', bankCardId: 1 })).toEqual({
      amount: 50,
      bankCardId: 1,
    });
  });

  it.each([undefined, '', '  ', 0, '0', -1])('needs an amount filled and > 0 (%j)', (amount) => {
    expect(fieldErrorsOf(accountWithdrawRequestSchema, { amount, bankCardId: 1 })).toEqual([
      { field: 'amount', key: 'validation.withdrawalAmount' },
    ]);
  });

  it('refuses an amount with 3 fraction digits with validation.money', () => {
    expect(fieldErrorsOf(accountWithdrawRequestSchema, { amount: 0.001, bankCardId: 1 })).toEqual([
      { field: 'amount', key: 'validation.money' },
    ]);
  });

  it.each([undefined, null, '', 0])('needs a bank card selected (%j)', (bankCardId) => {
    expect(fieldErrorsOf(accountWithdrawRequestSchema, { amount: 50, bankCardId })).toEqual([
      { field: 'bankCardId', key: 'validation.bankCardRequired' },
    ]);
  });
});

describe('accountAppendRequestSchema', () => {
  it('accepts a recharge request amount and refuses 0', () => {
    expect(accountAppendRequestSchema.parse({ amount: 100 })).toEqual({ amount: 100 });
    expect(fieldErrorsOf(accountAppendRequestSchema, { amount: 0 })).toEqual([
      { field: 'amount', key: 'validation.positiveAmount' },
    ]);
  });
});

describe('accountPageRequestSchema', () => {
  it('filters by ledger type', () => {
    expect(accountPageRequestSchema.parse({ type: 'withdrawal' })).toEqual({
      page: 1,
      size: 20,
      type: 'withdrawal',
    });
    expect(fieldErrorsOf(accountPageRequestSchema, { type: 'gift' })).toEqual([
      { field: 'type', key: 'validation.oneOf' },
    ]);
  });
});

describe('ledgerRowSchema', () => {
  it('knows the seven row types', () => {
    expect(LEDGER_TYPES).toEqual([
      'recharge',
      'rechargeRequest',
      'payment',
      'refund',
      'repurchase',
      'withdrawal',
      'withdrawalReturn',
    ]);
  });

  it('reads a withdrawal row with its masked card and signed amount', () => {
    expect(
      ledgerRowSchema.parse({
        id: '7',
        type: 'withdrawal',
        amount: '-50.00',
        balanceAfter: '70.03',
        orderId: null,
        withdrawNum: 'W202601310001',
        status: '0',
        bankCard: { bankName: 'Bank of Tea', holderName: 'Alice', cardNo: '**** 2233', userId: 9 },
        createTime: '2026-01-31 08:00:00',
      }),
    ).toEqual({
      id: 7,
      type: 'withdrawal',
      amount: -50,
      balanceAfter: 70.03,
      orderId: null,
      withdrawNum: 'W202601310001',
      status: 0,
      bankCard: { bankName: 'Bank of Tea', holderName: 'Alice', cardNo: '**** 2233' },
      createTime: '2026-01-31 08:00:00',
    });
  });

  it('refuses an unknown withdrawal status', () => {
    expect(
      fieldErrorsOf(ledgerRowSchema, {
        id: 1,
        type: 'withdrawal',
        amount: -1,
        balanceAfter: 0,
        status: 3,
        createTime: '2026-01-31 08:00:00',
      }),
    ).toEqual([{ field: 'status', key: 'validation.oneOf' }]);
  });
});
