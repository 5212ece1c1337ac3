import { randomInt } from 'node:crypto';
import type { MallClient } from '@mall/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_DATABASES, type TestServer } from '../../test-support/test-server';

describe.each(TEST_DATABASES)('password change on %s', (database) => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startTestServer(database);
  });
  afterAll(async () => {
    await test?.close();
  });

  /** A shopper with a password and a phone, signed in on two devices. */
  async function shopperOnTwoDevices() {
    const username = `pw${randomInt(0, 1e9)}`;
    const phone = `139${String(randomInt(0, 1e8)).padStart(8, '0')}`;
    await test.operator('user/add', { username, password: 'secret123', phone, countryCode: '+86' });
    const devices: MallClient[] = [test.client(), test.client()];
    for (const device of devices) {
      await device.user.login.password({ phone: username, password: 'secret123' });
    }
    const sessions = await Promise.all(devices.map(async (device) => (await device.session.read())!));
    return { username, phone, devices, sessions };
  }

  /** The HTTP status of a call that needs a token. */
  async function personStatus(token: string): Promise<number> {
    return (await test.fetch('/api/app/user/info/person', { headers: { authorization: token } })).status;
  }

  async function smsCodeFor(
    phone: string,
    purpose: 'login' | 'password' | 'bindPhone' = 'password',
  ): Promise<string> {
    const client = test.client();
    const { captchaId } = await client.user.login.captcha({});
    const { answer } = await test.operator<{ answer: string }>('captcha/answer', { captchaId }, 'GET');
    await client.user.login.smsCode({ phone, countryCode: '+86', captchaId, code: answer, purpose });
    return (await test.operator<{ code: string }>('sms/last', { phone }, 'GET')).code;
  }

  it.each(['old password', 'SMS code'])(
    'ends every session of the shopper, the caller’s too, when the password is changed by %s',
    async (proof) => {
      const { username, phone, devices, sessions } = await shopperOnTwoDevices();
      for (const session of sessions) {
        expect(await personStatus(session.token)).toBe(200);
      }
      const change =
        proof === 'old password'
          ? { oldPassword: 'secret123', password: 'newpass456' }
          : { code: await smsCodeFor(phone), password: 'newpass456' };
      await devices[0]!.user.info.updatePassword(change);

      for (const session of sessions) {
        expect(await personStatus(session.token)).toBe(401);
        await expect(
          test.client().user.login.refreshToken({ refreshToken: session.refreshToken }),
        ).rejects.toMatchObject({ httpStatus: 401 });
      }
      // The SDK of the other device refreshes, fails and signs out.
      await expect(devices[1]!.user.info.person()).rejects.toMatchObject({ httpStatus: 401 });
      expect(await devices[1]!.session.isLoggedIn()).toBe(false);

      await expect(
        test.client().user.login.password({ phone: username, password: 'secret123' }),
      ).rejects.toMatchObject({ code: 1001, message: 'Login failed' });
      const again = test.client();
      await again.user.login.password({ phone: username, password: 'newpass456' });
      expect((await again.user.info.person()).username).toBe(username);
    },
  );

  it('ends no session when the proof is wrong', async () => {
    const { devices, sessions } = await shopperOnTwoDevices();
    await expect(
      devices[0]!.user.info.updatePassword({ oldPassword: 'wrong999', password: 'newpass456' }),
    ).rejects.toMatchObject({ code: 1001 });
    await expect(
      devices[0]!.user.info.updatePassword({ code: '000000', password: 'newpass456' }),
    ).rejects.toMatchObject({ code: 1001, message: 'The SMS code is wrong or expired' });
    for (const session of sessions) {
      expect(await personStatus(session.token)).toBe(200);
    }
  });

  it('ends every session of the shopper, the caller’s too, when a new phone is bound, in the bind’s transaction', async () => {
    const { username, devices, sessions } = await shopperOnTwoDevices();
    const newPhone = `138${String(randomInt(0, 1e8)).padStart(8, '0')}`;
    await devices[0]!.user.info.bindPhone({
      phone: newPhone,
      countryCode: '+86',
      code: await smsCodeFor(newPhone, 'bindPhone'),
    });

    for (const session of sessions) {
      expect(await personStatus(session.token)).toBe(401);
      await expect(
        test.client().user.login.refreshToken({ refreshToken: session.refreshToken }),
      ).rejects.toMatchObject({ httpStatus: 401 });
    }
    await expect(devices[1]!.user.info.person()).rejects.toMatchObject({ httpStatus: 401 });
    expect(await devices[1]!.session.isLoggedIn()).toBe(false);
    const row = await test.server.database.db
      .selectFrom('app_user')
      .select(['phone', 'update_time', 'sessions_revoked_at'])
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    expect(row.phone).toBe(newPhone);
    // One transaction, one clock reading: the bind's time is the revocation's.
    expect(row.sessions_revoked_at?.getTime()).toBe(row.update_time.getTime());
    // The new phone signs in.
    const again = test.client();
    await again.user.login.phone({
      phone: newPhone,
      countryCode: '+86',
      smsCode: await smsCodeFor(newPhone, 'login'),
    });
    expect((await again.user.info.person()).username).toBe(username);
  });

  it('ends no session when the bind fails: a wrong code, or a phone another shopper holds', async () => {
    const { devices, sessions } = await shopperOnTwoDevices();
    const other = await shopperOnTwoDevices();
    await expect(
      devices[0]!.user.info.bindPhone({ phone: other.phone, countryCode: '+86', code: '000000' }),
    ).rejects.toMatchObject({ code: 1001, message: 'The SMS code is wrong or expired' });
    await expect(
      devices[0]!.user.info.bindPhone({
        phone: other.phone,
        countryCode: '+86',
        code: await smsCodeFor(other.phone, 'bindPhone'),
      }),
    ).rejects.toMatchObject({ code: 1001, message: 'This mobile number is already registered' });
    for (const session of [...sessions, ...other.sessions]) {
      expect(await personStatus(session.token)).toBe(200);
    }
  });
});
