import { USER_STATUS } from '@mall/sdk/schemas';
import { dummyVerify, verifyPassword } from '../auth/password';
import { AppError } from '../http/app-error';
import { masked } from '../observability/logger';
import type { ServerContext } from '../server-context';
import { createCaptcha, useCaptcha } from './captcha.service';
import {
  addressKeys,
  assertWithinLimit,
  CAPTCHA_LIMIT,
  consume,
  FAILED_LOGIN_LIMIT,
  recordEvent,
  SMS_ADDRESS_LIMIT,
  SMS_LIMIT,
} from './rate-limit.service';
import { type SmsCodePurpose, sendSmsCode, useSmsCode } from './sms.service';
import { issueTokens } from './token.service';
import { createShopper, type NewShopper } from './user.service';

/**
 * Signs in with a username or phone and a password. Failed attempts count per account and per
 * client address; an unknown account still spends a hash, so timing does not tell it apart. A
 * failure is logged (`auth.login.failed`), and so is a sign-in refused by the limit
 * (`auth.login.locked`), with the account masked.
 */
export async function passwordLogin(
  server: ServerContext,
  input: { phone: string; password: string },
  clientAddress: string | null,
) {
  const account = input.phone.trim();
  const keys = [`login:account:${account.toLowerCase()}`, ...addressKeys('login', clientAddress)];
  await lockoutLogged(server, { method: 'password', account: masked(account) }, () =>
    assertWithinLimit(server, keys, FAILED_LOGIN_LIMIT),
  );
  const candidates = await server.db
    .selectFrom('app_user')
    .select(['id', 'password_hash', 'status'])
    .where((eb) => eb.or([eb('username', '=', account), eb('phone', '=', account)]))
    .limit(5)
    .execute();
  let matched: (typeof candidates)[number] | undefined;
  for (const candidate of candidates) {
    if (await verifyPassword(input.password, candidate.password_hash)) {
      matched = candidate;
      break;
    }
  }
  if (candidates.length === 0) {
    await dummyVerify(input.password, server.env.PASSWORD_HASH_COST);
  }
  if (!matched) {
    await recordEvent(server, keys);
    server.log.warn('login failed', {
      event: 'auth.login.failed',
      method: 'password',
      account: masked(account),
      known: candidates.length > 0,
    });
    throw new AppError('auth.loginFailed');
  }
  if (matched.status !== USER_STATUS.normal) {
    throw new AppError('auth.accountDisabled');
  }
  return issueTokens(server, matched.id);
}

/** Registers a shopper behind a captcha (and an SMS code when a phone is given), signed in. */
export async function register(
  server: ServerContext,
  input: NewShopper & {
    captchaId: string;
    captchaCode: string;
    smsCode?: string | undefined;
  },
) {
  await useCaptcha(server, input.captchaId, input.captchaCode);
  if (input.phone && input.countryCode && input.smsCode) {
    // A registration by phone takes a login code: the one the SMS form asks for.
    await useSmsCode(server, input.countryCode, input.phone, input.smsCode, 'login');
  }
  const userId = await createShopper(server, {
    username: input.username,
    phone: input.phone,
    countryCode: input.countryCode,
    password: input.password,
  });
  return issueTokens(server, userId);
}

/**
 * Runs `check` (a failed-login limit); its 429 is logged as `auth.login.locked` before it goes on.
 */
async function lockoutLogged(
  server: ServerContext,
  who: { method: 'password' | 'sms'; account: string },
  check: () => Promise<void>,
): Promise<void> {
  try {
    await check();
  } catch (error) {
    if (error instanceof AppError && error.httpStatus === 429) {
      server.log.warn('login refused: too many failures', { event: 'auth.login.locked', ...who });
    }
    throw error;
  }
}

/**
 * Signs in with a login SMS code; a phone seen for the first time becomes a new shopper, which
 * needs the agreement accepted (`agree: true`): without it a right code answers
 * `validation.agreementRequired` (1001), creates nothing and stays unspent, so the shopper ticks the
 * box and sends it again. An existing account signs in without it. A wrong, expired or spent code,
 * or one sent for another purpose, is logged (`auth.login.failed`, the phone masked).
 */
export async function phoneLogin(
  server: ServerContext,
  input: { countryCode: string; phone: string; smsCode: string; agree?: boolean | undefined },
) {
  const existing = await server.db
    .selectFrom('app_user')
    .select(['id', 'status'])
    .where('country_code', '=', input.countryCode)
    .where('phone', '=', input.phone)
    .executeTakeFirst();
  const needsAgreement = !existing && input.agree !== true;
  try {
    await useSmsCode(server, input.countryCode, input.phone, input.smsCode, 'login', {
      keep: needsAgreement,
    });
  } catch (error) {
    if (error instanceof AppError) {
      server.log.warn('login failed', {
        event: 'auth.login.failed',
        method: 'sms',
        phone: `${input.countryCode} ${masked(input.phone)}`,
      });
    }
    throw error;
  }
  if (needsAgreement) {
    throw new AppError('validation.agreementRequired');
  }
  if (existing && existing.status !== USER_STATUS.normal) {
    throw new AppError('auth.accountDisabled');
  }
  const userId =
    existing?.id ?? (await createShopper(server, { phone: input.phone, countryCode: input.countryCode }));
  return issueTokens(server, userId);
}

/** A new captcha, limited per client address. */
export async function requestCaptcha(
  server: ServerContext,
  input: Parameters<typeof createCaptcha>[1],
  clientAddress: string | null,
) {
  await consume(server, addressKeys('captcha', clientAddress), CAPTCHA_LIMIT);
  return createCaptcha(server, input);
}

/**
 * Sends an SMS code for `purpose` (`login` when not given) behind a captcha, limited per phone and
 * per client address whatever the purpose.
 */
export async function requestSmsCode(
  server: ServerContext,
  input: {
    captchaId: string;
    code: string;
    countryCode: string;
    phone: string;
    purpose?: SmsCodePurpose | undefined;
  },
  clientAddress: string | null,
): Promise<void> {
  await useCaptcha(server, input.captchaId, input.code);
  const phoneKey = `sms:phone:${input.countryCode}${input.phone}`;
  const addressKey = addressKeys('sms', clientAddress);
  await assertWithinLimit(server, [phoneKey], SMS_LIMIT);
  await assertWithinLimit(server, addressKey, SMS_ADDRESS_LIMIT);
  await recordEvent(server, [phoneKey, ...addressKey]);
  await sendSmsCode(server, input.countryCode, input.phone, input.purpose ?? 'login');
}
