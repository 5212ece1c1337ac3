import { FEEDBACK_TRANSITIONS } from '@mall/sdk/lifecycle';
import { feedbackStatusSchema, idSchema, optionalText } from '@mall/sdk/schemas';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { FeedbackTable } from '../../db/schema';
import type { CallHandlers } from '../../http/call-handler';
import { type OperatorActions, operatorAction } from '../../operator/operator-handler';
import {
  moveSubmission,
  submissionFields,
  submissionReader,
  submit,
} from '../../services/feedback-submission.service';

/** A feedback on the wire: the shared fields, the contact and the operator's `remark`. */
function feedbackOf(row: Selectable<FeedbackTable> | object) {
  const feedback = row as Selectable<FeedbackTable>;
  return { ...submissionFields(feedback), contact: feedback.contact, remark: feedback.remark };
}

const feedback = submissionReader('feedback', feedbackOf);

/** The shopper's feedback `app/app/feedback` (contract §11). */
export const feedbackHandlers: CallHandlers = {
  'app/app/feedback/submit': ({ input, user, server, locale }) =>
    submit(server, 'feedback', user.id, input, locale),
  'app/app/feedback/page': ({ input, user, server }) => feedback.page(server, user.id, input),
  'app/app/feedback/info': ({ input, user, server }) => feedback.info(server, user.id, input.id),
};

/** The operator answers a feedback (contract §13), along FEEDBACK_TRANSITIONS. */
export const feedbackOperatorActions: OperatorActions = {
  'feedback/resolve': operatorAction({
    method: 'POST',
    description: 'Resolve a feedback (0 -> 1) with a remark the shopper sees: {"id","status":1,"remark"?}',
    schema: z.object({ id: idSchema, status: feedbackStatusSchema, remark: optionalText(1000) }),
    run: (server, input) =>
      moveSubmission(
        server,
        'feedback',
        FEEDBACK_TRANSITIONS,
        { id: input.id, status: input.status, note: input.remark },
        feedbackOf,
      ),
  }),
};
