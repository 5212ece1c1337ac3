import { COMPLAINT_STATUS, type ComplaintStatus } from './complaint-lifecycle';
import { FEEDBACK_STATUS, type FeedbackStatus } from './feedback-lifecycle';
import { WITHDRAWAL_STATUS, type WithdrawalStatus } from './withdrawal-lifecycle';

// Each table is built in a pure call: a table's rows read the status objects, which a bundler
// would otherwise keep (a property read may have effects), so one machine would carry all three.

/** One row of a status table whose transitions are made by the operator. */
export interface StatusTransition<Status extends number, Event extends string> {
  readonly from: Status;
  readonly event: Event;
  readonly to: Status;
}

/** Withdrawal transitions (contract §10): a refusal returns the amount to the balance. */
export const WITHDRAWAL_TRANSITIONS: readonly StatusTransition<
  WithdrawalStatus,
  'withdrawal.approve' | 'withdrawal.refuse'
>[] = /* @__PURE__ */ (() => [
  { from: WITHDRAWAL_STATUS.pendingApproval, event: 'withdrawal.approve', to: WITHDRAWAL_STATUS.agreed },
  { from: WITHDRAWAL_STATUS.pendingApproval, event: 'withdrawal.refuse', to: WITHDRAWAL_STATUS.refused },
])();

/** Complaint transitions (contract §11): verifying -> accepted -> processed, or straight to processed. */
export const COMPLAINT_TRANSITIONS: readonly StatusTransition<
  ComplaintStatus,
  'complaint.accept' | 'complaint.process'
>[] = /* @__PURE__ */ (() => [
  { from: COMPLAINT_STATUS.verifying, event: 'complaint.accept', to: COMPLAINT_STATUS.accepted },
  { from: COMPLAINT_STATUS.verifying, event: 'complaint.process', to: COMPLAINT_STATUS.processed },
  { from: COMPLAINT_STATUS.accepted, event: 'complaint.process', to: COMPLAINT_STATUS.processed },
])();

/** Feedback transitions (contract §11): pending -> resolved. */
export const FEEDBACK_TRANSITIONS: readonly StatusTransition<FeedbackStatus, 'feedback.resolve'>[] =
  /* @__PURE__ */ (() => [
    { from: FEEDBACK_STATUS.pending, event: 'feedback.resolve', to: FEEDBACK_STATUS.resolved },
  ])();

/**
 * The status after `event` in one of the simple tables, or `undefined` when it is refused.
 * @example
 * nextStatus(WITHDRAWAL_TRANSITIONS, 0, 'withdrawal.refuse'); // 2
 * nextStatus(WITHDRAWAL_TRANSITIONS, 2, 'withdrawal.approve'); // undefined
 */
export function nextStatus<Status extends number, Event extends string>(
  table: readonly StatusTransition<Status, Event>[],
  from: Status,
  event: Event,
): Status | undefined {
  return table.find((row) => row.from === from && row.event === event)?.to;
}
