import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticate } from '../http/auth';
import type { ServerContext } from '../server-context';
import { issueTokens } from '../services/token.service';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { keyIdOf } from './jwt-keys';

const OLD = 'the-old-secret-of-the-shop-0123456789';
const NEW = 'the-new-secret-of-the-shop-9876543210';

const headerOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

/**
 * Rotating `JWT_SECRET`: the server as it was (signing with the old secret), and as it is after the
 * restart (the new secret signs, the old one only verifies, then is removed), on one database.
 */
describe('rotating the access-token key', () => {
  let test: TestServer;
  let before: ServerContext;
  const after = (previous: string | undefined): ServerContext => ({
    ...before,
    jwtSecret: NEW,
    env: { ...before.env, JWT_SECRET: NEW, JWT_PREVIOUS_SECRETS: previous },
  });
  beforeAll(async () => {
    test = await startTestServer('pglite', { JWT_SECRET: OLD });
    before = test.server.context;
  });
  afterAll(async () => {
    await test?.close();
  });

  it('names the key in every token it signs', async () => {
    const { client } = await test.shopper();
    const { token } = (await client.session.read())!;
    expect(headerOf(token)).toEqual({ alg: 'HS256', typ: 'JWT', kid: keyIdOf(OLD) });
    expect(keyIdOf(OLD)).not.toBe(keyIdOf(NEW));
    expect(keyIdOf(OLD)).not.toContain(OLD.slice(0, 8));
  });

  it('still takes a token under the old key after the rotation, and signs new ones with the new key', async () => {
    const { client, userId } = await test.shopper();
    const { token: oldToken } = (await client.session.read())!;
    const rotated = after(OLD);
    expect(await authenticate(rotated, oldToken)).toEqual({ id: userId });
    const { token: newToken } = await issueTokens(rotated, userId);
    expect(headerOf(newToken).kid).toBe(keyIdOf(NEW));
    expect(await authenticate(rotated, newToken)).toEqual({ id: userId });
    // The server before the rotation never knew the new key.
    expect(await authenticate(before, newToken)).toBeNull();
  });

  it('answers 401 to a token under a removed key, and to one naming a key it does not know', async () => {
    const { client, userId } = await test.shopper();
    const { token: oldToken } = (await client.session.read())!;
    expect(await authenticate(after(undefined), oldToken)).toBeNull();
    // The old key's signature, but the new key's id: the named key is the only one tried.
    const [, payload, signature] = oldToken.split('.');
    const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT', kid: keyIdOf(NEW) })).toString(
      'base64url',
    );
    expect(await authenticate(after(OLD), `${header}.${payload}.${signature}`)).toBeNull();
    expect(await authenticate(after(OLD), oldToken)).toEqual({ id: userId });
    const answer = await test.fetch('/api/app/user/info/person', {
      headers: { authorization: `${header}.${payload}.${signature}` },
    });
    expect(answer.status).toBe(401);
  });
});
