import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_DATABASES, type TestServer } from '../../test-support/test-server';

const WRONG = { code: 1001, message: 'The SMS code is wrong or expired' };

describe.each(TEST_DATABASES)('signing up by SMS code on %s', (database) => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startTestServer(database);
  });
  afterAll(async () => {
    await test?.close();
  });

  const newPhone = () => `136${String(randomInt(0, 1e8)).padStart(8, '0')}`;

  async function loginCode(phone: string): Promise<string> {
    const client = test.client();
    const { captchaId } = await client.user.login.captcha({});
    const { answer } = await test.operator<{ answer: string }>('captcha/answer', { captchaId }, 'GET');
    await client.user.login.smsCode({ phone, countryCode: '+86', captchaId, code: answer });
    return (await test.operator<{ code: string }>('sms/last', { phone }, 'GET')).code;
  }

  const accountsOf = (phone: string) =>
    test.server.database.db.selectFrom('app_user').select('id').where('phone', '=', phone).execute();

  it('asks a new number for the agreement in the shopper’s language, creates nothing and keeps the code for the next send', async () => {
    const phone = newPhone();
    const code = await loginCode(phone);
    await expect(
      test.client('en').user.login.phone({ phone, countryCode: '+86', smsCode: code }),
    ).rejects.toMatchObject({ code: 1001, message: 'Please read and accept the agreement' });
    await expect(
      test.client('zh-Hans').user.login.phone({ phone, countryCode: '+86', smsCode: code, agree: false }),
    ).rejects.toMatchObject({ code: 1001, message: '请阅读并同意用户协议' });
    expect(await accountsOf(phone)).toEqual([]);

    // The box ticked, the same code signs the new shopper up, once.
    const client = test.client();
    await client.user.login.phone({ phone, countryCode: '+86', smsCode: code, agree: true });
    expect((await client.user.info.person()).phone).toBe(phone);
    expect(await accountsOf(phone)).toHaveLength(1);
    await expect(
      test.client().user.login.phone({ phone, countryCode: '+86', smsCode: code, agree: true }),
    ).rejects.toMatchObject(WRONG);
  });

  it('answers a wrong code for a new number as a wrong code, agreement or not, and takes its try', async () => {
    const phone = newPhone();
    const code = await loginCode(phone);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await expect(
      test.client().user.login.phone({ phone, countryCode: '+86', smsCode: wrong }),
    ).rejects.toMatchObject(WRONG);
    const [row] = await test.server.database.db
      .selectFrom('sms_code')
      .select(['tries', 'used_at'])
      .where('phone', '=', phone)
      .execute();
    expect(row).toEqual({ tries: 1, used_at: null });
    expect(await accountsOf(phone)).toEqual([]);
  });

  it('signs an existing account in without the agreement', async () => {
    const phone = newPhone();
    const username = `ps${randomInt(0, 1e9)}`;
    await test.operator('user/add', { username, password: 'secret123', phone, countryCode: '+86' });
    const client = test.client();
    await client.user.login.phone({ phone, countryCode: '+86', smsCode: await loginCode(phone) });
    expect((await client.user.info.person()).username).toBe(username);
  });
});
