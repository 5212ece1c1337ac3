import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { USER_STATUS } from '@mall/sdk/schemas';
import { signHs256 } from '../auth/jwt-keys';
import { openPair, sealPair } from '../crypto/refresh-replay';
import type { TokenPair } from '../db/schema';
import { AppError } from '../http/app-error';
import { forgetStanding, keyringOf } from '../http/auth';
import type { ServerContext } from '../server-context';

/** A rotated refresh token answers with the same new pair for this long (a tab that lost the answer). */
export const REFRESH_GRACE_MS = 10_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

const DAY_MS = 24 * 3600 * 1000;

/**
 * The 401 of a refused refresh token, logged (`auth.refresh.refused`, with the reason; never the
 * token) as it is made.
 */
function refreshFailed(
  server: ServerContext,
  reason:
    | 'unknown'
    | 'revoked'
    | 'expired'
    | 'account-closed'
    | 'reused'
    | 'session-too-old'
    | 'session-idle',
  userId?: number,
): AppError {
  server.log.warn('refresh token refused', {
    event: 'auth.refresh.refused',
    reason,
    ...(userId === undefined ? {} : { userId }),
  });
  return new AppError('auth.refreshTokenInvalid', { httpStatus: 401 });
}

/**
 * Signs an access token (HS256 under the current key, named by `kid`; `typ: access`) for a shopper's
 * session: `sid` is the session's refresh-token family, which signing out revokes.
 */
function accessToken(server: ServerContext, userId: number, family: string): string {
  const nowMs = server.now().getTime();
  const iat = Math.floor(nowMs / 1000);
  return signHs256(
    {
      sub: String(userId),
      typ: 'access',
      sid: family,
      iat,
      ims: nowMs,
      exp: iat + server.env.ACCESS_TOKEN_TTL,
      jti: randomUUID(),
    },
    keyringOf(server),
  );
}

/**
 * Issues a new access token and refresh token for a shopper. The refresh token is an opaque random
 * string; only its hash is stored, in a family that rotation keeps together. A new sign-in starts a
 * session (`startedAt` now); a rotation carries its session's start over. The refresh token lives
 * `REFRESH_TOKEN_TTL`, but never past the session's `SESSION_MAX_DAYS`.
 */
export async function issueTokens(
  server: ServerContext,
  userId: number,
  family: string = randomUUID(),
  startedAt: Date = server.now(),
): Promise<TokenPair> {
  const refreshToken = randomBytes(32).toString('base64url');
  const nowMs = server.now().getTime();
  const expiresAtMs = Math.min(
    nowMs + server.env.REFRESH_TOKEN_TTL * 1000,
    startedAt.getTime() + server.env.SESSION_MAX_DAYS * DAY_MS,
  );
  await server.db
    .insertInto('refresh_token')
    .values({
      user_id: userId,
      family,
      token_hash: hashToken(refreshToken),
      expires_at: new Date(expiresAtMs),
      create_time: server.now(),
      session_started_at: startedAt,
    })
    .execute();
  return {
    token: accessToken(server, userId, family),
    expire: server.env.ACCESS_TOKEN_TTL,
    refreshToken,
    refreshExpire: Math.max(0, Math.floor((expiresAtMs - nowMs) / 1000)),
  };
}

/**
 * Revokes every refresh token of a session (family) still standing. The database announces the
 * shopper (migration 0013), so every process drops the standing it kept and the session's access
 * tokens (`sid`) stop too; this process forgets it at once.
 */
async function revokeFamily(server: ServerContext, family: string, userId: number): Promise<void> {
  await server.db
    .updateTable('refresh_token')
    .set({ revoked_at: server.now() })
    .where('family', '=', family)
    .where('revoked_at', 'is', null)
    .execute();
  forgetStanding(server, userId);
}

/**
 * Signs one session out (`app/user/login/signOut`): the refresh token's whole family is revoked,
 * and with it the session's access tokens. An unknown, expired or already revoked token changes
 * nothing and answers alike, so the call tells nobody whether a token was good.
 */
export async function signOut(server: ServerContext, refreshToken: string): Promise<void> {
  const row = await server.db
    .selectFrom('refresh_token')
    .select(['family', 'user_id'])
    .where('token_hash', '=', hashToken(refreshToken))
    .executeTakeFirst();
  if (!row) {
    return;
  }
  await revokeFamily(server, row.family, row.user_id);
  server.log.info('session signed out', { event: 'auth.session.signed-out', userId: row.user_id });
}

/**
 * Exchanges a refresh token for a new pair and revokes it (rotation). Within the grace period a
 * just-rotated token answers with the same new pair; presented after that, it revokes its whole
 * family (reuse detection). Expired, revoked, unknown tokens and closed accounts fail with 401.
 */
export async function refreshTokens(server: ServerContext, refreshToken: string): Promise<TokenPair> {
  const now = server.now();
  const row = await server.db
    .selectFrom('refresh_token')
    .innerJoin('app_user', 'app_user.id', 'refresh_token.user_id')
    .select([
      'refresh_token.id',
      'refresh_token.user_id',
      'refresh_token.family',
      'refresh_token.expires_at',
      'refresh_token.rotated_at',
      'refresh_token.revoked_at',
      'refresh_token.rotated_to',
      'refresh_token.create_time',
      'refresh_token.session_started_at',
      'app_user.status',
      // Any revoked token of the family ends it: a revocation racing a rotation may miss the new
      // token it could not see yet, never the old one, so the new token is refused here.
      (eb) =>
        eb
          .exists(
            eb
              .selectFrom('refresh_token as ended')
              .select('ended.id')
              .whereRef('ended.family', '=', 'refresh_token.family')
              .where('ended.revoked_at', 'is not', null),
          )
          .as('family_ended'),
    ])
    .where('refresh_token.token_hash', '=', hashToken(refreshToken))
    .executeTakeFirst();
  if (!row) {
    throw refreshFailed(server, 'unknown');
  }
  if (row.revoked_at) {
    throw refreshFailed(server, 'revoked', row.user_id);
  }
  if (row.family_ended) {
    await revokeFamily(server, row.family, row.user_id);
    throw refreshFailed(server, 'revoked', row.user_id);
  }
  if (row.status !== USER_STATUS.normal) {
    throw refreshFailed(server, 'account-closed', row.user_id);
  }
  // The session's limits, by the server's clock: its age since sign-in, and (for the family's
  // latest token, issued at the last refresh) the time since it was last refreshed.
  const ended =
    now.getTime() - row.session_started_at.getTime() >= server.env.SESSION_MAX_DAYS * DAY_MS
      ? 'session-too-old'
      : !row.rotated_at && now.getTime() - row.create_time.getTime() >= server.env.SESSION_IDLE_DAYS * DAY_MS
        ? 'session-idle'
        : null;
  if (ended) {
    await revokeFamily(server, row.family, row.user_id);
    throw refreshFailed(server, ended, row.user_id);
  }
  if (row.expires_at.getTime() <= now.getTime()) {
    throw refreshFailed(server, 'expired', row.user_id);
  }
  if (row.rotated_at) {
    const replayed =
      row.rotated_to && now.getTime() - row.rotated_at.getTime() <= REFRESH_GRACE_MS
        ? openPair(refreshToken, row.id, row.rotated_to)
        : null;
    if (replayed) {
      return replayed;
    }
    // A rotated token presented again after the grace period: someone else may hold it. Its
    // session's access tokens stop too.
    await revokeFamily(server, row.family, row.user_id);
    server.log.warn('refresh token reuse: family revoked', {
      event: 'auth.refresh.reuse',
      userId: row.user_id,
    });
    throw refreshFailed(server, 'reused', row.user_id);
  }
  const pair = await issueTokens(server, row.user_id, row.family, row.session_started_at);
  // Only one concurrent rotation wins; the others answer with the winner's pair. A revocation
  // (logoff, password change) since the read also makes the claim fail, so no new pair escapes it.
  const claimed = await server.db
    .updateTable('refresh_token')
    .set({ rotated_at: now, rotated_to: JSON.stringify(sealPair(refreshToken, row.id, pair)) })
    .where('id', '=', row.id)
    .where('rotated_at', 'is', null)
    .where('revoked_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!claimed) {
    await server.db
      .deleteFrom('refresh_token')
      .where('token_hash', '=', hashToken(pair.refreshToken))
      .execute();
    return refreshTokens(server, refreshToken);
  }
  return pair;
}

/** Ends every session of a shopper: refresh tokens revoked, access tokens issued before now refused. */
export async function revokeAllSessions(server: ServerContext, userId: number): Promise<void> {
  const now = server.now();
  await server.db
    .updateTable('refresh_token')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
  await server.db
    .updateTable('app_user')
    .set({ sessions_revoked_at: now })
    .where('id', '=', userId)
    .execute();
  forgetStanding(server, userId);
}
