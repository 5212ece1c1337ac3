import { ApiError, createMallClient, createMemoryStorage, type MallClient } from '@mall/sdk';
import { ORDER_STATUS } from '@mall/sdk/lifecycle';
import { responseValidators } from '@mall/sdk/schemas';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../db/database';
import type { Database } from '../db/schema';
import { type ServerLocale, translate } from '../i18n/messages';
import { createAddress } from './fixtures';
import { operatorCall, startServerProcess } from './server-process';

// What the tests of a database restart (`resilience/db-restart.test.ts`) share: a raw probe of
// what the shop answers, how long it takes to answer again, and shoppers who order and pay
// through the SDK while the database goes and comes back.

/** One raw answer: its status, envelope code and message, `Retry-After`. */
export interface Probe {
  status: number;
  code: number | undefined;
  message: string | undefined;
  retryAfter: string | null;
}

/** A raw request; `body` makes it a POST of JSON. */
export async function probe(
  origin: string,
  path: string,
  options: { body?: unknown; token?: string; language?: string } = {},
): Promise<Probe> {
  const response = await fetch(`${origin}${path}`, {
    method: options.body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      language: options.language ?? 'en',
      ...(options.token ? { authorization: options.token } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  let envelope: { code?: number; message?: string } = {};
  try {
    envelope = JSON.parse(text) as typeof envelope;
  } catch {
    // HAProxy's own pages are not JSON.
  }
  return {
    status: response.status,
    code: envelope.code,
    message: envelope.message,
    retryAfter: response.headers.get('retry-after'),
  };
}

/** A guest read no cache answers (a page nobody asked for yet). */
export function guestRead(origin: string, language = 'en'): Promise<Probe> {
  const page = 1000 + Math.floor(Math.random() * 1_000_000);
  return probe(origin, '/api/app/goods/info/page', { body: { page, size: 1 }, language });
}

/**
 * Milliseconds until `/ready` and a guest read both answer 200 (asked every 10 ms); throws after
 * `timeoutMs`.
 */
export async function msUntilAnswering(origin: string, timeoutMs = 15_000): Promise<number> {
  const started = performance.now();
  for (;;) {
    const [ready, read] = await Promise.all([
      probe(origin, '/ready').catch(() => undefined),
      guestRead(origin).catch(() => undefined),
    ]);
    if (ready?.status === 200 && read?.status === 200 && read.code === 1000) {
      return performance.now() - started;
    }
    if (performance.now() - started > timeoutMs) {
      throw new Error(
        `no answer ${timeoutMs} ms after the database came back: ${JSON.stringify({ ready, read })}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A shopper signed in through the SDK, retrying reads and keyed calls across a short outage. */
export interface OutageShopper {
  userId: number;
  addressId: number;
  client: MallClient;
  /** Orders the shop answered created, and those it answered paid. */
  created: number[];
  paid: number[];
}

/**
 * Six tries about 0.3, 0.9, 2.7 and 8 s apart: enough for a restart or a crash of a few seconds
 * (the default policy, three tries, covers about one second).
 */
export const OUTAGE_RETRY = { attempts: 6, delayMs: 300 };

let made = 0;

export async function outageShopper(
  origin: string,
  db: Kysely<Database>,
  balance: number,
): Promise<OutageShopper> {
  made += 1;
  const username = `outage${made}${Math.random().toString(36).slice(2, 6)}`;
  const { id: userId } = await operatorCall<{ id: number }>(origin, 'user/add', {
    username,
    password: 'secret123',
    balance,
  });
  const client = createMallClient({
    baseURL: `${origin}/api`,
    storage: createMemoryStorage(),
    locale: 'en',
    responseValidators,
    retry: OUTAGE_RETRY,
  });
  await client.user.login.password({ phone: username, password: 'secret123' });
  return { userId, addressId: await createAddress(db, userId), client, created: [], paid: [] };
}

/**
 * Shoppers ordering one tin and paying for it, reading the goods and their profile in between,
 * until `stop` resolves. What failed for good (after the SDK's retries) is listed.
 */
export async function shopUntil(
  shoppers: OutageShopper[],
  goods: { goodsId: number; specId: number },
  stop: Promise<void>,
): Promise<string[]> {
  let stopping = false;
  void stop.then(() => {
    stopping = true;
  });
  const failures: string[] = [];
  const call = async <T>(name: string, send: () => Promise<T>): Promise<T | undefined> => {
    try {
      return await send();
    } catch (error) {
      failures.push(
        `${name}: ${error instanceof ApiError ? `${error.code}/${error.httpStatus} ${error.message}` : String(error)}`,
      );
      return undefined;
    }
  };
  await Promise.all(
    shoppers.map(async (shopper) => {
      const { client } = shopper;
      while (!stopping) {
        await call('goods page', () => client.goods.info.page({ page: 1, size: 5 }));
        const order = await call('create', () =>
          client.order.info.create({
            goodsList: [{ goodsId: goods.goodsId, specId: goods.specId, count: 1 }],
            addressId: shopper.addressId,
          }),
        );
        if (order) {
          shopper.created.push(order.id);
          if (await call('pay', () => client.order.pay.accountPay({ orderId: order.id }))) {
            shopper.paid.push(order.id);
          }
        }
        await call('person', () => client.user.info.person());
      }
    }),
  );
  return failures;
}

/** Starts {@link shopUntil}; `stop()` ends it and answers what failed for good. */
export function startShopping(
  shoppers: OutageShopper[],
  goods: { goodsId: number; specId: number },
): { stop(): Promise<string[]> } {
  let end: () => void = () => undefined;
  const done = shopUntil(
    shoppers,
    goods,
    new Promise<void>((resolve) => {
      end = resolve;
    }),
  );
  return {
    stop: () => {
      end();
      return done;
    },
  };
}

/** What the shop answers a guest read while its database is away: 503, code 1003, `Retry-After: 1`. */
export function busyAnswer(language: ServerLocale): Probe {
  return { status: 503, code: 1003, message: translate(language, 'error.server'), retryAfter: '1' };
}

/**
 * What each shopper was answered is what the database holds: every order answered created is
 * there, every one answered paid is paid, nothing else of theirs; the balance is what they paid.
 */
export async function acknowledgedMismatches(
  db: Kysely<Database>,
  shoppers: OutageShopper[],
  price: number,
  balance: number,
): Promise<string[]> {
  const problems: string[] = [];
  for (const shopper of shoppers) {
    const orders = await db
      .selectFrom('shop_order')
      .select(['id', 'status'])
      .where('user_id', '=', shopper.userId)
      .orderBy('id')
      .execute();
    const ids = orders.map((row) => row.id);
    const created = [...shopper.created].sort((a, b) => a - b);
    if (JSON.stringify(ids) !== JSON.stringify(created)) {
      problems.push(`shopper ${shopper.userId}: orders ${ids} but answered created ${created}`);
    }
    const paid = orders.filter((row) => row.status === ORDER_STATUS.waitingShip).map((row) => row.id);
    if (JSON.stringify(paid) !== JSON.stringify([...shopper.paid].sort((a, b) => a - b))) {
      problems.push(`shopper ${shopper.userId}: paid ${paid} but answered paid ${shopper.paid}`);
    }
    const user = await db
      .selectFrom('app_user')
      .select('balance')
      .where('id', '=', shopper.userId)
      .executeTakeFirstOrThrow();
    if (user.balance !== balance * 100 - price * shopper.paid.length) {
      problems.push(`shopper ${shopper.userId}: balance ${user.balance} after ${shopper.paid.length} paid`);
    }
  }
  return problems;
}

/** How many lines of `output` carry `"message":"<message>"`. */
export function logLines(output: string, message: string): number {
  return output.split('\n').filter((line) => line.includes(`"message":"${message}"`)).length;
}

/** An order of each of these shoppers, left unpaid; answers their ids. */
export async function unpaidOrders(shoppers: OutageShopper[], goods: { goodsId: number; specId: number }) {
  const ids: number[] = [];
  for (const shopper of shoppers) {
    const order = await shopper.client.order.info.create({
      goodsList: [{ ...goods, count: 1 }],
      addressId: shopper.addressId,
    });
    shopper.created.push(order.id);
    ids.push(order.id);
  }
  return ids;
}

/**
 * Makes these unpaid orders overdue, for the payment time-out job to close; throws if one is no
 * longer waiting for payment (closed early, the job's work would then prove nothing).
 */
export async function makeOverdue(db: Kysely<Database>, ids: number[]) {
  const moved = await db
    .updateTable('shop_order')
    .set({ create_time: new Date(Date.now() - 2 * 3600_000) })
    .where('id', 'in', ids)
    .where('status', '=', ORDER_STATUS.waitingPay)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== ids.length) {
    throw new Error(`only ${moved.numUpdatedRows} of ${ids.length} orders were still unpaid`);
  }
}

/** Orders of these shoppers left unpaid, made overdue: the payment time-out job closes them. */
export async function overdueUnpaid(
  db: Kysely<Database>,
  shoppers: OutageShopper[],
  goods: { goodsId: number; specId: number },
) {
  const ids = await unpaidOrders(shoppers, goods);
  await makeOverdue(db, ids);
  return ids;
}

/** Resolves once the orders are closed (by the payment time-out job); throws after `timeoutMs`. */
export async function untilClosed(db: Kysely<Database>, ids: number[], timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await db.selectFrom('shop_order').select('status').where('id', 'in', ids).execute();
    if (rows.every((row) => row.status === ORDER_STATUS.closed)) {
      return;
    }
    if (Date.now() > deadline) {
      throw new Error(`orders not closed by the job: ${JSON.stringify(rows)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A database of its own on a private cluster: its URL and a handle for the test's checks. */
export async function createClusterDatabase(clusterUrl: string, name: string) {
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = clusterUrl.replace(/\/postgres$/, `/${name}`);
  return { url, handle: await openDatabase({ kind: 'postgres', url, poolSize: 3 }) };
}

/** A server process on `url`, its timed jobs run every second (the payment time-out at 60 min). */
export function startOutageProcess(url: string) {
  return startServerProcess({
    env: { DATABASE_URL: url, JOB_INTERVAL_SECONDS: '1', ORDER_PAY_TIMEOUT_MINUTES: '60' },
    startTimeoutMs: 90_000,
  });
}
