import { idSchema, optionalText } from '@mall/sdk/schemas';
import { z } from 'zod';
import { moveSubmission, type SubmissionTable } from '../services/feedback-complaint.service';
import { type OperatorAction, operatorAction } from './operator-handler';
import type { Permission } from './permissions';

/** The body of a move: the note under the one key the kind uses. */
type MoveInput = { id: number; status: number; remark?: string | undefined; result?: string | undefined };

/**
 * The operator's move of a feedback or complaint (contract §13): `{"id","status",<note>?}` where
 * `status` is one of the kind's statuses and the note is the text the shopper reads, named as the
 * kind's wire row names it (`remark` for feedback, `result` for complaint). Each area declares its
 * own action path and description; the move itself is `moveSubmission`.
 */
export function submissionMoveAction(
  table: SubmissionTable,
  status: z.core.$ZodType<number>,
  note: 'remark' | 'result',
  description: string,
  permission: Permission,
): OperatorAction {
  return operatorAction({
    method: 'POST',
    permission,
    description,
    schema: z.object({ id: idSchema, status, [note]: optionalText(1000) }),
    // The computed key types the input as a string index, so its fields are named here.
    run: (server, input: MoveInput) =>
      moveSubmission(server, table, { id: input.id, status: input.status, note: input[note] }),
  });
}
