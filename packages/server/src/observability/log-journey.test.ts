import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../test-support/test-server';
import { createLogger, REDACTED } from './logger';
import { type JourneyRecord, openShop, runJourney, type Shop } from './shop-journey';

/** A logger at `level` whose lines are kept, parsed, for the test to read. */
function capturedLogger(level: 'debug' | 'info' = 'info') {
  const raw: string[] = [];
  const log = createLogger({ level, destination: { write: (line: string) => raw.push(line) } });
  return { log, raw, lines: () => raw.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

/** Numbers the log writes itself, which may equal a short code by chance. */
const OWN_NUMBERS = new Set([
  'status',
  'envelopeCode',
  'ms',
  'userId',
  'retryAfter',
  'pid',
  'time',
  'requestId',
]);

/** Every value of a line (nested ones too) but the log's own figures, as text. */
function valuesOf(value: unknown, key = ''): string[] {
  if (OWN_NUMBERS.has(key)) {
    return [];
  }
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([name, inner]) => valuesOf(inner, name));
  }
  return [String(value)];
}

describe.each(TEST_DATABASES)('the log of a shopper journey on %s', (database) => {
  const captured = capturedLogger();
  let shop: Shop;
  let journey: JourneyRecord;
  beforeAll(async () => {
    shop = await openShop(database, captured.log);
    journey = await runJourney(shop);
    journey.chatSocket.disconnect();
  }, 120_000);
  afterAll(async () => {
    await shop?.close();
  });

  it('holds none of the secrets the journey used', () => {
    const text = captured.raw.join('');
    expect(text.length).toBeGreaterThan(0);
    for (const secret of journey.secrets) {
      expect(text, 'a secret in the log').not.toContain(secret);
    }
    // The captcha answer and the SMS code are short digits: no value of any line holds them.
    const values = captured.lines().flatMap((line) => valuesOf(line));
    for (const code of journey.codes) {
      const pattern = new RegExp(`(^|\\D)${code}(\\D|$)`);
      expect(values.filter((value) => pattern.test(value))).toEqual([]);
    }
  });

  it('writes one line per request with the id answered in X-Request-Id, the call, the status and the actor', () => {
    const requests = captured.lines().filter((line) => line.message === 'request');
    const byId = new Map(requests.map((line) => [line.requestId, line]));
    expect(shop.answers.length).toBeGreaterThan(30);
    for (const answer of shop.answers) {
      expect(answer.requestId, `${answer.path} answered without X-Request-Id`).toMatch(/^[\w.:-]{1,64}$/);
      const line = byId.get(answer.requestId);
      expect(line, `no line for ${answer.path}`).toBeDefined();
      expect(line).toMatchObject({
        level: 'info',
        method: answer.method,
        call: answer.path,
        status: answer.status,
      });
      expect(typeof line?.ms).toBe('number');
    }
    // Each id once: no request logged twice (the guest lane and the app).
    expect(byId.size).toBe(requests.length);
    // Guest reads were answered by the lane, and logged by it.
    expect(byId.size).toBeGreaterThanOrEqual(shop.answers.length);
    const paid = requests.find((line) => line.call === '/api/app/order/pay/accountPay');
    expect(paid).toMatchObject({
      status: 200,
      envelopeCode: 1000,
      actor: expect.stringMatching(/^shopper:\d+$/),
    });
    expect(requests.find((line) => line.call === '/api/app/goods/info/page')).toMatchObject({
      status: 200,
      envelopeCode: 1000,
    });
    // The operator's calls, as the service account of OPERATOR_TOKEN or a named operator.
    expect(requests.find((line) => line.call === '/api/admin/recharge/approve')).toMatchObject({
      status: 200,
      envelopeCode: 1000,
      actor: 'service',
    });
    expect(requests.find((line) => line.call === '/api/admin/withdrawal/approve')).toMatchObject({
      status: 200,
      envelopeCode: 1000,
      actor: 'operator:journey-finance',
    });
    // Queries are never part of the call.
    expect(requests.filter((line) => String(line.call).includes('?'))).toEqual([]);
  });

  it('writes the security events: failed logins masked, the lockout and its 429, refused tokens, every operator call', () => {
    const events = captured.lines().filter((line) => typeof line.event === 'string');
    const named = (event: string) => events.filter((line) => line.event === event);
    expect(named('auth.login.failed')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ level: 'warn', method: 'sms', phone: '+86 139******65' }),
        expect.objectContaining({
          level: 'warn',
          method: 'password',
          account: expect.stringMatching(/^jou\*+/),
        }),
        expect.objectContaining({ method: 'password', account: 'gho**********-7', known: false }),
      ]),
    );
    // Each refusal of the limit: its 429 request line, a lockout line and a rate-limit line.
    const refusals = captured.lines().filter((line) => line.message === 'request' && line.status === 429);
    expect(refusals.length).toBeGreaterThan(0);
    expect(refusals.filter((line) => line.call !== '/api/app/user/login/password')).toEqual([]);
    expect(shop.answers.filter((answer) => answer.status === 429)).toHaveLength(refusals.length);
    expect(named('auth.login.locked')).toEqual(
      refusals.map(() =>
        expect.objectContaining({ level: 'warn', method: 'password', account: 'gho**********-7' }),
      ),
    );
    expect(named('rate.limited')).toEqual(
      refusals.map(() =>
        expect.objectContaining({
          limit: expect.stringMatching(/^login:(account|address)$/),
          retryAfter: expect.any(Number),
        }),
      ),
    );
    expect(named('auth.token.refused')).toEqual([expect.objectContaining({ reason: 'invalid' })]);
    // The operator side: a failed sign-in by name, the sign-in, a refused credential, each action by its actor.
    expect(named('operator.login.failed')).toEqual([
      expect.objectContaining({ level: 'warn', name: 'journey-finance', reason: 'operator.loginFailed' }),
    ]);
    expect(named('operator.login')).toEqual([expect.objectContaining({ status: 'done' })]);
    expect(named('operator.credential.refused')).toEqual([
      expect.objectContaining({ level: 'warn', action: 'withdrawal/refuse', actor: null, status: 401 }),
    ]);
    expect(named('operator.action')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'withdrawal/approve',
          actor: 'operator:journey-finance',
          status: 'done',
        }),
        expect.objectContaining({ action: 'recharge/approve', actor: 'service', status: 'done' }),
        expect.objectContaining({ action: 'order/refund/complete', actor: 'service', status: 'done' }),
      ]),
    );
    expect(named('auth.refresh.refused')).toEqual([expect.objectContaining({ reason: 'unknown' })]);
  });
});

describe('the logger', () => {
  it('redacts secrets at the top of a line and one level down, and writes what it is told otherwise', () => {
    const { log, lines } = capturedLogger();
    log.info('a line', {
      password: 'p-1',
      token: 't-1',
      input: { cardNo: '6222 0000', code: '1234', verifyCode: '5678', page: 2 },
      headers: { authorization: 'Bearer x', 'user-agent': 'test' },
      env: { OPERATOR_TOKEN: 'o-1' },
      kept: 'visible',
    });
    expect(lines()[0]).toMatchObject({
      level: 'info',
      message: 'a line',
      password: REDACTED,
      token: REDACTED,
      input: { cardNo: REDACTED, code: REDACTED, verifyCode: REDACTED, page: 2 },
      headers: { authorization: REDACTED, 'user-agent': 'test' },
      env: { OPERATOR_TOKEN: REDACTED },
      kept: 'visible',
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('writes the development SMS code only at debug, the phone masked', async () => {
    const { createDevSmsSender } = await import('../auth/sms-sender');
    const atInfo = capturedLogger('info');
    await createDevSmsSender(atInfo.log).send('+86', '13812345678', '246810');
    expect(atInfo.raw).toEqual([]);
    const atDebug = capturedLogger('debug');
    await createDevSmsSender(atDebug.log).send('+86', '13812345678', '246810');
    expect(atDebug.lines()).toEqual([
      expect.objectContaining({ level: 'debug', event: 'sms.dev', to: '+86 138******78', devCode: '246810' }),
    ]);
    expect(atDebug.raw.join('')).not.toContain('13812345678');
  });
});
