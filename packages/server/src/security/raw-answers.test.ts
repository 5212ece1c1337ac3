import { randomBytes } from 'node:crypto';
import { CALLS } from '@mall/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGoods } from '../test-support/fixtures';
import { startTestServer, TEST_DATABASES, type TestServer } from '../test-support/test-server';
import { leaksIn, type RawAnswer, rawCall } from './raw-answers';

/** The calls whose answers the check reads: each must stay in the call table. */
const CHECKED_CALLS = [
  'app/user/login/password',
  'app/user/login/refreshToken',
  'app/user/login/register',
  'app/user/login/phone',
  'app/user/info/person',
  'app/user/address/add',
  'app/user/address/list',
  'app/user/address/page',
  'app/user/address/info',
  'app/user/address/default',
  'app/user/bankcard/add',
  'app/user/bankcard/list',
  'app/user/bankcard/page',
  'app/user/bankcard/info',
  'app/user/bankcard/default',
  'app/order/info/create',
  'app/order/pay/accountPay',
  'app/order/info/page',
  'app/order/info/info',
  'app/account/transaction/record/withdraw',
  'app/account/transaction/record/list',
  'app/account/transaction/record/page',
  'app/account/transaction/record/info',
  'app/cs/session/create',
  'app/cs/session/detail',
  'app/cs/msg/page',
] as const;

/** A login answer's token pair. */
interface Tokens {
  token: string;
  refreshToken: string;
}

/** A shopper, every token they were given, and every answer they got. */
interface Shopper {
  name: string;
  tokens: string[];
  answers: RawAnswer[];
  /** Whether an answer is a login answer (it carries this shopper's own tokens). */
  logins: Set<RawAnswer>;
}

describe.each(TEST_DATABASES)('raw answers on %s', (database) => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startTestServer(database);
  });
  afterAll(async () => {
    await test?.close();
  });

  const ok = (answer: RawAnswer) => {
    const { path, status, code, message } = answer;
    expect({ path, status, code, message }).toMatchObject({ path, status: 200, code: 1000 });
    return answer;
  };

  async function solvedCaptcha() {
    const captcha = ok(await rawCall(test, 'app/user/login/captcha')).data as { captchaId: string };
    const { answer } = await test.operator<{ answer: string }>(
      'captcha/answer',
      { captchaId: captcha.captchaId },
      'GET',
    );
    return { captchaId: captcha.captchaId, answer };
  }

  function newShopper(name: string): Shopper {
    return { name, tokens: [], answers: [], logins: new Set() };
  }

  /** Signs in through `path`, keeps the login answer and its tokens, then rotates the refresh token once. */
  async function signIn(shopper: Shopper, path: string, input: Record<string, unknown>): Promise<string> {
    const login = ok(await rawCall(test, path, { input }));
    const first = login.data as Tokens;
    const refreshed = ok(
      await rawCall(test, 'app/user/login/refreshToken', { input: { refreshToken: first.refreshToken } }),
    );
    const second = refreshed.data as Tokens;
    for (const answer of [login, refreshed]) {
      shopper.answers.push(answer);
      shopper.logins.add(answer);
    }
    shopper.tokens.push(first.token, first.refreshToken, second.token, second.refreshToken);
    return second.token;
  }

  it('answers no password hash, salt, other shopper’s token or full card number, read as raw HTTP', async () => {
    for (const path of CHECKED_CALLS) {
      expect(CALLS, `${path} is gone from the call table`).toHaveProperty([path]);
    }
    const { goodsId, specIds } = await createGoods(test.server.context.db, {
      title: 'Oolong',
      specs: [{ name: '50 g', price: 1200, stock: 10 }],
    });
    const suffix = randomBytes(3).toString('hex');
    const password = 'secret123';
    const cards = { alice: '4929-7315-8462-0571', bob: '5301 8842 7719 36024' };

    // Two shoppers made by the operator and signed in by password, one registered, one by SMS code.
    const alice = newShopper('alice');
    const bob = newShopper('bob');
    const carol = newShopper('carol');
    const dave = newShopper('dave');
    const accessOf = new Map<Shopper, string>();
    for (const shopper of [alice, bob]) {
      const username = `${shopper.name}${suffix}`;
      await test.operator('user/add', { username, password, balance: 500 });
      accessOf.set(shopper, await signIn(shopper, 'app/user/login/password', { phone: username, password }));
    }
    const captcha = await solvedCaptcha();
    await signIn(carol, 'app/user/login/register', {
      username: `carol${suffix}`,
      password: 'secret456',
      captchaId: captcha.captchaId,
      captchaCode: captcha.answer,
      agree: true,
    });
    const phone = `137${String(Number.parseInt(suffix, 16) % 100_000_000).padStart(8, '0')}`;
    const smsCaptcha = await solvedCaptcha();
    ok(
      await rawCall(test, 'app/user/login/smsCode', {
        input: { phone, countryCode: '+86', captchaId: smsCaptcha.captchaId, code: smsCaptcha.answer },
      }),
    );
    const { code } = await test.operator<{ code: string }>('sms/last', { phone }, 'GET');
    await signIn(dave, 'app/user/login/phone', { phone, countryCode: '+86', smsCode: code, agree: true });

    // Everything a shopper has that names a person, an address, a card, an order or the ledger.
    for (const shopper of [alice, bob]) {
      const token = accessOf.get(shopper) as string;
      const call = async (path: string, input?: Record<string, unknown>) => {
        const answer = ok(await rawCall(test, path, { token, input }));
        shopper.answers.push(answer);
        return answer.data as Record<string, unknown>;
      };
      await call('app/user/info/person');
      const address = await call('app/user/address/add', {
        contact: shopper.name,
        phone: '13800000000',
        countryCode: '+86',
        province: 'Zhejiang',
        city: 'Hangzhou',
        district: 'Xihu',
        address: '1 Tea Road',
        isDefault: true,
      });
      await call('app/user/address/list');
      await call('app/user/address/page', { page: 1, size: 10 });
      await call('app/user/address/info', { id: address.id });
      await call('app/user/address/default');
      const card = await call('app/user/bankcard/add', {
        bankName: 'Bank of Tea',
        holderName: shopper.name,
        cardNo: cards[shopper.name as keyof typeof cards],
      });
      await call('app/user/bankcard/list');
      await call('app/user/bankcard/page', { page: 1, size: 10 });
      const cardInfo = await call('app/user/bankcard/info', { id: card.id });
      expect(String(cardInfo.cardNo)).toMatch(/\d{4}$/);
      await call('app/user/bankcard/default');
      const order = await call('app/order/info/create', {
        goodsList: [{ goodsId, specId: specIds[0], count: 1 }],
        addressId: address.id,
      });
      await call('app/order/pay/accountPay', { orderId: order.id });
      await call('app/order/info/page', { page: 1, size: 10 });
      await call('app/order/info/info', { id: order.id });
      const withdrawal = await call('app/account/transaction/record/withdraw', {
        amount: 10,
        bankCardId: card.id,
      });
      await call('app/account/transaction/record/list');
      await call('app/account/transaction/record/page', { page: 1, size: 10 });
      await call('app/account/transaction/record/info', { id: withdrawal.id });
      const session = await call('app/cs/session/create');
      await call('app/cs/session/detail');
      await call('app/cs/msg/page', { sessionId: session.id, page: 1, size: 10 });
    }

    const stored = await test.server.context.db
      .selectFrom('app_user')
      .select('password_hash')
      .where('password_hash', 'is not', null)
      .execute();
    const passwordHashes = stored.map((row) => row.password_hash as string);
    expect(passwordHashes.length).toBeGreaterThanOrEqual(3);
    const everyone = [alice, bob, carol, dave];
    const cardNumbers = Object.values(cards).map((card) => card.replace(/\D/g, ''));
    const leaks: string[] = [];
    for (const shopper of everyone) {
      const foreignTokens = everyone.filter((other) => other !== shopper).flatMap((other) => other.tokens);
      for (const answer of shopper.answers) {
        const secrets = { passwordHashes, foreignTokens, cardNumbers };
        const tokenKeysAllowed = shopper.logins.has(answer);
        leaks.push(
          ...leaksIn(answer.data, secrets, { tokenKeysAllowed }).map(
            (leak) => `${shopper.name} ${answer.path} ${leak}`,
          ),
        );
      }
    }
    expect(leaks).toEqual([]);

    // The check read real answers: every listed call was made, with the shopper's data in it.
    const made = new Set(everyone.flatMap((shopper) => shopper.answers.map((answer) => answer.path)));
    expect(CHECKED_CALLS.filter((path) => !made.has(path))).toEqual([]);
    const aliceText = JSON.stringify(alice.answers.map((answer) => answer.data));
    expect(aliceText).toContain(`alice${suffix}`);
    expect(aliceText).toContain('0571');
    expect(JSON.stringify(bob.answers.map((answer) => answer.data))).toContain('6024');
  });
});

describe('the leak walk of raw answers', () => {
  it('finds each kind of leak it looks for, so a passing walk means something', async () => {
    const secrets = {
      passwordHashes: ['scrypt$17$8$1$AAAAAAAAAAAAAAAAAAAAAA$BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB'],
      foreignTokens: ['eyJhbGciOiJIUzI1NiJ9.other.shopper'],
      cardNumbers: ['4929731584620571'],
    };
    const leaky = {
      list: [
        { id: 1, passwordHash: null },
        { id: 2, user: { pay_password: 'x', salt: 'y' } },
        { note: 'key AAAAAAAAAAAAAAAAAAAAAA' },
        { text: '$17$8$1$abcdefghijklmnopqrst$abcdefghijklmnopqrstuv' },
        { who: 'Bearer eyJhbGciOiJIUzI1NiJ9.other.shopper' },
        { cardNo: '4929 7315 8462 0571' },
        { cardNo: 4929731584620571 },
        { refreshToken: 'mine' },
      ],
    };
    const leaks = leaksIn(leaky, secrets, { tokenKeysAllowed: false });
    for (const where of [
      '$.list[0].passwordHash',
      '$.list[1].user.pay_password',
      '$.list[1].user.salt',
      '$.list[2].note',
      '$.list[3].text',
      '$.list[4].who',
      '$.list[5].cardNo',
      '$.list[6].cardNo',
      '$.list[7].refreshToken',
    ]) {
      expect(leaks.some((leak) => leak.startsWith(`${where}:`))).toBe(true);
    }
    expect(
      leaksIn({ cardNo: '**** **** **** 0571', token: 'mine' }, secrets, { tokenKeysAllowed: true }),
    ).toEqual([]);
  });
});
