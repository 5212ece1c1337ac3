import { ApiError } from '@mall/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_DATABASES, type TestServer } from '../../test-support/test-server';

describe.each(TEST_DATABASES)('auth on %s', (database) => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startTestServer(database);
  });
  afterAll(async () => {
    await test?.close();
  });

  async function solvedCaptcha() {
    const client = test.client();
    const { captchaId, data } = await client.user.login.captcha({ width: 120, height: 40 });
    expect(data).toMatch(/^data:image\/svg\+xml;base64,/);
    const { answer } = await test.operator<{ answer: string }>('captcha/answer', { captchaId }, 'GET');
    return { captchaId, captchaCode: answer };
  }

  it('answers the captcha as a data URI, or as raw SVG markup when asked with type=svg', async () => {
    const asked = async (query: string) => {
      const response = await test.fetch(`/api/app/user/login/captcha?${query}`);
      return ((await response.json()) as { data: { data: string } }).data.data;
    };
    expect(await asked('width=120')).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(await asked('type=base64')).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(await asked('type=svg')).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    const refused = await test.fetch('/api/app/user/login/captcha?type=gif');
    expect(((await refused.json()) as { code: number }).code).toBe(1002);
  });

  it('registers with a username, signs in at once, and never returns the password', async () => {
    const client = test.client();
    await client.user.login.register({
      username: 'alice01',
      password: 'secret12',
      ...(await solvedCaptcha()),
      agree: true,
    });
    expect(await client.session.isLoggedIn()).toBe(true);
    const person = await client.user.info.person();
    expect(person).toMatchObject({ username: 'alice01', balance: 0, status: 1 });
    expect(JSON.stringify(person)).not.toMatch(/password|scrypt/);
  });

  it('refuses a second registration of the same username, and a reused captcha', async () => {
    const client = test.client();
    const captcha = await solvedCaptcha();
    await expect(
      client.user.login.register({ username: 'alice01', password: 'secret12', ...captcha, agree: true }),
    ).rejects.toMatchObject({ code: 1001, message: 'This username is already registered' });
    await expect(
      client.user.login.register({ username: 'alice02', password: 'secret12', ...captcha, agree: true }),
    ).rejects.toMatchObject({ code: 1001, message: 'The picture code is wrong or expired' });
  });

  it('answers validation failures with 1002 naming the field, in the request language', async () => {
    const english = test.client('en');
    const error = (await english.user.login
      .register({ username: 'bob', password: 'abcdef', captchaId: 'x', captchaCode: '1', agree: true })
      .catch((caught: unknown) => caught)) as ApiError;
    expect(error.code).toBe(1002);
    expect(error.message).toBe('password: Password: 6-20 letters and numbers combined');
    const chinese = test.client('zh-Hans');
    const zhError = (await chinese.user.login
      .register({ username: 'bob', password: 'abcdef', captchaId: 'x', captchaCode: '1', agree: true })
      .catch((caught: unknown) => caught)) as ApiError;
    expect(zhError.message).toBe('password：密码为 6-20 位字母和数字组合');
  });

  it('logs in by password and says "Login failed" otherwise', async () => {
    const client = test.client();
    await expect(
      client.user.login.password({ phone: 'alice01', password: 'wrong123' }),
    ).rejects.toMatchObject({
      message: 'Login failed',
    });
    await client.user.login.password({ phone: 'alice01', password: 'secret12' });
    expect((await client.user.info.person()).username).toBe('alice01');
  });

  it('rotates refresh tokens, answers a retry within 10 s alike, and revokes the family on later reuse', async () => {
    const client = test.client();
    await client.user.login.password({ phone: 'alice01', password: 'secret12' });
    const first = await client.session.read();
    const rotated = await client.user.login.refreshToken({ refreshToken: first!.refreshToken });
    const retried = await client.user.login.refreshToken({ refreshToken: first!.refreshToken });
    expect(retried).toEqual(rotated);
    // The pair kept for that retry is sealed under the old token: the table does not give it away.
    const kept = await test.server.context.db
      .selectFrom('refresh_token')
      .select('rotated_to')
      .where('rotated_to', 'is not', null)
      .execute();
    expect(kept.length).toBeGreaterThan(0);
    expect(JSON.stringify(kept)).not.toContain(rotated.refreshToken);
    expect(JSON.stringify(kept)).not.toContain(rotated.token);
    test.advanceClock(11_000);
    await expect(client.user.login.refreshToken({ refreshToken: first!.refreshToken })).rejects.toMatchObject(
      {
        httpStatus: 401,
      },
    );
    // The family is revoked: the newest token is refused as well.
    await expect(
      client.user.login.refreshToken({ refreshToken: rotated.refreshToken }),
    ).rejects.toMatchObject({
      httpStatus: 401,
    });
  });

  it('refreshes silently when the access token expires', async () => {
    const { client } = await test.shopper();
    test.advanceClock(2 * 24 * 3600 * 1000);
    await expect(client.user.info.person()).resolves.toMatchObject({ status: 1 });
  });

  it('logs off: the account is closed and every session revoked', async () => {
    const { client, username } = await test.shopper();
    const other = test.client();
    await other.user.login.password({ phone: username, password: 'secret123' });
    await client.user.info.logoff();
    expect(await client.session.isLoggedIn()).toBe(false);
    await expect(other.user.info.person()).rejects.toBeInstanceOf(ApiError);
    expect(await other.session.isLoggedIn()).toBe(false);
    await expect(
      test.client().user.login.password({ phone: username, password: 'secret123' }),
    ).rejects.toMatchObject({
      code: 1001,
    });
  });

  it('limits failed logins per account: the 11th attempt in 15 minutes answers 429 with Retry-After', async () => {
    const { username } = await test.shopper();
    const client = test.client();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await expect(
        client.user.login.password({ phone: username, password: 'wrong999' }),
      ).rejects.toMatchObject({
        code: 1001,
      });
    }
    const limited = (await client.user.login
      .password({ phone: username, password: 'secret123' })
      .catch((caught: unknown) => caught)) as ApiError;
    expect(limited.httpStatus).toBe(429);
    expect(limited.retryAfter).toBeGreaterThan(0);
    test.advanceClock(16 * 60_000);
    await client.user.login.password({ phone: username, password: 'secret123' });
  });

  it('signs in by SMS code, creating the account, and the code works once', async () => {
    const client = test.client();
    await client.user.login.smsCode({
      phone: '13800000001',
      countryCode: '+86',
      ...(await solvedCaptchaAs()),
    });
    const { code } = await test.operator<{ code: string }>('sms/last', { phone: '13800000001' }, 'GET');
    await client.user.login.phone({ phone: '13800000001', countryCode: '+86', smsCode: code, agree: true });
    expect((await client.user.info.person()).phone).toBe('13800000001');
    await expect(
      test.client().user.login.phone({ phone: '13800000001', countryCode: '+86', smsCode: code }),
    ).rejects.toMatchObject({ message: 'The SMS code is wrong or expired' });
  });

  async function solvedCaptchaAs() {
    const { captchaId, captchaCode } = await solvedCaptcha();
    return { captchaId, code: captchaCode };
  }

  it('limits SMS codes per phone: the 6th request in 15 minutes answers 429', async () => {
    const client = test.client();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await client.user.login.smsCode({
        phone: '13900000009',
        countryCode: '+86',
        ...(await solvedCaptchaAs()),
      });
    }
    const limited = (await client.user.login
      .smsCode({ phone: '13900000009', countryCode: '+86', ...(await solvedCaptchaAs()) })
      .catch((caught: unknown) => caught)) as ApiError;
    expect([limited.httpStatus, limited.code]).toEqual([429, 1001]);
    expect(limited.message).toMatch(/^Too many attempts, please try again in \d+ seconds$/);
  });

  it('answers WeChat flows with "login method not enabled"', async () => {
    await expect(test.client().user.login.mp({ code: 'x' })).rejects.toMatchObject({
      message: 'login method not enabled',
    });
  });

  it('refuses a refresh token used as an access token, and a forged token', async () => {
    const { client } = await test.shopper();
    const session = await client.session.read();
    const response = await test.fetch('/api/app/user/info/person', {
      headers: { authorization: session!.refreshToken },
    });
    expect(response.status).toBe(401);
    const forged = `${session!.token.slice(0, -4)}AAAA`;
    expect(
      (await test.fetch('/api/app/user/info/person', { headers: { authorization: forged } })).status,
    ).toBe(401);
    expect(
      (
        await test.fetch('/api/app/user/info/person', {
          headers: { authorization: `Bearer ${session!.token}` },
        })
      ).status,
    ).toBe(200);
  });
});
