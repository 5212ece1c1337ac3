import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { createMallClient, createMemoryStorage } from '@mall/sdk';
import { collectOutput, freePort } from '@mall/test-support';
import { afterAll, describe, expect, it } from 'vitest';
import { parseEnv } from './env';
import { type ServerProcess, serverPackageDir, startServerProcess } from './test-support/server-process';
import { OPERATOR_TOKEN } from './test-support/test-server';

const packageDir = serverPackageDir;
const dataDir = mkdtempSync(join(tmpdir(), 'mall-main-'));

/** Starts `src/main.ts` on this file's embedded database, with the demo shop. */
function boot(port: number, extraEnv: Record<string, string> = {}): Promise<ServerProcess> {
  return startServerProcess({ port, dataDir, env: { MALL_SEED: 'demo', ...extraEnv } });
}

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the server process', () => {
  it('refuses a bad environment with a message naming the variable', () => {
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must start with postgres/);
    expect(() => parseEnv({ PASSWORD_HASH_COST: '12' })).toThrow(/PASSWORD_HASH_COST/);
    expect(parseEnv({}).PASSWORD_HASH_COST).toBe(17);
    // Production signs access tokens only with a key it was given, never one generated into the database.
    expect(() =>
      parseEnv({ NODE_ENV: 'production', CARD_KEYS: `k1:${Buffer.alloc(32, 1).toString('base64')}` }),
    ).toThrow(/JWT_SECRET: required with NODE_ENV=production/);
  });

  it('keeps every committed order and balance across a restart on the same DATA_DIR, and stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    const first = await boot(port);
    const baseURL = `http://127.0.0.1:${port}/api`;
    const operator = async (name: string, body: unknown) => {
      const response = await fetch(`${baseURL}/admin/${name}`, {
        method: 'POST',
        headers: { authorization: OPERATOR_TOKEN, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return ((await response.json()) as { data: { id: number } }).data;
    };
    const { id: userId } = await operator('user/add', {
      username: 'restart1',
      password: 'secret123',
      balance: 100,
    });
    expect(userId).toBeGreaterThan(0);
    // The demo shop: its shopper orders and pays on the seeded catalogue.
    const client = createMallClient({ baseURL, storage: createMemoryStorage(), locale: 'en' });
    await client.user.login.password({ phone: 'demo', password: 'demo1234' });
    const { list } = await client.goods.info.page({ page: 1, size: 5 });
    const detail = await client.goods.info.info({ id: list[0]!.id });
    const spec = detail.specs?.find((candidate) => candidate.stock > 0);
    const address = await client.user.address.default();
    const order = await client.order.info.create({
      goodsList: [{ goodsId: detail.id, specId: spec!.id, count: 1 }],
      addressId: address!.id,
    });
    const paid = await client.order.pay.accountPay({ orderId: order.id });
    expect(await first.stop()).toBe(0);
    expect(first.output()).toContain('stopping');

    const second = await boot(port);
    const again = createMallClient({ baseURL, storage: createMemoryStorage(), locale: 'en' });
    await again.user.login.password({ phone: 'demo', password: 'demo1234' });
    expect((await again.user.info.person()).balance).toBe(paid.balance);
    expect(await again.order.info.info({ id: order.id })).toMatchObject({
      status: 1,
      payPrice: order.payPrice,
    });
    // The seed ran once: restarting did not load the catalogue again.
    expect((await again.goods.info.page({ page: 1, size: 1 })).pagination.total).toBe(
      (await client.goods.info.page({ page: 1, size: 1 })).pagination.total,
    );
    const restarted = createMallClient({ baseURL, storage: createMemoryStorage(), locale: 'en' });
    await restarted.user.login.password({ phone: 'restart1', password: 'secret123' });
    expect((await restarted.user.info.person()).balance).toBe(100);
    expect(await second.stop()).toBe(0);
  });
});

describe('stopping under load', () => {
  it('keeps serving while it drains (ready says 503), answers every request in flight, exits cleanly', async () => {
    const port = await freePort();
    // A drain long enough for a busy test machine to see it; the server is told nothing else.
    const server = await boot(port, { SHUTDOWN_DRAIN_SECONDS: '6' });
    const origin = `http://127.0.0.1:${port}`;
    expect((await fetch(`${origin}/ready`)).status).toBe(200);
    const page = () =>
      fetch(`${origin}/api/app/goods/info/page`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ page: 1, size: 20, keyWord: String(Math.random()) }),
      }).then(async (response) => ({
        status: response.status,
        code: ((await response.json()) as { code: number }).code,
      }));
    const inFlight = Array.from({ length: 40 }, page);
    await Promise.race(inFlight);
    const exited = new Promise<number | null>((resolve) =>
      server.child.once('exit', (code) => resolve(code)),
    );
    server.child.kill('SIGTERM');
    // While it drains: a load balancer reads 503 from /ready, and what still reaches it is served.
    await expect.poll(async () => (await fetch(`${origin}/ready`)).status, { timeout: 4_000 }).toBe(503);
    const duringDrain = Array.from({ length: 20 }, page);
    const answers = await Promise.all([...inFlight, ...duringDrain]);
    expect(answers.filter((answer) => answer.status !== 200 || answer.code !== 1000)).toEqual([]);
    expect(await exited).toBe(0);
    expect(server.output()).toContain('"message":"stopped"');
  });
});

describe('mall-admin', () => {
  const cliDir = mkdtempSync(join(tmpdir(), 'mall-cli-'));
  afterAll(() => {
    rmSync(cliDir, { recursive: true, force: true });
  });

  function run(args: string[]): Promise<{ code: number | null; output: string; stdout: string }> {
    return new Promise((resolve) => {
      const child = spawn(process.execPath, [join(packageDir, 'bin/mall-admin.mjs'), ...args], {
        env: {
          ...process.env,
          DATA_DIR: cliDir,
          NODE_ENV: 'test',
          PASSWORD_HASH_COST: '10',
          OPERATOR_TOKEN: '',
          DATABASE_URL: '',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const output = collectOutput(child);
      let stdout = '';
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
      });
      child.once('exit', (code) => resolve({ code, output: output(), stdout }));
    });
  }

  it('runs the operator actions on the database and explains bad input', async () => {
    const help = await run(['help']);
    expect(help.code).toBe(0);
    expect(help.output).toContain('order/ship');
    const added = await run(['user/add', '{"username":"cli1","password":"secret123","balance":12.5}']);
    expect(added.code).toBe(0);
    expect(
      JSON.parse(added.output.slice(added.output.indexOf('{'), added.output.lastIndexOf('}') + 1)),
    ).toEqual({ id: 1 });
    // Run on the machine, a write is audited as the service account's, the opening balance with it.
    const trail = await run(['audit/list', '--json']);
    expect(trail.code).toBe(0);
    const rows = (JSON.parse(trail.stdout) as { list: Record<string, unknown>[] }).list;
    expect(rows).toEqual([
      expect.objectContaining({
        action: 'user/add',
        actorName: 'service',
        address: `cli:${userInfo().username}`,
        changes: expect.arrayContaining([
          expect.objectContaining({ entity: 'user', id: 1, field: 'balance', before: 0, after: 1250 }),
        ]),
      }),
    ]);
    const missing = await run(['order/ship', '{"orderId":99,"company":"SF","num":"1"}']);
    expect(missing.code).toBe(1);
    expect(missing.output).toContain('Not found');
    const invalid = await run(['order/ship', '{"orderId":"x"}']);
    expect(invalid.code).toBe(1);
    expect(invalid.output).toContain('company: cannot be empty');
    const unknown = await run(['order/teleport']);
    expect(unknown.code).toBe(1);
  });
});
