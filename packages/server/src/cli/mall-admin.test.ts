import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMallClient, createMemoryStorage, type MallClient } from '@mall/sdk';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../create-server';
import { parseEnv } from '../env';
import { createShopperWithBalance } from '../services/user.service';
import { seededRandom, startFaultProxy } from '../test-support/fault-proxy';
import { createAddress, createGoods } from '../test-support/fixtures';
import { type ServerProcess, serverPackageDir, startServerProcess } from '../test-support/server-process';
import { createPostgresDatabase, OPERATOR_TOKEN, TEST_DATABASES } from '../test-support/test-server';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** A seed of the fault proxy whose first requests get these kinds (weights forward 1, dropAfter 1). */
function seedFor(kinds: ('forward' | 'dropAfter')[]): number {
  for (let seed = 1; ; seed += 1) {
    const random = seededRandom(seed);
    if (kinds.every((kind) => (random() * 2 < 1 ? 'forward' : 'dropAfter') === kind)) {
      return seed;
    }
  }
}

/** The current one-time code of a TOTP secret, as an authenticator app shows it. */
function codeOf(secret: string): string {
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate();
}

describe.each(TEST_DATABASES)(
  'mall-admin against a server on %s',
  (kind) => {
    const folder = mkdtempSync(join(tmpdir(), 'mall-admin-'));
    const dataDir = join(folder, 'data');
    let databaseUrl = '';
    let dropDatabase: (() => Promise<void>) | undefined;
    let server: ServerProcess;
    let shopper: MallClient;
    let shopperId = 0;
    let goods: { goodsId: number; specIds: number[] };
    let addressId = 0;
    let adminSecret = '';

    /** The database env of the CLI and the server. */
    function databaseEnv(): Record<string, string> {
      return { DATA_DIR: dataDir, DATABASE_URL: databaseUrl };
    }

    /** Runs the CLI as a person or script would, with `env` over a clean operator environment. */
    function cli(args: string[], env: Record<string, string> = {}, input?: string): Promise<Run> {
      return new Promise((resolve) => {
        const child = spawn(
          process.execPath,
          ['--import', 'tsx', '--conditions=@mall/source', 'src/cli/mall-admin.ts', ...args],
          {
            cwd: serverPackageDir,
            env: {
              ...process.env,
              ...databaseEnv(),
              NODE_ENV: 'test',
              PASSWORD_HASH_COST: '10',
              OPERATOR_TOKEN: '',
              MALL_ADMIN_PASSWORD: '',
              MALL_URL: server?.origin ?? 'http://127.0.0.1:9',
              MALL_ADMIN_SESSION: join(folder, 'nobody.json'),
              ...env,
            },
            stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
          },
        );
        let stdout = '';
        let stderr = '';
        child.stdout?.on('data', (chunk: Buffer) => {
          stdout += chunk.toString();
        });
        child.stderr?.on('data', (chunk: Buffer) => {
          stderr += chunk.toString();
        });
        if (input !== undefined) {
          child.stdin?.end(input);
        }
        child.once('exit', (code) => resolve({ code, stdout, stderr }));
      });
    }

    const service = { OPERATOR_TOKEN };

    /** The env of an operator signed in with their own session file. */
    function as(name: string): Record<string, string> {
      return { MALL_ADMIN_SESSION: join(folder, `${name}.session.json`) };
    }

    async function balance(): Promise<number> {
      return (await shopper.user.info.person()).balance ?? 0;
    }

    beforeAll(async () => {
      if (kind === 'postgres') {
        const database = await createPostgresDatabase('mall_admin_test');
        databaseUrl = database.url;
        dropDatabase = database.drop;
      }
      // The shop's goods, a shopper and their address, written before the server runs.
      const prepared = await createServer({
        env: parseEnv({ NODE_ENV: 'test', PASSWORD_HASH_COST: '10', ...databaseEnv() }),
        log: { info: () => undefined, warn: () => undefined, error: () => undefined },
      });
      try {
        goods = await createGoods(prepared.context.db, {
          title: 'Green tea',
          specs: [{ name: '100 g', price: 2999, stock: 50 }],
        });
        shopperId = await createShopperWithBalance(
          prepared.context,
          { username: 'teadrinker', password: 'secret123' },
          1000,
        );
        addressId = await createAddress(prepared.context.db, shopperId);
      } finally {
        await prepared.close();
      }
      if (kind === 'pglite') {
        // The embedded database belongs to one process: the first admin is made before the server.
        const created = await cli(
          ['operator', 'create', '--role', 'admin', '--password-stdin', 'root'],
          {},
          'root-password-1\n',
        );
        expect(created.stderr).toBe('');
        adminSecret = /secret\s+(\S+)/.exec(created.stdout)?.[1] ?? '';
      }
      server = await startServerProcess({ dataDir, env: { DATABASE_URL: databaseUrl } });
      shopper = createMallClient({
        baseURL: `${server.origin}/api`,
        storage: createMemoryStorage(),
        locale: 'en',
      });
      await shopper.user.login.password({ phone: 'teadrinker', password: 'secret123' });
    }, 120_000);

    afterAll(async () => {
      await server?.stop();
      await dropDatabase?.();
      rmSync(folder, { recursive: true, force: true });
    });

    it('lists the actions with their permission, the money ones marked', async () => {
      const help = await cli(['help']);
      expect(help.code).toBe(0);
      expect(help.stdout).toMatch(/\$ withdrawal\/approve\s+account:withdrawal:approve\s+Approve/);
      expect(help.stdout).toMatch(/ {3}version\/publish\s+version:version:publish/);
      expect(help.stdout).toContain('mall-admin login <name>');
    });

    it('makes an operator on the machine, or says why it cannot', async () => {
      const second = await cli(
        ['operator', 'create', '--role', 'admin', '--password-stdin', 'root2'],
        {},
        'pw-22222222\n',
      );
      if (kind === 'pglite') {
        // A running server holds the embedded database.
        expect(second.code).toBe(1);
        expect(second.stderr).toContain('stop the server');
        expect(second.stderr).toContain('OPERATOR_TOKEN');
        return;
      }
      // PostgreSQL takes a second process: the first admin is made beside the running server.
      expect(second.code, second.stderr).toBe(0);
      expect(second.stdout).toMatch(/operator root2 \(admin\) created/);
      expect(second.stdout).toMatch(/otpauth:\/\/totp\//);
      const created = await cli(['operator', 'create', '--role', 'admin', 'root'], {
        MALL_ADMIN_PASSWORD: 'root-password-1',
      });
      expect(created.code, created.stderr).toBe(0);
      adminSecret = /secret\s+(\S+)/.exec(created.stdout)?.[1] ?? '';
      const taken = await cli(['operator', 'create', '--role', 'admin', 'root'], {
        MALL_ADMIN_PASSWORD: 'x-12345678',
      });
      expect(taken.code).toBe(1);
      expect(taken.stderr).toContain('already exists');
      // The operator API's rules hold on the machine too, and each creation is in the trail.
      const weak = await cli(['operator', 'create', '--role', 'support', 'weakling'], {
        MALL_ADMIN_PASSWORD: 'short',
      });
      expect(weak.code).toBe(1);
      expect(weak.stderr).toMatch(/^password: /m);
      const trail = await cli(['audit/list', '--action', 'operator/add', '--json'], service);
      expect(trail.code, trail.stderr).toBe(0);
      const rows = (
        JSON.parse(trail.stdout) as { list: { actorName: string; address: string; keys: unknown }[] }
      ).list;
      expect(rows.map((row) => [row.actorName, row.address.startsWith('cli:'), row.keys])).toEqual([
        ['service', true, expect.objectContaining({ name: 'root' })],
        ['service', true, expect.objectContaining({ name: 'root2' })],
      ]);
    });

    it('reads as tables or JSON and sends money calls with one key, retried once', async () => {
      const request = await shopper.account.record.append({ amount: 12.5 });
      const table = await cli(['recharge/list', '--size', '5'], service);
      expect(table.code, table.stderr).toBe(0);
      const lines = table.stdout.trim().split('\n');
      expect(lines[0]).toMatch(/^id\s+shopper/);
      expect(table.stdout).toContain('12.50');
      expect(lines.at(-1)).toMatch(/^page 1 of \d+, \d+ in all$/);
      const json = await cli(['recharge/list', '--json'], service);
      const page = JSON.parse(json.stdout) as { list: { id: number }[]; pagination: { total: number } };
      expect(page.list.map((row) => row.id)).toContain(request.id);

      // One key pinned by a script, sent twice: credited once.
      const before = await balance();
      const key = ['--idempotency-key', `credit-${kind}-1`];
      const credit = ['recharge/approve', '--userId', String(shopperId), '--amount', '5', ...key];
      expect((await cli(credit, service)).code).toBe(0);
      expect((await cli(credit, service)).code).toBe(0);
      expect(await balance()).toBe(before + 5);

      // The answer lost after the server credited: the CLI tries again with the same key.
      const proxy = await startFaultProxy({
        target: server.origin,
        seed: seedFor(['forward', 'dropAfter', 'forward']),
        weights: { forward: 1, dropAfter: 1 },
      });
      try {
        const lost = await cli(['recharge/approve', `{"userId":${shopperId},"amount":7}`], {
          ...service,
          MALL_URL: proxy.origin,
        });
        expect(lost.code, lost.stderr).toBe(0);
        expect(proxy.counts().dropAfter).toBe(1);
        expect(proxy.replays()).toBe(1);
      } finally {
        await proxy.close();
      }
      expect(await balance()).toBe(before + 12);
    });

    it('signs operators in, lets each role do its work and refuses the rest', async () => {
      const admin = as('root');
      const noCode = await cli(['login', 'root', '--password-stdin'], admin, 'root-password-1\n');
      expect(noCode.code).toBe(2);
      const login = await cli(
        ['login', 'root', '--password-stdin', '--code', codeOf(adminSecret)],
        admin,
        'root-password-1\n',
      );
      expect(login.code, login.stderr).toBe(0);
      expect(login.stdout).toContain('signed in as root (admin)');
      expect(statSync(admin.MALL_ADMIN_SESSION as string).mode & 0o777).toBe(0o600);
      expect((await cli(['whoami'], admin)).stdout).toContain('root (admin)');
      // The session's token goes only to the server that issued it, never to another MALL_URL.
      const elsewhere = await cli(['whoami'], { ...admin, MALL_URL: 'http://127.0.0.1:9' });
      expect(elsewhere.code).toBe(2);
      expect(elsewhere.stderr).toContain(
        `signed in to ${server.origin}; sign in again for http://127.0.0.1:9`,
      );

      const secrets: Record<string, string> = {};
      for (const role of ['support', 'fulfilment', 'finance', 'catalogue']) {
        const added = await cli(
          ['operator/add', JSON.stringify({ name: `${role}1`, password: `${role}-password`, role })],
          admin,
        );
        expect(added.code, added.stderr).toBe(0);
        secrets[role] = (JSON.parse(added.stdout) as { totpSecret?: string }).totpSecret ?? '';
      }
      expect(secrets.finance).not.toBe('');
      expect(secrets.support).toBe('');
      const signIn = async (role: string) => {
        const code = secrets[role] ? ['--code', codeOf(secrets[role] as string)] : [];
        const done = await cli(
          ['login', `${role}1`, '--password-stdin', ...code],
          as(role),
          `${role}-password\n`,
        );
        expect(done.code, done.stderr).toBe(0);
        return as(role);
      };
      const refusedAs = async (env: Record<string, string>, args: string[], permission: string) => {
        const refused = await cli(args, env);
        expect(refused.code).toBe(3);
        expect(refused.stderr).toContain(permission);
      };

      // What the shopper asked for.
      const session = await shopper.cs.session.create();
      const feedback = await shopper.feedback.submit({ type: 1, content: 'The search is slow' });
      const order = async () => {
        const placed = await shopper.order.info.create({
          goodsList: [{ goodsId: goods.goodsId, specId: goods.specIds[0] as number, count: 1 }],
          addressId,
        });
        await shopper.order.pay.accountPay({ orderId: placed.id });
        return placed.id;
      };
      const toShip = await order();
      const toRefund = await order();
      await shopper.order.info.refund({ orderId: toRefund, reason: 'Changed my mind' });
      const { id: bankCardId } = await shopper.user.bankCard.add({
        bankName: 'Bank of Tea',
        holderName: 'Alice',
        cardNo: '6222 0202 0011 2233',
      });
      const withdrawal = await shopper.account.record.withdraw({ amount: 30, bankCardId });
      const recharge = await shopper.account.record.append({ amount: 20 });

      const support = await signIn('support');
      const feedbackQueue = await cli(['feedback/list'], support);
      expect(feedbackQueue.code, feedbackQueue.stderr).toBe(0);
      expect(feedbackQueue.stdout).toContain('The search is slow');
      expect(
        (await cli(['cs/reply', '--sessionId', String(session.id), '--content', 'Hello'], support)).code,
      ).toBe(0);
      expect(
        (
          await cli(
            ['feedback/resolve', JSON.stringify({ id: feedback.id, status: 1, remark: 'Fixed' })],
            support,
          )
        ).code,
      ).toBe(0);
      expect(await shopper.feedback.info({ id: feedback.id })).toMatchObject({ status: 1 });
      await refusedAs(
        support,
        ['withdrawal/approve', '--id', String(withdrawal.id)],
        'account:withdrawal:approve',
      );

      const fulfilment = await signIn('fulfilment');
      const orders = await cli(['order/list', '--json'], fulfilment);
      expect(orders.code, orders.stderr).toBe(0);
      expect(JSON.parse(orders.stdout)).toHaveProperty('pagination');
      const ship = ['order/ship', '--orderId', String(toShip), '--company', 'SF', '--num', '12345'];
      expect((await cli(ship, fulfilment)).code).toBe(0);
      expect((await cli(['order/refund/approve', '--orderId', String(toRefund)], fulfilment)).code).toBe(0);
      expect((await cli(['order/refund/complete', '--orderId', String(toRefund)], fulfilment)).code).toBe(0);
      expect((await shopper.order.info.info({ id: toRefund })).status).toBe(6);
      await refusedAs(
        fulfilment,
        ['goods/stock', '--specId', String(goods.specIds[0]), '--stock', '1'],
        'goods:stock:update',
      );

      const finance = await signIn('finance');
      const withdrawals = await cli(['withdrawal/list'], finance);
      expect(withdrawals.code, withdrawals.stderr).toBe(0);
      expect(withdrawals.stdout).toContain('30.00');
      const before = await balance();
      expect((await cli(['withdrawal/approve', '--id', String(withdrawal.id)], finance)).code).toBe(0);
      expect((await cli(['recharge/approve', '--id', String(recharge.id)], finance)).code).toBe(0);
      expect(await balance()).toBe(before + 20);
      await refusedAs(
        finance,
        ['order/ship', '--orderId', String(toShip), '--company', 'SF', '--num', '1'],
        'order:order:ship',
      );

      const catalogue = await signIn('catalogue');
      expect(
        (await cli(['goods/stock', '--specId', String(goods.specIds[0]), '--stock', '3'], catalogue)).code,
      ).toBe(0);
      const publish = [
        'version/publish',
        '--version',
        '2.0.0',
        '--code',
        '200',
        '--url',
        'https://mall.example/app.apk',
      ];
      expect((await cli(publish, catalogue)).code).toBe(0);
      await refusedAs(
        catalogue,
        ['cs/reply', '--sessionId', String(session.id), '--content', 'Hi'],
        'chat:message:reply',
      );

      // Signed out: the next call is told to sign in again.
      const kept = join(folder, 'kept.session.json');
      copyFileSync(finance.MALL_ADMIN_SESSION as string, kept);
      expect((await cli(['logout'], finance)).code).toBe(0);
      const stale = await cli(['withdrawal/list'], { MALL_ADMIN_SESSION: kept });
      expect(stale.code).toBe(2);
      expect(stale.stderr).toContain('sign in again');
      const after = await cli(['withdrawal/list'], finance);
      expect(after.code).toBe(2);
      expect(after.stderr).toContain('sign in');
      const audit = await cli(['audit/list', '--json'], admin);
      expect(audit.code, audit.stderr).toBe(0);
      expect(JSON.stringify(JSON.parse(audit.stdout))).toContain('withdrawal/approve');
    });
  },
  300_000,
);
