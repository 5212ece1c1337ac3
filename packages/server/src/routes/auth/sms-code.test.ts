import { createHash, randomInt } from 'node:crypto';
import type { MallClient } from '@mall/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_DATABASES, type TestServer } from '../../test-support/test-server';

const WRONG = { code: 1001, message: 'The SMS code is wrong or expired' };
const MINUTE = 60_000;
const PURPOSES = ['login', 'bindPhone', 'password'] as const;
type Purpose = (typeof PURPOSES)[number];

describe.each(TEST_DATABASES)('SMS codes on %s', (database) => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startTestServer(database);
  });
  afterAll(async () => {
    await test?.close();
  });

  const newPhone = () => `137${String(randomInt(0, 1e8)).padStart(8, '0')}`;

  /** A solved captcha, as `app/user/login/smsCode` takes it. */
  async function solvedCaptcha(): Promise<{ captchaId: string; code: string }> {
    const { captchaId } = await test.client().user.login.captcha({});
    const { answer } = await test.operator<{ answer: string }>('captcha/answer', { captchaId }, 'GET');
    return { captchaId, code: answer };
  }

  /** Asks for a code behind a solved captcha; answers what the development sender sent. */
  async function sendCode(phone: string, purpose?: Purpose): Promise<string> {
    await test.client().user.login.smsCode({
      phone,
      countryCode: '+86',
      ...(await solvedCaptcha()),
      ...(purpose === undefined ? {} : { purpose }),
    });
    const { code } = await test.operator<{ code: string }>('sms/last', { phone }, 'GET');
    expect(code).toMatch(/^\d{6}$/);
    return code;
  }

  const signIn = (phone: string, smsCode: string) =>
    test.client().user.login.phone({ phone, countryCode: '+86', smsCode, agree: true });

  /**
   * A shopper holding `phone`, signed in: who can use a code of each purpose sent to `phone` (sign
   * in with it, change their password by it, bind it again).
   */
  async function holderOf(phone: string) {
    const username = `sc${randomInt(0, 1e9)}`;
    await test.operator('user/add', { username, password: 'secret123', phone, countryCode: '+86' });
    const holder = test.client();
    await holder.user.login.password({ phone: username, password: 'secret123' });
    return holder;
  }

  /** Uses `code` for `purpose`: what each of the three calls that take a code answers. */
  function useFor(purpose: Purpose, phone: string, code: string, holder: MallClient) {
    switch (purpose) {
      case 'login':
        return signIn(phone, code);
      case 'password':
        return holder.user.info.updatePassword({ code, password: 'newpass456' });
      case 'bindPhone':
        return holder.user.info.bindPhone({ phone, countryCode: '+86', code });
    }
  }

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

  it('keeps only a hash keyed by the server, which no search of the 10^6 codes finds without the key, while the operator still reads what the sender sent', async () => {
    const phone = newPhone();
    const code = await sendCode(phone);
    const rows = await test.server.database.db
      .selectFrom('sms_code')
      .selectAll()
      .where('phone', '=', phone)
      .execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(code);
    // A reader of the table without the server's secret tries every code, plain and with the number.
    const stored = rows[0]?.code_hash;
    for (let guess = 0; guess < 1_000_000; guess += 1) {
      const text = String(guess).padStart(6, '0');
      const plain = createHash('sha256').update(text).digest('hex');
      if (plain === stored || createHash('sha256').update(`+86 ${phone} ${text}`).digest('hex') === stored) {
        throw new Error(`the stored hash gives the code ${text} away`);
      }
    }
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

  it('works once: the same code a second time fails like a wrong one', async () => {
    const phone = newPhone();
    const code = await sendCode(phone);
    await expect(signIn(phone, code)).resolves.toMatchObject({ token: expect.any(String) });
    await expect(signIn(phone, code)).rejects.toMatchObject(WRONG);
  });

  it.each(PURPOSES)('takes a %s code of 4 min 50 s and refuses one older than 5 minutes', async (purpose) => {
    // The phone is the holder's own: a password code goes to it, and binding it again is allowed.
    const young = newPhone();
    const youngHolder = await holderOf(young);
    const youngCode = await sendCode(young, purpose);
    test.advanceClock(4 * MINUTE + 50_000);
    await expect(useFor(purpose, young, youngCode, youngHolder)).resolves.not.toThrow();

    const old = newPhone();
    const oldHolder = await holderOf(old);
    const oldCode = await sendCode(old, purpose);
    test.advanceClock(5 * MINUTE + 1000);
    await expect(useFor(purpose, old, oldCode, oldHolder)).rejects.toMatchObject(WRONG);
    // It is the age: a fresh code for the same use is taken.
    await expect(useFor(purpose, old, await sendCode(old, purpose), oldHolder)).resolves.not.toThrow();
  });

  it.each(PURPOSES)(
    'answers a %s code used for another purpose exactly as a wrong code, and it still works for its own',
    async (purpose) => {
      const phone = newPhone();
      const holder = await holderOf(phone);
      const code = await sendCode(phone, purpose);
      for (const other of PURPOSES.filter((each) => each !== purpose)) {
        const misused = await useFor(other, phone, code, holder).catch((caught: unknown) => caught);
        expect(misused).toMatchObject(WRONG);
        expect(misused).toMatchObject({ httpStatus: 200 });
      }
      await expect(useFor(purpose, phone, code, holder)).resolves.not.toThrow();
    },
  );

  it('sends a login code when no purpose is given, as a cool-admin client asks', async () => {
    const phone = newPhone();
    const holder = await holderOf(phone);
    const code = await sendCode(phone);
    const rows = await test.server.database.db
      .selectFrom('sms_code')
      .select('purpose')
      .where('phone', '=', phone)
      .execute();
    expect(rows).toEqual([{ purpose: 'login' }]);
    await expect(useFor('password', phone, code, holder)).rejects.toMatchObject(WRONG);
    await expect(signIn(phone, code)).resolves.toMatchObject({ token: expect.any(String) });
  });

  it('refuses an unknown purpose with 1002 naming the field', async () => {
    const answer = await test.fetch('/api/app/user/login/smsCode', {
      method: 'POST',
      headers: { 'content-type': 'application/json', language: 'en' },
      body: JSON.stringify({
        phone: newPhone(),
        countryCode: '+86',
        ...(await solvedCaptcha()),
        purpose: 'register',
      }),
    });
    expect(await answer.json()).toMatchObject({ code: 1002, message: expect.stringContaining('purpose') });
  });

  it('limits codes per phone whatever their purpose: the 6th request in 15 minutes answers 429', async () => {
    test.advanceClock(16 * MINUTE);
    const phone = newPhone();
    for (const purpose of ['login', 'bindPhone', 'password', 'login', 'bindPhone'] as const) {
      await sendCode(phone, purpose);
    }
    const limited = await sendCode(phone, 'password').catch((caught: unknown) => caught);
    expect(limited).toMatchObject({ httpStatus: 429, code: 1001 });
    test.advanceClock(16 * MINUTE);
    await expect(sendCode(phone, 'password')).resolves.toMatch(/^\d{6}$/);
  });
});

describe.each(TEST_DATABASES)('SMS codes per client address on %s', (database) => {
  let test: TestServer;
  beforeAll(async () => {
    // One proxy in front: the client address is the right-most X-Forwarded-For entry.
    test = await startTestServer(database, { TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await test?.close();
  });

  /** Asks for a code for `phone` from the client at `address`; answers the HTTP status and code. */
  async function askFrom(address: string, phone: string) {
    const { captchaId } = await test.client().user.login.captcha({});
    const { answer } = await test.operator<{ answer: string }>('captcha/answer', { captchaId }, 'GET');
    const response = await test.fetch('/api/app/user/login/smsCode', {
      method: 'POST',
      headers: { 'content-type': 'application/json', language: 'en', 'x-forwarded-for': address },
      body: JSON.stringify({ phone, countryCode: '+86', captchaId, code: answer, purpose: 'bindPhone' }),
    });
    const { code } = (await response.json()) as { code: number };
    return { status: response.status, code, retryAfter: response.headers.get('retry-after') };
  }

  it('sends 20 codes to 20 phones from one address in 15 minutes, refuses the 21st with 429, and serves another address', async () => {
    const base = 13_500_000_000 + randomInt(0, 1e6) * 100;
    for (let index = 0; index < 20; index += 1) {
      expect(await askFrom('203.0.113.7', String(base + index))).toMatchObject({ status: 200, code: 1000 });
    }
    const limited = await askFrom('203.0.113.7', String(base + 20));
    expect(limited).toMatchObject({ status: 429, code: 1001 });
    expect(Number(limited.retryAfter)).toBeGreaterThan(0);
    expect(await askFrom('203.0.113.8', String(base + 21))).toMatchObject({ status: 200, code: 1000 });
    test.advanceClock(16 * 60_000);
    expect(await askFrom('203.0.113.7', String(base + 22))).toMatchObject({ status: 200, code: 1000 });
  });
});
