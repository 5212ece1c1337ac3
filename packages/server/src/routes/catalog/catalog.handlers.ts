import type { CallHandlers } from '../../http/call-handler';
import type { OperatorActions } from '../../operator/operator-handler';

/** Calls of this area (filled by its implementation). */
export const catalogHandlers: CallHandlers = {};

/** Operator actions of this area. */
export const catalogOperatorActions: OperatorActions = {};
