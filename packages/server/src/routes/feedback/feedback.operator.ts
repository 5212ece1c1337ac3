import { feedbackStatusSchema } from '@mall/sdk/schemas';
import type { OperatorActions } from '../../operator/operator-handler';
import { submissionMoveAction } from '../../operator/submission-move-action';

/** The operator answers a feedback (contract §13), along FEEDBACK_TRANSITIONS. */
export const feedbackOperatorActions: OperatorActions = {
  'feedback/resolve': submissionMoveAction(
    'feedback',
    feedbackStatusSchema,
    'remark',
    'Resolve a feedback (0 -> 1) with a remark the shopper sees: {"id","status":1,"remark"?}',

    'feedback:feedback:resolve',
  ),
};
