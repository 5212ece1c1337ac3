import { toWireAmount } from '@mall/sdk';
import { ORDER_STATUS, WITHDRAWAL_STATUS } from '@mall/sdk/lifecycle';
import { USER_STATUS } from '@mall/sdk/schemas';
import { hashPassword, verifyPassword } from '../auth/password';
import { onUniqueViolation } from '../db/constraint-violation';
import { AppError } from '../http/app-error';
import { forgetStanding } from '../http/auth';
import type { ServerContext } from '../server-context';
import { erasePersonalData, removeUploadedFiles } from './account-erasure.service';
import { useSmsCode } from './sms.service';
import { revokeAllSessions } from './token.service';
import { assertUploadedUrl } from './uploaded-url.service';

/** The profile `GET app/user/info/person` answers (never the password hash). */
export async function personOf(server: ServerContext, userId: number) {
  const user = await server.db
    .selectFrom('app_user')
    .select([
      'id',
      'username',
      'phone',
      'country_code',
      'nick_name',
      'avatar_url',
      'gender',
      'status',
      'balance',
      'create_time',
      'update_time',
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) {
    throw new AppError('error.notFound');
  }
  return {
    id: user.id,
    username: user.username,
    phone: user.phone,
    countryCode: user.country_code,
    nickName: user.nick_name,
    avatarUrl: user.avatar_url,
    gender: user.gender,
    status: user.status,
    balance: toWireAmount(user.balance),
    createTime: user.create_time.toISOString(),
    updateTime: user.update_time.toISOString(),
  };
}

/** What a shopper may change on their profile; a field left out stays as it is. */
export interface ProfileChange {
  nickName?: string | undefined;
  avatarUrl?: string | undefined;
  gender?: number | undefined;
}

/** Changes the shopper's profile; an avatar must be an upload of this shop (else 1002). */
export async function updateProfile(server: ServerContext, userId: number, change: ProfileChange) {
  if (change.avatarUrl) {
    assertUploadedUrl(server, change.avatarUrl, 'avatarUrl');
  }
  await server.db
    .updateTable('app_user')
    .set({
      ...(change.nickName === undefined ? {} : { nick_name: change.nickName }),
      ...(change.avatarUrl === undefined ? {} : { avatar_url: change.avatarUrl }),
      ...(change.gender === undefined ? {} : { gender: change.gender }),
      update_time: server.now(),
    })
    .where('id', '=', userId)
    .execute();
}

/**
 * Changes the password, proven by the old password or by an SMS code sent to the shopper's own
 * phone; without either proof it answers `auth.smsCodeInvalid`. The new password and the end of
 * every session of the shopper (refresh tokens revoked, access tokens issued before refused, the
 * caller's own included: the app signs in again) commit together.
 */
export async function changePassword(
  server: ServerContext,
  userId: number,
  change: { password: string; oldPassword?: string | undefined; code?: string | undefined },
) {
  const row = await server.db
    .selectFrom('app_user')
    .select(['password_hash', 'phone', 'country_code'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (change.oldPassword !== undefined) {
    if (!(await verifyPassword(change.oldPassword, row.password_hash))) {
      throw new AppError('auth.oldPasswordWrong');
    }
  } else if (change.code !== undefined && row.phone && row.country_code) {
    await useSmsCode(server, row.country_code, row.phone, change.code, 'password');
  } else {
    throw new AppError('auth.smsCodeInvalid');
  }
  const passwordHash = await hashPassword(change.password, server.env.PASSWORD_HASH_COST);
  await server.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('app_user')
      .set({ password_hash: passwordHash, update_time: server.now() })
      .where('id', '=', userId)
      .execute();
    await revokeAllSessions({ ...server, db: trx }, userId);
  });
  // Again once committed: a call checked meanwhile may have kept the standing before the change.
  forgetStanding(server, userId);
}

/**
 * Binds a phone proven by a `bindPhone` SMS code; a phone another shopper holds answers
 * `auth.phoneTaken`. The number signs in from now on (SMS login, password by SMS code), so the bind
 * and the end of every session of the shopper (the caller's own included: the app signs in again)
 * commit together, as a password change does.
 */
export async function bindPhone(
  server: ServerContext,
  userId: number,
  input: { countryCode: string; phone: string; code: string },
) {
  await useSmsCode(server, input.countryCode, input.phone, input.code, 'bindPhone');
  const now = server.now();
  await onUniqueViolation(
    () =>
      server.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('app_user')
          .set({ phone: input.phone, country_code: input.countryCode, update_time: now })
          .where('id', '=', userId)
          .execute();
        // The bind's time is the revocation's: tokens issued before the bind are refused.
        await revokeAllSessions({ ...server, db: trx, now: () => now }, userId);
      }),
    () => new AppError('auth.phoneTaken'),
  );
  // Again once committed: a call checked meanwhile may have kept the standing before the change.
  forgetStanding(server, userId);
}

/** Orders the shop still owes the shopper something on: goods to ship or deliver, money to return. */
const IN_FLIGHT_ORDERS = [
  ORDER_STATUS.waitingShip,
  ORDER_STATUS.waitingReceive,
  ORDER_STATUS.refunding,
  ORDER_STATUS.repurchasing,
];

/**
 * Refuses to close an account while the shop still owes its shopper a delivery, a refund, a
 * repurchase or a withdrawal: erasing the address or the card would leave them undeliverable.
 * The shopper's row is locked first, so nothing of theirs starts while the account closes.
 */
async function refuseWhileBusy(server: ServerContext, userId: number): Promise<void> {
  await server.db.selectFrom('app_user').select('id').where('id', '=', userId).forUpdate().execute();
  const order = await server.db
    .selectFrom('shop_order')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', 'in', IN_FLIGHT_ORDERS)
    .limit(1)
    .executeTakeFirst();
  const withdrawal = await server.db
    .selectFrom('ledger')
    .select('id')
    .where('user_id', '=', userId)
    .where('type', '=', 'withdrawal')
    .where('status', '=', WITHDRAWAL_STATUS.pendingApproval)
    .limit(1)
    .executeTakeFirst();
  if (order || withdrawal) {
    throw new AppError('error.logoffBusy');
  }
}

/**
 * Closes the shopper's account (status 2): its personal data erased, every session of it ended,
 * in one transaction (see `erasePersonalData` for what is erased and what the books keep); the
 * uploaded avatar and chat pictures are removed once that has committed.
 */
export async function logOff(server: ServerContext, userId: number) {
  const now = server.now();
  const files = await server.db.transaction().execute(async (trx) => {
    const scoped = { ...server, db: trx, now: () => now };
    await refuseWhileBusy(scoped, userId);
    const erased = await erasePersonalData(scoped, userId);
    await trx
      .updateTable('app_user')
      .set({ status: USER_STATUS.loggedOff, update_time: now })
      .where('id', '=', userId)
      .execute();
    await revokeAllSessions(scoped, userId);
    return erased;
  });
  forgetStanding(server, userId);
  await removeUploadedFiles(server, files);
}
