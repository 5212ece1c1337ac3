import { createHmac } from 'node:crypto';
import { sign } from 'hono/jwt';
import { describe, expect, it } from 'vitest';
import { verifyHs256 } from './auth';

const secret = 'a-secret-of-the-shop-0123456789';
const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A token with any header and payload, signed with the shop's secret. */
function signed(header: unknown, payload: unknown): string {
  const body = `${part(header)}.${part(payload)}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

describe('verifyHs256', () => {
  it('answers the payload of a token signed as the server signs them', async () => {
    const payload = { sub: '7', typ: 'access', iat: 1, exp: 2 };
    expect(verifyHs256(await sign(payload, secret, 'HS256'), secret)).toEqual(payload);
  });

  it('refuses another secret, a changed payload, other algorithms, critical headers and junk', async () => {
    const token = await sign({ sub: '7', typ: 'access' }, secret, 'HS256');
    const [header, , signature] = token.split('.');
    expect(verifyHs256(token, 'another-secret')).toBeNull();
    expect(verifyHs256(`${header}.${part({ sub: '8', typ: 'access' })}.${signature}`, secret)).toBeNull();
    expect(verifyHs256(`${part({ alg: 'none', typ: 'JWT' })}.${part({ sub: '7' })}.`, secret)).toBeNull();
    expect(verifyHs256(await sign({ sub: '7' }, secret, 'HS512'), secret)).toBeNull();
    // Headers the signature covers, but that ask for what the server does not do.
    expect(verifyHs256(signed({ alg: 'HS256', typ: 'JWT', crit: ['exp'] }, { sub: '7' }), secret)).toBeNull();
    expect(verifyHs256(signed({ alg: 'HS256', typ: 'JWE' }, { sub: '7' }), secret)).toBeNull();
    expect(verifyHs256(signed({ alg: 'HS256' }, ['7']), secret)).toBeNull();
    expect(verifyHs256(signed({ alg: 'HS256' }, { sub: '7' }), secret)).toEqual({ sub: '7' });
    expect(verifyHs256('not.a.token!', secret)).toBeNull();
    expect(verifyHs256('only.two', secret)).toBeNull();
    expect(verifyHs256(token.replace(/.$/, ''), secret)).toBeNull();
  });
});
