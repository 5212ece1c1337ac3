import { createHmac, timingSafeEqual } from 'node:crypto';
import { USER_STATUS } from '@mall/sdk/schemas';
import { sql } from 'kysely';
import { type JwtKeyring, jwtKeyringOf } from '../auth/jwt-keys';
import type { ListenFor } from '../db/database';
import type { ServerContext } from '../server-context';
import { type AnnouncedReads, createAnnouncedReads, SHOPPER_CHANNEL } from '../services/announced-reads';
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

const BASE64URL = /^[A-Za-z0-9_-]*$/;

function jsonPart(part: string): unknown {
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
}

/**
 * The payload of an HS256 JWT signed with `secret` (what `hono/jwt`'s `sign` writes), or `null`:
 * three base64url parts, a header naming HS256 alone (typ JWT or none, no `crit`), an object
 * payload, and the signature compared in constant time. Checked with node's HMAC directly, which
 * costs a small part of importing a WebCrypto key for every request.
 */
export function verifyHs256(token: string, secret: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((part) => BASE64URL.test(part))) {
    return null;
  }
  const [header, payload, signature] = parts as [string, string, string];
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return null;
  }
  try {
    const head = jsonPart(header) as Record<string, unknown> | null;
    const body = jsonPart(payload);
    const typ = head?.typ;
    if (
      typeof head !== 'object' ||
      head === null ||
      head.alg !== 'HS256' ||
      'crit' in head ||
      (typ !== undefined && (typeof typ !== 'string' || typ.toUpperCase() !== 'JWT')) ||
      typeof body !== 'object' ||
      body === null ||
      Array.isArray(body)
    ) {
      return null;
    }
    return body as Record<string, unknown>;
  } catch {
    return null;
  }
}

/**
 * The payload of an access token under one of the keyring's keys: the one its header's `kid` names
 * (an unknown `kid`, a removed key, answers `null`); a token without `kid` (signed before keys had
 * ids) is tried under each key.
 */
export function verifyAccessJwt(token: string, keyring: JwtKeyring): Record<string, unknown> | null {
  const header = token.split('.', 1)[0] ?? '';
  let kid: unknown;
  try {
    kid = (jsonPart(header) as { kid?: unknown } | null)?.kid;
  } catch {
    return null;
  }
  if (kid !== undefined) {
    const secret = typeof kid === 'string' ? keyring.verifying.get(kid) : undefined;
    return secret === undefined ? null : verifyHs256(token, secret);
  }
  for (const secret of keyring.verifying.values()) {
    const payload = verifyHs256(token, secret);
    if (payload) {
      return payload;
    }
  }
  return null;
}

/** The keys of a server: its JWT secret signs, `JWT_PREVIOUS_SECRETS` only verify. */
export function keyringOf(server: ServerContext): JwtKeyring {
  return jwtKeyringOf(server.jwtSecret, server.env.JWT_PREVIOUS_SECRETS);
}

/**
 * What an access token is checked against: the shopper's status, when all their sessions were
 * ended, and the sessions (refresh-token families) ended one by one lately: those revoked within
 * an access token's lifetime (and two minutes of clock skew), since older ones have no live token.
 */
interface Standing {
  id: number;
  status: number;
  sessions_revoked_at: Date | null;
  revoked_sessions: string[];
}

// One per database (keyed by its `listen`, which a context scoped to a transaction shares with its
// server), read through the server's own connections.
const standings = new WeakMap<ListenFor, AnnouncedReads<Standing | undefined>>();
export function standingsOf(server: ServerContext): AnnouncedReads<Standing | undefined> {
  let found = standings.get(server.listen);
  if (!found) {
    found = createAnnouncedReads({
      channel: SHOPPER_CHANNEL,
      read: (userId) => {
        const since = new Date(server.now().getTime() - (server.env.ACCESS_TOKEN_TTL + 120) * 1000);
        return server.db
          .selectFrom('app_user')
          .select(['id', 'status', 'sessions_revoked_at'])
          .select(
            sql<
              string[]
            >`array(select distinct family from refresh_token where user_id = app_user.id and revoked_at > ${since})`.as(
              'revoked_sessions',
            ),
          )
          .where('id', '=', userId)
          .executeTakeFirst();
      },
      listen: server.listen,
      now: () => server.now().getTime(),
      maxAgeMs: 5_000,
      maxEntries: 10_000,
    });
    standings.set(server.listen, found);
  }
  return found;
}

/**
 * Drops the kept standing of a shopper whose status or sessions this process has just changed: the
 * next call checks the change, even before the database's announcement of it arrives.
 */
export function forgetStanding(server: ServerContext, userId: number): void {
  // None kept yet, none to forget: nothing is made here, where `server` may be scoped to a
  // transaction (the standings read through the context that first checks a token).
  standings.get(server.listen)?.forget(userId);
}

export function unauthorized(): AppError {
  return new AppError('error.unauthorized', { httpStatus: 401 });
}

/** Why an access token was refused, as its `auth.token.refused` line says. */
export type TokenRefusal = 'invalid' | 'expired' | 'not-access' | 'account-closed' | 'revoked' | 'signed-out';

/** Logs a refused access token (never the token itself). */
function refused(server: ServerContext, reason: TokenRefusal, userId?: number): null {
  server.log.warn('access token refused', {
    event: 'auth.token.refused',
    reason,
    ...(userId === undefined ? {} : { userId }),
  });
  return null;
}

/**
 * The shopper an access token belongs to, or `null` when the token is missing, malformed, signed
 * otherwise (or under a key no longer kept), expired, not an access token, or revoked (logoff,
 * password change, closed account, its own session signed out or ended).
 * The shopper's standing is read once and kept until the database announces a change of it
 * (`announced-reads.ts`), or read for every call while announcements are not heard. A token given
 * and refused is logged (`auth.token.refused`, with the reason).
 */
export async function authenticate(server: ServerContext, token: string | null): Promise<AuthUser | null> {
  if (!token) {
    return null;
  }
  // One fixed algorithm; time claims are checked below against the server's own clock.
  const payload = verifyAccessJwt(token, keyringOf(server));
  if (!payload) {
    return refused(server, 'invalid');
  }
  const userId = Number(payload.sub);
  // `ims`: the issue time in milliseconds, so a revocation and a new login in the same second differ.
  const issuedAtMs = Number(payload.ims ?? Number(payload.iat) * 1000);
  const expiresAt = Number(payload.exp);
  const nowSeconds = Math.floor(server.now().getTime() / 1000);
  if (
    payload.typ !== 'access' ||
    !Number.isInteger(userId) ||
    !(issuedAtMs <= server.now().getTime() + 60_000)
  ) {
    return refused(server, 'not-access');
  }
  if (!(expiresAt > nowSeconds)) {
    return refused(server, 'expired', userId);
  }
  // Kept until the database announces a change of the shopper's standing (migration 0009):
  // a logoff or a password change in any process is heard as it commits.
  const user = await standingsOf(server).get(userId);
  if (user?.status !== USER_STATUS.normal) {
    return refused(server, 'account-closed', userId);
  }
  if (user.sessions_revoked_at && !(issuedAtMs >= user.sessions_revoked_at.getTime())) {
    return refused(server, 'revoked', userId);
  }
  // `sid`: the session (refresh-token family) the token was issued in; signing it out ends it here.
  if (typeof payload.sid === 'string' && user.revoked_sessions.includes(payload.sid)) {
    return refused(server, 'signed-out', userId);
  }
  return { id: user.id };
}
