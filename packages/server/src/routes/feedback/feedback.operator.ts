import { FEEDBACK_STATUS } from '@mall/sdk/lifecycle';
import { feedbackStatusSchema, integer } from '@mall/sdk/schemas';
import { z } from 'zod';
import { type OperatorActions, operatorAction } from '../../operator/operator-handler';
import { submissionMoveAction } from '../../operator/submission-move-action';
import { submissionQueue } from '../../services/submission-queue.service';
import { queuePageShape, queueUserId } from '../queue-query';

/** The operator answers a feedback (contract §13), along FEEDBACK_TRANSITIONS, and reads the queue. */
export const feedbackOperatorActions: OperatorActions = {
  'feedback/list': operatorAction({
    method: 'GET',
    permission: 'feedback:feedback:list',
    description:
      'Feedback in a status (default 0, pending), oldest first: {"status"?,"type"?,"userId"?,"page"?,"size"?}',
    schema: z.object({
      ...queuePageShape,
      status: z._default(feedbackStatusSchema, FEEDBACK_STATUS.pending),
      type: z.optional(integer()),
      userId: queueUserId,
    }),
    run: (server, input) => submissionQueue(server, 'feedback', input),
  }),
  'feedback/resolve': submissionMoveAction(
    'feedback',
    feedbackStatusSchema,
    'remark',
    'Resolve a feedback (0 -> 1) with a remark the shopper sees: {"id","status":1,"remark"?}',

    'feedback:feedback:resolve',
  ),
};
