import { describe, expect, it } from 'vitest';
import { openPair, sealPair } from './refresh-replay';

const PAIR = {
  token: 'access.jwt.value',
  expire: 86_400,
  refreshToken: 'next-refresh',
  refreshExpire: 2_592_000,
};

describe('the pair a refresh rotated to, sealed under the rotated token', () => {
  it('opens only with the token and row it was sealed for, and holds neither token in the clear', () => {
    const sealed = sealPair('old-refresh-token', 7, PAIR);
    expect(openPair('old-refresh-token', 7, sealed)).toEqual(PAIR);
    expect(openPair('another-token', 7, sealed)).toBeNull();
    expect(openPair('old-refresh-token', 8, sealed)).toBeNull();
    const text = JSON.stringify(sealed) + Buffer.from(sealed.sealed, 'base64url').toString('latin1');
    expect(text).not.toContain(PAIR.token);
    expect(text).not.toContain(PAIR.refreshToken);
  });

  it('refuses a damaged value', () => {
    const { sealed } = sealPair('old-refresh-token', 7, PAIR);
    const bytes = Buffer.from(sealed, 'base64url');
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 1) ^ 1, bytes.length - 1);
    expect(openPair('old-refresh-token', 7, { sealed: bytes.toString('base64url') })).toBeNull();
    expect(openPair('old-refresh-token', 7, { sealed: 'short' })).toBeNull();
  });
});
