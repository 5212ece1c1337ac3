import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { type SmsFailure, SmsSendError } from '../auth/sms-error';
import { AppError } from '../http/app-error';
import { keyringOf } from '../http/auth';
import type { MessageKey } from '../i18n/messages';
import { masked } from '../observability/logger';
import type { ServerContext, SmsPurpose, SmsSender } from '../server-context';

/**
 * What a stored code is for (the wire's `purpose` of `app/user/login/smsCode`): `login` signs in or
 * registers by phone, `bindPhone` binds a number, `password` changes the password. A code works
 * only for its own purpose.
 */
export type SmsCodePurpose = Exclude<SmsPurpose, 'register'>;

/** An SMS code is good for five minutes, and for one use. */
export const SMS_CODE_TTL_MS = 5 * 60_000;
/** Tries of one code, right or wrong: after five wrong ones even the right code fails. */
export const SMS_CODE_MAX_TRIES = 5;

/**
 * A code as stored: HMAC-SHA256 under a key derived from the server's signing secret (`JWT_SECRET`
 * in production, never in the database), over the number and the code. A fast hash is enough, and
 * a slow one would buy nothing; what matters is the key: without it, a reader of the table or a
 * backup cannot try the 10^6 codes offline, and with the number bound in no table of codes is made
 * once for all. The code itself lives five minutes, works once and allows five tries.
 */
function codeHash(secret: string, countryCode: string, phone: string, code: string): Buffer {
  const key = createHmac('sha256', secret).update('mall sms code').digest();
  return createHmac('sha256', key).update(`${countryCode} ${phone} ${code}`).digest();
}

/**
 * Whether `stored` is the hash of `code` under the current signing secret or a previous one
 * (`JWT_PREVIOUS_SECRETS`), so a rotation does not spoil the codes of its last five minutes.
 */
function codeMatches(
  server: ServerContext,
  stored: string,
  countryCode: string,
  phone: string,
  code: string,
) {
  const expected = Buffer.from(stored, 'hex');
  let matches = false;
  for (const secret of keyringOf(server).verifying.values()) {
    const hash = codeHash(secret, countryCode, phone, code);
    matches = (hash.length === expected.length && timingSafeEqual(hash, expected)) || matches;
  }
  return matches;
}

/**
 * What the development sender was given, by phone, for the operator's `sms/last` (the table holds
 * hashes only). Kept by the process that sent it, for the latest 1,000 phones.
 */
const sentByDevSender = new WeakMap<SmsSender, Map<string, string>>();

function rememberDevCode(sender: SmsSender, phone: string, code: string): void {
  const sent = sentByDevSender.get(sender) ?? new Map<string, string>();
  sentByDevSender.set(sender, sent);
  sent.delete(phone);
  sent.set(phone, code);
  if (sent.size > 1000) {
    sent.delete(sent.keys().next().value as string);
  }
}

/** What the shopper is told when the sender could not send. */
const SHOPPER_MESSAGES: Record<SmsFailure, MessageKey> = {
  rateLimited: 'sms.tooFrequent',
  phoneInvalid: 'sms.phoneInvalid',
  disabled: 'sms.notEnabled',
  failed: 'sms.unavailable',
};

/**
 * Sends a 6-digit code to a phone through the configured sender; only its hash is stored, and only
 * while the sender took it. A sender's refusal answers the shopper 1001 with what it means for them
 * (too many messages, a number it cannot reach, SMS not enabled, or try later) and is logged with
 * the provider's code and the phone masked, never the code.
 */
export async function sendSmsCode(
  server: ServerContext,
  countryCode: string,
  phone: string,
  purpose: SmsCodePurpose = 'login',
): Promise<void> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = server.now();
  const stored = await server.db
    .insertInto('sms_code')
    .values({
      country_code: countryCode,
      phone,
      code_hash: codeHash(keyringOf(server).current.secret, countryCode, phone, code).toString('hex'),
      purpose,
      expires_at: new Date(now.getTime() + SMS_CODE_TTL_MS),
      create_time: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (server.sms.name === 'dev') {
    rememberDevCode(server.sms, phone, code);
  }
  try {
    await server.sms.send(countryCode, phone, code, purpose);
  } catch (error) {
    // A code that never left is no code: removed, so the one sent before stays the latest.
    await server.db.deleteFrom('sms_code').where('id', '=', stored.id).execute();
    if (!(error instanceof SmsSendError)) {
      throw error;
    }
    const details = {
      event: 'sms.send.failed',
      provider: error.provider,
      providerCode: error.providerCode,
      failure: error.failure,
      to: `${countryCode} ${masked(phone)}`,
      reason: error.message,
    };
    if (error.failure === 'failed') {
      server.log.error('SMS not sent', details);
    } else {
      server.log.warn('SMS not sent', details);
    }
    throw new AppError(SHOPPER_MESSAGES[error.failure]);
  }
}

/**
 * Uses the latest code sent to a phone for `purpose`. Every failure — no code, expired, used, out
 * of tries, wrong, or a code sent for another purpose (it is not looked at: only codes of this
 * purpose are) — answers the same 1001, so the answer tells nothing about the code.
 *
 * A try is taken before the code is compared, in one conditional update: concurrent guesses
 * queue on the row and each sees the count the one before it left, so no more than
 * SMS_CODE_MAX_TRIES guesses are ever compared, however many arrive at once. Only the latest code
 * counts, so asking for another one never revives an older one's tries. With `keep` a right code is
 * checked (its try taken) but not spent, for a caller that still has to refuse for another reason.
 */
export async function useSmsCode(
  server: ServerContext,
  countryCode: string,
  phone: string,
  code: string,
  purpose: SmsCodePurpose,
  options: { keep?: boolean } = {},
): Promise<void> {
  const now = server.now();
  const latest = server.db
    .selectFrom('sms_code')
    .select('id')
    .where('country_code', '=', countryCode)
    .where('phone', '=', phone)
    .where('purpose', '=', purpose)
    .orderBy('id', 'desc')
    .limit(1);
  const tried = await server.db
    .updateTable('sms_code')
    .set((eb) => ({ tries: eb('tries', '+', 1) }))
    .where('id', '=', latest)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where('tries', '<', SMS_CODE_MAX_TRIES)
    .returning(['id', 'code_hash'])
    .executeTakeFirst();
  if (!tried || !codeMatches(server, tried.code_hash, countryCode, phone, code)) {
    throw new AppError('auth.smsCodeInvalid');
  }
  if (options.keep) {
    return;
  }
  const spent = await server.db
    .updateTable('sms_code')
    .set({ used_at: now })
    .where('id', '=', tried.id)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!spent) {
    throw new AppError('auth.smsCodeInvalid');
  }
}

/**
 * The last code the development sender sent to a phone from this process (operator API, the
 * development sender only); `null` when it sent none.
 */
export function lastSmsCode(server: ServerContext, phone: string): string | null {
  return sentByDevSender.get(server.sms)?.get(phone) ?? null;
}
