import { Secret, TOTP } from 'otpauth';
import { cardKeyringOf } from '../crypto/card-cipher';
import { decryptTotpSecret, encryptTotpSecret } from '../crypto/operator-secret';
import type { ServerContext } from '../server-context';

/**
 * Operators' one-time codes (RFC 6238, through `otpauth`): a new secret with the URL an
 * authenticator app reads, the secret sealed for `operator.totp_secret_enc` (under `CARD_KEYS`,
 * bound to the operator: `crypto/operator-secret.ts`), and the check of a code that takes each
 * time step once.
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

/** The secret as `operator.totp_secret_enc` stores it for operator `operatorId`. */
export async function sealTotpSecret(
  server: ServerContext,
  operatorId: number,
  secret: string,
): Promise<string> {
  return encryptTotpSecret(await cardKeyringOf(server), operatorId, secret);
}

/**
 * The time step of `code` when it is one of the operator's codes within the window, else null.
 * A step at or before `lastStep` was used already: refused. The stored secret is opened only
 * for a well-formed code.
 */
export async function acceptedStep(
  server: ServerContext,
  operator: { id: number; name: string; totp_secret_enc: string | null; totp_last_step: number | null },
  code: string | undefined,
): Promise<number | null> {
  if (!operator.totp_secret_enc || code === undefined || !/^\d{6}$/.test(code)) {
    return null;
  }
  const secret = decryptTotpSecret(await cardKeyringOf(server), operator.id, operator.totp_secret_enc);
  const timestamp = server.now().getTime();
  const delta = totpOf(secret, operator.name).validate({
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
