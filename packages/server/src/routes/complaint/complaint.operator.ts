import { complaintStatusSchema, idSchema, optionalText } from '@mall/sdk/schemas';
import { z } from 'zod';
import { type OperatorActions, operatorAction } from '../../operator/operator-handler';
import { moveSubmission } from '../../services/feedback-submission.service';

/** The operator processes a complaint (contract §13), along COMPLAINT_TRANSITIONS. */
export const complaintOperatorActions: OperatorActions = {
  'complain/process': operatorAction({
    method: 'POST',
    description: 'Accept (0 -> 1) or process (0/1 -> 2) a complaint: {"id","status","result"?}',
    schema: z.object({ id: idSchema, status: complaintStatusSchema, result: optionalText(1000) }),
    run: (server, input) =>
      moveSubmission(server, 'complaint', { id: input.id, status: input.status, note: input.result }),
  }),
};
