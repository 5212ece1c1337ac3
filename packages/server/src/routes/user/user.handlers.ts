import { hashPassword, verifyPassword } from '../../auth/password';
import { AppError } from '../../http/app-error';
import type { CallHandlers } from '../../http/call-handler';
import type { OperatorActions } from '../../operator/operator-handler';
import { useSmsCode } from '../../services/sms.service';
import { revokeAllSessions } from '../../services/token.service';
import { assertUploadedUrl } from '../../services/uploaded-url.service';
import { isUniqueViolation, personOf } from '../../services/user.service';

/** The shopper's own profile (contract §5). */
export const userHandlers: CallHandlers = {
  'app/user/info/person': ({ user, server }) => personOf(server, user.id),

  'app/user/info/updatePerson': async ({ input, user, server }) => {
    if (input.avatarUrl) {
      assertUploadedUrl(server, input.avatarUrl, 'avatarUrl');
    }
    await server.db
      .updateTable('app_user')
      .set({
        ...(input.nickName === undefined ? {} : { nick_name: input.nickName }),
        ...(input.avatarUrl === undefined ? {} : { avatar_url: input.avatarUrl }),
        ...(input.gender === undefined ? {} : { gender: input.gender }),
        update_time: server.now(),
      })
      .where('id', '=', user.id)
      .execute();
  },

  'app/user/info/updatePassword': async ({ input, user, server }) => {
    const row = await server.db
      .selectFrom('app_user')
      .select(['password_hash', 'phone', 'country_code'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    if (input.oldPassword !== undefined) {
      if (!(await verifyPassword(input.oldPassword, row.password_hash))) {
        throw new AppError('auth.oldPasswordWrong');
      }
    } else if (input.code !== undefined && row.phone && row.country_code) {
      await useSmsCode(server, row.country_code, row.phone, input.code);
    } else {
      throw new AppError('auth.smsCodeInvalid');
    }
    await server.db
      .updateTable('app_user')
      .set({
        password_hash: await hashPassword(input.password, server.env.PASSWORD_HASH_COST),
        update_time: server.now(),
      })
      .where('id', '=', user.id)
      .execute();
  },

  'app/user/info/bindPhone': async ({ input, user, server }) => {
    await useSmsCode(server, input.countryCode, input.phone, input.code);
    try {
      await server.db
        .updateTable('app_user')
        .set({ phone: input.phone, country_code: input.countryCode, update_time: server.now() })
        .where('id', '=', user.id)
        .execute();
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new AppError('auth.phoneTaken');
      }
      throw error;
    }
  },

  'app/user/info/miniPhone': () => {
    throw new AppError('error.loginMethodNotEnabled');
  },

  'app/user/info/logoff': async ({ user, server }) => {
    await server.db
      .updateTable('app_user')
      .set({ status: 2, update_time: server.now() })
      .where('id', '=', user.id)
      .execute();
    await revokeAllSessions(server, user.id);
  },
};

export const userOperatorActions: OperatorActions = {};
