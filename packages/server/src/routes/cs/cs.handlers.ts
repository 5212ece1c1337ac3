import { csMessageContentSchema, idSchema, text } from '@mall/sdk/schemas';
import { z } from 'zod';
import type { CallHandlers } from '../../http/call-handler';
import { type OperatorActions, operatorAction } from '../../operator/operator-handler';
import {
  createCsSession,
  csAgentReply,
  csMarkRead,
  csMessagePage,
  csSessionDetail,
  csUnreadCount,
} from '../../services/cs.service';

/** Customer service `app/cs` (contract §11); live delivery is the Socket.IO namespace `/cs`. */
export const csHandlers: CallHandlers = {
  'app/cs/session/detail': ({ user, server }) => csSessionDetail(server, user.id),
  'app/cs/session/create': ({ user, server }) => createCsSession(server, user.id),
  'app/cs/msg/page': ({ input, user, server }) => csMessagePage(server, user.id, input),
  'app/cs/msg/read': async ({ input, user, server }) => {
    await csMarkRead(server, user.id, input.msgIds);
  },
  'app/cs/msg/unreadCount': ({ user, server }) => csUnreadCount(server, user.id),
};

/** The agent's side (contract §13). */
export const csOperatorActions: OperatorActions = {
  'cs/reply': operatorAction({
    method: 'POST',
    description:
      'Reply to a shopper as the agent, pushed live: {"sessionId","content"} (text or {type,data})',
    schema: z.object({
      sessionId: idSchema,
      content: z.union([
        csMessageContentSchema,
        text({ max: 1000 }).transform((data) => ({ type: 'text' as const, data })),
      ]),
    }),
    run: (server, input) => csAgentReply(server, input.sessionId, input.content),
  }),
};
