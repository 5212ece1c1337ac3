import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_DATABASES, type TestServer } from '../../test-support/test-server';

const DAY = 24 * 3600 * 1000;

/** The raw answer of a call (status and envelope), as any client would read it. */
async function raw(test: TestServer, path: string, body: unknown, token?: string) {
  const response = await test.fetch(`/api/${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      language: 'en',
      ...(token ? { authorization: token } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, ...((await response.json()) as { code: number; message: string }) };
}

const person = (test: TestServer, token: string) =>
  test
    .fetch('/api/app/user/info/person', { headers: { authorization: token } })
    .then((answer) => answer.status);

describe.each(TEST_DATABASES)('ending sessions on %s', (database) => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startTestServer(database);
  });
  afterAll(async () => {
    await test?.close();
  });

  /** A shopper signed in on two devices. */
  async function onTwoDevices() {
    const { client, username, userId } = await test.shopper();
    const other = test.client();
    await other.user.login.password({ phone: username, password: 'secret123' });
    return { client, other, userId, one: (await client.session.read())!, two: (await other.session.read())! };
  }

  it('signs one session out by its refresh token: its access and refresh tokens stop at once, the other session goes on', async () => {
    const { other, one, two } = await onTwoDevices();
    expect(await person(test, one.token)).toBe(200);
    // No access token needed: the refresh token names the session.
    await test.client().user.login.signOut({ refreshToken: one.refreshToken });
    expect(await person(test, one.token)).toBe(401);
    expect((await raw(test, 'app/user/login/refreshToken', { refreshToken: one.refreshToken })).status).toBe(
      401,
    );
    expect(await person(test, two.token)).toBe(200);
    await expect(other.user.info.person()).resolves.toMatchObject({ status: 1 });
  });

  it('ends the whole family: signing out with an older, rotated refresh token ends the newest pair too', async () => {
    const { one } = await onTwoDevices();
    const rotated = await test.client().user.login.refreshToken({ refreshToken: one.refreshToken });
    await test.client().user.login.signOut({ refreshToken: one.refreshToken });
    expect(await person(test, rotated.token)).toBe(401);
    expect(
      (await raw(test, 'app/user/login/refreshToken', { refreshToken: rotated.refreshToken })).status,
    ).toBe(401);
  });

  it('refuses a token its revocation raced past: one revoked token of the family ends the newer ones it could not see', async () => {
    const { one } = await onTwoDevices();
    const rotated = await test.client().user.login.refreshToken({ refreshToken: one.refreshToken });
    // What a revocation that started before the rotation committed leaves: the old token revoked,
    // the new one it could not see not.
    const db = test.server.context.db;
    const { family } = await db
      .selectFrom('refresh_token')
      .select('family')
      .where('rotated_at', 'is not', null)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('refresh_token')
      .set({ revoked_at: new Date() })
      .where('family', '=', family)
      .where('rotated_at', 'is not', null)
      .execute();
    expect(
      (await raw(test, 'app/user/login/refreshToken', { refreshToken: rotated.refreshToken })).status,
    ).toBe(401);
    const left = await db
      .selectFrom('refresh_token')
      .select('id')
      .where('family', '=', family)
      .where('revoked_at', 'is', null)
      .execute();
    expect(left).toEqual([]);
  });

  it('answers signOut alike for a good, an already revoked and an unknown refresh token', async () => {
    const { one } = await onTwoDevices();
    const good = await raw(test, 'app/user/login/signOut', { refreshToken: one.refreshToken });
    const again = await raw(test, 'app/user/login/signOut', { refreshToken: one.refreshToken });
    const unknown = await raw(test, 'app/user/login/signOut', { refreshToken: 'no-such-token-0123456789' });
    expect(good).toMatchObject({ status: 200, code: 1000 });
    expect(again).toEqual(good);
    expect(unknown).toEqual(good);
    expect((await raw(test, 'app/user/login/signOut', {})).code).toBe(1002);
  });

  it('signs out of every device: every session of the shopper ends, the caller’s too, and nobody else’s', async () => {
    const { client, other, two } = await onTwoDevices();
    const stranger = await test.shopper();
    const one = (await client.session.read())!;
    expect((await raw(test, 'app/user/info/signOutAll', {})).status).toBe(401);
    await client.user.info.signOutAll();
    expect(await client.session.isLoggedIn()).toBe(false);
    expect(await person(test, one.token)).toBe(401);
    expect(await person(test, two.token)).toBe(401);
    for (const refreshToken of [one.refreshToken, two.refreshToken]) {
      expect((await raw(test, 'app/user/login/refreshToken', { refreshToken })).status).toBe(401);
    }
    await expect(other.user.info.person()).rejects.toMatchObject({ httpStatus: 401 });
    expect(await other.session.isLoggedIn()).toBe(false);
    await expect(stranger.client.user.info.person()).resolves.toMatchObject({ status: 1 });
  });
});

describe.each(TEST_DATABASES)('session limits on %s', (database) => {
  let test: TestServer;
  beforeAll(async () => {
    // Access tokens outlive the limits here, so a refused refresh visibly ends them too.
    test = await startTestServer(database, {
      SESSION_MAX_DAYS: '3',
      SESSION_IDLE_DAYS: '2',
      ACCESS_TOKEN_TTL: String(10 * 24 * 3600),
    });
  });
  afterAll(async () => {
    await test?.close();
  });

  const refresh = (refreshToken: string) => raw(test, 'app/user/login/refreshToken', { refreshToken });

  it('ends a session SESSION_MAX_DAYS after sign-in however often it is refreshed: 401, and its tokens revoked', async () => {
    const { client } = await test.shopper();
    let { refreshToken } = (await client.session.read())!;
    let token = '';
    for (let day = 1; day <= 2; day += 1) {
      test.advanceClock(DAY);
      const pair = await test.client().user.login.refreshToken({ refreshToken });
      // Never past the session's end: 3 days after sign-in.
      expect(pair.refreshExpire).toBeLessThanOrEqual((3 - day) * 24 * 3600);
      ({ refreshToken, token } = pair);
    }
    expect(await person(test, token)).toBe(200);
    test.advanceClock(DAY - 60_000);
    expect((await refresh(refreshToken)).status).toBe(200);
    const latest = await test.client().user.login.refreshToken({ refreshToken });
    test.advanceClock(60_000);
    expect(await refresh(latest.refreshToken)).toMatchObject({ status: 401 });
    // The family is revoked: the session's access token, good for days yet, stops too.
    expect(await person(test, latest.token)).toBe(401);
  });

  it('ends a session left unrefreshed for SESSION_IDLE_DAYS, and keeps one refreshed within it', async () => {
    const idle = (await (await test.shopper()).client.session.read())!;
    const busy = await test.shopper();
    let { refreshToken } = (await busy.client.session.read())!;
    test.advanceClock(1.9 * DAY);
    ({ refreshToken } = await test.client().user.login.refreshToken({ refreshToken }));
    test.advanceClock(0.1 * DAY);
    expect(await refresh(idle.refreshToken)).toMatchObject({ status: 401 });
    expect(await person(test, idle.token)).toBe(401);
    // Two and a half days after sign-in, but refreshed 0.6 days ago: still going.
    test.advanceClock(0.5 * DAY);
    expect((await refresh(refreshToken)).status).toBe(200);
  });
});
