import { complaintStatusSchema } from '@mall/sdk/schemas';
import type { OperatorActions } from '../../operator/operator-handler';
import { submissionMoveAction } from '../../operator/submission-move-action';

/** The operator processes a complaint (contract §13), along COMPLAINT_TRANSITIONS. */
export const complaintOperatorActions: OperatorActions = {
  'complain/process': submissionMoveAction(
    'complaint',
    complaintStatusSchema,
    'result',
    'Accept (0 -> 1) or process (0/1 -> 2) a complaint: {"id","status","result"?}',

    'complaint:complaint:process',
  ),
};
