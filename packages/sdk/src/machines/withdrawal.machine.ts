import { assertEvent, assign, fromPromise } from 'xstate';
import type { MallClient } from '../client/create-mall-client';
import { newIdempotencyKey } from '../client/idempotency-key';
import { WITHDRAWAL_TRANSITIONS } from '../lifecycle/simple-transitions';
import { WITHDRAWAL_STATUS, type WithdrawalStatus } from '../lifecycle/withdrawal-lifecycle';
import { type Cents, toCents } from '../money/money';
import type { LedgerRow } from '../schemas/account.schema';
import type { BankCard } from '../schemas/bank-card.schema';
import type { FieldError } from '../schemas/field-errors';
import { type ApiError, toApiError } from '../transport/api-error';
import { setupMachine } from './setup-machine';
import { statusRoutes } from './status-routes';
import type { WithdrawalForm } from './withdrawal-form';

/** The calls the withdrawal machine makes. */
export type WithdrawalMachineClient = Pick<MallClient, 'user' | 'account'>;

/** Every event the withdrawal machine accepts. */
export type WithdrawalMachineEvent =
  /** The amount as the shopper types it, e.g. `"50"` or `"12.5"`. */
  | { type: 'withdrawal.amount.change'; amount: string }
  | { type: 'withdrawal.card.select'; bankCardId: number }
  | { type: 'withdrawal.submit' }
  /** Loads the withdrawal again to see whether the operator decided. */
  | { type: 'withdrawal.refresh' }
  | { type: 'withdrawal.retry' };

/** The balance and bank cards, as `loadOptions` resolves them. */
export interface WithdrawalOptions {
  balance: Cents;
  cards: BankCard[];
}

/** What `createActor(withdrawalMachine, { input })` takes. */
export interface WithdrawalMachineInput {
  client: WithdrawalMachineClient;
}

/** What the withdrawal page reads from `snapshot.context`: the form, the balance and the withdrawal sent. */
export interface WithdrawalMachineContext {
  client: WithdrawalMachineClient;
  balance: Cents;
  /** The shopper's bank cards, the default first. */
  cards: BankCard[];
  bankCardId: number | null;
  amount: string;
  /** The withdrawal row once submitted, as the server last answered it. */
  withdrawal: LedgerRow | null;
  error: ApiError | null;
  fieldErrors: FieldError[];
  /**
   * The `Idempotency-Key` of the submission under way: made on the first submit and sent again on
   * every retry of it, so that a retry after a lost answer withdraws once; cleared after a success.
   */
  idempotencyKey: string | null;
}

/**
 * A withdrawal: amount (> 0, at most the balance) and bank card (default first), submitted, then
 * pending approval until the operator agrees or refuses (the amount goes back to the balance).
 * The decisions follow `WITHDRAWAL_TRANSITIONS`.
 * @example
 * const actor = createActor(withdrawalMachine, { input: { client } }).start();
 * actor.send({ type: 'withdrawal.amount.change', amount: '50' });
 * actor.send({ type: 'withdrawal.submit' });
 */
export const withdrawalMachine = /* @__PURE__ */ (() =>
  setupMachine({
    types: {
      context: {} as WithdrawalMachineContext,
      events: {} as WithdrawalMachineEvent,
      input: {} as WithdrawalMachineInput,
    },
    actors: {
      loadOptions: fromPromise<WithdrawalOptions, { client: WithdrawalMachineClient }>(
        async ({ input, signal }) => {
          const [person, cards] = await Promise.all([
            input.client.user.info.person({ signal }),
            input.client.user.bankCard.list(undefined, { signal }),
          ]);
          // A profile without a balance (a backend without the shop module) has nothing to withdraw.
          return { balance: toCents(person.balance ?? 0), cards };
        },
      ),
      withdraw: fromPromise<
        LedgerRow,
        { client: WithdrawalMachineClient; amount: string; bankCardId: number; idempotencyKey: string }
      >(({ input, signal }) =>
        input.client.account.record.withdraw(
          { amount: input.amount, bankCardId: input.bankCardId },
          { signal, idempotencyKey: input.idempotencyKey },
        ),
      ),
      fetchWithdrawal: fromPromise<LedgerRow, { client: WithdrawalMachineClient; id: number }>(
        ({ input, signal }) => input.client.account.record.info({ id: input.id }, { signal }),
      ),
      // The shared schema and zod load here, on the first submit, not with the machine.
      validateForm: fromPromise<FieldError[], WithdrawalForm>(async ({ input }) =>
        (await import('./withdrawal-form')).withdrawalErrors(input),
      ),
    },
    guards: {
      hasStatus: ({ context }, params: { status: WithdrawalStatus }) =>
        context.withdrawal?.status === params.status,
      cardKnown: ({ context, event }) =>
        event.type === 'withdrawal.card.select' && context.cards.some((card) => card.id === event.bankCardId),
      hasFieldErrors: (_, params: { fieldErrors: FieldError[] }) => params.fieldErrors.length > 0,
    },
    actions: {
      rememberError: assign({ error: ({ event }) => ('error' in event ? toApiError(event.error) : null) }),
      clearErrors: assign({ error: null, fieldErrors: [] }),
      // A changed amount or card is another request (the server refuses an old key with another
      // body); the same value typed again keeps the submission, and so its key.
      changeAmount: assign(({ context, event }) => {
        assertEvent(event, 'withdrawal.amount.change');
        return {
          amount: event.amount,
          idempotencyKey: event.amount === context.amount ? context.idempotencyKey : null,
        };
      }),
      selectCard: assign(({ context, event }) => {
        assertEvent(event, 'withdrawal.card.select');
        return {
          bankCardId: event.bankCardId,
          idempotencyKey: event.bankCardId === context.bankCardId ? context.idempotencyKey : null,
        };
      }),
      rejectForm: assign((_, params: { fieldErrors: FieldError[] }) => ({ fieldErrors: params.fieldErrors })),
      keepKey: assign({ idempotencyKey: ({ context }) => context.idempotencyKey ?? newIdempotencyKey() }),
    },
  }).createMachine({
    id: 'withdrawal',
    description: 'The withdrawal submit page, then the withdrawal it created.',
    context: ({ input }) => ({
      client: input.client,
      balance: 0,
      cards: [],
      bankCardId: null,
      amount: '',
      withdrawal: null,
      error: null,
      fieldErrors: [],
      idempotencyKey: null,
    }),
    initial: 'loading',
    states: {
      loading: {
        description: 'Loading the balance and bank cards.',
        invoke: {
          src: 'loadOptions',
          input: ({ context }) => ({ client: context.client }),
          onDone: {
            target: 'editing',
            actions: assign(({ event }) => {
              const cards = [...event.output.cards].sort(
                (left, right) => Number(right.isDefault) - Number(left.isDefault),
              );
              return { balance: event.output.balance, cards, bankCardId: cards[0]?.id ?? null };
            }),
          },
          onError: { target: 'loadFailed', actions: 'rememberError' },
        },
      },
      loadFailed: {
        description: 'The error view with `error.message`; tap to retry.',
        on: { 'withdrawal.retry': { target: 'loading', actions: 'clearErrors' } },
      },
      editing: {
        description:
          'The form: balance, amount, bank card (default first, or "add a bank card"); `fieldErrors` on submit.',
        on: {
          'withdrawal.amount.change': { actions: 'changeAmount' },
          'withdrawal.card.select': { guard: 'cardKnown', actions: 'selectCard' },
          'withdrawal.submit': 'validating',
        },
      },
      validating: {
        description:
          'Checking the form against the shared schema and the balance (loaded on the first submit): the submit button shows a spinner.',
        invoke: {
          src: 'validateForm',
          input: ({ context }) => ({
            amount: context.amount,
            bankCardId: context.bankCardId,
            balance: context.balance,
          }),
          onDone: [
            {
              guard: { type: 'hasFieldErrors', params: ({ event }) => ({ fieldErrors: event.output }) },
              target: 'editing',
              actions: { type: 'rejectForm', params: ({ event }) => ({ fieldErrors: event.output }) },
            },
            { target: 'submitting', actions: ['clearErrors', 'keepKey'] },
          ],
          onError: { target: 'editing', actions: 'rememberError' },
        },
      },
      submitting: {
        description: 'Sending the withdrawal: the submit button shows a spinner.',
        invoke: {
          src: 'withdraw',
          input: ({ context }) => ({
            client: context.client,
            amount: context.amount,
            bankCardId: context.bankCardId ?? 0,
            idempotencyKey: context.idempotencyKey ?? newIdempotencyKey(),
          }),
          onDone: {
            target: 'deciding',
            actions: assign({ withdrawal: ({ event }) => event.output, idempotencyKey: null }),
          },
          onError: { target: 'editing', actions: 'rememberError' },
        },
      },
      deciding: {
        description: 'Picks the state of the status the server answered (no time passes here).',
        always: [...statusRoutes(WITHDRAWAL_TRANSITIONS, WITHDRAWAL_STATUS), { target: 'pendingApproval' }],
      },
      pendingApproval: {
        description: 'Pending approval: number, amount, bank card and time; the amount has left the balance.',
        on: { 'withdrawal.refresh': 'refreshing' },
      },
      refreshing: {
        description: 'Loading the withdrawal again.',
        invoke: {
          src: 'fetchWithdrawal',
          input: ({ context }) => ({ client: context.client, id: context.withdrawal?.id ?? 0 }),
          onDone: { target: 'deciding', actions: assign({ withdrawal: ({ event }) => event.output }) },
          onError: { target: 'pendingApproval', actions: 'rememberError' },
        },
      },
      agreed: { description: 'Agreed: the money is on its way to the bank card.', type: 'final' },
      refused: {
        description: 'Refused: `withdrawal.refuseReason`; the amount is back in the balance.',
        type: 'final',
      },
    },
  }))();
