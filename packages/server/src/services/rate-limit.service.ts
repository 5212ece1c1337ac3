import { isIPv6 } from 'node:net';
import { AppError } from '../http/app-error';
import type { ServerContext } from '../server-context';

/** A limit of `max` events per `windowMs`, counted in the database so every process shares it. */
export interface RateLimit {
  max: number;
  windowMs: number;
}

/** Failed logins per account and per address (contract §4). */
export const FAILED_LOGIN_LIMIT: RateLimit = { max: 10, windowMs: 15 * 60_000 };
/** Captcha images per address. */
export const CAPTCHA_LIMIT: RateLimit = { max: 30, windowMs: 15 * 60_000 };
/** SMS codes per phone. */
export const SMS_LIMIT: RateLimit = { max: 5, windowMs: 15 * 60_000 };
/** SMS codes per address (several shoppers may share one, behind a carrier's NAT). */
export const SMS_ADDRESS_LIMIT: RateLimit = { max: 20, windowMs: 15 * 60_000 };

async function countSince(
  server: ServerContext,
  key: string,
  since: Date,
): Promise<{ count: number; oldest: Date | null }> {
  const row = await server.db
    .selectFrom('rate_event')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('create_time').as('oldest')])
    .where('key', '=', key)
    .where('create_time', '>', since)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), oldest: row.oldest as Date | null };
}

/**
 * The kind of a limit's key as the log names it, without whose it is: `login:account:alice` ->
 * `login:account`.
 */
function limitOf(key: string): string {
  const parts = key.split(':');
  return parts.length > 2 ? `${parts[0]}:${parts[1]}` : (parts[0] as string);
}

/**
 * Throws 429 with `Retry-After` when any key has reached its limit, logged as `rate.limited` (the
 * kind of limit, not the account or address it counts).
 */
export async function assertWithinLimit(
  server: ServerContext,
  keys: string[],
  limit: RateLimit,
): Promise<void> {
  const now = server.now().getTime();
  for (const key of keys) {
    const { count, oldest } = await countSince(server, key, new Date(now - limit.windowMs));
    if (count >= limit.max) {
      const retryAfter = Math.max(1, Math.ceil(((oldest?.getTime() ?? now) + limit.windowMs - now) / 1000));
      server.log.warn('rate limit reached', { event: 'rate.limited', limit: limitOf(key), retryAfter });
      throw new AppError('error.tooManyRequests', {
        httpStatus: 429,
        params: { seconds: retryAfter },
        headers: { 'Retry-After': String(retryAfter) },
      });
    }
  }
}

/** Records one event under each key. */
export async function recordEvent(server: ServerContext, keys: string[]): Promise<void> {
  if (keys.length === 0) {
    return;
  }
  const at = server.now();
  await server.db
    .insertInto('rate_event')
    .values(keys.map((key) => ({ key, create_time: at })))
    .execute();
}

/** Checks the limit, then counts this event (captcha and SMS requests). */
export async function consume(server: ServerContext, keys: string[], limit: RateLimit): Promise<void> {
  await assertWithinLimit(server, keys, limit);
  await recordEvent(server, keys);
}

/** A call as far as its sender's address goes (the call handler's context has these). */
export interface CallOrigin {
  server: ServerContext;
  request: Request;
  /** The TCP peer's address; undefined for a request handed to the app in-process (no socket). */
  peerAddress?: string | undefined;
}

/**
 * The address a call is counted under by per-address limits, or `null` when none is known.
 *
 * - `TRUST_PROXY=0` (no proxy in front): the TCP peer. `X-Forwarded-For` and `X-Real-IP` are
 *   ignored, since any client can write them.
 * - `TRUST_PROXY=N`: the N-th entry of `X-Forwarded-For` from the right, the address the outermost
 *   of the N trusted proxies saw (each appends the address it was reached from). Entries further
 *   left were written by the client, or by proxies it chose, and are never used. Without the
 *   header it is the peer; with fewer than N entries, the left-most one (Express's `trust proxy`
 *   with a hop count reads the header the same way).
 * - `null`: a request given to `app.fetch` in-process (tests) has no socket. Such a call is counted
 *   under no address, as if each call came from its own: only the per-account and per-phone
 *   limits apply to it. Over a real listener the peer is always known.
 *
 * An IPv6 client is counted by its /64 network: one subscriber holds a whole /64 and could
 * otherwise step through its addresses.
 */
export function clientAddress(call: CallOrigin): string | null {
  const trustProxy = call.server.env.TRUST_PROXY;
  const peer = call.peerAddress ? networkOf(call.peerAddress) : null;
  if (trustProxy === 0) {
    return peer;
  }
  const forwarded = (call.request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
  if (forwarded.length === 0) {
    return peer;
  }
  const entry = forwarded[Math.max(0, forwarded.length - trustProxy)] as string;
  return networkOf(entry.slice(0, 64));
}

/** The key of a per-address limit, or none when the address is unknown (see {@link clientAddress}). */
export function addressKeys(limit: string, address: string | null): string[] {
  return address === null ? [] : [`${limit}:address:${address}`];
}

/** An IPv4 address as it is (also when written IPv4-mapped), an IPv6 address as its /64 network. */
function networkOf(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) {
    return mapped[1] as string;
  }
  const plain = address.split('%')[0] as string;
  if (!isIPv6(plain)) {
    return address;
  }
  const [head = '', tail] = plain.split('::');
  const groups = (part: string) => part.split(':').filter((group) => group.length > 0);
  const width = (list: string[]) => list.reduce((sum, group) => sum + (group.includes('.') ? 2 : 1), 0);
  const [before, after] = [groups(head), groups(tail ?? '')];
  const zeros = tail === undefined ? [] : Array(8 - width(before) - width(after)).fill('0');
  const network = [...before, ...zeros, ...after]
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16));
  return `${network.join(':')}::/64`;
}
