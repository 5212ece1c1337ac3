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

/** Throws 429 with `Retry-After` when any key has reached its limit. */
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

/** The address of a request, for per-address limits. */
export function clientAddress(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || request.headers.get('x-real-ip') || 'local';
}
