import { feedbackStatusSchema, idSchema, optionalText } from '@mall/sdk/schemas';
import { z } from 'zod';
import { type OperatorActions, operatorAction } from '../../operator/operator-handler';
import { moveSubmission } from '../../services/feedback-submission.service';

/** The operator answers a feedback (contract §13), along FEEDBACK_TRANSITIONS. */
export const feedbackOperatorActions: OperatorActions = {
  'feedback/resolve': operatorAction({
    method: 'POST',
    description: 'Resolve a feedback (0 -> 1) with a remark the shopper sees: {"id","status":1,"remark"?}',
    schema: z.object({ id: idSchema, status: feedbackStatusSchema, remark: optionalText(1000) }),
    run: (server, input) =>
      moveSubmission(server, 'feedback', { id: input.id, status: input.status, note: input.remark }),
  }),
};
