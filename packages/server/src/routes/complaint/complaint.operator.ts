import { COMPLAINT_STATUS } from '@mall/sdk/lifecycle';
import { complaintStatusSchema, integer } from '@mall/sdk/schemas';
import { z } from 'zod';
import { type OperatorActions, operatorAction } from '../../operator/operator-handler';
import { submissionMoveAction } from '../../operator/submission-move-action';
import { submissionQueue } from '../../services/submission-queue.service';
import { queuePageShape, queueUserId } from '../queue-query';

/** The operator processes a complaint (contract §13), along COMPLAINT_TRANSITIONS, and reads the queue. */
export const complaintOperatorActions: OperatorActions = {
  'complain/list': operatorAction({
    method: 'GET',
    permission: 'complaint:complaint:list',
    description:
      'Complaints in a status (default 0, verifying), oldest first: {"status"?,"type"?,"userId"?,"page"?,"size"?}',
    schema: z.object({
      ...queuePageShape,
      status: z._default(complaintStatusSchema, COMPLAINT_STATUS.verifying),
      type: z.optional(integer()),
      userId: queueUserId,
    }),
    run: (server, input) => submissionQueue(server, 'complaint', input),
  }),
  'complain/process': submissionMoveAction(
    'complaint',
    complaintStatusSchema,
    'result',
    'Accept (0 -> 1) or process (0/1 -> 2) a complaint: {"id","status","result"?}',

    'complaint:complaint:process',
  ),
};
