import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createMallClient } from '../client/create-mall-client';
import { WITHDRAWAL_TRANSITIONS } from '../lifecycle/simple-transitions';
import { WITHDRAWAL_STATUS, type WithdrawalStatus } from '../lifecycle/withdrawal-lifecycle';
import { accountWithdrawRequestSchema, type LedgerRow } from '../schemas/account.schema';
import { type FieldError, fieldErrorsOf } from '../schemas/field-errors';
import { createMemoryStorage } from '../storage/storage';
import { ApiError } from '../transport/api-error';
import {
  type WithdrawalMachineClient,
  type WithdrawalOptions,
  withdrawalMachine,
} from './withdrawal.machine';
import type { WithdrawalForm } from './withdrawal-form';

const client = createMallClient({ baseURL: 'http://127.0.0.1:9/api', storage: createMemoryStorage() });

function row(status: WithdrawalStatus, extra: Partial<LedgerRow> = {}): LedgerRow {
  return {
    id: 9,
    createTime: '2026-01-31T08:00:00+08:00',
    type: 'withdrawal',
    amount: -50,
    balanceAfter: 50,
    withdrawNum: 'W9',
    status,
    ...extra,
  };
}

function fakeAccount(options: { withdraw?: () => LedgerRow | Error; later?: LedgerRow } = {}) {
  const sent: { amount: string; bankCardId: number; idempotencyKey: string }[] = [];
  const machine = withdrawalMachine.provide({
    actors: {
      loadOptions: fromPromise(
        async (): Promise<WithdrawalOptions> => ({
          balance: 100_00,
          cards: [
            { id: 1, bankName: 'Bank of Tea', holderName: 'Alice', cardNo: '**** 1111', isDefault: false },
            { id: 2, bankName: 'Bank of Tea', holderName: 'Alice', cardNo: '**** 2222', isDefault: true },
          ],
        }),
      ),
      withdraw: fromPromise<
        LedgerRow,
        { client: WithdrawalMachineClient; amount: string; bankCardId: number; idempotencyKey: string }
      >(async ({ input }) => {
        sent.push({
          amount: input.amount,
          bankCardId: input.bankCardId,
          idempotencyKey: input.idempotencyKey,
        });
        const answer = options.withdraw?.() ?? row(WITHDRAWAL_STATUS.pendingApproval);
        if (answer instanceof Error) {
          throw answer;
        }
        return answer;
      }),
      fetchWithdrawal: fromPromise(async () => options.later ?? row(WITHDRAWAL_STATUS.pendingApproval)),
    },
  });
  return { machine, sent, start: () => createActor(machine, { input: { client } }).start() };
}

describe('withdrawal machine', () => {
  it('withdraws to the default card, waits for approval and ends agreed', async () => {
    const account = fakeAccount({ later: row(WITHDRAWAL_STATUS.agreed) });
    const actor = account.start();
    const editing = await waitFor(actor, (state) => state.matches('editing'));
    expect(editing.context.bankCardId).toBe(2);
    expect(editing.context.balance).toBe(10000);

    actor.send({ type: 'withdrawal.amount.change', amount: '50' });
    actor.send({ type: 'withdrawal.submit' });
    await waitFor(actor, (state) => state.matches('pendingApproval'));
    expect(account.sent).toEqual([{ amount: '50', bankCardId: 2, idempotencyKey: expect.any(String) }]);

    actor.send({ type: 'withdrawal.refresh' });
    const snapshot = await waitFor(actor, (state) => state.status === 'done');
    expect(snapshot.value).toBe('agreed');
  });

  it('shows a refusal with its reason, and a failed submit with the server message', async () => {
    const refused = fakeAccount({ later: row(WITHDRAWAL_STATUS.refused, { refuseReason: 'Card closed' }) });
    const actor = refused.start();
    await waitFor(actor, (state) => state.matches('editing'));
    actor.send({ type: 'withdrawal.amount.change', amount: '50' });
    actor.send({ type: 'withdrawal.submit' });
    await waitFor(actor, (state) => state.matches('pendingApproval'));
    actor.send({ type: 'withdrawal.refresh' });
    const snapshot = await waitFor(actor, (state) => state.matches('refused'));
    expect(snapshot.context.withdrawal?.refuseReason).toBe('Card closed');

    const failing = fakeAccount({
      withdraw: () => new ApiError({ code: 1001, message: 'Insufficient balance' }),
    });
    const other = failing.start();
    await waitFor(other, (state) => state.matches('editing'));
    other.send({ type: 'withdrawal.amount.change', amount: '50' });
    other.send({ type: 'withdrawal.submit' });
    const back = await waitFor(other, (state) => state.matches('editing') && state.context.error !== null);
    expect(back.context.error?.message).toBe('Insufficient balance');
  });

  it('sends one idempotency key on every retry of a submission, and a new one after a success', async () => {
    let failures = 2;
    const account = fakeAccount({
      withdraw: () =>
        failures-- > 0
          ? new ApiError({ code: 5, message: 'network error' })
          : row(WITHDRAWAL_STATUS.pendingApproval),
    });
    const actor = account.start();
    await waitFor(actor, (state) => state.matches('editing'));
    actor.send({ type: 'withdrawal.amount.change', amount: '50' });
    actor.send({ type: 'withdrawal.submit' });
    await waitFor(actor, (state) => state.matches('editing') && state.context.error !== null);
    // The same amount typed again is the same submission.
    actor.send({ type: 'withdrawal.amount.change', amount: '50' });
    actor.send({ type: 'withdrawal.submit' });
    await waitFor(actor, (state) => state.matches('editing') && state.context.error !== null);
    const failedKey = actor.getSnapshot().context.idempotencyKey;
    actor.send({ type: 'withdrawal.submit' });
    const done = await waitFor(actor, (state) => state.matches('pendingApproval'));

    const keys = account.sent.map((sent) => sent.idempotencyKey);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toBe(failedKey);
    expect(done.context.idempotencyKey).toBeNull();
  });

  it('makes a new key when the amount or the card changes after a failure', async () => {
    const account = fakeAccount({ withdraw: () => new ApiError({ code: 5, message: 'network error' }) });
    const actor = account.start();
    await waitFor(actor, (state) => state.matches('editing'));
    actor.send({ type: 'withdrawal.amount.change', amount: '50' });
    actor.send({ type: 'withdrawal.submit' });
    await waitFor(actor, (state) => state.matches('editing') && state.context.error !== null);
    actor.send({ type: 'withdrawal.amount.change', amount: '40' });
    expect(actor.getSnapshot().context.idempotencyKey).toBeNull();
    actor.send({ type: 'withdrawal.submit' });
    await waitFor(actor, (state) => state.matches('editing') && account.sent.length === 2);
    actor.send({ type: 'withdrawal.card.select', bankCardId: 1 });
    actor.send({ type: 'withdrawal.submit' });
    await waitFor(actor, (state) => state.matches('editing') && account.sent.length === 3);

    const keys = account.sent.map((sent) => sent.idempotencyKey);
    expect(new Set(keys).size).toBe(3);
  });

  it('refuses an amount of 0, above the balance, an unknown card, and refresh before submitting', async () => {
    const account = fakeAccount();
    const actor = account.start();
    const editing = await waitFor(actor, (state) => state.matches('editing'));
    expect(editing.can({ type: 'withdrawal.refresh' })).toBe(false);
    expect(editing.can({ type: 'withdrawal.card.select', bankCardId: 99 })).toBe(false);

    actor.send({ type: 'withdrawal.amount.change', amount: '0' });
    actor.send({ type: 'withdrawal.submit' });
    // The check (its schema loads on the first submit) comes before any request.
    expect(actor.getSnapshot().value).toBe('validating');
    let back = await waitFor(actor, (state) => !state.matches('validating'));
    expect(back.value).toBe('editing');
    expect(back.context.fieldErrors).toEqual([{ field: 'amount', key: 'validation.withdrawalAmount' }]);
    // The shared schema's own answer, key for key.
    expect(back.context.fieldErrors).toEqual(
      fieldErrorsOf(accountWithdrawRequestSchema, { amount: '0', bankCardId: 2 }),
    );

    actor.send({ type: 'withdrawal.amount.change', amount: '100.01' });
    actor.send({ type: 'withdrawal.submit' });
    back = await waitFor(actor, (state) => !state.matches('validating'));
    expect(back.value).toBe('editing');
    expect(back.context.fieldErrors).toEqual([
      { field: 'amount', key: 'validation.max', params: { max: 100 } },
    ]);
    expect(account.sent).toEqual([]);

    // A valid amount clears the field errors on its way to the server.
    actor.send({ type: 'withdrawal.amount.change', amount: '100' });
    actor.send({ type: 'withdrawal.submit' });
    const sent = await waitFor(actor, (state) => state.matches('pendingApproval'));
    expect(sent.context.fieldErrors).toEqual([]);
    expect(account.sent).toEqual([{ amount: '100', bankCardId: 2, idempotencyKey: expect.any(String) }]);
  });

  it('keeps the form, sends nothing and shows an ApiError when the check cannot load', async () => {
    const account = fakeAccount();
    const machine = account.machine.provide({
      actors: {
        validateForm: fromPromise<FieldError[], WithdrawalForm>(async () => {
          throw new TypeError('Failed to fetch dynamically imported module');
        }),
      },
    });
    const actor = createActor(machine, { input: { client } }).start();
    await waitFor(actor, (state) => state.matches('editing'));
    actor.send({ type: 'withdrawal.amount.change', amount: '50' });
    actor.send({ type: 'withdrawal.submit' });
    const back = await waitFor(actor, (state) => state.matches('editing') && state.context.error !== null);
    expect(back.context.error).toBeInstanceOf(ApiError);
    expect(back.context.error?.message).toBe('Failed to fetch dynamically imported module');
    expect(back.context.amount).toBe('50');
    expect(account.sent).toEqual([]);
  });

  it('has a final state for every status the table can reach', () => {
    for (const { to } of WITHDRAWAL_TRANSITIONS) {
      const name = Object.entries(WITHDRAWAL_STATUS).find(([, code]) => code === to)?.[0] ?? '';
      expect(withdrawalMachine.states[name]?.type).toBe('final');
    }
  });
});
