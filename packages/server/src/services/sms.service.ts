import { randomInt } from 'node:crypto';
import { AppError } from '../http/app-error';
import type { ServerContext } from '../server-context';

/** An SMS code is good for five minutes, and for one use. */
export const SMS_CODE_TTL_MS = 5 * 60_000;

/** Sends a 6-digit code to a phone through the configured sender. */
export async function sendSmsCode(server: ServerContext, countryCode: string, phone: string): Promise<void> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = server.now();
  await server.db
    .insertInto('sms_code')
    .values({
      country_code: countryCode,
      phone,
      code,
      expires_at: new Date(now.getTime() + SMS_CODE_TTL_MS),
      create_time: now,
    })
    .execute();
  await server.sms.send(countryCode, phone, code);
}

/** Uses the latest unexpired code sent to a phone; a wrong or spent code answers 1001. */
export async function useSmsCode(
  server: ServerContext,
  countryCode: string,
  phone: string,
  code: string,
): Promise<void> {
  const now = server.now();
  const latest = await server.db
    .selectFrom('sms_code')
    .select(['id', 'code'])
    .where('country_code', '=', countryCode)
    .where('phone', '=', phone)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!latest || latest.code !== code) {
    throw new AppError('auth.smsCodeInvalid');
  }
  const spent = await server.db
    .updateTable('sms_code')
    .set({ used_at: now })
    .where('id', '=', latest.id)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!spent) {
    throw new AppError('auth.smsCodeInvalid');
  }
}

/** The last code sent to a phone (operator API, development sender only). */
export async function lastSmsCode(server: ServerContext, phone: string): Promise<string | null> {
  const row = await server.db
    .selectFrom('sms_code')
    .select('code')
    .where('phone', '=', phone)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.code ?? null;
}
