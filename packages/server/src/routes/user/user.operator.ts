import type { OperatorActions } from '../../operator/operator-handler';

/** What an operator reads of one shopper: profile, orders and ledger. */
export const userOperatorActions: OperatorActions = {};
