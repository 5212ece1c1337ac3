import { createHmac } from 'node:crypto';

/**
 * The keys access tokens are signed and verified with: `current` signs (the server's JWT secret:
 * `JWT_SECRET`, or the generated one in development), the `previous` ones (`JWT_PREVIOUS_SECRETS`)
 * only verify, so a rotation ends no session. Every token names its key in the header's `kid`, so
 * exactly one key is tried.
 */
export interface JwtKeyring {
  current: { kid: string; secret: string };
  /** Every key that verifies, by `kid`: the current one and the previous ones. */
  verifying: ReadonlyMap<string, string>;
}

/**
 * The `kid` of a secret: a keyed hash of it cut to 16 characters (96 bits), the same in every
 * process, and telling nothing of the secret itself.
 */
export function keyIdOf(secret: string): string {
  return createHmac('sha256', secret).update('mall access-token key id').digest('base64url').slice(0, 16);
}

const keyrings = new Map<string, JwtKeyring>();

/** The keyring of a current secret and the `JWT_PREVIOUS_SECRETS` list (made once, then kept). */
export function jwtKeyringOf(current: string, previous: string | undefined): JwtKeyring {
  const cacheKey = `${current}\n${previous ?? ''}`;
  let keyring = keyrings.get(cacheKey);
  if (!keyring) {
    const kid = keyIdOf(current);
    const verifying = new Map<string, string>();
    for (const secret of (previous ?? '').split(',').map((entry) => entry.trim())) {
      if (secret) {
        verifying.set(keyIdOf(secret), secret);
      }
    }
    verifying.set(kid, current);
    keyring = { current: { kid, secret: current }, verifying };
    if (keyrings.size > 16) {
      keyrings.clear();
    }
    keyrings.set(cacheKey, keyring);
  }
  return keyring;
}

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Signs `payload` as an HS256 JWT under the keyring's current key, naming it by `kid`. */
export function signHs256(payload: Record<string, unknown>, keyring: JwtKeyring): string {
  const body = `${part({ alg: 'HS256', typ: 'JWT', kid: keyring.current.kid })}.${part(payload)}`;
  return `${body}.${createHmac('sha256', keyring.current.secret).update(body).digest('base64url')}`;
}
