import { USER_STATUS } from '@mall/sdk/schemas';
import { verify } from 'hono/jwt';
import type { ServerContext } from '../server-context';
import { AppError } from './app-error';
import type { AuthUser } from './call-handler';

/** The token of a request: raw in `Authorization`, or with a `Bearer ` prefix. */
export function tokenOf(request: Request): string | null {
  const header = request.headers.get('authorization')?.trim();
  if (!header) {
    return null;
  }
  return header.toLowerCase().startsWith('bearer ') ? header.slice(7).trim() || null : header;
}

export function unauthorized(): AppError {
  return new AppError('error.unauthorized', { httpStatus: 401 });
}

/**
 * The shopper an access token belongs to, or `null` when the token is missing, malformed, signed
 * otherwise, expired, not an access token, or revoked (logoff, password change, closed account).
 */
export async function authenticate(server: ServerContext, token: string | null): Promise<AuthUser | null> {
  if (!token) {
    return null;
  }
  let payload: Record<string, unknown>;
  try {
    // One fixed algorithm; time claims are checked below against the server's own clock.
    payload = (await verify(token, server.jwtSecret, {
      alg: 'HS256',
      exp: false,
      iat: false,
      nbf: false,
    })) as Record<string, unknown>;
  } catch {
    return null;
  }
  const userId = Number(payload.sub);
  // `ims`: the issue time in milliseconds, so a revocation and a new login in the same second differ.
  const issuedAtMs = Number(payload.ims ?? Number(payload.iat) * 1000);
  const expiresAt = Number(payload.exp);
  const nowSeconds = Math.floor(server.now().getTime() / 1000);
  if (
    payload.typ !== 'access' ||
    !Number.isInteger(userId) ||
    !(expiresAt > nowSeconds) ||
    !(issuedAtMs <= server.now().getTime() + 60_000)
  ) {
    return null;
  }
  const user = await server.db
    .selectFrom('app_user')
    .select(['id', 'status', 'sessions_revoked_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (user?.status !== USER_STATUS.normal) {
    return null;
  }
  if (user.sessions_revoked_at && !(issuedAtMs >= user.sessions_revoked_at.getTime())) {
    return null;
  }
  return { id: user.id };
}
