import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/schema';
import {
  acknowledgedMismatches,
  busyAnswer,
  createClusterDatabase,
  guestRead,
  logLines,
  makeOverdue,
  msUntilAnswering,
  type OutageShopper,
  outageShopper,
  overdueUnpaid,
  probe,
  startOutageProcess,
  startShopping,
  unpaidOrders,
  untilClosed,
} from '../test-support/db-outage';
import { createGoods, stockOf } from '../test-support/fixtures';
import { invariantViolations } from '../test-support/invariants';
import { type PrivatePostgres, startPrivatePostgres } from '../test-support/private-postgres';
import { type ReverseProxy, startReverseProxy } from '../test-support/reverse-proxy';
import type { ServerProcess } from '../test-support/server-process';
import { OPERATOR_TOKEN, TEST_DATABASES } from '../test-support/test-server';

/**
 * The shop on a PostgreSQL cluster of the test's own (Debian's initdb and pg_ctl, run as the
 * postgres user; never the machine's shared server), restarted fast (`pg_ctl restart -m fast`, a
 * managed database's minor upgrade or failover) and crashed (`pg_ctl stop -m immediate`) and
 * started, while shoppers order and pay: no server process ends, the shop answers 503 with
 * `Retry-After` and code 1003 in the shopper's language while the database is away and answers
 * again within a second of its return, the log says once that it went and once that it came back,
 * nothing answered with success is lost, and the timed jobs, the change announcements and chat
 * between processes carry on after it.
 */

const PRICE = 200;
const BALANCE = 10_000;

/** Each process's lines saying the database went away and came back. */
const awayAndBack = (process: ServerProcess) => [
  logLines(process.output(), 'database went away'),
  logLines(process.output(), 'database came back'),
];

describe.runIf(TEST_DATABASES.includes('postgres'))(
  'the shop across restarts of its database (PostgreSQL only)',
  () => {
    let cluster: PrivatePostgres;
    const processes: ServerProcess[] = [];
    const handles: { db: Kysely<Database>; close(): Promise<void> }[] = [];
    let proxy: ReverseProxy | undefined;
    const sockets: Socket[] = [];

    /** A database of its own on the private cluster, its URL and a handle for the test's checks. */
    async function database(name: string) {
      const { url, handle } = await createClusterDatabase(cluster.url, name);
      handles.push(handle);
      return { url, db: handle.db };
    }

    function start(url: string) {
      return startOutageProcess(url).then((process) => {
        processes.push(process);
        return process;
      });
    }

    beforeAll(async () => {
      cluster = await startPrivatePostgres();
    }, 120_000);

    afterAll(async () => {
      for (const socket of sockets) {
        socket.disconnect();
      }
      await proxy?.stop();
      await Promise.all(processes.map((process) => process.stop()));
      for (const process of processes) {
        for (const line of process.output().split('\n')) {
          if (line.includes('"level":"error"') || line.includes('Unhandled')) {
            console.log(line);
          }
        }
      }
      await Promise.all(handles.map((handle) => handle.close()));
      await cluster?.remove();
    }, 60_000);

    it('keeps one process up through a fast restart and a crash under orders and payments, answering 503 meanwhile (PostgreSQL only)', async () => {
      const { url, db } = await database('mall_one');
      const shop = await start(url);
      const goods = await createGoods(db, {
        title: 'Steady tea',
        specs: [{ name: 'tin', price: PRICE, stock: 100_000 }],
      });
      const tin = { goodsId: goods.goodsId, specId: goods.specIds[0] ?? 0 };
      const shoppers = await Promise.all(
        Array.from({ length: 6 }, () => outageShopper(shop.origin, db, BALANCE)),
      );
      const token = (await shoppers[0]?.client.session.read())?.token ?? '';
      // Not overdue yet: made so after the restarts, for the job to find.
      const unpaid = await unpaidOrders(shoppers.slice(0, 1), tin);

      const load = startShopping(shoppers, tin);
      await new Promise((resolve) => setTimeout(resolve, 1_000));

      // A fast restart under load.
      const restarting = performance.now();
      await cluster.restartFast();
      const fastBack = await msUntilAnswering(shop.origin);
      const restartMs = performance.now() - restarting;
      expect(shop.child.exitCode).toBeNull();
      expect(awayAndBack(shop)).toEqual([1, 1]);
      await new Promise((resolve) => setTimeout(resolve, 1_000));

      // Every connection of the shop cut at once, the database staying up (pool, listener, chat
      // adapter, a job's lock): they come back, and the database did not go away.
      const admin = new pg.Client({ connectionString: cluster.url });
      await admin.connect();
      const { rows: cut } = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = 'mall_one' and pid <> pg_backend_pid()`,
      );
      await admin.end();
      const cutBack = await msUntilAnswering(shop.origin);
      expect(cut.length).toBeGreaterThanOrEqual(3);
      expect(awayAndBack(shop)).toEqual([1, 1]);
      await new Promise((resolve) => setTimeout(resolve, 1_000));

      // A crash under load, and what the shop answers while the database is down.
      await cluster.crash();
      const down = await Promise.all([
        guestRead(shop.origin, 'zh-Hans'),
        probe(shop.origin, '/api/app/user/info/person', { token, language: 'zh-Hans' }),
        probe(shop.origin, '/ready'),
        probe(shop.origin, '/health'),
      ]);
      expect(down.slice(0, 2)).toEqual([0, 1].map(() => busyAnswer('zh-Hans')));
      expect(down.slice(2).map((answer) => answer.status)).toEqual([503, 200]);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(awayAndBack(shop)).toEqual([2, 1]);
      await cluster.start();
      const crashBack = await msUntilAnswering(shop.origin);
      expect(awayAndBack(shop)).toEqual([2, 2]);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const failures = await load.stop();

      expect(shop.child.exitCode).toBeNull();
      expect(shop.output()).not.toContain('Unhandled');
      expect(fastBack).toBeLessThan(1_000);
      expect(cutBack).toBeLessThan(1_000);
      expect(crashBack).toBeLessThan(1_000);
      // Reads and keyed calls were carried across by the SDK's retries.
      expect(failures).toEqual([]);
      expect(await acknowledgedMismatches(db, shoppers, PRICE, BALANCE)).toEqual([]);
      expect(await invariantViolations(db)).toEqual([]);
      // The listening connection (the change announcements) is back: one, as before.
      const listening = async () =>
        Number(
          (
            await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
              where datname = 'mall_one' and application_name = 'mall-listener'`.execute(db)
          ).rows[0]?.n,
        );
      await vi.waitFor(async () => expect(await listening()).toBe(1), { timeout: 10_000 });
      // The payment time-out job picks up after the restarts.
      await makeOverdue(db, unpaid);
      await untilClosed(db, unpaid);
      const orders = shoppers.reduce((sum, shopper) => sum + shopper.created.length, 0);
      expect(await stockOf(db, tin.specId)).toBe(100_000 - orders + unpaid.length);
      console.log(
        `db restart, one process: fast restart ${Math.round(restartMs)} ms, answering ${Math.round(fastBack)} ms ` +
          `after it; ${cut.length} connections cut, answering ${Math.round(cutBack)} ms after; after the crash answering ${Math.round(crashBack)} ms after the start; ` +
          `${orders} orders, ${shoppers.reduce((sum, shopper) => sum + shopper.paid.length, 0)} paid`,
      );
    }, 120_000);

    it('keeps three processes behind HAProxy up through a fast restart and a crash; jobs run once and chat crosses processes after it (PostgreSQL only)', async () => {
      const { url, db } = await database('mall_three');
      const trio = await Promise.all([start(url), start(url), start(url)]);
      proxy = await startReverseProxy({
        backends: trio.map((process, index) => ({ name: `s${index + 1}`, port: process.port })),
        checkIntervalMs: 200,
      });
      const origin = proxy.origin;
      const goods = await createGoods(db, {
        title: 'Trio tea',
        specs: [{ name: 'tin', price: PRICE, stock: 100_000 }],
      });
      const tin = { goodsId: goods.goodsId, specId: goods.specIds[0] ?? 0 };
      const shoppers = await Promise.all(Array.from({ length: 9 }, () => outageShopper(origin, db, BALANCE)));

      const load = startShopping(shoppers, tin);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await cluster.restartFast();
      const fastBack = await msUntilAnswering(origin);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await cluster.crash();
      // While every process is out, the proxy still hands requests to them (its spare servers):
      // the shopper hears the shop's 503 in their language.
      await proxy.waitForStatus(['s1', 's2', 's3'], 'DOWN', 10_000);
      expect(await guestRead(origin, 'zh-Hans')).toEqual(busyAnswer('zh-Hans'));
      await cluster.start();
      const crashBack = await msUntilAnswering(origin);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const failures = await load.stop();

      for (const process of trio) {
        expect(process.child.exitCode).toBeNull();
        expect(process.output()).not.toContain('Unhandled');
      }
      expect(fastBack).toBeLessThan(1_000);
      expect(crashBack).toBeLessThan(1_000);
      expect(failures).toEqual([]);
      expect(await acknowledgedMismatches(db, shoppers, PRICE, BALANCE)).toEqual([]);
      expect(await invariantViolations(db)).toEqual([]);

      // Jobs: overdue orders closed once across the three, stock returned once.
      const closedLogged = () =>
        trio.map((process) =>
          process
            .output()
            .split('\n')
            .filter((line) => line.includes('"message":"order jobs"'))
            .reduce((sum, line) => sum + Number((JSON.parse(line) as { closed?: number }).closed ?? 0), 0),
        );
      const closedBefore = closedLogged();
      const overdue = await overdueUnpaid(db, shoppers, tin);
      await untilClosed(db, overdue);
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const closedBy = closedLogged().map((count, index) => count - (closedBefore[index] ?? 0));
      expect(closedBy.reduce((sum, count) => sum + count, 0)).toBe(overdue.length);
      const orders = shoppers.reduce((sum, shopper) => sum + shopper.created.length, 0);
      expect(await stockOf(db, tin.specId)).toBe(100_000 - orders + overdue.length);
      expect(await invariantViolations(db)).toEqual([]);

      // Chat: a shopper on s1 hears a reply sent to s2 after the restart.
      const [s1, s2] = trio;
      const shopper = shoppers[0] as OutageShopper;
      const session = await shopper.client.cs.session.create();
      const socket = connectSocket(`${s1.origin}/cs`, {
        auth: { token: (await shopper.client.session.read())?.token },
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
      });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      const heard: string[] = [];
      socket.on('msg', (message: { content: { data: unknown } }) => heard.push(String(message.content.data)));
      const chatFrom = performance.now();
      for (let tried = 1; heard.length === 0; tried += 1) {
        expect(tried).toBeLessThan(20);
        await fetch(`${s2.origin}/api/admin/cs/reply`, {
          method: 'POST',
          headers: { authorization: OPERATOR_TOKEN, 'content-type': 'application/json' },
          body: JSON.stringify({ sessionId: session.id, content: `reply ${tried}` }),
        });
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      expect(heard[0]).toMatch(/^reply \d+$/);
      console.log(
        `db restart, three processes: answering ${Math.round(fastBack)} ms after the fast restart, ` +
          `${Math.round(crashBack)} ms after the crash's start; ${orders} orders; overdue closed per process ` +
          `${closedBy.join(' ')}; chat across processes ${Math.round(performance.now() - chatFrom)} ms after asking ` +
          `(${heard[0]})`,
      );
    }, 150_000);
  },
);
