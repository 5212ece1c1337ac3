import { execFileSync, spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMallClient, createMemoryStorage, type MallClient } from '@mall/sdk';
import { ORDER_STATUS, REFUND_STATUS } from '@mall/sdk/lifecycle';
import { responseValidators } from '@mall/sdk/schemas';
import * as tar from 'tar';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { invariantViolations } from '../test-support/invariants';
import { operatorCall, serverPackageDir, startServerProcess } from '../test-support/server-process';
import { createPostgresDatabase, TEST_DATABASES } from '../test-support/test-server';
import { type BackupManifest, dumpVersionProblem, restoreVersionProblem } from './backup-manifest';

const scratch = mkdtempSync(join(tmpdir(), 'mall-backup-test-'));
const folder = (name: string) => join(scratch, name);

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

/** `bin/mall-admin.mjs` as an operator runs it, on the given database. */
function mallAdmin(
  args: string[],
  database: { dataDir: string; databaseUrl?: string; path?: string },
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(serverPackageDir, 'bin/mall-admin.mjs'), ...args], {
      env: {
        ...process.env,
        DATA_DIR: database.dataDir,
        DATABASE_URL: database.databaseUrl ?? '',
        OPERATOR_TOKEN: '',
        NODE_ENV: 'test',
        PASSWORD_HASH_COST: '10',
        ...(database.path === undefined ? {} : { PATH: database.path }),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  console.log(`${label}: ${Math.round(performance.now() - started)} ms`);
  return result;
}

function client(origin: string): MallClient {
  return createMallClient({
    baseURL: `${origin}/api`,
    storage: createMemoryStorage(),
    locale: 'en',
    responseValidators,
  });
}

const PASSWORD = 'secret123';

interface Shop {
  usernames: string[];
  /** A picture a shopper uploaded, by its path on the server. */
  uploadPath: string;
  uploadBytes: Buffer;
  /** Goods and specs in stock, to order more. */
  goods: { goodsId: number; specId: number }[];
}

/**
 * A shop with something of every kind a backup must keep, on the demo catalogue: a paid order,
 * a shipped one, a refunded one, an unpaid one, balances moved by payments, a refund and an
 * operator credit, and a shopper's uploaded picture.
 */
async function fillShop(origin: string, tag: string): Promise<Shop> {
  const usernames = [`alice${tag}`, `bob${tag}`];
  const shoppers: MallClient[] = [];
  for (const [index, username] of usernames.entries()) {
    await operatorCall(origin, 'user/add', { username, password: PASSWORD, balance: 300 + index * 100 });
    const shopper = client(origin);
    await shopper.user.login.password({ phone: username, password: PASSWORD });
    await shopper.user.address.add({
      contact: username,
      phone: '13800138000',
      countryCode: '+86',
      province: 'Zhejiang',
      city: 'Hangzhou',
      district: 'Xihu',
      address: '1 Lake Road',
    });
    shoppers.push(shopper);
  }
  const [alice, bob] = shoppers as [MallClient, MallClient];
  const { list } = await alice.goods.info.page({ page: 1, size: 10 });
  const goods: Shop['goods'] = [];
  for (const item of list) {
    const detail = await alice.goods.info.info({ id: item.id });
    const spec = detail.specs?.find((candidate) => candidate.stock > 5 && candidate.price < 50);
    if (spec) {
      goods.push({ goodsId: detail.id, specId: spec.id });
    }
  }
  expect(goods.length).toBeGreaterThan(1);
  const order = async (shopper: MallClient, pick: number, count: number) => {
    const addressId = (await shopper.user.address.default())!.id;
    return shopper.order.info.create({ goodsList: [{ ...goods[pick % goods.length]!, count }], addressId });
  };
  const paid = await order(alice, 0, 1);
  await alice.order.pay.accountPay({ orderId: paid.id });
  const refunded = await order(alice, 1, 2);
  await alice.order.pay.accountPay({ orderId: refunded.id });
  await alice.order.info.refund({ orderId: refunded.id, reason: 'Changed my mind' });
  await operatorCall(origin, 'order/refund/approve', { orderId: refunded.id });
  await operatorCall(origin, 'order/refund/complete', { orderId: refunded.id });
  await order(alice, 0, 3);
  const shipped = await order(bob, 1, 1);
  await bob.order.pay.accountPay({ orderId: shipped.id });
  await operatorCall(origin, 'order/ship', { orderId: shipped.id, company: 'SF', num: `SF${tag}` });
  const bobId = (await bob.user.info.person()).id;
  await operatorCall(origin, 'recharge/approve', { userId: bobId, amount: 12.34 });
  // A shopper's picture: the seeded logo, uploaded again as the shopper's own file.
  const logo = Buffer.from(await (await fetch(`${origin}/uploads/seed/logo.png`)).arrayBuffer());
  const url = await bob.upload(new Blob([new Uint8Array(logo)], { type: 'image/png' }), {
    fileName: 'me.png',
  });
  const uploadPath = new URL(url).pathname;
  const uploadBytes = Buffer.from(await (await fetch(`${origin}${uploadPath}`)).arrayBuffer());
  return { usernames, uploadPath, uploadBytes, goods };
}

/** What each shopper sees through the SDK: balance and every order's status, price and refund. */
async function readShop(origin: string, shop: Shop) {
  const view = [];
  for (const username of shop.usernames) {
    const shopper = client(origin);
    await shopper.user.login.password({ phone: username, password: PASSWORD });
    const { balance } = await shopper.user.info.person();
    const orders = [];
    for (const row of (await shopper.order.info.page({ page: 1, size: 50 })).list) {
      const detail = await shopper.order.info.info({ id: row.id });
      orders.push({
        id: detail.id,
        status: detail.status,
        payPrice: detail.payPrice,
        refund: detail.refund?.status ?? null,
      });
    }
    view.push({ username, balance, orders: orders.sort((a, b) => a.id - b.id) });
  }
  return view;
}

/** The shop holds every kind of order the test needs, so comparing two views can fail. */
function expectEveryKind(view: Awaited<ReturnType<typeof readShop>>): void {
  const statuses = view.flatMap((shopper) => shopper.orders.map((order) => order.status)).sort();
  expect(statuses).toEqual(
    [
      ORDER_STATUS.waitingPay,
      ORDER_STATUS.waitingShip,
      ORDER_STATUS.waitingReceive,
      ORDER_STATUS.refunded,
    ].sort(),
  );
  expect(view.flatMap((shopper) => shopper.orders.map((order) => order.refund))).toContain(
    REFUND_STATUS.refunded,
  );
  expect(view.every((shopper) => (shopper.balance ?? 0) > 0)).toBe(true);
}

async function expectUploadsServed(origin: string, shop: Shop): Promise<void> {
  const own = await fetch(`${origin}${shop.uploadPath}`);
  expect(own.status).toBe(200);
  expect(Buffer.from(await own.arrayBuffer()).equals(shop.uploadBytes)).toBe(true);
  expect((await fetch(`${origin}/uploads/seed/logo.png`)).status).toBe(200);
}

describe('mall-admin backup and restore', () => {
  it("PGlite: backs up the stopped server's DATA_DIR and restores every order, balance and upload into a fresh one", async () => {
    const source = folder('pglite-source');
    const target = folder('pglite-target');
    const file = folder('pglite-backup.tar.gz');
    const first = await timed('start with the demo shop', () =>
      startServerProcess({ dataDir: source, env: { MALL_SEED: 'demo' } }),
    );
    let shop: Shop;
    let before: Awaited<ReturnType<typeof readShop>>;
    try {
      shop = await fillShop(first.origin, 'p');
      before = await readShop(first.origin, shop);
      expectEveryKind(before);
      // The embedded database belongs to the running server: no copy behind its back.
      const refused = await mallAdmin(['backup', file], { dataDir: source });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('stop the server first');
      expect(existsSync(file)).toBe(false);
    } finally {
      expect(await first.stop()).toBe(0);
    }
    const backedUp = await timed('backup', () => mallAdmin(['backup', file], { dataDir: source }));
    expect(backedUp.stderr).toBe('');
    expect(backedUp.code).toBe(0);
    expect(backedUp.stdout).toContain(`written to ${file}`);
    const restored = await timed('restore', () => mallAdmin(['restore', file], { dataDir: target }));
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    // Restoring again would overwrite a database: refused unless forced.
    const again = await mallAdmin(['restore', file], { dataDir: target });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already holds a database');
    expect(again.stderr).toContain('--force');

    const second = await timed('start on the restored DATA_DIR', () =>
      startServerProcess({ dataDir: target }),
    );
    let laterOrderId: number;
    try {
      expect(await readShop(second.origin, shop)).toEqual(before);
      await expectUploadsServed(second.origin, shop);
      // The restored shop takes orders: one more, which a forced restore must take away again.
      const shopper = client(second.origin);
      await shopper.user.login.password({ phone: shop.usernames[0]!, password: PASSWORD });
      const later = await shopper.order.info.create({
        goodsList: [{ ...shop.goods[0]!, count: 1 }],
        addressId: (await shopper.user.address.default())!.id,
      });
      laterOrderId = later.id;
    } finally {
      expect(await second.stop()).toBe(0);
    }
    const forced = await timed('restore --force', () =>
      mallAdmin(['restore', file, '--force'], { dataDir: target }),
    );
    expect(forced.stderr).toBe('');
    expect(forced.code).toBe(0);
    const restoredDatabase = await openDatabase({ kind: 'pglite', dataDir: target });
    try {
      expect(await invariantViolations(restoredDatabase.db)).toEqual([]);
      const gone = await restoredDatabase.db
        .selectFrom('shop_order')
        .select('id')
        .where('id', '=', laterOrderId)
        .executeTakeFirst();
      expect(gone).toBeUndefined();
    } finally {
      await restoredDatabase.close();
    }
  }, 300_000);

  it.skipIf(!TEST_DATABASES.includes('postgres'))(
    "PostgreSQL: backs up a running server's database with pg_dump and restores it into a fresh database",
    async () => {
      const sourceDatabase = await createPostgresDatabase('mall_backup');
      const targetDatabase = await createPostgresDatabase('mall_backup');
      const sourceDir = folder('postgres-source');
      const targetDir = folder('postgres-target');
      const file = folder('postgres-backup.tar.gz');
      try {
        const first = await timed('start with the demo shop', () =>
          startServerProcess({
            dataDir: sourceDir,
            env: { MALL_SEED: 'demo', DATABASE_URL: sourceDatabase.url },
          }),
        );
        let shop: Shop;
        let before: Awaited<ReturnType<typeof readShop>>;
        try {
          shop = await fillShop(first.origin, 'q');
          before = await readShop(first.origin, shop);
          expectEveryKind(before);
          // pg_dump reads one snapshot, so the server keeps serving meanwhile.
          const backedUp = await timed('backup (server running)', () =>
            mallAdmin(['backup', file], { dataDir: sourceDir, databaseUrl: sourceDatabase.url }),
          );
          expect(backedUp.stderr).toBe('');
          expect(backedUp.code).toBe(0);
        } finally {
          expect(await first.stop()).toBe(0);
        }
        // Into the database it came from, which is not empty: refused, nothing touched.
        const refused = await mallAdmin(['restore', file], {
          dataDir: targetDir,
          databaseUrl: sourceDatabase.url,
        });
        expect(refused.code).toBe(1);
        expect(refused.stderr).toMatch(/already holds \d+ tables/);
        const restored = await timed('restore', () =>
          mallAdmin(['restore', file], { dataDir: targetDir, databaseUrl: targetDatabase.url }),
        );
        expect(restored.stderr).toBe('');
        expect(restored.code).toBe(0);

        const second = await timed('start on the restored database', () =>
          startServerProcess({ dataDir: targetDir, env: { DATABASE_URL: targetDatabase.url } }),
        );
        try {
          expect(await readShop(second.origin, shop)).toEqual(before);
          await expectUploadsServed(second.origin, shop);
          const restoredDatabase = await openDatabase({
            kind: 'postgres',
            url: targetDatabase.url,
            poolSize: 2,
          });
          try {
            expect(await invariantViolations(restoredDatabase.db)).toEqual([]);
          } finally {
            await restoredDatabase.close();
          }
        } finally {
          expect(await second.stop()).toBe(0);
        }
        // Without the PostgreSQL client tools, the message names the package to install.
        const noTools = await mallAdmin(['backup', folder('never.tar.gz')], {
          dataDir: sourceDir,
          databaseUrl: sourceDatabase.url,
          path: '/nonexistent',
        });
        expect(noTools.code).toBe(1);
        expect(noTools.stderr).toContain('pg_dump was not found on PATH');
        expect(noTools.stderr).toContain('postgresql-client');
      } finally {
        await sourceDatabase.drop();
        await targetDatabase.drop();
      }
    },
    300_000,
  );

  it('explains a missing file, a file that is not a backup and a missing database', async () => {
    const dataDir = folder('bad-input');
    const missing = await mallAdmin(['restore', folder('nowhere.tar.gz')], { dataDir });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain(`there is no file ${folder('nowhere.tar.gz')}`);
    const notes = folder('notes.tar.gz');
    writeFileSync(notes, 'not a backup at all');
    const notBackup = await mallAdmin(['restore', notes], { dataDir });
    expect(notBackup.code).toBe(1);
    expect(notBackup.stderr).toContain('is not a mall-admin backup');
    // A real tar.gz, but not one mall-admin wrote.
    execFileSync('tar', ['-czf', folder('other.tar.gz'), '-C', scratch, 'notes.tar.gz']);
    const foreign = await mallAdmin(['restore', folder('other.tar.gz')], { dataDir });
    expect(foreign.code).toBe(1);
    expect(foreign.stderr).toContain('no readable mall-backup.json');
    const nothing = await mallAdmin(['backup', folder('empty.tar.gz')], { dataDir });
    expect(nothing.code).toBe(1);
    expect(nothing.stderr).toContain('there is no embedded database');
    const usage = await mallAdmin(['restore'], { dataDir });
    expect(usage.code).toBe(1);
    expect(usage.stderr).toContain('restore <file.tar.gz> [--force]');
    expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
  }, 120_000);
  it('refuses a cut archive, an upload that would land outside DATA_DIR and a link, writing nothing', async () => {
    const dataDir = folder('crafted-target');
    const source = folder('crafted-source');
    mkdirSync(join(source, 'database'), { recursive: true });
    mkdirSync(join(source, 'uploads'));
    const manifest = {
      format: 'mall-backup',
      version: 1,
      database: 'pglite',
      createdAt: new Date().toISOString(),
      postgresVersion: '17.5',
      rows: {},
      uploads: 1,
    };
    writeFileSync(join(source, 'mall-backup.json'), JSON.stringify(manifest));
    // Random bytes, so that the archive is not much smaller than its contents.
    writeFileSync(join(source, 'database/pglite.tar'), crypto.getRandomValues(new Uint8Array(65_536)));
    writeFileSync(join(source, 'uploads/picture.png'), 'a picture');
    symlinkSync('/etc/hostname', join(source, 'uploads/link.png'));
    /** A backup of `source` with one upload, written under another name when `rename` is given. */
    const craft = async (name: string, upload: string, rename?: string) => {
      await tar.create(
        {
          file: folder(name),
          cwd: source,
          gzip: true,
          onWriteEntry: (entry) => {
            if (rename && entry.path === upload) {
              entry.path = rename;
            }
          },
        },
        ['mall-backup.json', 'database/pglite.tar', upload],
      );
      return folder(name);
    };
    const expectRefused = async (file: string, message: string) => {
      const result = await mallAdmin(['restore', file], { dataDir });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(message);
      expect(existsSync(dataDir) ? readdirSync(dataDir) : []).toEqual([]);
    };

    const whole = readFileSync(await craft('whole.tar.gz', 'uploads/picture.png'));
    writeFileSync(folder('cut.tar.gz'), whole.subarray(0, Math.floor(whole.length / 2)));
    await expectRefused(folder('cut.tar.gz'), 'is not a mall-admin backup, or it is damaged');
    await expectRefused(
      await craft('escape.tar.gz', 'uploads/picture.png', 'uploads/../../../escape.png'),
      'cannot be unpacked',
    );
    expect(existsSync(folder('escape.png'))).toBe(false);
    await expectRefused(
      await craft('link.tar.gz', 'uploads/link.png'),
      '"uploads/link.png" is not a regular file',
    );
  }, 60_000);
});

describe('PostgreSQL versions', () => {
  const manifest: BackupManifest = {
    format: 'mall-backup',
    version: 1,
    database: 'postgres',
    createdAt: '2025-01-01T00:00:00.000Z',
    postgresVersion: '16.2 (Debian 16.2-1.pgdg120+2)',
    pgDumpVersion: '16.2',
    rows: {},
    uploads: 0,
  };

  it('refuses a pg_dump older than the server it would dump', () => {
    expect(dumpVersionProblem({ pgDump: '16.2', server: '15.4' })).toBeNull();
    expect(dumpVersionProblem({ pgDump: '15.20', server: '16.1 (Debian 16.1-1)' })).toContain(
      'install the PostgreSQL 16 client tools (Debian: postgresql-client-16',
    );
  });

  it('refuses a pg_restore older than the pg_dump, and a server older than the one backed up', () => {
    expect(restoreVersionProblem({ manifest, pgRestore: '16.2', server: '17.0' })).toBeNull();
    expect(restoreVersionProblem({ manifest, pgRestore: '15.20', server: '16.2' })).toContain(
      'pg_restore 15.20 cannot read a backup written by pg_dump 16.2',
    );
    expect(restoreVersionProblem({ manifest, pgRestore: '16.2', server: '15.4' })).toContain(
      'restoring it into the older server 15.4 is not supported',
    );
  });
});
