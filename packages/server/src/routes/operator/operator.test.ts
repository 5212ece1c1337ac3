import { ORDER_STATUS, REFUND_STATUS } from '@mall/sdk/lifecycle';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeOperatorSessions } from '../../services/operator.service';
import { createAddress, createGoods } from '../../test-support/fixtures';
import {
  OPERATOR_PASSWORD,
  OPERATOR_TOKEN,
  startTestServer,
  TEST_DATABASES,
  type TestServer,
  totpCodeAt,
} from '../../test-support/test-server';

interface AuditRow {
  id: number;
  time: string;
  actorKind: string;
  actorId: number | null;
  actorName: string;
  action: string;
  keys: Record<string, number | string>;
  changes: { entity: string; id: number | string; field: string; before: unknown; after: unknown }[];
  address: string | null;
  requestId: string | null;
}

interface AuditPage {
  list: AuditRow[];
  pagination: { page: number; size: number; total: number };
}

const LOGIN_FAILED = 'Wrong name, password or one-time code';

describe.each(TEST_DATABASES)('operators and their trail on %s', { timeout: 120_000 }, (database) => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startTestServer(database);
  });
  afterAll(async () => {
    await test?.close();
  });

  const db = () => test.server.context.db;
  const login = (body: Record<string, unknown>) => test.operatorAs(null, 'operator/login', body);
  const audit = (filter: Record<string, string | number> = {}) =>
    test.operator<AuditPage>(
      'audit/list',
      Object.fromEntries(Object.entries(filter).map(([k, v]) => [k, String(v)])),
      'GET',
    );

  it('signs a money role in only with a fresh one-time code, and answers every failure alike', async () => {
    const created = await test.operator<{ id: number; totpSecret: string; otpauthUrl: string }>(
      'operator/add',
      {
        name: 'fiona.finance',
        password: OPERATOR_PASSWORD,
        role: 'finance',
      },
    );
    expect(created.totpSecret).toMatch(/^[A-Z2-7]{32}$/);
    expect(created.otpauthUrl).toMatch(/^otpauth:\/\/totp\/mall:fiona\.finance\?.*secret=/);
    expect(created.otpauthUrl).toContain('algorithm=SHA1');
    // The secret is answered once: listing shows only that one is set.
    const listed = await test.operator<{ name: string; totp: boolean }[]>('operator/list', {}, 'GET');
    expect(listed.find((row) => row.name === 'fiona.finance')).toEqual(
      expect.objectContaining({ totp: true, role: 'finance', disabled: false }),
    );
    expect(JSON.stringify(listed)).not.toContain(created.totpSecret);

    const now = test.now();
    const code = totpCodeAt(created.totpSecret, now);
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (const body of [
      { name: 'fiona.finance', password: OPERATOR_PASSWORD },
      { name: 'fiona.finance', password: OPERATOR_PASSWORD, code: wrongCode },
      { name: 'fiona.finance', password: 'not-the-password', code },
      { name: 'nobody.here', password: OPERATOR_PASSWORD, code },
    ]) {
      const refused = await login(body);
      expect([refused.status, refused.message]).toEqual([401, LOGIN_FAILED]);
    }
    const signedIn = await login({ name: 'fiona.finance', password: OPERATOR_PASSWORD, code });
    expect(signedIn.code).toBe(1000);
    const answer = signedIn.data as {
      token: string;
      expiresAt: string;
      operator: { id: number; role: string };
    };
    expect(answer.operator).toEqual({ id: created.id, name: 'fiona.finance', role: 'finance' });
    const expiresIn =
      new Date(answer.expiresAt).getTime() - now.getTime() - test.env.OPERATOR_SESSION_TTL * 1000;
    expect(expiresIn).toBeGreaterThanOrEqual(0);
    expect(expiresIn).toBeLessThan(10_000);
    // Only the token's hash is stored.
    const stored = await db().selectFrom('operator_session').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(answer.token);

    // The same code is not accepted twice, nor one of the step before (within the window).
    const replayed = await login({ name: 'fiona.finance', password: OPERATOR_PASSWORD, code });
    expect([replayed.status, replayed.message]).toEqual([401, LOGIN_FAILED]);
    const earlier = totpCodeAt(created.totpSecret, new Date(now.getTime() - 30_000));
    expect((await login({ name: 'fiona.finance', password: OPERATOR_PASSWORD, code: earlier })).status).toBe(
      401,
    );
    // The next step's code passes (the window is one step either side).
    const next = totpCodeAt(created.totpSecret, new Date(now.getTime() + 30_000));
    expect((await login({ name: 'fiona.finance', password: OPERATOR_PASSWORD, code: next })).code).toBe(1000);

    // A sign-in writes its row, never the password.
    const rows = await audit({ action: 'operator/login', actor: 'fiona.finance' });
    expect(rows.list).toHaveLength(2);
    expect(rows.list[0]).toMatchObject({
      actorKind: 'operator',
      actorId: created.id,
      keys: { id: created.id },
    });
    expect(JSON.stringify(rows)).not.toContain(OPERATOR_PASSWORD);
  });

  it('signs a catalogue role in without a code; disabling it or changing its role ends its sessions', async () => {
    const created = await test.operator<{ id: number; totpSecret?: string }>('operator/add', {
      name: 'cat.alogue',
      password: OPERATOR_PASSWORD,
      role: 'catalogue',
    });
    expect(created.totpSecret).toBeUndefined();
    const signedIn = await login({ name: 'cat.alogue', password: OPERATOR_PASSWORD });
    const token = (signedIn.data as { token: string }).token;
    expect((await test.operatorAs(token, 'operator/me', {}, { method: 'GET' })).data).toMatchObject({
      kind: 'operator',
      name: 'cat.alogue',
      role: 'catalogue',
    });
    await test.operator('operator/update', { id: created.id, disabled: true });
    const ended = await test.operatorAs(token, 'operator/me', {}, { method: 'GET' });
    expect(ended.status).toBe(401);
    const refused = await login({ name: 'cat.alogue', password: OPERATOR_PASSWORD });
    expect([refused.status, refused.message]).toEqual([401, LOGIN_FAILED]);
    // Moved to a money role, it gets a secret (answered once) and signs in with a code; the session
    // it had, signed in without one, ends with the move.
    await test.operator('operator/update', { id: created.id, disabled: false });
    const before = await login({ name: 'cat.alogue', password: OPERATOR_PASSWORD });
    const beforeToken = (before.data as { token: string }).token;
    expect((await test.operatorAs(beforeToken, 'operator/me', {}, { method: 'GET' })).status).toBe(200);
    const moved = await test.operator<{ role: string; totpSecret: string }>('operator/update', {
      id: created.id,
      role: 'fulfilment',
    });
    expect(moved.role).toBe('fulfilment');
    const kept = await test.operatorAs(beforeToken, 'withdrawal/list', {}, { method: 'GET' });
    expect(kept.status).toBe(401);
    expect((await login({ name: 'cat.alogue', password: OPERATOR_PASSWORD })).status).toBe(401);
    const code = totpCodeAt(moved.totpSecret, test.now());
    expect((await login({ name: 'cat.alogue', password: OPERATOR_PASSWORD, code })).code).toBe(1000);
    const changes = (await audit({ action: 'operator/update', key: 'id', value: created.id })).list.flatMap(
      (row) => row.changes,
    );
    expect(changes).toEqual(
      expect.arrayContaining([
        { entity: 'operator', id: created.id, field: 'disabled', before: false, after: true },
        { entity: 'operator', id: created.id, field: 'role', before: 'catalogue', after: 'fulfilment' },
      ]),
    );
  });

  it('locks a name out after repeated failures', async () => {
    await test.operator('operator/add', { name: 'locked.out', password: OPERATOR_PASSWORD, role: 'support' });
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await login({ name: 'locked.out', password: 'wrong-password' })).status).toBe(401);
    }
    const locked = await login({ name: 'locked.out', password: OPERATOR_PASSWORD });
    expect(locked.status).toBe(429);
  });

  it("refuses a taken name, the service account's, and a weak password", async () => {
    const taken = await test.operatorAs(OPERATOR_TOKEN, 'operator/add', {
      name: 'fiona.finance',
      password: OPERATOR_PASSWORD,
      role: 'support',
    });
    expect(taken.message).toBe('An operator with this name already exists');
    // The service account's name, which the trail and the log give its actions.
    const reserved = await test.operatorAs(OPERATOR_TOKEN, 'operator/add', {
      name: 'Service',
      password: OPERATOR_PASSWORD,
      role: 'support',
    });
    expect(reserved.message).toBe('An operator with this name already exists');
    const weak = await test.operatorAs(OPERATOR_TOKEN, 'operator/add', {
      name: 'weak.one',
      password: 'short',
      role: 'support',
    });
    expect(weak.code).toBe(1002);
  });

  it('audits recharge approval with the balance before and after, in the action’s transaction', async () => {
    const finance = await test.signInOperator('finance');
    const { userId } = await test.shopper({ balance: 10 });
    await finance.call('recharge/approve', { userId, amount: 25.5 });
    const [row] = (await audit({ action: 'recharge/approve', key: 'userId', value: userId })).list;
    expect(row).toMatchObject({
      actorKind: 'operator',
      actorId: finance.id,
      actorName: finance.name,
      keys: { userId },
    });
    expect(row?.changes).toContainEqual({
      entity: 'user',
      id: userId,
      field: 'balance',
      before: 1000,
      after: 3550,
    });
    expect(row?.changes.some((change) => change.entity === 'ledger' && change.after === 2550)).toBe(true);

    // An action that fails leaves no row, and moves nothing.
    const before = (await audit({ action: 'recharge/approve' })).pagination.total;
    const failed = await finance
      .call('recharge/approve', { userId: 999_999, amount: 1 })
      .catch((error) => error);
    expect(failed).toMatchObject({ code: 1001 });
    expect((await audit({ action: 'recharge/approve' })).pagination.total).toBe(before);
  });

  it('audits a refused withdrawal: its status and the amount returned', async () => {
    const { client, userId } = await test.shopper({ balance: 100 });
    const { id: bankCardId } = await client.user.bankCard.add({
      bankName: 'Bank of Tea',
      holderName: 'Alice',
      cardNo: '6222 0202 0011 2233',
    });
    const withdrawal = await client.account.record.withdraw({ amount: 30, bankCardId });
    await test.operator('withdrawal/refuse', { id: withdrawal.id, reason: 'Card closed' });
    const [row] = (await audit({ action: 'withdrawal/refuse', key: 'id', value: withdrawal.id })).list;
    expect(row).toMatchObject({ actorKind: 'service', actorName: 'service', actorId: null });
    expect(row?.changes).toEqual(
      expect.arrayContaining([
        { entity: 'withdrawal', id: withdrawal.id, field: 'status', before: 0, after: 2 },
        { entity: 'user', id: userId, field: 'balance', before: 7000, after: 10000 },
      ]),
    );
  });

  it('audits a completed refund: the order, the refund, the balance, the stock given back', async () => {
    const { client, userId } = await test.shopper({ balance: 100 });
    const addressId = await createAddress(db(), userId);
    const { goodsId, specIds } = await createGoods(db(), {
      title: 'Oolong',
      specs: [{ name: '50 g', price: 1500, stock: 5 }],
    });
    const order = await client.order.info.create({
      goodsList: [{ goodsId, specId: specIds[0]!, count: 2 }],
      addressId,
    });
    await client.order.pay.accountPay({ orderId: order.id });
    await client.order.info.refund({ orderId: order.id, reason: 'Changed my mind' });
    const fulfilment = await test.signInOperator('fulfilment');
    await fulfilment.call('order/refund/approve', { orderId: order.id });
    await fulfilment.call('order/refund/complete', { orderId: order.id });
    const [row] = (await audit({ action: 'order/refund/complete', key: 'orderId', value: order.id })).list;
    expect(row).toMatchObject({ actorName: fulfilment.name, keys: { orderId: order.id } });
    expect(row?.changes).toEqual(
      expect.arrayContaining([
        {
          entity: 'order',
          id: order.id,
          field: 'status',
          before: ORDER_STATUS.refunding,
          after: ORDER_STATUS.refunded,
        },
        expect.objectContaining({
          entity: 'order_refund',
          field: 'status',
          before: REFUND_STATUS.inProgressByBackend,
          after: REFUND_STATUS.refunded,
        }),
        { entity: 'user', id: userId, field: 'balance', before: 7000, after: 10000 },
        { entity: 'goods_spec', id: specIds[0]!, field: 'stock', before: 3, after: 5 },
      ]),
    );
    // Reads are not audited.
    expect((await audit({ action: 'operator/list' })).pagination.total).toBe(0);
  });

  it('audits what the other writes made and changed: a shopper, an offer, a release, a feedback', async () => {
    const catalogue = await test.signInOperator('catalogue');
    const now = test.now().getTime();
    const coupon = await catalogue.call<{ id: number }>('coupon/add', {
      title: 'Audit 10 off',
      type: 0,
      amount: 10,
      condition: { fullAmount: 100 },
      num: 50,
      startTime: new Date(now - 3600_000).toISOString(),
      endTime: new Date(now + 86_400_000).toISOString(),
    });
    const [offer] = (await audit({ action: 'coupon/add', key: 'id', value: coupon.id })).list;
    expect(offer?.changes).toEqual([
      { entity: 'coupon', id: coupon.id, field: 'amount', before: null, after: 1000 },
      { entity: 'coupon', id: coupon.id, field: 'num', before: null, after: 50 },
    ]);
    const release = { version: '9.9.1', code: 991, url: 'https://mall.test/app-9.9.1.apk' };
    await catalogue.call('version/publish', release);
    await catalogue.call('version/publish', {
      ...release,
      url: 'https://mall.test/app-9.9.1b.apk',
      forceUpdate: true,
    });
    const [republished] = (await audit({ action: 'version/publish', key: 'version', value: '9.9.1' })).list;
    expect(republished).toMatchObject({
      keys: { version: '9.9.1', platform: 'all', id: expect.any(Number) },
      changes: [
        {
          entity: 'app_version',
          id: '9.9.1@all',
          field: 'release',
          before: { code: 991, url: release.url, forceUpdate: false },
          after: { code: 991, url: 'https://mall.test/app-9.9.1b.apk', forceUpdate: true },
        },
      ],
    });
    const added = await test.operator<{ id: number }>('user/add', {
      username: 'audited_shopper',
      password: 'secret123',
    });
    const [made] = (await audit({ action: 'user/add', key: 'username', value: 'audited_shopper' })).list;
    expect(made?.keys).toEqual({ username: 'audited_shopper', id: added.id });
    const { client } = await test.shopper();
    const feedback = await client.feedback.submit({ type: 1, content: 'The audit is thorough' });
    const support = await test.signInOperator('support');
    await support.call('feedback/resolve', { id: feedback.id, status: 1, remark: 'Thanks' });
    const [resolved] = (await audit({ action: 'feedback/resolve', key: 'id', value: feedback.id })).list;
    expect(resolved?.changes).toEqual([
      { entity: 'feedback', id: feedback.id, field: 'status', before: 0, after: 1 },
    ]);
  });

  it('audits stock with its figure before and after', async () => {
    const { specIds } = await createGoods(db(), {
      title: 'Pu-erh',
      specs: [{ name: '1 cake', price: 9900, stock: 7 }],
    });
    await test.operator('goods/stock', { specId: specIds[0]!, stock: 12 });
    const [row] = (await audit({ action: 'goods/stock', key: 'specId', value: specIds[0]! })).list;
    expect(row?.changes).toEqual([
      { entity: 'goods_spec', id: specIds[0]!, field: 'stock', before: 7, after: 12 },
    ]);
  });

  it('credits a retried recharge once under one Idempotency-Key, refuses the key with another body and a direct credit without one', async () => {
    const finance = await test.signInOperator('finance');
    const { userId, client } = await test.shopper({ balance: 0 });
    const headers = { 'idempotency-key': 'recharge-retry-0001' };
    const first = await test.operatorAs(
      finance.token,
      'recharge/approve',
      { userId, amount: 12 },
      { headers },
    );
    const retried = await test.operatorAs(
      finance.token,
      'recharge/approve',
      { userId, amount: 12 },
      { headers },
    );
    expect(first.code).toBe(1000);
    expect(retried.code).toBe(1000);
    expect(retried.data).toEqual(first.data);
    expect(retried.headers.get('idempotent-replayed')).toBe('true');
    expect((await client.user.info.person()).balance).toBe(12);
    const other = await test.operatorAs(
      finance.token,
      'recharge/approve',
      { userId, amount: 13 },
      { headers },
    );
    expect([other.status, other.code]).toEqual([422, 1001]);
    expect((await client.user.info.person()).balance).toBe(12);
    // One row for the one credit.
    expect((await audit({ action: 'recharge/approve', key: 'userId', value: userId })).pagination.total).toBe(
      1,
    );
    // Keys belong to their actor: the service account's same key is its own.
    const service = await test.operatorAs(
      OPERATOR_TOKEN,
      'recharge/approve',
      { userId, amount: 1 },
      { headers },
    );
    expect(service.code).toBe(1000);
    expect((await client.user.info.person()).balance).toBe(13);
    // A direct credit without a key is refused before anything moves; a request's approval,
    // which a retry finds already approved, needs none.
    const keyless = await test.operatorAs(finance.token, 'recharge/approve', { userId, amount: 5 });
    expect([keyless.status, keyless.message]).toEqual([
      400,
      'A direct credit needs an Idempotency-Key header, so that a retry cannot credit twice',
    ]);
    expect((await client.user.info.person()).balance).toBe(13);
    const request = await client.account.record.append({ amount: 2 });
    expect((await test.operatorAs(finance.token, 'recharge/approve', { id: request.id })).code).toBe(1000);
    expect((await client.user.info.person()).balance).toBe(15);
  });

  it('publishes a chat reply only once it is committed', async () => {
    const { client, userId } = await test.shopper();
    const session = await client.cs.session.create();
    const heard: Promise<unknown>[] = [];
    const stop = test.server.context.chat.subscribe((_sessionId, listenerUserId, message) => {
      if (listenerUserId === userId) {
        const id = (message as { id: number }).id;
        heard.push(db().selectFrom('cs_message').select('id').where('id', '=', id).executeTakeFirst());
      }
    });
    try {
      await test.operator('cs/reply', { sessionId: session.id, content: 'Hello from the shop' });
      expect(heard).toHaveLength(1);
      expect(await heard[0]).toBeDefined();
    } finally {
      stop();
    }
  });

  it('filters the trail by actor, action, time and key, newest first, in pages', async () => {
    const all = await audit({ size: 100 });
    expect(all.pagination.total).toBeGreaterThan(5);
    const ids = all.list.map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const firstPage = await audit({ size: 2, page: 1 });
    const secondPage = await audit({ size: 2, page: 2 });
    expect(firstPage.list.map((row) => row.id)).toEqual(ids.slice(0, 2));
    expect(secondPage.list.map((row) => row.id)).toEqual(ids.slice(2, 4));
    const service = await audit({ actor: 'service', size: 100 });
    expect(service.list.every((row) => row.actorKind === 'service')).toBe(true);
    const future = new Date(test.now().getTime() + 3600_000).toISOString();
    expect((await audit({ from: future })).pagination.total).toBe(0);
    expect((await audit({ to: future })).pagination.total).toBe(all.pagination.total);
    expect((await audit({ key: 'orderId', value: 999_999 })).pagination.total).toBe(0);
    const bad = await test.operatorAs(OPERATOR_TOKEN, 'audit/list', { from: 'yesterday' }, { method: 'GET' });
    expect(bad.code).toBe(1002);
  });

  it('keeps the trail append-only: the database refuses updates, deletes and truncation', async () => {
    const before = await db().selectFrom('operator_audit').select(['id', 'action']).orderBy('id').execute();
    expect(before.length).toBeGreaterThan(0);
    await expect(sql`update operator_audit set action = 'forged'`.execute(db())).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from operator_audit`.execute(db())).rejects.toThrow(/append-only/);
    await expect(sql`truncate operator_audit`.execute(db())).rejects.toThrow(/append-only/);
    expect(await db().selectFrom('operator_audit').select(['id', 'action']).orderBy('id').execute()).toEqual(
      before,
    );
  });
});

describe('OPERATOR_MFA=all', { timeout: 60_000 }, () => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startTestServer('pglite', { OPERATOR_MFA: 'all' });
  });
  afterAll(async () => {
    await test?.close();
  });

  it('asks every role for a one-time code', async () => {
    const created = await test.operator<{ totpSecret?: string }>('operator/add', {
      name: 'support.agent',
      password: OPERATOR_PASSWORD,
      role: 'support',
    });
    expect(created.totpSecret).toBeDefined();
    const withoutCode = await test.operatorAs(null, 'operator/login', {
      name: 'support.agent',
      password: OPERATOR_PASSWORD,
    });
    expect([withoutCode.status, withoutCode.message]).toEqual([401, LOGIN_FAILED]);
    const support = await test.signInOperator('support');
    expect(support.totpSecret).toBeDefined();
    expect(await support.call('operator/me', {}, 'GET')).toMatchObject({ role: 'support' });
  });
});

describe('the operator session sweep', { timeout: 60_000 }, () => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startTestServer('pglite');
  });
  afterAll(async () => {
    await test?.close();
  });

  it('forgets sessions once expired, and only those', async () => {
    const early = await test.signInOperator('catalogue');
    test.advanceClock((test.env.OPERATOR_SESSION_TTL - 60) * 1000);
    const late = await test.signInOperator('support');
    test.advanceClock(120_000);
    expect(await purgeOperatorSessions(test.server.context)).toBe(1);
    expect((await test.operatorAs(early.token, 'operator/me', {}, { method: 'GET' })).status).toBe(401);
    expect(await late.call('operator/me', {}, 'GET')).toMatchObject({ role: 'support' });
    expect(await purgeOperatorSessions(test.server.context)).toBe(0);
  });
});
