import { type Kysely, sql } from 'kysely';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../db/database';
import type { Database } from '../db/schema';
import { type DatabaseName, startDatabaseName } from '../test-support/database-name';
import {
  acknowledgedMismatches,
  busyAnswer,
  createClusterDatabase,
  guestRead,
  logLines,
  makeOverdue,
  msUntilAnswering,
  outageShopper,
  startOutageProcess,
  startShopping,
  unpaidOrders,
  untilClosed,
} from '../test-support/db-outage';
import { createGoods, stockOf } from '../test-support/fixtures';
import { invariantViolations } from '../test-support/invariants';
import {
  type PrivatePostgres,
  type PrivateStandby,
  startPrivatePostgres,
} from '../test-support/private-postgres';
import type { ServerProcess } from '../test-support/server-process';
import { TEST_DATABASES } from '../test-support/test-server';

/**
 * A failover, as a managed database with a synchronous replica does it: the shop knows its
 * database by one name (HAProxy in TCP mode stands for the endpoint's DNS name); the primary
 * crashes while shoppers order and pay, the standby is promoted and the name moved to its address.
 * The shop's configuration never changes: its process stays up, answers 503 in the shopper's
 * language while the name leads nowhere, answers again within a second of the name's move, and
 * everything answered with success is on the new primary, where its listening connection and its
 * timed jobs carry on.
 */

const PRICE = 200;
const BALANCE = 10_000;
const DATABASE = 'mall_failover';

describe.runIf(TEST_DATABASES.includes('postgres'))(
  'the shop through a failover to a new address behind the same name (PostgreSQL only)',
  () => {
    let primary: PrivatePostgres | undefined;
    let standby: PrivateStandby | undefined;
    let name: DatabaseName | undefined;
    let shop: ServerProcess | undefined;
    const handles: { db: Kysely<Database>; close(): Promise<void> }[] = [];

    afterAll(async () => {
      await shop?.stop();
      for (const line of shop?.output().split('\n') ?? []) {
        if (line.includes('"level":"error"') || line.includes('Unhandled')) {
          console.log(line);
        }
      }
      await Promise.all(handles.map((handle) => handle.close().catch(() => undefined)));
      await name?.stop();
      await standby?.remove();
      await primary?.remove();
    }, 60_000);

    it('keeps the process up through the primary crashing and its standby taking the name, losing nothing it answered (PostgreSQL only)', async () => {
      primary = await startPrivatePostgres();
      const before = await createClusterDatabase(primary.url, DATABASE);
      handles.push(before.handle);
      standby = await primary.standby();
      name = await startDatabaseName(primary.port);
      shop = await startOutageProcess(name.url(DATABASE));
      const origin = shop.origin;

      const goods = await createGoods(before.handle.db, {
        title: 'Failover tea',
        specs: [{ name: 'tin', price: PRICE, stock: 100_000 }],
      });
      const tin = { goodsId: goods.goodsId, specId: goods.specIds[0] ?? 0 };
      const shoppers = await Promise.all(
        Array.from({ length: 6 }, () => outageShopper(origin, before.handle.db, BALANCE)),
      );
      // Not overdue yet: made so on the new primary, for the job to find there.
      const unpaid = await unpaidOrders(shoppers.slice(0, 1), tin);

      const load = startShopping(shoppers, tin);
      await new Promise((resolve) => setTimeout(resolve, 1_000));

      // The primary crashes; the name still leads to it.
      await primary.crash();
      expect(await guestRead(origin, 'zh-Hans')).toEqual(busyAnswer('zh-Hans'));
      // The standby is promoted and the name moved to its address.
      const promoting = performance.now();
      await standby.promote();
      const promoteMs = performance.now() - promoting;
      await name.moveTo(standby.port);
      const back = await msUntilAnswering(origin);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const failures = await load.stop();

      expect(shop.child.exitCode).toBeNull();
      expect(shop.output()).not.toContain('Unhandled');
      expect(back).toBeLessThan(1_000);
      // Logged once each way, or not at all: whether a connection attempt failed before the name
      // moved depends on timing, since the name (HAProxy) holds an attempt through its retries and
      // one that lands on the promoted standby says nothing (`DatabaseWatch.connectFailed`).
      const away = logLines(shop.output(), 'database went away');
      expect(logLines(shop.output(), 'database came back')).toBe(away);
      expect(away).toBeLessThanOrEqual(1);
      // Reads and keyed calls were carried across by the SDK's retries.
      expect(failures).toEqual([]);

      // Everything the shop answered with success is on the new primary.
      const after = await openDatabase({
        kind: 'postgres',
        url: standby.url.replace(/\/postgres$/, `/${DATABASE}`),
        poolSize: 3,
      });
      handles.push(after);
      expect(await acknowledgedMismatches(after.db, shoppers, PRICE, BALANCE)).toEqual([]);
      expect(await invariantViolations(after.db)).toEqual([]);
      // The listening connection (the change announcements) is on the new primary.
      const listening = async () =>
        Number(
          (
            await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
              where datname = ${DATABASE} and application_name = 'mall-listener'`.execute(after.db)
          ).rows[0]?.n,
        );
      await vi.waitFor(async () => expect(await listening()).toBe(1), { timeout: 10_000 });
      // The payment time-out job runs on the new primary.
      await makeOverdue(after.db, unpaid);
      await untilClosed(after.db, unpaid);
      const orders = shoppers.reduce((sum, shopper) => sum + shopper.created.length, 0);
      expect(await stockOf(after.db, tin.specId)).toBe(100_000 - orders + unpaid.length);
      console.log(
        `db failover: standby promoted in ${Math.round(promoteMs)} ms, the shop answering ${Math.round(back)} ms ` +
          `after the name moved; ${orders} orders, ${shoppers.reduce((sum, shopper) => sum + shopper.paid.length, 0)} paid`,
      );
    }, 150_000);
  },
);
