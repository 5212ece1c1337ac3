import { createHash, randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_DATABASES, type TestServer } from '../../test-support/test-server';

const WRONG = { code: 1001, message: 'The SMS code is wrong or expired' };

describe.each(TEST_DATABASES)('SMS codes on %s', (database) => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startTestServer(database);
  });
  afterAll(async () => {
    await test?.close();
  });

  const newPhone = () => `137${String(randomInt(0, 1e8)).padStart(8, '0')}`;

  /** Asks for a code behind a solved captcha; answers what the development sender sent. */
  async function sendCode(phone: string): Promise<string> {
    const client = test.client();
    const { captchaId } = await client.user.login.captcha({});
    const { answer } = await test.operator<{ answer: string }>('captcha/answer', { captchaId }, 'GET');
    await client.user.login.smsCode({ phone, countryCode: '+86', captchaId, code: answer });
    const { code } = await test.operator<{ code: string }>('sms/last', { phone }, 'GET');
    expect(code).toMatch(/^\d{6}$/);
    return code;
  }

  const signIn = (phone: string, smsCode: string) =>
    test.client().user.login.phone({ phone, countryCode: '+86', smsCode });

  /** `count` wrong codes, all different from `code`. */
  const wrongCodes = (code: string, count: number) =>
    Array.from({ length: count }, (_, index) =>
      String((Number(code) + index + 1) % 1_000_000).padStart(6, '0'),
    );

  it('spends a code after 5 wrong tries: the right one then fails alike, and a new code works', async () => {
    const phone = newPhone();
    const code = await sendCode(phone);
    for (const wrong of wrongCodes(code, 5)) {
      await expect(signIn(phone, wrong)).rejects.toMatchObject(WRONG);
    }
    await expect(signIn(phone, code)).rejects.toMatchObject(WRONG);

    const next = await sendCode(phone);
    for (const wrong of wrongCodes(next, 4)) {
      await expect(signIn(phone, wrong)).rejects.toMatchObject(WRONG);
    }
    await expect(signIn(phone, next)).resolves.toMatchObject({ token: expect.any(String) });
    await expect(signIn(phone, next)).rejects.toMatchObject(WRONG);
  });

  it('lets 20 wrong guesses sent at once use no more than the 5 tries of the code', async () => {
    const phone = newPhone();
    const code = await sendCode(phone);
    const started = Date.now();
    const answers = await Promise.allSettled(wrongCodes(code, 20).map((wrong) => signIn(phone, wrong)));
    console.info(`20 concurrent wrong guesses on ${database}: ${Date.now() - started} ms`);
    for (const answer of answers) {
      expect(answer).toMatchObject({ status: 'rejected', reason: WRONG });
    }
    const rows = await test.server.database.db
      .selectFrom('sms_code')
      .select('tries')
      .where('phone', '=', phone)
      .execute();
    expect(rows.map((row) => row.tries)).toEqual([5]);
    await expect(signIn(phone, code)).rejects.toMatchObject(WRONG);
  });

  it('keeps only a SHA-256 of the code, while the operator still reads what the sender sent', async () => {
    const phone = newPhone();
    const code = await sendCode(phone);
    const rows = await test.server.database.db
      .selectFrom('sms_code')
      .selectAll()
      .where('phone', '=', phone)
      .execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(rows[0]?.code_hash).toBe(createHash('sha256').update(code).digest('hex'));
    await expect(signIn(phone, code)).resolves.toMatchObject({ token: expect.any(String) });
  });

  it('honours only the latest code sent to a phone, also once that one is spent', async () => {
    const phone = newPhone();
    const first = await sendCode(phone);
    const second = await sendCode(phone);
    for (const wrong of wrongCodes(second, 5)) {
      await expect(signIn(phone, wrong === first ? second : wrong)).rejects.toMatchObject(WRONG);
    }
    // An older code gets no tries of its own.
    await expect(signIn(phone, first)).rejects.toMatchObject(WRONG);
  });
});
