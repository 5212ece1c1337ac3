import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;

function derive(password: string, salt: Buffer, cost: number): Promise<Buffer> {
  const N = 2 ** cost;
  // scrypt needs 128·N·r bytes; Node's default ceiling (32 MiB) is below the OWASP setting.
  const maxmem = 128 * N * BLOCK_SIZE * 2;
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, { N, r: BLOCK_SIZE, p: PARALLELISM, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/**
 * Hashes a password with scrypt (OWASP: N = 2^17, r = 8, p = 1 at cost 17) and a random salt.
 * The result records its own parameters: `scrypt$<cost>$<r>$<p>$<salt>$<hash>`.
 */
export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return [
    'scrypt',
    cost,
    BLOCK_SIZE,
    PARALLELISM,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/** Checks a password against a stored hash in constant time; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parts = stored?.split('$') ?? [];
  if (parts.length !== 6 || parts[0] !== 'scrypt') {
    return false;
  }
  const cost = Number(parts[1]);
  if (!Number.isInteger(cost) || cost < 10 || cost > 20) {
    return false;
  }
  const expected = Buffer.from(parts[5] ?? '', 'base64url');
  const actual = await derive(password, Buffer.from(parts[4] ?? '', 'base64url'), cost);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** A hash to compare against when the account does not exist, so timing does not tell. */
export async function dummyVerify(password: string, cost: number): Promise<void> {
  await derive(password, Buffer.alloc(16), cost);
}
