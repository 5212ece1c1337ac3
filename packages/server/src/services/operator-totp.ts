import { Secret, TOTP } from 'otpauth';
import type { ServerContext } from '../server-context';

/**
 * Operators' one-time codes (RFC 6238, through `otpauth`): a new secret with the URL an
 * authenticator app reads, and the check of a code that takes each time step once.
 */

/** The issuer an authenticator app shows beside the operator's name. */
const TOTP_ISSUER = 'mall';
/** RFC 6238 as authenticator apps take it by default: SHA-1, six digits, 30-second steps. */
const TOTP_PERIOD_SECONDS = 30;
const TOTP_DIGITS = 6;
/** Codes of the step before and after the current one are accepted too (clock drift). */
const TOTP_WINDOW = 1;

/** A new TOTP secret, answered once: the base32 secret and the `otpauth://` URL of its QR code. */
export interface TotpEnrolment {
  totpSecret: string;
  otpauthUrl: string;
}

function totpOf(secret: string, name: string): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label: name,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

export function newTotp(name: string): TotpEnrolment {
  const secret = new Secret({ size: 20 }).base32;
  return { totpSecret: secret, otpauthUrl: totpOf(secret, name).toString() };
}

/**
 * The time step of `code` when it is one of the secret's codes within the window, else null.
 * A step at or before `lastStep` was used already: refused.
 */
export function acceptedStep(
  server: ServerContext,
  operator: { name: string; totp_secret: string | null; totp_last_step: number | null },
  code: string | undefined,
): number | null {
  if (!operator.totp_secret || code === undefined || !/^\d{6}$/.test(code)) {
    return null;
  }
  const timestamp = server.now().getTime();
  const delta = totpOf(operator.totp_secret, operator.name).validate({
    token: code,
    timestamp,
    window: TOTP_WINDOW,
  });
  if (delta === null) {
    return null;
  }
  const step = Math.floor(timestamp / 1000 / TOTP_PERIOD_SECONDS) + delta;
  return operator.totp_last_step !== null && step <= operator.totp_last_step ? null : step;
}
