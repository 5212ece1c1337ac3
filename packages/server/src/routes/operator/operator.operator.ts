import type { OperatorActions } from '../../operator/operator-handler';

/** The operators themselves: signing in, their accounts and roles, and the audit trail. */
export const operatorOperatorActions: OperatorActions = {};
