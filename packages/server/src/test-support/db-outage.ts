import { ApiError, createMallClient, createMemoryStorage, type MallClient } from '@mall/sdk';
import { ORDER_STATUS } from '@mall/sdk/lifecycle';
import { responseValidators } from '@mall/sdk/schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { createAddress } from './fixtures';
import { operatorCall } from './server-process';

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
