import { randomBytes, scrypt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../env';
import { clientAddress } from '../services/rate-limit.service';
import {
  OPERATOR_TOKEN,
  startTestServer,
  TEST_DATABASES,
  type TestServer,
} from '../test-support/test-server';

const MINUTE = 60_000;

/** scrypt from Node itself, with the parameters spelt out (not the mall's code). */
function scryptOf(password: string, salt: Buffer, N: number, r: number, p: number, length: number) {
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password, salt, length, { N, r, p, maxmem: 256 * N * r }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** A password login sent raw; answers the HTTP status and the envelope's code and message. */
async function passwordLogin(
  test: TestServer,
  phone: string,
  password: string,
  headers: Record<string, string> = {},
) {
  const response = await test.fetch('/api/app/user/login/password', {
    method: 'POST',
    headers: { 'content-type': 'application/json', language: 'en', ...headers },
    body: JSON.stringify({ phone, password }),
  });
  const envelope = (await response.json()) as { code: number; message: string };
  return { status: response.status, code: envelope.code, message: envelope.message };
}

const LOGIN_FAILED = { status: 200, code: 1001, message: 'Login failed' };
const LIMITED = { status: 429, code: 1001 };

describe.each(TEST_DATABASES)('security claims on %s', (database) => {
  describe('password hashes at the default cost', () => {
    let test: TestServer;
    beforeAll(async () => {
      test = await startTestServer(database, { PASSWORD_HASH_COST: '17' });
    });
    afterAll(async () => {
      await test?.close();
    });

    it('stores scrypt N = 2^17, r = 8, p = 1 with a 16-byte random salt, read back from app_user.password_hash', async () => {
      // 17 is the default: a server given no PASSWORD_HASH_COST hashes at 2^17.
      expect(parseEnv({ OPERATOR_TOKEN }).PASSWORD_HASH_COST).toBe(17);
      expect(test.env.PASSWORD_HASH_COST).toBe(17);
      const password = 'secret123';
      const ids: number[] = [];
      for (const name of ['hashA', 'hashB']) {
        const username = `${name}${randomBytes(3).toString('hex')}`;
        ids.push((await test.operator<{ id: number }>('user/add', { username, password })).id);
      }
      const rows = await test.server.context.db
        .selectFrom('app_user')
        .select(['id', 'password_hash'])
        .where('id', 'in', ids)
        .execute();
      expect(rows).toHaveLength(2);
      const salts: string[] = [];
      for (const row of rows) {
        const parts = String(row.password_hash).split('$');
        expect(parts).toHaveLength(6);
        const [tag, cost, r, p, salt, key] = parts as [string, string, string, string, string, string];
        expect({ tag, N: 2 ** Number(cost), r: Number(r), p: Number(p) }).toEqual({
          tag: 'scrypt',
          N: 131_072,
          r: 8,
          p: 1,
        });
        const saltBytes = Buffer.from(salt, 'base64url');
        expect(saltBytes).toHaveLength(16);
        expect(saltBytes.toString('base64url')).toBe(salt);
        const keyBytes = Buffer.from(key, 'base64url');
        // The stored key is what scrypt gives for these very parameters, nothing cheaper.
        expect(await scryptOf(password, saltBytes, 131_072, 8, 1, keyBytes.length)).toEqual(keyBytes);
        expect(keyBytes.length).toBeGreaterThanOrEqual(32);
        salts.push(salt);
      }
      // The same password, two shoppers: two salts.
      expect(new Set(salts).size).toBe(2);
    });
  });

  describe('limits, expiry and client addresses', () => {
    let test: TestServer;
    beforeAll(async () => {
      test = await startTestServer(database, { TRUST_PROXY: '1' });
    });
    afterAll(async () => {
      await test?.close();
    });

    async function solvedCaptcha() {
      const { captchaId } = await test.client().user.login.captcha({});
      const { answer } = await test.operator<{ answer: string }>('captcha/answer', { captchaId }, 'GET');
      return { captchaId, answer };
    }

    it('never counts a successful login toward the lockout: 9 wrong and 9 right pass, the 11th failure is 429', async () => {
      const { username } = await test.shopper();
      for (let round = 1; round <= 3; round += 1) {
        // Nine failures, each followed by a success: 18 attempts, none refused.
        for (let attempt = 1; attempt <= 9; attempt += 1) {
          expect(await passwordLogin(test, username, 'wrong999')).toMatchObject(LOGIN_FAILED);
          expect(await passwordLogin(test, username, 'secret123')).toMatchObject({ status: 200, code: 1000 });
        }
        // Had the successes counted, this would be the 19th event: it is the 10th failure, allowed.
        expect(await passwordLogin(test, username, 'wrong999')).toMatchObject(LOGIN_FAILED);
        // Ten failures in the window: now even the right password is refused.
        expect(await passwordLogin(test, username, 'secret123')).toMatchObject(LIMITED);
        test.advanceClock(16 * MINUTE);
      }
      // Eleven wrong in a row: ten answer "Login failed", the eleventh 429.
      for (let attempt = 1; attempt <= 10; attempt += 1) {
        expect(await passwordLogin(test, username, 'wrong999')).toMatchObject(LOGIN_FAILED);
      }
      expect(await passwordLogin(test, username, 'wrong999')).toMatchObject(LIMITED);
      test.advanceClock(16 * MINUTE);
    });

    it('refuses a captcha older than 5 minutes, and takes one of 4 min 50 s', async () => {
      const suffix = randomBytes(3).toString('hex');
      const register = (username: string, captcha: { captchaId: string; answer: string }) =>
        test.client().user.login.register({
          username,
          password: 'secret12',
          captchaId: captcha.captchaId,
          captchaCode: captcha.answer,
          agree: true,
        });
      const young = await solvedCaptcha();
      test.advanceClock(4 * MINUTE + 50_000);
      await expect(register(`young${suffix}`, young)).resolves.toMatchObject({ token: expect.any(String) });
      const old = await solvedCaptcha();
      test.advanceClock(5 * MINUTE + 1000);
      await expect(register(`old${suffix}`, old)).rejects.toMatchObject({
        code: 1001,
        message: 'The picture code is wrong or expired',
      });
      // It is the age: a fresh captcha for the same registration is taken.
      await expect(register(`old${suffix}`, await solvedCaptcha())).resolves.toMatchObject({
        token: expect.any(String),
      });
    });

    it('refuses an SMS code older than 5 minutes, and takes one of 4 min 50 s', async () => {
      const base = 13_600_000_000 + (Number.parseInt(randomBytes(3).toString('hex'), 16) % 1_000_000) * 100;
      const codeFor = async (phone: string) => {
        const captcha = await solvedCaptcha();
        await test.client().user.login.smsCode({
          phone,
          countryCode: '+86',
          captchaId: captcha.captchaId,
          code: captcha.answer,
        });
        return (await test.operator<{ code: string }>('sms/last', { phone }, 'GET')).code;
      };
      const signIn = (phone: string, smsCode: string) =>
        test.client().user.login.phone({ phone, countryCode: '+86', smsCode, agree: true });

      const youngPhone = String(base + 1);
      const young = await codeFor(youngPhone);
      test.advanceClock(4 * MINUTE + 50_000);
      await expect(signIn(youngPhone, young)).resolves.toMatchObject({ token: expect.any(String) });

      const oldPhone = String(base + 2);
      const old = await codeFor(oldPhone);
      test.advanceClock(5 * MINUTE + 1000);
      await expect(signIn(oldPhone, old)).rejects.toMatchObject({
        code: 1001,
        message: 'The SMS code is wrong or expired',
      });
      // It is the age: a fresh code for the same phone is taken.
      await expect(signIn(oldPhone, await codeFor(oldPhone))).resolves.toMatchObject({
        token: expect.any(String),
      });
    });

    it('counts IPv6 clients by their /64: clientAddress groups one /64 and separates two', () => {
      const origin = (trustProxy: number, peerAddress: string | undefined, forwarded?: string) => ({
        server: { ...test.server.context, env: { ...test.server.context.env, TRUST_PROXY: trustProxy } },
        request: new Request(
          'http://mall.test/api/app/user/login/password',
          forwarded ? { headers: { 'x-forwarded-for': forwarded } } : {},
        ),
        peerAddress,
      });
      const peer = (address: string) => clientAddress(origin(0, address));
      const oneNetwork = [
        '2001:db8:1:2::1',
        '2001:db8:1:2:ffff:ffff:ffff:ffff',
        '2001:0db8:0001:0002:0000:0000:0000:0009',
        '2001:DB8:1:2:a:b:c:d',
        '2001:db8:1:2::',
        '2001:db8:1:2:0:0:192.0.2.1',
      ].map(peer);
      expect(new Set(oneNetwork).size).toBe(1);
      const key = oneNetwork[0] as string;
      for (const other of ['2001:db8:1:3::1', '2001:db8:1::1', '2001:db8:0:2::1', '2001:db9:1:2::1', '::1']) {
        expect(peer(other), other).not.toBe(key);
      }
      // Zeros compressed inside the first four groups still land in the right network.
      expect(peer('2001:db8::1')).toBe(peer('2001:db8:0:0:1::'));
      expect(peer('2001:db8::1')).not.toBe(peer('2001:db8:0:1::1'));
      // A link-local address's zone does not split it, and IPv4 (also IPv4-mapped) stays per address.
      expect(peer('fe80::1%eth0')).toBe(peer('fe80::2%eth1'));
      expect(peer('::ffff:192.0.2.1')).toBe(peer('192.0.2.1'));
      expect(peer('192.0.2.1')).not.toBe(peer('192.0.2.2'));
      // Behind one proxy the forwarded entry is grouped alike; the client's own entries are ignored.
      const proxied = (forwarded: string) => clientAddress(origin(1, '10.0.0.1', forwarded));
      expect(proxied('2001:db8:1:2::77')).toBe(key);
      expect(proxied('2001:db8:9:9::1, 2001:db8:1:2::78')).toBe(key);
      expect(proxied('2001:db8:1:2::1, 2001:db8:1:3::1')).not.toBe(key);
    });

    it('with TRUST_PROXY=1 locks a whole IPv6 /64 after 10 failures, and not its neighbour', async () => {
      let failures = 0;
      const failFrom = (address: string) => {
        failures += 1;
        return passwordLogin(test, `nobody${failures}x${randomBytes(3).toString('hex')}`, 'wrong999', {
          'x-forwarded-for': address,
        });
      };
      // Ten addresses of one /64, each failing once: the network has had its ten.
      for (let host = 1; host <= 10; host += 1) {
        expect(await failFrom(`2001:db8:aa:bb::${host.toString(16)}:1`)).toMatchObject(LOGIN_FAILED);
      }
      expect(await failFrom('2001:db8:aa:bb:ffff:ffff:ffff:ffff')).toMatchObject(LIMITED);
      expect(await failFrom('2001:0db8:00aa:00bb:1234:5678:9abc:def0')).toMatchObject(LIMITED);
      // The next /64 and an IPv4 client are not locked out.
      expect(await failFrom('2001:db8:aa:bc::1')).toMatchObject(LOGIN_FAILED);
      expect(await failFrom('192.0.2.10')).toMatchObject(LOGIN_FAILED);
      test.advanceClock(16 * MINUTE);
    });
  });

  describe('login timing', () => {
    const COST = 12;
    let test: TestServer;
    beforeAll(async () => {
      test = await startTestServer(database, { PASSWORD_HASH_COST: String(COST) });
    });
    afterAll(async () => {
      await test?.close();
    });

    it('takes as long for an unknown account as for a wrong password (medians of 15 within a factor of 3), spending a hash on it', async () => {
      const { username } = await test.shopper();
      const suffix = randomBytes(3).toString('hex');
      const unknown: number[] = [];
      const known: number[] = [];
      const hashes: number[] = [];
      const timed = async (run: () => Promise<unknown>) => {
        const start = performance.now();
        await run();
        return performance.now() - start;
      };
      let nobody = 0;
      const tryUnknown = () =>
        timed(async () => {
          nobody += 1;
          expect(await passwordLogin(test, `ghost${nobody}x${suffix}`, 'wrong999')).toMatchObject(
            LOGIN_FAILED,
          );
        });
      const tryKnown = () =>
        timed(async () => {
          expect(await passwordLogin(test, username, 'wrong999')).toMatchObject(LOGIN_FAILED);
        });
      const oneHash = () => timed(() => scryptOf('wrong999', randomBytes(16), 2 ** COST, 8, 1, 32));
      // Warm up (first queries and hashes are slower), then measure, interleaved so load is shared.
      for (let warm = 0; warm < 3; warm += 1) {
        await tryUnknown();
        await tryKnown();
        await oneHash();
      }
      for (let round = 0; round < 15; round += 1) {
        // Keep the account below its lockout: each round is a new 15-minute window.
        test.advanceClock(16 * MINUTE);
        const order = round % 2 === 0 ? [tryUnknown, tryKnown] : [tryKnown, tryUnknown];
        for (const attempt of order) {
          (attempt === tryUnknown ? unknown : known).push(await attempt());
        }
        hashes.push(await oneHash());
      }
      const [unknownMedian, knownMedian, hashMedian] = [median(unknown), median(known), median(hashes)];
      const summary = `unknown ${unknownMedian.toFixed(1)} ms, known ${knownMedian.toFixed(1)} ms, one hash ${hashMedian.toFixed(1)} ms`;
      expect(
        Math.max(unknownMedian, knownMedian) / Math.min(unknownMedian, knownMedian),
        summary,
      ).toBeLessThan(3);
      // An unknown account spends a hash: its sign-in takes at least about as long as one scrypt.
      expect(unknownMedian, summary).toBeGreaterThan(hashMedian * 0.5);
    });
  });
});
