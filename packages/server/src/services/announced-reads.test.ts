import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServer, type MallServer } from '../create-server';
import { parseEnv } from '../env';
import { standingsOf as standingOf } from '../http/auth';
import { detailStockWatch, goodsGuestReads } from '../routes/goods/goods.handlers';
import { createGoods } from '../test-support/fixtures';
import { createPostgresDatabase, OPERATOR_TOKEN, TEST_DATABASES } from '../test-support/test-server';
import { createAnnouncedReads, STOCK_CHANNEL } from './announced-reads';

/** A database that announces when the test says so, and stocks read from a map the test changes. */
function harness(maxAgeMs = 10_000) {
  let notice: (payload: string) => void = () => undefined;
  let hearing: (hearing: boolean) => void = () => undefined;
  const channels: string[] = [];
  const stock = new Map<number, number>([[1, 5]]);
  let clock = 0;
  const reads: number[] = [];
  let gate: Promise<void> | null = null;
  const watch = createAnnouncedReads({
    channel: STOCK_CHANNEL,
    read: async (goodsId) => {
      reads.push(goodsId);
      // What the database holds when the read begins.
      const value = new Map([[goodsId * 10, stock.get(goodsId) ?? 0]]);
      if (gate) {
        await gate;
      }
      return value;
    },
    listen: (channel, onNotice, onHearing) => {
      channels.push(channel);
      notice = onNotice;
      hearing = onHearing;
    },
    now: () => clock,
    maxAgeMs,
    maxEntries: 2,
  });
  return {
    watch,
    channels,
    stock,
    reads,
    announce: (goodsId: number) => notice(String(goodsId)),
    hear: (value: boolean) => hearing(value),
    advance: (ms: number) => {
      clock += ms;
    },
    /** Holds every read from now on until the returned function is called. */
    hold: () => {
      let open: () => void = () => undefined;
      gate = new Promise((resolve) => {
        open = resolve;
      });
      return () => {
        gate = null;
        open();
      };
    },
  };
}

const stockOf = async (watch: ReturnType<typeof harness>['watch'], goodsId: number) =>
  (await watch.get(goodsId)).get(goodsId * 10);

describe('createAnnouncedReads', () => {
  it('listens on its channel and, until it hears, reads for every request', async () => {
    const { watch, channels, reads } = harness();
    expect(channels).toEqual([STOCK_CHANNEL]);
    expect(watch.hearing).toBe(false);
    await stockOf(watch, 1);
    await stockOf(watch, 1);
    expect(reads).toEqual([1, 1]);
  });

  it('keeps a value while it hears, and reads again once its id is announced or forgotten here', async () => {
    const { watch, stock, reads, announce, hear } = harness();
    hear(true);
    expect(await stockOf(watch, 1)).toBe(5);
    expect(await stockOf(watch, 1)).toBe(5);
    expect(reads).toEqual([1]);
    stock.set(1, 3);
    stock.set(2, 8);
    expect(await stockOf(watch, 2)).toBe(8);
    announce(2);
    // Another goods item's announcement leaves this one kept.
    expect(await stockOf(watch, 1)).toBe(5);
    announce(1);
    expect(await stockOf(watch, 1)).toBe(3);
    stock.set(1, 1);
    watch.forget(1);
    expect(await stockOf(watch, 1)).toBe(1);
    expect(await stockOf(watch, 1)).toBe(1);
    expect(reads).toEqual([1, 2, 1, 1]);
  });

  it('does not keep a read that a change was announced during: it may have begun before the change', async () => {
    const { watch, stock, reads, announce, hear, hold } = harness();
    hear(true);
    const release = hold();
    const during = stockOf(watch, 1);
    stock.set(1, 4);
    announce(1);
    release();
    expect(await during).toBe(5);
    expect(await stockOf(watch, 1)).toBe(4);
    expect(reads).toEqual([1, 1]);
  });

  it('forgets what it kept when it stops hearing, reads for every request meanwhile, and keeps again once it hears', async () => {
    const { watch, stock, reads, hear } = harness();
    hear(true);
    await stockOf(watch, 1);
    hear(false);
    stock.set(1, 2);
    expect(await stockOf(watch, 1)).toBe(2);
    expect(await stockOf(watch, 1)).toBe(2);
    hear(true);
    expect(await stockOf(watch, 1)).toBe(2);
    expect(await stockOf(watch, 1)).toBe(2);
    expect(reads).toEqual([1, 1, 1, 1]);
  });

  it('reads a kept stock again after its age limit, keeps at most its number of goods, and keeps no failure', async () => {
    const { watch, reads, hear, advance } = harness(1000);
    hear(true);
    await stockOf(watch, 1);
    advance(999);
    await stockOf(watch, 1);
    advance(1);
    await stockOf(watch, 1);
    expect(reads).toEqual([1, 1]);
    await stockOf(watch, 2);
    await stockOf(watch, 3);
    // Two at most: goods 1, kept the longest, went.
    await stockOf(watch, 1);
    expect(reads).toEqual([1, 1, 2, 3, 1]);

    const failing = createAnnouncedReads({
      channel: STOCK_CHANNEL,
      read: vi
        .fn()
        .mockRejectedValueOnce(new Error('lost'))
        .mockResolvedValue(new Map([[1, 1]])),
      listen: (_channel, _notice, onHearing) => onHearing(true),
      now: () => 0,
      maxAgeMs: 1000,
      maxEntries: 10,
    });
    await expect(failing.get(1)).rejects.toThrow('lost');
    expect(await failing.get(1)).toEqual(new Map([[1, 1]]));
  });
});

/**
 * Two servers on one database, as two processes are: each keeps its goods details' stock, reads it
 * once for many requests, and shows a change the other made (or anyone else) once it is announced.
 */
describe.each(TEST_DATABASES)('stock and standing kept across servers on %s', (database) => {
  const servers: MallServer[] = [];
  const stockReads = [0, 0];
  const standingReads = [0, 0];
  let drop: () => Promise<void> = async () => undefined;
  let goodsId = 0;
  let specId = 0;
  // The servers' clock: the time, or the moment a test stops it at (kept values then never age).
  let stoppedAt: Date | null = null;
  const now = () => stoppedAt ?? new Date();

  beforeAll(async () => {
    const env = parseEnv({ NODE_ENV: 'test', PASSWORD_HASH_COST: '10', OPERATOR_TOKEN });
    const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const count = (index: number) => (sql: string) => {
      // The stock read of `specStocks`, not the rest of the detail (kept a second by itself).
      if (sql.startsWith('select "id", "stock" from "goods_spec"')) {
        stockReads[index] = (stockReads[index] ?? 0) + 1;
      }
      if (
        sql.startsWith(
          'select "id", "status", "sessions_revoked_at", array(select distinct family from refresh_token',
        )
      ) {
        standingReads[index] = (standingReads[index] ?? 0) + 1;
      }
    };
    if (database === 'postgres') {
      const created = await createPostgresDatabase();
      drop = created.drop;
      for (const index of [0, 1]) {
        servers.push(
          await createServer({
            env,
            log: quiet,
            now,
            database: { kind: 'postgres', url: created.url, onQuery: count(index) },
          }),
        );
      }
    } else {
      // One process holds an embedded database: one server, changed through its own connection.
      servers.push(
        await createServer({ env, log: quiet, now, database: { kind: 'pglite', onQuery: count(0) } }),
      );
    }
    ({
      goodsId,
      specIds: [specId = 0],
    } = await createGoods(servers[0]!.context.db, {
      title: 'Watched tea',
      specs: [{ name: 'tin', price: 900, stock: 9 }],
    }));
  });
  afterAll(async () => {
    for (const server of servers) {
      await server.close();
    }
    await drop();
  });

  const detailStock = async (server: MallServer) => {
    const text = (await goodsGuestReads['app/goods/info/info']!({
      input: { id: goodsId },
      locale: 'en',
      server: server.context,
    })) as { text: string };
    return (JSON.parse(text.text) as { stock: number }).stock;
  };

  const setStock = (stock: number) =>
    servers[0]!.context.db.updateTable('goods_spec').set({ stock }).where('id', '=', specId).execute();

  it("reads a goods item's stock once for many requests, and again when it sells out, comes back, or a second passes", async () => {
    const last = servers.at(-1)!;
    const index = servers.length - 1;
    const heard: string[] = [];
    servers[0]!.context.listen(
      STOCK_CHANNEL,
      (payload) => heard.push(payload),
      () => undefined,
    );
    await detailStock(last);
    await vi.waitFor(() => expect(detailStockWatch(last.context).hearing).toBe(true), { timeout: 10_000 });
    await vi.waitFor(() => expect(detailStockWatch(servers[0]!.context).hearing).toBe(true), {
      timeout: 10_000,
    });
    const before = stockReads[index]!;
    for (let request = 0; request < 20; request += 1) {
      expect(await detailStock(last)).toBe(9);
    }
    expect(stockReads[index]! - before).toBeLessThanOrEqual(1);

    // Sold out and back, through the first server's connection (the other process, on
    // PostgreSQL): each is announced, and shows as soon as it is heard.
    for (const stock of [0, 4]) {
      await setStock(stock);
      if (database === 'pglite') {
        expect(await detailStock(last)).toBe(stock);
      } else {
        await vi.waitFor(async () => expect(await detailStock(last)).toBe(stock), {
          timeout: 10_000,
          interval: 5,
        });
      }
    }
    await vi.waitFor(() => expect(heard).toEqual([String(goodsId), String(goodsId)]), { timeout: 10_000 });
    // A count that changes without selling out is not announced (each would hold every other
    // commit up: migration 0016), and shows once the kept stock is a second old.
    await setStock(3);
    await vi.waitFor(async () => expect(await detailStock(last)).toBe(3), { timeout: 5000, interval: 50 });
    // Notices come in the order their transactions commit: another goods item selling out after it
    // comes after any notice of that change.
    const marker = await createGoods(servers[0]!.context.db, {
      title: 'Marker tea',
      specs: [{ name: 'tin', price: 900, stock: 1 }],
    });
    await servers[0]!.context.db
      .updateTable('goods_spec')
      .set({ stock: 0 })
      .where('id', '=', marker.specIds[0] ?? 0)
      .execute();
    const markerId = String(marker.goodsId);
    await vi.waitFor(() => expect(heard.filter((id) => id === markerId)).toHaveLength(2), {
      timeout: 10_000,
    });
    // Its insert and its sell-out, after the two of the watched goods.
    expect(heard).toEqual([String(goodsId), String(goodsId), markerId, markerId]);
  });

  it("shows a count the operator sets on every server once it commits, though orders' counts are not announced", async () => {
    const last = servers.at(-1)!;
    await vi.waitFor(() => expect(detailStockWatch(last.context).hearing).toBe(true), { timeout: 10_000 });
    await setStock(6);
    await vi.waitFor(async () => expect(await detailStock(last)).toBe(6), { timeout: 5000, interval: 50 });
    // The clock stopped, what a server keeps never ages: only an announcement shows a new count.
    stoppedAt = new Date();
    try {
      expect(await detailStock(last)).toBe(6);
      await setStock(5);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await detailStock(last)).toBe(6);
      // Through the first server (the other process, on PostgreSQL).
      const response = await servers[0]!.app.fetch(
        new Request('http://mall.test/api/admin/goods/stock', {
          method: 'POST',
          headers: {
            authorization: OPERATOR_TOKEN,
            'content-type': 'application/json',
            'idempotency-key': `stock-${database}`,
          },
          body: JSON.stringify({ specId, stock: 7 }),
        }),
      );
      expect(((await response.json()) as { code: number }).code).toBe(1000);
      await vi.waitFor(async () => expect(await detailStock(last)).toBe(7), { timeout: 10_000, interval: 5 });
    } finally {
      stoppedAt = null;
    }
  });

  /** A call to a server's app; answers the envelope. */
  const call = async (server: MallServer, path: string, body: unknown, authorization?: string) => {
    const response = await server.app.fetch(
      new Request(`http://mall.test/api/${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          language: 'en',
          ...(authorization ? { authorization } : {}),
        },
        body: JSON.stringify(body),
      }),
    );
    return (await response.json()) as { code: number; data?: Record<string, unknown> };
  };
  const person = async (server: MallServer, token: string) =>
    (
      await (
        await server.app.fetch(
          new Request('http://mall.test/api/app/user/info/person', { headers: { authorization: token } }),
        )
      ).json()
    ).code as number;

  it("checks a shopper's standing once for many calls, and refuses their tokens once a logoff elsewhere is announced", async () => {
    const first = servers[0]!;
    const last = servers.at(-1)!;
    const index = servers.length - 1;
    await call(first, 'admin/user/add', { username: 'standing1', password: 'secret123' }, OPERATOR_TOKEN);
    const login = await call(first, 'app/user/login/password', { phone: 'standing1', password: 'secret123' });
    const token = login.data?.token as string;
    expect(await person(last, token)).toBe(1000);
    await vi.waitFor(() => expect(standingOf(last.context).hearing).toBe(true), { timeout: 10_000 });
    const before = standingReads[index]!;
    for (let request = 0; request < 20; request += 1) {
      expect(await person(last, token)).toBe(1000);
    }
    expect(standingReads[index]! - before).toBeLessThanOrEqual(1);

    // The logoff ends the account (and its sessions) through the first server: another process on
    // PostgreSQL, where the token is refused once the announcement arrives; at once in the process
    // that made the change.
    expect((await call(first, 'app/user/info/logoff', {}, token)).code).toBe(1000);
    expect(await person(first, token)).toBe(1001);
    await vi.waitFor(async () => expect(await person(last, token)).toBe(1001), {
      timeout: 10_000,
      interval: 5,
    });
  });

  it("refuses a session's tokens once its sign-out elsewhere is announced, and keeps the shopper's other session", async () => {
    const first = servers[0]!;
    const last = servers.at(-1)!;
    const index = servers.length - 1;
    await call(first, 'admin/user/add', { username: 'standing2', password: 'secret123' }, OPERATOR_TOKEN);
    const signIn = () =>
      call(first, 'app/user/login/password', { phone: 'standing2', password: 'secret123' });
    const ended = (await signIn()).data as { token: string; refreshToken: string };
    const going = (await signIn()).data as { token: string };
    expect(await person(last, ended.token)).toBe(1000);
    // The standing's reads are counted (the count below means something).
    expect(standingReads[index]).toBeGreaterThan(0);
    await vi.waitFor(() => expect(standingOf(last.context).hearing).toBe(true), { timeout: 10_000 });
    const before = standingReads[index]!;
    for (let request = 0; request < 20; request += 1) {
      expect(await person(last, going.token)).toBe(1000);
    }
    expect(standingReads[index]! - before).toBeLessThanOrEqual(1);

    // Signed out through the first server (no access token needed): revoking the refresh tokens
    // announces the shopper (migration 0013), and the session's access token stops there too.
    expect((await call(first, 'app/user/login/signOut', { refreshToken: ended.refreshToken })).code).toBe(
      1000,
    );
    expect(await person(first, ended.token)).toBe(1001);
    await vi.waitFor(async () => expect(await person(last, ended.token)).toBe(1001), {
      timeout: 10_000,
      interval: 5,
    });
    expect(await person(last, going.token)).toBe(1000);
  });

  it.runIf(database === 'postgres')(
    'stops keeping when its listening connection is lost, and keeps again once it listens anew (PostgreSQL only)',
    async () => {
      const last = servers.at(-1)!;
      const index = servers.length - 1;
      const watch = detailStockWatch(last.context);
      await detailStock(last);
      await vi.waitFor(() => expect(watch.hearing).toBe(true), { timeout: 10_000 });
      // Every change of hearing, as the process's one listening connection tells it: the
      // connection is made again at once, so "not hearing" may be shorter than a poll.
      const hearing: boolean[] = [];
      last.context.listen(
        STOCK_CHANNEL,
        () => undefined,
        (now) => hearing.push(now),
      );
      const kept = stockReads[index]!;
      await detailStock(last);
      expect(stockReads[index]! - kept).toBe(0);
      // The listening connection of every server ends, as in a database restart or failover.
      await sql`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and application_name = 'mall-listener'`.execute(
        servers[0]!.context.db,
      );
      await vi.waitFor(() => expect(hearing).toContain(false), { timeout: 10_000 });
      // What was kept is gone: the next request reads.
      const before = stockReads[index]!;
      await detailStock(last);
      expect(stockReads[index]! - before).toBe(1);
      // Heard again, it keeps again: a sell-out shows (announced, or made before it heard again,
      // which forgets what was kept), and the next request is answered from what was kept.
      await setStock(0);
      await vi.waitFor(() => expect(watch.hearing).toBe(true), { timeout: 10_000, interval: 50 });
      await vi.waitFor(async () => expect(await detailStock(last)).toBe(0), {
        timeout: 10_000,
        interval: 20,
      });
      const after = stockReads[index]!;
      await detailStock(last);
      expect(stockReads[index]! - after).toBe(0);
    },
  );
});
