import type { CallHandlers } from '../../http/call-handler';
import {
  createCsSession,
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
