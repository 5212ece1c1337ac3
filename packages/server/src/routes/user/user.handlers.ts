import { AppError } from '../../http/app-error';
import type { CallHandlers } from '../../http/call-handler';
import { revokeAllSessions } from '../../services/token.service';
import { bindPhone, changePassword, logOff, personOf, updateProfile } from '../../services/user-info.service';

/** The shopper's own profile (contract §5); signing out of every device (beyond it). */
export const userHandlers: CallHandlers = {
  'app/user/info/person': ({ user, server }) => personOf(server, user.id),
  'app/user/info/updatePerson': ({ input, user, server }) => updateProfile(server, user.id, input),
  'app/user/info/updatePassword': ({ input, user, server }) => changePassword(server, user.id, input),
  'app/user/info/bindPhone': ({ input, user, server }) => bindPhone(server, user.id, input),
  'app/user/info/miniPhone': () => {
    throw new AppError('error.loginMethodNotEnabled');
  },
  'app/user/info/logoff': ({ user, server }) => logOff(server, user.id),
  // Every refresh token revoked and every older access token refused, the caller's too, at once.
  'app/user/info/signOutAll': ({ user, server }) =>
    server.db.transaction().execute((trx) => revokeAllSessions({ ...server, db: trx }, user.id)),
};
