import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListenFor } from '../db/database';
import type { ServerContext } from '../server-context';
import { issueTokens, signOut } from '../services/token.service';
import { changePassword, logOff } from '../services/user-info.service';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { authenticate } from './auth';

/**
 * A shopper's standing is kept until the database announces a change; a change made in this
 * process is checked at once, before (or without) its announcement. The server here hears, but no
 * announcement ever arrives: only the process's own forgetting can show the change.
 */
describe('access tokens checked against a kept standing', () => {
  let test: TestServer;
  let deaf: ServerContext;
  beforeAll(async () => {
    test = await startTestServer('pglite');
    const listen: ListenFor = (_channel, _onNotice, onHearing) => onHearing(true);
    deaf = { ...test.server.context, listen };
  });
  afterAll(async () => {
    await test?.close();
  });

  it('refuses a token at once after a logoff in this process', async () => {
    const { userId } = await test.shopper();
    const { token } = await issueTokens(deaf, userId);
    expect(await authenticate(deaf, token)).toEqual({ id: userId });
    await logOff(deaf, userId);
    expect(await authenticate(deaf, token)).toBeNull();
  });

  it('refuses a token at once after a password change in this process', async () => {
    const { userId } = await test.shopper();
    const { token } = await issueTokens(deaf, userId);
    expect(await authenticate(deaf, token)).toEqual({ id: userId });
    test.advanceClock(1000);
    await changePassword(deaf, userId, { password: 'another123', oldPassword: 'secret123' });
    expect(await authenticate(deaf, token)).toBeNull();
  });

  it('refuses the token of a session signed out in this process at once, and only that session’s', async () => {
    const { userId } = await test.shopper();
    const ended = await issueTokens(deaf, userId);
    const going = await issueTokens(deaf, userId);
    expect(await authenticate(deaf, ended.token)).toEqual({ id: userId });
    await signOut(deaf, ended.refreshToken);
    expect(await authenticate(deaf, ended.token)).toBeNull();
    expect(await authenticate(deaf, going.token)).toEqual({ id: userId });
  });
});
