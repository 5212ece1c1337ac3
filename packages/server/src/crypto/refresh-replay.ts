import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { TokenPair } from '../db/schema';

/**
 * The pair a refresh rotated to, kept for a retry within the grace period, sealed under a key
 * derived from the refresh token that was rotated (HKDF-SHA256, AES-256-GCM). The database holds
 * only that token's SHA-256, so neither it nor a backup opens the pair: only whoever presents the
 * old token again, as a tab that lost the answer does.
 */
export type SealedPair = {
  /** `base64url(iv ‖ tag ‖ ciphertext)`. */
  sealed: string;
};

const IV_BYTES = 12;
const TAG_BYTES = 16;

function keyOf(refreshToken: string, rowId: number): Buffer {
  return Buffer.from(hkdfSync('sha256', refreshToken, 'mall:refresh-replay', `refresh_token:${rowId}`, 32));
}

/** Seals `pair` for the refresh-token row `rowId`, under the token that row was made for. */
export function sealPair(refreshToken: string, rowId: number, pair: TokenPair): SealedPair {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(refreshToken, rowId), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(pair), 'utf8'), cipher.final()]);
  return { sealed: Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url') };
}

/** Opens what {@link sealPair} sealed; `null` for another token, another row or a damaged value. */
export function openPair(refreshToken: string, rowId: number, value: SealedPair): TokenPair | null {
  const bytes = Buffer.from(value.sealed, 'base64url');
  if (bytes.length <= IV_BYTES + TAG_BYTES) {
    return null;
  }
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(refreshToken, rowId), bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const text = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
    return JSON.parse(text.toString('utf8')) as TokenPair;
  } catch {
    return null;
  }
}
