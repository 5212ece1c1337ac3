import { csMessageContentSchema, idSchema, text } from '@mall/sdk/schemas';
import { z } from 'zod';
import { type OperatorActions, operatorAction } from '../../operator/operator-handler';
import { chatAgentReply } from '../../services/chat.service';
import { chatQueue } from '../../services/chat-queue.service';
import { queuePageShape, queueUserId } from '../queue-query';

/** The agent's side (contract §13): the sessions waiting for a reply, and the reply. */
export const chatOperatorActions: OperatorActions = {
  'cs/session/list': operatorAction({
    method: 'GET',
    permission: 'chat:session:list',
    description:
      'Sessions waiting for a reply (the shopper\'s message is the last), longest waiting first: {"userId"?,"page"?,"size"?}',
    schema: z.object({ ...queuePageShape, userId: queueUserId }),
    run: (server, input) => chatQueue(server, input),
  }),
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
