import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DICT_TYPES } from '@mall/sdk/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_DATABASES, type TestServer } from '../test-support/test-server';
import { seedDemo } from './demo-seed';

const COUNTED = [
  'goods_type',
  'goods',
  'goods_spec',
  'goods_i18n',
  'banner',
  'search_keyword',
  'coupon',
  'dict_type',
  'dict_info',
  'param',
  'app_version',
  'app_user',
  'ledger',
  'address',
  'seed_run',
] as const;

describe.each(TEST_DATABASES)('demo seed on %s', (database) => {
  let test: TestServer;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'mall-seed-'));
    test = await startTestServer(database, { DATA_DIR: dataDir });
    // Two loads at once (on PostgreSQL in two transactions on two connections): one wins.
    await Promise.all([seedDemo(test.server.context), seedDemo(test.server.context)]);
  });
  afterAll(async () => {
    // Let the pool's connections finish closing before the harness drops the database with force.
    await test?.server.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await test?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function counts() {
    const db = test.server.context.db;
    const result: Record<string, number> = {};
    for (const table of COUNTED) {
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      result[table] = Number(row.count);
    }
    return result;
  }

  it('loads once however often it runs', async () => {
    const first = await counts();
    expect(first.seed_run).toBe(1);
    expect(first.app_user).toBe(1);
    expect(first.ledger).toBe(1);
    await seedDemo(test.server.context);
    await Promise.all([seedDemo(test.server.context), seedDemo(test.server.context)]);
    expect(await counts()).toEqual(first);
  });

  it('has at least 30 goods on sale in at least 6 categories on two levels', async () => {
    const db = test.server.context.db;
    const types = await db.selectFrom('goods_type').select(['id', 'parent_id']).execute();
    expect(types.length).toBeGreaterThanOrEqual(6);
    const parents = types.filter((type) => type.parent_id === null);
    const children = types.filter((type) => type.parent_id !== null);
    expect(parents.length).toBeGreaterThanOrEqual(2);
    expect(children.length).toBeGreaterThanOrEqual(4);
    for (const child of children) {
      expect(parents.map((parent) => parent.id)).toContain(child.parent_id);
    }
    const page = await test.client().goods.info.page({ page: 1, size: 100 });
    expect(page.pagination.total).toBeGreaterThanOrEqual(30);
    const usedTypes = new Set(page.list.map((row) => row.typeId));
    expect(usedTypes.size).toBeGreaterThanOrEqual(6);
    const drinks = parents[0]?.id ?? 0;
    expect((await test.client().goods.info.page({ typeId: drinks })).pagination.total).toBeGreaterThan(0);
  });

  it('gives every goods item 2–4 specs priced in cents, some sold out, and its price the cheapest spec', async () => {
    const db = test.server.context.db;
    const goods = await db.selectFrom('goods').select(['id', 'price', 'sold']).execute();
    const specs = await db.selectFrom('goods_spec').select(['goods_id', 'price', 'stock']).execute();
    for (const item of goods) {
      const own = specs.filter((spec) => spec.goods_id === item.id);
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(own.length).toBeLessThanOrEqual(4);
      expect(item.price).toBe(Math.min(...own.map((spec) => spec.price)));
      expect(Number.isInteger(item.price)).toBe(true);
      expect(item.sold).toBeGreaterThan(0);
    }
    expect(specs.some((spec) => spec.stock === 0)).toBe(true);
    expect(specs.some((spec) => spec.stock > 0)).toBe(true);
  });

  it('gives every goods item at least two generated PNG pictures that exist on disk', async () => {
    const db = test.server.context.db;
    const goods = await db.selectFrom('goods').select(['main_pic', 'pics', 'content']).execute();
    const prefix = 'http://mall.test/uploads/seed/';
    for (const item of goods) {
      expect(item.pics.length).toBeGreaterThanOrEqual(2);
      expect(item.main_pic).toBe(item.pics[0]);
      expect(item.content).toMatch(/<p>.*<img src="http:\/\/mall\.test\/uploads\/seed\/goods-/);
      for (const url of item.pics) {
        expect(url.startsWith(prefix)).toBe(true);
        const file = join(dataDir, 'uploads', 'seed', url.slice(prefix.length));
        expect(existsSync(file)).toBe(true);
        const bytes = readFileSync(file);
        expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
        expect(bytes.readUInt32BE(16)).toBeLessThanOrEqual(750);
        // A real picture, yet light on the first screen (no grain: about 8 KB for 480 × 480).
        expect(statSync(file).size).toBeGreaterThan(3_000);
        expect(statSync(file).size).toBeLessThan(20_000);
      }
    }
    const banners = await test.client().banner.list();
    expect(banners.length).toBeGreaterThanOrEqual(3);
    for (const banner of banners) {
      expect(existsSync(join(dataDir, 'uploads', 'seed', banner.pic.slice(prefix.length)))).toBe(true);
    }
  });

  it('gives one goods item a small WebM video on disk, answered with its poster', async () => {
    const db = test.server.context.db;
    const rows = await db.selectFrom('goods').select(['id', 'video']).where('video', '<>', '').execute();
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row?.video).toBe('http://mall.test/uploads/seed/goods-02-video.webm');
    const file = join(dataDir, 'uploads', 'seed', 'goods-02-video.webm');
    // The EBML header of a WebM file, a few seconds kept small.
    expect(readFileSync(file).subarray(0, 4)).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
    expect(statSync(file).size).toBeLessThan(300_000);
    const detail = await test.client().goods.info.info({ id: row?.id ?? 0 });
    expect(detail.videoPoster).toBe(`${row?.video}?poster`);
  });

  it('translates every goods title and subtitle into the four other locales', async () => {
    const db = test.server.context.db;
    const goods = await db.selectFrom('goods').select(['id', 'title']).execute();
    const translations = await db
      .selectFrom('goods_i18n')
      .select(['goods_id', 'lang', 'title', 'sub_title'])
      .execute();
    for (const item of goods) {
      const own = translations.filter((row) => row.goods_id === item.id);
      expect(own.map((row) => row.lang).sort()).toEqual(['bn', 'en', 'uz', 'zh-tw']);
      for (const row of own) {
        expect(row.title.length).toBeGreaterThan(0);
        expect(row.sub_title.length).toBeGreaterThan(0);
      }
      const english = own.find((row) => row.lang === 'en');
      expect(english?.title).not.toBe(item.title);
      expect(english?.title).toMatch(/^[\x20-\x7e]+$/);
    }
    const detail = await test.client('bn').goods.info.info({ id: goods[0]?.id ?? 0 });
    expect(detail.title).toMatch(/[\u0980-\u09ff]/);
  });

  it('offers coupons, hot keywords, translated dictionaries, parameters and the app version', async () => {
    const client = test.client('en');
    const coupons = await client.coupon.info.page({ page: 1, size: 20 });
    expect(coupons.list.length).toBeGreaterThanOrEqual(3);
    expect(coupons.list.some((coupon) => coupon.condition.fullAmount > 0)).toBe(true);
    const hot = await client.goods.searchKeyword.list({ hot: true });
    expect(hot.length).toBeGreaterThan(0);
    const dictionaries = await client.dict.data({ types: [...DICT_TYPES] });
    for (const entries of Object.values(dictionaries)) {
      expect(entries.length).toBeGreaterThan(0);
    }
    expect(dictionaries.logisticsCompany?.[0]?.name).toBe('SF Express');
    expect(await client.comm.param({ key: 'currentSymbol' })).toBe('¥');
    expect(await client.comm.param({ key: 'appName' })).toBe('商城');
    expect(await client.comm.param({ key: 'repurchaseRate' })).toBe('0.9');
    expect(String(await client.comm.param({ key: 'privacyPolicy' })).length).toBeGreaterThan(20);
    const logo = await client.params.get('systemLogo');
    expect(logo).toBe('http://mall.test/uploads/seed/logo.png');
    expect(existsSync(join(dataDir, 'uploads', 'seed', 'logo.png'))).toBe(true);
    expect(await client.version.check({ version: '1.0.0' })).toBeNull();
    expect(await client.version.check({ version: '0.9.0' })).toMatchObject({ version: '1.0.0', code: 100 });
  });

  it('lets demo / demo1234 sign in with a balance and a default address', async () => {
    const client = test.client();
    await client.user.login.password({ phone: 'demo', password: 'demo1234' });
    const person = await client.user.info.person();
    expect(person).toMatchObject({ username: 'demo', balance: 5000 });
    const address = await test.server.context.db
      .selectFrom('address')
      .select(['is_default'])
      .where('user_id', '=', person.id)
      .execute();
    expect(address).toEqual([{ is_default: true }]);
  });
});
