import type { CallHandlers } from '../../http/call-handler';
import {
  chatMarkRead,
  chatMessagePage,
  chatSessionDetail,
  chatUnreadCount,
  createChatSession,
} from '../../services/chat.service';

/** Customer service `app/cs` (contract §11); live delivery is the Socket.IO namespace `/cs`. */
export const chatHandlers: CallHandlers = {
  'app/cs/session/detail': ({ user, server }) => chatSessionDetail(server, user.id),
  'app/cs/session/create': ({ user, server }) => createChatSession(server, user.id),
  'app/cs/msg/page': ({ input, user, server }) => chatMessagePage(server, user.id, input),
  'app/cs/msg/read': async ({ input, user, server }) => {
    await chatMarkRead(server, user.id, input.msgIds);
  },
  'app/cs/msg/unreadCount': ({ user, server }) => chatUnreadCount(server, user.id),
};
