/** Withdrawal statuses of a `withdrawal` ledger row (contract §10). */
export const WITHDRAWAL_STATUS = {
  pendingApproval: 0,
  agreed: 1,
  refused: 2,
} as const;

/** A withdrawal status code (0–2). */
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUS)[keyof typeof WITHDRAWAL_STATUS];
