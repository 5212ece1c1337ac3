import { csMessageContentSchema, idSchema, text } from '@mall/sdk/schemas';
import { z } from 'zod';
import { type OperatorActions, operatorAction } from '../../operator/operator-handler';
import { chatAgentReply } from '../../services/chat.service';

/** The agent's side (contract §13). */
export const chatOperatorActions: OperatorActions = {
  'cs/reply': operatorAction({
    method: 'POST',
    permission: 'chat:message:reply',
    idempotent: true,
    description:
      'Reply to a shopper as the agent, pushed live: {"sessionId","content"} (text or {type,data})',
    schema: z.object({
      sessionId: idSchema,
      content: z.union([
        csMessageContentSchema,
        z.pipe(
          text({ max: 1000 }),
          z.transform((data: string) => ({ type: 'text' as const, data })),
        ),
      ]),
    }),
    run: (server, input) => chatAgentReply(server, input.sessionId, input.content),
  }),
};
