import { COMPLAINT_TRANSITIONS } from '@mall/sdk/lifecycle';
import { complaintStatusSchema, idSchema, optionalText } from '@mall/sdk/schemas';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { ComplaintTable } from '../../db/schema';
import type { CallHandlers } from '../../http/call-handler';
import { type OperatorActions, operatorAction } from '../../operator/operator-handler';
import {
  moveSubmission,
  submissionFields,
  submissionReader,
  submit,
} from '../../services/feedback-submission.service';

/** A complaint on the wire: the shared fields and the processing `result`. */
function complaintOf(row: Selectable<ComplaintTable> | object) {
  const complaint = row as Selectable<ComplaintTable>;
  return { ...submissionFields(complaint), result: complaint.result };
}

const complaints = submissionReader('complaint', complaintOf);

/** The shopper's complaints `app/app/complain` (contract §11). */
export const complaintHandlers: CallHandlers = {
  'app/app/complain/submit': ({ input, user, server, locale }) =>
    submit(server, 'complaint', user.id, input, locale),
  'app/app/complain/page': ({ input, user, server }) => complaints.page(server, user.id, input),
  'app/app/complain/info': ({ input, user, server }) => complaints.info(server, user.id, input.id),
};

/** The operator processes a complaint (contract §13), along COMPLAINT_TRANSITIONS. */
export const complaintOperatorActions: OperatorActions = {
  'complain/process': operatorAction({
    method: 'POST',
    description: 'Accept (0 -> 1) or process (0/1 -> 2) a complaint: {"id","status","result"?}',
    schema: z.object({ id: idSchema, status: complaintStatusSchema, result: optionalText(1000) }),
    run: (server, input) =>
      moveSubmission(
        server,
        'complaint',
        COMPLAINT_TRANSITIONS,
        { id: input.id, status: input.status, note: input.result },
        complaintOf,
      ),
  }),
};
