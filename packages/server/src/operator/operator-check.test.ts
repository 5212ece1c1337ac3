import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allOperatorActions } from '../routes';
import { SIGN_IN_ACTION } from '../routes/operator/operator.operator';
import {
  OPERATOR_TOKEN,
  startTestServer,
  TEST_DATABASES,
  type TestOperator,
  type TestServer,
} from '../test-support/test-server';
import { ROLE_NAMES, type RoleName, roleAllows } from './permissions';

const actions = Object.entries(allOperatorActions());
/** Every action but signing in, which is what earns a credential. */
const guarded = actions.filter(([name]) => name !== SIGN_IN_ACTION);

// Every action of the table, so a new one cannot skip the check: a server, five operators and
// four calls per action.
describe.each(TEST_DATABASES)('the operator check on %s', { timeout: 120_000 }, (database) => {
  let test: TestServer;
  const operators = {} as Record<RoleName, TestOperator>;
  beforeAll(async () => {
    test = await startTestServer(database);
    for (const role of ROLE_NAMES) {
      operators[role] = await test.signInOperator(role);
    }
  });
  afterAll(async () => {
    await test?.close();
  });

  const call = (token: string | null, name: string, method: 'GET' | 'POST') =>
    test.operatorAs(token, name, {}, { method });

  it('has actions to walk, sign-in among them', () => {
    expect(guarded.length).toBeGreaterThan(20);
    expect(actions.map(([name]) => name)).toContain(SIGN_IN_ACTION);
  });

  it('refuses every action without a credential, and with a wrong one (401)', async () => {
    for (const [name, action] of guarded) {
      const missing = await call(null, name, action.method);
      expect([name, missing.status, missing.message]).toEqual([
        name,
        401,
        'Operator credential missing: sign in first',
      ]);
      for (const wrong of [`${OPERATOR_TOKEN}x`, 'Bearer not-a-session-token', 'x'.repeat(43)]) {
        const refused = await call(wrong, name, action.method);
        expect([name, refused.status, refused.message]).toEqual([name, 401, 'Invalid operator token']);
      }
    }
  });

  it('refuses a body larger than any operator call, signing in included (413), before reading it all', async () => {
    const huge = JSON.stringify({ name: 'x'.repeat(200 * 1024), password: 'secret-password' });
    for (const name of [SIGN_IN_ACTION, 'user/add']) {
      const response = await test.server.app.fetch(
        new Request(`http://mall.test/api/admin/${name}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${OPERATOR_TOKEN}` },
          body: huge,
        }),
      );
      expect([name, response.status]).toEqual([name, 413]);
    }
  });

  it('refuses every action to a role without its permission (403, naming it)', async () => {
    let checked = 0;
    for (const [name, action] of guarded) {
      const lacking = ROLE_NAMES.filter((role) => !roleAllows(role, action.permission));
      if (lacking.length === 0) {
        // Held by every role: only the operator's own session.
        expect([name, action.permission]).toEqual([name, 'operator:session:own']);
        continue;
      }
      for (const role of lacking) {
        const refused = await call(operators[role].token, name, action.method);
        expect([name, role, refused.status, refused.message]).toEqual([
          name,
          role,
          403,
          `Your role may not do this (needs the permission ${action.permission})`,
        ]);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(guarded.length);
  });

  it('lets a role through to the action when it holds the permission', async () => {
    // Reaches the action: its input is checked (1002), not the credential.
    const answer = await call(operators.finance.token, 'recharge/approve', 'POST');
    expect([answer.status, answer.code]).toEqual([200, 1002]);
    const me = await operators.support.call<{ name: string; permissions: string[] }>(
      'operator/me',
      {},
      'GET',
    );
    expect(me.name).toBe(operators.support.name);
    expect(me.permissions).toContain('chat:message:reply');
  });

  it('keeps development codes from every role: only the service account holds their permissions', () => {
    for (const role of ROLE_NAMES) {
      expect(roleAllows(role, 'user:sms:read')).toBe(false);
      expect(roleAllows(role, 'user:captcha:read')).toBe(false);
    }
  });

  it('refuses every action to an expired session, and to one signed out (401)', async () => {
    const signedOut = await test.signInOperator('support');
    await signedOut.call('operator/logout');
    for (const [name, action] of guarded) {
      const refused = await call(signedOut.token, name, action.method);
      expect([name, refused.status, refused.code]).toEqual([name, 401, 1001]);
      expect(refused.message).toBe('The operator session has expired or was signed out: sign in again');
    }
    test.advanceClock((test.env.OPERATOR_SESSION_TTL + 1) * 1000);
    for (const [name, action] of guarded) {
      for (const role of ROLE_NAMES) {
        const refused = await call(operators[role].token, name, action.method);
        expect([name, role, refused.status, refused.message]).toEqual([
          name,
          role,
          401,
          'The operator session has expired or was signed out: sign in again',
        ]);
      }
    }
    // The service account does not expire.
    expect(await test.operator('operator/me', {}, 'GET')).toMatchObject({ kind: 'service' });
  });
});

describe('development codes in production', { timeout: 60_000 }, () => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startTestServer('pglite', {
      NODE_ENV: 'production',
      PASSWORD_HASH_COST: '17',
      CARD_KEYS: `k1:${Buffer.alloc(32, 3).toString('base64')}`,
    });
  });
  afterAll(async () => {
    await test?.close();
  });

  it('answers sms/last and captcha/answer 404 "not available", to the service account too', async () => {
    for (const [name, body] of [
      ['sms/last', { phone: '13800000000' }],
      ['captcha/answer', { captchaId: 'any' }],
    ] as const) {
      const answer = await test.operatorAs(OPERATOR_TOKEN, name, body, { method: 'GET' });
      expect([name, answer.status, answer.message]).toEqual([name, 404, 'Not available in production']);
    }
  });
});
