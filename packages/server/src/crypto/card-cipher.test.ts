import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env';
import { CardCipherError, cardKeyIdOf, decryptCardNo, encryptCardNo, parseCardKeys } from './card-cipher';

const key = () => randomBytes(32).toString('base64');

describe('card numbers at rest', () => {
  const keyring = parseCardKeys(`k2:${key()},k1:${key()}`);

  it('encrypts under the first key, with a fresh IV each time, and reads back', () => {
    const first = encryptCardNo(keyring, 7, '6222020200112233');
    const second = encryptCardNo(keyring, 7, '6222020200112233');
    expect(first).toMatch(/^v1:k2:[\w-]{16}:[\w-]{22}:[\w-]+$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('6222');
    expect(cardKeyIdOf(first)).toBe('k2');
    expect(decryptCardNo(keyring, 7, first)).toBe('6222020200112233');
    expect(decryptCardNo(keyring, 7, second)).toBe('6222020200112233');
  });

  it('does not open on another shopper, altered, or with a key not configured', () => {
    const value = encryptCardNo(keyring, 7, '6222020200112233');
    expect(() => decryptCardNo(keyring, 8, value)).toThrow(CardCipherError);
    const parts = value.split(':');
    const flipped = Buffer.from(parts[4] as string, 'base64url');
    flipped[0] = (flipped[0] as number) ^ 1;
    parts[4] = flipped.toString('base64url');
    expect(() => decryptCardNo(keyring, 7, parts.join(':'))).toThrow(CardCipherError);
    // Claiming another key id changes the associated data too.
    expect(() => decryptCardNo(keyring, 7, value.replace('v1:k2:', 'v1:k1:'))).toThrow(CardCipherError);
    expect(() => decryptCardNo(parseCardKeys(`k1:${key()}`), 7, value)).toThrow(/not in CARD_KEYS/);
    expect(() => decryptCardNo(keyring, 7, '6222020200112233')).toThrow(CardCipherError);
  });

  it('reads CARD_KEYS strictly', () => {
    expect(parseCardKeys(`a:${key()}`).primary).toBe('a');
    expect(() => parseCardKeys('a')).toThrow(/id:base64key/);
    expect(() => parseCardKeys(`a:${randomBytes(16).toString('base64')}`)).toThrow(/32 bytes/);
    expect(() => parseCardKeys(`a b:${key()}`)).toThrow(/key id/);
    const twice = key();
    expect(() => parseCardKeys(`a:${twice},a:${twice}`)).toThrow(/twice/);
  });

  it('is required with NODE_ENV=production, and checked when given', () => {
    // Production needs the signing secret too: given here.
    const production = { NODE_ENV: 'production', JWT_SECRET: randomBytes(32).toString('base64') };
    expect(() => parseEnv(production)).toThrow(/CARD_KEYS: required/);
    expect(parseEnv({ ...production, CARD_KEYS: `k1:${key()}` }).CARD_KEYS).toMatch(/^k1:/);
    expect(() => parseEnv({ CARD_KEYS: 'k1:short' })).toThrow(/CARD_KEYS: the key "k1" must be 32 bytes/);
    expect(parseEnv({}).CARD_KEYS).toBeUndefined();
  });
});
