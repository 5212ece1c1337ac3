import * as z from 'zod/mini';
import { WITHDRAWAL_STATUS } from '../lifecycle/withdrawal-lifecycle';
import { bankCardSnapshotSchema } from './bank-card.schema';
import type { CallSchemaMap } from './call-schema';
import {
  addResponseSchema,
  deleteRequestSchema,
  emptyRequestSchema,
  emptyResponseSchema,
  entityShape,
  idRequestSchema,
  pageRequestSchema,
  pageResponseSchema,
} from './common.schema';
import { idSchema, money, moneySchema, selectedId, statusCode } from './number.schema';
import { dateTimeSchema, looseTextSchema } from './text.schema';
import { VALIDATION_MESSAGES } from './validation-messages';

/** Kinds of ledger rows (contract §10); the balance is the sum of `amount` over all rows. */
export const LEDGER_TYPES = [
  'recharge',
  'rechargeRequest',
  'payment',
  'refund',
  'repurchase',
  'withdrawal',
  'withdrawalReturn',
] as const;

/** A ledger row kind of {@link LEDGER_TYPES}. */
export const ledgerTypeSchema = /* @__PURE__ */ (() =>
  z.enum(LEDGER_TYPES, { error: VALIDATION_MESSAGES.oneOf }))();
/** A ledger row kind. */
export type LedgerType = z.output<typeof ledgerTypeSchema>;

/** A withdrawal (or recharge request) status: 0 pending approval, 1 agreed, 2 refused. */
export const withdrawalStatusSchema = /* @__PURE__ */ (() =>
  statusCode([WITHDRAWAL_STATUS.pendingApproval, WITHDRAWAL_STATUS.agreed, WITHDRAWAL_STATUS.refused]))();

/**
 * A row of the append-only ledger `app/account/transaction/record` (`page`, `list`, `info`,
 * `withdraw`). A `withdrawal` row also carries `withdrawNum`, `status`, the masked `bankCard` and,
 * when refused, `refuseReason`; a `rechargeRequest` row carries `requestedAmount` and `status`.
 */
export const ledgerRowSchema = /* @__PURE__ */ (() =>
  z.object({
    ...entityShape,
    createTime: dateTimeSchema,
    type: ledgerTypeSchema,
    /** Signed: money in is positive, money out negative. */
    amount: moneySchema,
    balanceAfter: moneySchema,
    orderId: z.nullish(idSchema),
    withdrawNum: z.nullish(looseTextSchema),
    status: z.nullish(withdrawalStatusSchema),
    bankCard: z.nullish(bankCardSnapshotSchema),
    refuseReason: z.nullish(z.string()),
    requestedAmount: z.nullish(moneySchema),
    remark: z.nullish(z.string()),
  }))();
/** A ledger row. */
export type LedgerRow = z.output<typeof ledgerRowSchema>;

/** `POST app/account/transaction/record/page { page, size, type? }` (`type: 'withdrawal'` is the withdrawal list). */
export const accountPageRequestSchema = /* @__PURE__ */ (() =>
  z.extend(pageRequestSchema, { type: z.optional(ledgerTypeSchema) }))();
/** Ledger page filters. */
export type AccountPageRequest = z.input<typeof accountPageRequestSchema>;

/** `POST app/account/transaction/record/list { type? }`. */
export const accountListRequestSchema = /* @__PURE__ */ (() =>
  z.optional(z.object({ type: z.optional(ledgerTypeSchema) })))();
/** Ledger list filter. */
export type AccountListRequest = z.input<typeof accountListRequestSchema>;

/** `POST app/account/transaction/record/append { amount }`: a recharge request (amount > 0) for the operator. */
export const accountAppendRequestSchema = /* @__PURE__ */ (() =>
  z.object({ amount: money({ positive: true }) }))();
/** Recharge request. */
export type AccountAppendRequest = z.input<typeof accountAppendRequestSchema>;

/**
 * `POST app/account/transaction/record/withdraw { amount, bankCardId }`: the amount must be filled
 * and > 0 (`validation.withdrawalAmount`) and a bank card selected (`validation.bankCardRequired`).
 */
export const accountWithdrawRequestSchema = /* @__PURE__ */ (() =>
  z.object({
    amount: money({ positive: true, key: VALIDATION_MESSAGES.withdrawalAmount }),
    bankCardId: selectedId(VALIDATION_MESSAGES.bankCardRequired),
  }))();
/** Withdrawal form. */
export type AccountWithdrawRequest = z.input<typeof accountWithdrawRequestSchema>;

/** The balance ledger and withdrawal calls: what each takes and what it resolves with. */
export const accountCalls = /* @__PURE__ */ (() =>
  ({
    'app/account/transaction/record/append': {
      request: accountAppendRequestSchema,
      response: ledgerRowSchema,
    },
    'app/account/transaction/record/withdraw': {
      request: accountWithdrawRequestSchema,
      response: ledgerRowSchema,
    },
    'app/account/transaction/record/list': {
      request: accountListRequestSchema,
      response: z.array(ledgerRowSchema),
    },
    // The ledger is append-only: add, update and delete answer 1001 whatever they carry.
    'app/account/transaction/record/add': { request: emptyRequestSchema, response: addResponseSchema },
    'app/account/transaction/record/delete': { request: deleteRequestSchema, response: emptyResponseSchema },
    'app/account/transaction/record/update': { request: idRequestSchema, response: emptyResponseSchema },
    'app/account/transaction/record/page': {
      request: accountPageRequestSchema,
      response: pageResponseSchema(ledgerRowSchema),
    },
    'app/account/transaction/record/info': { request: idRequestSchema, response: ledgerRowSchema },
  }) as const)() satisfies CallSchemaMap;
