import { request as httpRequest } from 'node:http';
import { ApiError, createMallClient, createMemoryStorage, ERROR_CODE, type MallClient } from '@mall/sdk';
import { ORDER_STATUS, REFUND_STATUS, WITHDRAWAL_STATUS } from '@mall/sdk/lifecycle';
import { responseValidators } from '@mall/sdk/schemas';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import type { Database } from '../db/schema';
import { createAddress, createCoupon, createGoods, stockOf } from '../test-support/fixtures';
import { invariantViolations } from '../test-support/invariants';
import { type ReverseProxy, startReverseProxy } from '../test-support/reverse-proxy';
import { operatorCall, type ServerProcess, startServerProcess } from '../test-support/server-process';
import { createPostgresDatabase, OPERATOR_TOKEN, TEST_DATABASES } from '../test-support/test-server';

/**
 * Three `src/main.ts` processes on one PostgreSQL database behind HAProxy (Debian's, started and
 * stopped here; `node scripts/ensure-proxy.mjs` installs it). Shoppers reach the shop only through
 * the proxy, as in production: money and stock hold under concurrent load spread over the three,
 * chat reaches a shopper whichever process the reply is sent to, rate limits count once for all,
 * timed jobs run in one process at a time, and a process killed under load is taken out while
 * every call that may be sent again still succeeds. An operator settles refunds and withdrawals
 * while shoppers load the shop, some decisions sent twice to two processes with one key: the money
 * moves once.
 */

const NAMES = ['s1', 's2', 's3'] as const;
const PASSWORD = 'secret123';

interface Shopper {
  userId: number;
  username: string;
  addressId: number;
  client: MallClient;
}

/** What one raw request through the proxy answered. */
interface RawAnswer {
  status: number;
  code: number | undefined;
  servedBy: string;
  retryAfter: string | undefined;
}

/**
 * A password login through the proxy from the given loopback address (127.0.0.0/8 all reach the
 * proxy), optionally with headers a client might forge.
 */
function loginFrom(
  origin: string,
  localAddress: string,
  body: { phone: string; password: string },
  headers: Record<string, string> = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      `${origin}/api/app/user/login/password`,
      {
        method: 'POST',
        localAddress,
        agent: false,
        headers: { 'content-type': 'application/json', language: 'en', ...headers },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => {
          resolve({
            status: response.statusCode ?? 0,
            code: (JSON.parse(text) as { code?: number }).code,
            servedBy: String(response.headers['x-served-by'] ?? ''),
            retryAfter: response.headers['retry-after'] as string | undefined,
          });
        });
      },
    );
    request.once('error', reject);
    request.end(JSON.stringify(body));
  });
}

/** What the operator API answered one decision, and which process answered it. */
interface Decision {
  code: number;
  httpStatus: number;
  servedBy: string;
  replayed: boolean;
}

/**
 * An operator action sent as the service account with an `Idempotency-Key`, to the proxy (the
 * answer names its process) or straight to one process (`name` is that process).
 */
async function decide(
  target: { origin: string; name?: string },
  action: string,
  body: Record<string, unknown>,
  key: string,
): Promise<Decision> {
  const response = await fetch(`${target.origin}/api/admin/${action}`, {
    method: 'POST',
    headers: {
      authorization: OPERATOR_TOKEN,
      'content-type': 'application/json',
      language: 'en',
      'idempotency-key': key,
    },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number };
  return {
    code: envelope.code,
    httpStatus: response.status,
    servedBy: target.name ?? response.headers.get('x-served-by') ?? '',
    replayed: response.headers.get('idempotent-replayed') === 'true',
  };
}

/** Counts what the proxy answered each try of every call (the SDK's retries included). */
interface Tries {
  total: number;
  /** When each failed try was sent (`performance.now()`). */
  failedSentAt: number[];
}

describe.runIf(TEST_DATABASES.includes('postgres'))(
  'three processes behind HAProxy on one PostgreSQL',
  () => {
    let database: { url: string; drop(): Promise<void> };
    let handle: { db: Kysely<Database>; close(): Promise<void> };
    const processes: ServerProcess[] = [];
    let proxy: ReverseProxy;
    const sockets: Socket[] = [];
    const db = () => handle.db;
    let shopperCount = 0;

    beforeAll(async () => {
      database = await createPostgresDatabase('mall_cluster');
      // All three at once: they race for the migrations, which take a lock.
      const started = await Promise.allSettled(
        NAMES.map(() =>
          startServerProcess({
            env: {
              DATABASE_URL: database.url,
              // One proxy in front: the client's address is the last X-Forwarded-For entry.
              TRUST_PROXY: '1',
              JOB_INTERVAL_SECONDS: '1',
              ORDER_PAY_TIMEOUT_MINUTES: '60',
            },
            startTimeoutMs: 90_000,
          }),
        ),
      );
      for (const outcome of started) {
        if (outcome.status === 'fulfilled') {
          processes.push(outcome.value);
        }
      }
      const failed = started.find((outcome) => outcome.status === 'rejected');
      if (failed) {
        throw failed.reason;
      }
      proxy = await startReverseProxy({
        backends: processes.map((process, index) => ({ name: NAMES[index] ?? '', port: process.port })),
      });
      handle = await openDatabase({ kind: 'postgres', url: database.url, poolSize: 4 });
    }, 120_000);

    afterAll(async () => {
      for (const socket of sockets) {
        socket.disconnect();
      }
      await proxy?.stop();
      await Promise.all(processes.map((process) => process.stop()));
      // What went wrong inside a process, for the reader of a failed run.
      for (const [index, process] of processes.entries()) {
        for (const line of process.output().split('\n')) {
          if (line.includes('"level":"error"')) {
            console.log(`${NAMES[index]}: ${line}`);
          }
        }
      }
      await handle?.close();
      await database?.drop();
    }, 60_000);

    function client(tries?: Tries): MallClient {
      const counting: typeof fetch = async (input, init) => {
        const sentAt = performance.now();
        if (tries) {
          tries.total += 1;
        }
        try {
          const response = await fetch(input, init);
          if (tries && response.status >= 500) {
            tries.failedSentAt.push(sentAt);
          }
          return response;
        } catch (error) {
          tries?.failedSentAt.push(sentAt);
          throw error;
        }
      };
      return createMallClient({
        baseURL: `${proxy.origin}/api`,
        storage: createMemoryStorage(),
        locale: 'en',
        responseValidators,
        fetch: counting,
      });
    }

    /** A shopper made by the operator and signed in, both through the proxy. */
    async function shopper(balance: number, tries?: Tries): Promise<Shopper> {
      shopperCount += 1;
      const username = `cluster${shopperCount}`;
      const { id: userId } = await operatorCall<{ id: number }>(proxy.origin, 'user/add', {
        username,
        password: PASSWORD,
        balance,
      });
      const signedIn = client(tries);
      await signedIn.user.login.password({ phone: username, password: PASSWORD });
      return { userId, username, addressId: await createAddress(db(), userId), client: signedIn };
    }

    /** A goods of one spec (a tin at `price` cents), `stock` of it. */
    async function goodsInStock(title: string, price: number, stock: number) {
      const { goodsId, specIds } = await createGoods(db(), { title, specs: [{ name: 'tin', price, stock }] });
      return { goodsId, specId: specIds[0] ?? 0 };
    }

    /** HTTP answers each process gave through the proxy so far. */
    async function answersPerProcess(): Promise<Record<string, number>> {
      const rows = await proxy.stats();
      return Object.fromEntries(
        NAMES.map((name) => [
          name,
          rows.filter((row) => row.server === name).reduce((sum, row) => sum + row.responses, 0),
        ]),
      );
    }

    it('holds money, stock and coupons under concurrent load spread over the three processes', async () => {
      const started = performance.now();
      const STOCK = 40;
      const SHOPPERS = 30;
      const COUPONS = 10;
      const { goodsId, specId } = await goodsInStock('Cluster tea', 1_000, STOCK);
      const couponId = await createCoupon(db(), { amount: 300, fullAmount: 0, num: COUPONS });
      const before = await answersPerProcess();
      // 15.00 pays one order of 10.00 (7.00 with the coupon), never two.
      const shoppers = await Promise.all(Array.from({ length: SHOPPERS }, () => shopper(15)));
      const goodsList = [{ goodsId, specId, count: 1 }];
      const failures: string[] = [];
      const outcomes = await Promise.all(
        shoppers.map(async ({ client: shop, addressId }) => {
          await shop.goods.info.page({ page: 1, size: 10 });
          const coupon = await shop.coupon.user.receive({ couponId }).then(
            () => true,
            (error: ApiError) => {
              failures.push(`receive: ${error.code}`);
              return false;
            },
          );
          // Two orders at once for one unit each: sixty wanted, forty in stock.
          const orders = await Promise.all(
            [coupon, false].map((withCoupon) =>
              shop.order.info.create({ goodsList, addressId, ...(withCoupon ? { couponId } : {}) }).then(
                (order) => order.id,
                (error: ApiError) => {
                  failures.push(`create: ${error.code}`);
                  return null;
                },
              ),
            ),
          );
          // Both paid at once from a balance that covers one.
          const paid = await Promise.all(
            orders
              .filter((id): id is number => id !== null)
              .map((orderId) =>
                shop.order.pay.accountPay({ orderId }).then(
                  () => orderId,
                  (error: ApiError) => {
                    failures.push(`pay: ${error.code}`);
                    return null;
                  },
                ),
              ),
          );
          await shop.user.info.person();
          return {
            ordered: orders.filter((id) => id !== null).length,
            paid: paid.filter((id) => id !== null),
          };
        }),
      );
      const seconds = (performance.now() - started) / 1000;

      // Every refusal was a business answer (no stock, no coupon left, not enough balance), none a crash.
      expect(failures.filter((failure) => !failure.endsWith(`: ${ERROR_CODE.businessFailure}`))).toEqual([]);
      const ordered = outcomes.reduce((sum, outcome) => sum + outcome.ordered, 0);
      const paid = outcomes.flatMap((outcome) => outcome.paid);
      expect(ordered).toBe(STOCK);
      expect(await stockOf(db(), specId)).toBe(0);
      for (const outcome of outcomes) {
        expect(outcome.paid.length).toBeLessThanOrEqual(1);
      }
      const balances = await db()
        .selectFrom('app_user')
        .select(['id', 'balance'])
        .where(
          'id',
          'in',
          shoppers.map((one) => one.userId),
        )
        .execute();
      const paidCents = await db()
        .selectFrom('shop_order')
        .select((eb) => eb.fn.sum<number>('pay_price').as('total'))
        .where('id', 'in', paid.length > 0 ? paid : [0])
        .executeTakeFirstOrThrow();
      expect(balances.reduce((sum, row) => sum + row.balance, 0)).toBe(
        SHOPPERS * 1_500 - Number(paidCents.total),
      );
      const coupon = await db()
        .selectFrom('coupon')
        .select('received_num')
        .where('id', '=', couponId)
        .executeTakeFirstOrThrow();
      expect(coupon.received_num).toBe(COUPONS);
      const received = await db()
        .selectFrom('user_coupon')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('coupon_id', '=', couponId)
        .executeTakeFirstOrThrow();
      expect(Number(received.n)).toBe(COUPONS);
      expect(await invariantViolations(db())).toEqual([]);

      const after = await answersPerProcess();
      const served = NAMES.map((name) => (after[name] ?? 0) - (before[name] ?? 0));
      const total = served.reduce((sum, count) => sum + count, 0);
      console.log(
        `cluster load: ${SHOPPERS} shoppers, ${ordered} orders for ${STOCK} in stock, ${paid.length} paid, ` +
          `${failures.length} refusals; answers per process ${NAMES.map((name, index) => `${name}=${served[index]}`).join(' ')}; ` +
          `${seconds.toFixed(1)} s`,
      );
      for (const count of served) {
        expect(count).toBeGreaterThan(total / 5);
      }
    }, 120_000);

    it('settles refunds and withdrawals once, decided by an operator while shoppers load the three processes', async () => {
      const started = performance.now();
      const SHOPPERS = 12;
      const ROUNDS = 4;
      const STOCK = 200;
      const PRICE = 1_000;
      const WITHDRAWAL = 300;
      const { goodsId, specId } = await goodsInStock('After-sale tea', PRICE, STOCK);
      // 100.00 each: four orders of at most 20.00 and four withdrawals of 3.00 always fit.
      const shoppers = await Promise.all(Array.from({ length: SHOPPERS }, () => shopper(100)));
      const run = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
      const refundQueue: number[] = [];
      const withdrawalQueue: number[] = [];
      const refundsAsked = new Set<number>();
      const withdrawalsDecided = new Map<number, 'approve' | 'refuse'>();
      const shopperErrors: string[] = [];
      const unexpected: string[] = [];
      const decisions: Decision[] = [];
      let duplicates = 0;
      let duplicatesRefused = 0;
      let duplicatesReplayed = 0;
      let decidedDuringLoad = 0;
      let shoppersDone = false;
      let sent = 0;

      /**
       * One decision, sent in turn: once through the proxy; through the proxy and then again with
       * the same key to another process (a retry after a lost answer); or twice at once with the
       * same key straight to two processes (a double click on two tabs). The first answer (or one
       * of the two at once) must be a success; the other a replay of it or, before the operator
       * API honours the key, a refusal because the status already moved.
       */
      const once = async (action: string, body: Record<string, unknown>, key: string) => {
        const mode = sent % 3;
        const first = Math.floor(sent / 3) % NAMES.length;
        sent += 1;
        const direct = (index: number) => ({ origin: processes[index]?.origin ?? '', name: NAMES[index] });
        let answers: Decision[];
        if (mode === 0) {
          answers = [await decide({ origin: proxy.origin }, action, body, key)];
        } else if (mode === 1) {
          const answer = await decide({ origin: proxy.origin }, action, body, key);
          const other = (NAMES.indexOf(answer.servedBy as (typeof NAMES)[number]) + 1) % NAMES.length;
          answers = [answer, await decide(direct(other), action, body, key)];
        } else {
          answers = await Promise.all([
            decide(direct(first), action, body, key),
            decide(direct((first + 1) % NAMES.length), action, body, key),
          ]);
        }
        decisions.push(...answers);
        if (!shoppersDone) {
          decidedDuringLoad += 1;
        }
        const successes = answers.filter((answer) => answer.code === ERROR_CODE.success);
        if (mode !== 2 && answers[0]?.code !== ERROR_CODE.success) {
          unexpected.push(`${action} ${JSON.stringify(body)}: first answer ${answers[0]?.code}`);
        }
        if (successes.length === 0) {
          unexpected.push(`${action} ${JSON.stringify(body)}: no success in ${answers.map((a) => a.code)}`);
        }
        if (answers.length === 2) {
          duplicates += 1;
          if (answers.some((answer) => answer.code === ERROR_CODE.businessFailure)) {
            duplicatesRefused += 1;
          } else if (answers.some((answer) => answer.replayed)) {
            duplicatesReplayed += 1;
          }
          const odd = answers.filter(
            (answer) => answer.code !== ERROR_CODE.success && answer.code !== ERROR_CODE.businessFailure,
          );
          if (odd.length > 0) {
            unexpected.push(`${action} ${JSON.stringify(body)} twice: ${answers.map((a) => a.code)}`);
          }
        }
      };

      const settleRefund = async (orderId: number) => {
        await once('order/refund/approve', { orderId }, `${run}-refund-approve-${orderId}`);
        await once('order/refund/complete', { orderId }, `${run}-refund-complete-${orderId}`);
      };
      const settleWithdrawal = async (id: number) => {
        // Every other one refused, its amount returned.
        const decision = withdrawalsDecided.size % 2 === 0 ? 'approve' : 'refuse';
        withdrawalsDecided.set(id, decision);
        const body = decision === 'approve' ? { id } : { id, reason: 'Card closed' };
        await once(`withdrawal/${decision}`, body, `${run}-withdrawal-${decision}-${id}`);
      };
      // Three operator desks taking what the shoppers file, as it comes.
      const desk = async () => {
        while (!shoppersDone || refundQueue.length > 0 || withdrawalQueue.length > 0) {
          const orderId = refundQueue.shift();
          const withdrawalId = orderId === undefined ? withdrawalQueue.shift() : undefined;
          if (orderId !== undefined) {
            await settleRefund(orderId);
          } else if (withdrawalId !== undefined) {
            await settleWithdrawal(withdrawalId);
          } else {
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
        }
      };
      const desks = Promise.all([desk(), desk(), desk()]);

      const shop = async ({ client: mall, addressId }: Shopper) => {
        const call = async <T>(name: string, send: () => Promise<T>): Promise<T | null> => {
          try {
            return await send();
          } catch (error) {
            shopperErrors.push(`${name}: ${error instanceof ApiError ? error.code : String(error)}`);
            return null;
          }
        };
        const card = await call('bank card', () =>
          mall.user.bankCard.add({
            bankName: 'Bank of Tea',
            holderName: 'Cluster',
            cardNo: '6222 0202 0011 2233',
          }),
        );
        for (let round = 0; round < ROUNDS; round += 1) {
          await call('goods page', () => mall.goods.info.page({ page: 1, size: 10 }));
          // One tin, then two, then one, then two; the first two orders are taken back.
          const order = await call('create', () =>
            mall.order.info.create({ goodsList: [{ goodsId, specId, count: 1 + (round % 2) }], addressId }),
          );
          // Pay and refund answer no data: whether they succeeded is whether they threw.
          const paid =
            order !== null &&
            (await call('pay', async () => {
              await mall.order.pay.accountPay({ orderId: order.id });
              return true;
            }));
          if (order && paid && round < 2) {
            const asked = await call('refund', async () => {
              await mall.order.info.refund({ orderId: order.id, reason: 'Changed my mind' });
              return true;
            });
            if (asked) {
              refundsAsked.add(order.id);
              refundQueue.push(order.id);
            }
          }
          if (card) {
            const row = await call('withdraw', () =>
              mall.account.record.withdraw({ amount: WITHDRAWAL / 100, bankCardId: card.id }),
            );
            if (row) {
              withdrawalQueue.push(row.id);
            }
          }
          await call('person', () => mall.user.info.person());
          await call('order page', () => mall.order.info.page({ page: 1, size: 5 }));
        }
      };
      try {
        await Promise.all(shoppers.map(shop));
      } finally {
        shoppersDone = true;
        await desks;
      }
      const seconds = (performance.now() - started) / 1000;

      expect(shopperErrors).toEqual([]);
      expect(unexpected).toEqual([]);
      expect(refundsAsked.size).toBe(SHOPPERS * 2);
      expect(withdrawalsDecided.size).toBe(SHOPPERS * ROUNDS);
      // The operator worked while the shoppers did, and on every process.
      expect(decidedDuringLoad).toBeGreaterThan(0);
      expect(new Set(decisions.map((decision) => decision.servedBy))).toEqual(new Set(NAMES));
      expect(duplicates).toBeGreaterThan(0);

      const userIds = shoppers.map((one) => one.userId);
      const orders = await db()
        .selectFrom('shop_order')
        .innerJoin('order_goods', 'order_goods.order_id', 'shop_order.id')
        .select([
          'shop_order.id',
          'shop_order.user_id',
          'shop_order.status',
          'shop_order.pay_price',
          'order_goods.count',
        ])
        .where('shop_order.user_id', 'in', userIds)
        .where('order_goods.spec_id', '=', specId)
        .execute();
      expect(orders).toHaveLength(SHOPPERS * ROUNDS);
      const ledger = await db()
        .selectFrom('ledger')
        .select(['id', 'user_id', 'type', 'amount', 'order_id', 'status'])
        .where('user_id', 'in', userIds)
        .execute();
      // Every refund completed credited its payment exactly once; the other orders, nothing.
      for (const order of orders) {
        const credits = ledger.filter((row) => row.type === 'refund' && row.order_id === order.id);
        if (refundsAsked.has(order.id)) {
          expect(order.status).toBe(ORDER_STATUS.refunded);
          expect(credits.map((row) => row.amount)).toEqual([order.pay_price]);
        } else {
          expect(order.status).toBe(ORDER_STATUS.waitingShip);
          expect(credits).toEqual([]);
        }
      }
      const refunds = await db()
        .selectFrom('order_refund')
        .select(['order_id', 'status'])
        .where(
          'order_id',
          'in',
          orders.map((order) => order.id),
        )
        .execute();
      expect(refunds.map((row) => row.order_id).sort((a, b) => a - b)).toEqual(
        [...refundsAsked].sort((a, b) => a - b),
      );
      expect(refunds.every((row) => row.status === REFUND_STATUS.refunded)).toBe(true);
      // Each withdrawal decided as sent; a refused one returned once, an approved one never.
      const returns = await db()
        .selectFrom('withdrawal_return')
        .innerJoin('ledger', 'ledger.id', 'withdrawal_return.ledger_id')
        .select(['withdrawal_return.withdrawal_id', 'ledger.amount'])
        .where('withdrawal_return.withdrawal_id', 'in', [...withdrawalsDecided.keys()])
        .execute();
      for (const [id, decision] of withdrawalsDecided) {
        const row = ledger.find((one) => one.id === id);
        const returned = returns.filter((one) => one.withdrawal_id === id).map((one) => one.amount);
        expect(row?.amount).toBe(-WITHDRAWAL);
        if (decision === 'refuse') {
          expect(row?.status).toBe(WITHDRAWAL_STATUS.refused);
          expect(returned).toEqual([WITHDRAWAL]);
        } else {
          expect(row?.status).toBe(WITHDRAWAL_STATUS.agreed);
          expect(returned).toEqual([]);
        }
      }
      expect(ledger.filter((row) => row.type === 'withdrawalReturn')).toHaveLength(returns.length);
      // Each balance is what the orders kept and the withdrawals approved took, and its ledger's sum.
      const people = await db()
        .selectFrom('app_user')
        .select(['id', 'balance'])
        .where('id', 'in', userIds)
        .execute();
      for (const person of people) {
        const kept = orders
          .filter((order) => order.user_id === person.id && !refundsAsked.has(order.id))
          .reduce((sum, order) => sum + order.pay_price, 0);
        const approved = ledger.filter(
          (row) => row.user_id === person.id && withdrawalsDecided.get(row.id) === 'approve',
        ).length;
        expect(person.balance).toBe(10_000 - kept - approved * WITHDRAWAL);
        expect(person.balance).toBe(
          ledger.filter((row) => row.user_id === person.id).reduce((sum, row) => sum + row.amount, 0),
        );
      }
      // Stock: what the kept orders took, the refunded ones' given back.
      const keptUnits = orders
        .filter((order) => !refundsAsked.has(order.id))
        .reduce((sum, order) => sum + order.count, 0);
      expect(await stockOf(db(), specId)).toBe(STOCK - keptUnits);
      expect(await invariantViolations(db())).toEqual([]);
      console.log(
        `cluster after-sale: ${SHOPPERS} shoppers, ${orders.length} orders, ${refundsAsked.size} refunds ` +
          `approved and completed, ${withdrawalsDecided.size} withdrawals (half refused); ${decisions.length} ` +
          `operator answers, ${decidedDuringLoad} decisions while shoppers were busy; ${duplicates} sent twice ` +
          `with one key (${duplicatesReplayed} replayed, ${duplicatesRefused} refused as already moved), ` +
          `money moved once each; ${seconds.toFixed(1)} s`,
      );
    }, 120_000);

    it('delivers an operator reply sent to one process to a shopper connected through the proxy to another', async () => {
      const { client: shop } = await shopper(0);
      const session = await shop.cs.session.create();
      const token = (await shop.session.read())?.token ?? '';
      // The proxy pins a chat client to one process with its cookie; this one says which.
      const probe = await fetch(`${proxy.origin}/socket.io/?EIO=4&transport=polling`);
      await probe.text();
      const cookie = (probe.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      const home = cookie.replace('mallsrv=', '');
      expect(NAMES).toContain(home);
      // Long-polling first, then the upgrade to a WebSocket: every request must reach `home`.
      const socket = connectSocket(`${proxy.origin}/cs`, {
        auth: { token },
        extraHeaders: { cookie },
        reconnection: false,
        forceNew: true,
      });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      const received = new Promise<{ type: number; content: { data: unknown } }>((resolve) =>
        socket.once('msg', resolve),
      );
      const other = processes[(NAMES.indexOf(home as (typeof NAMES)[number]) + 1) % NAMES.length];
      await operatorCall(other?.origin ?? '', 'cs/reply', {
        sessionId: session.id,
        content: 'Hello from afar',
      });
      const message = await received;
      expect(message.content.data).toBe('Hello from afar');
      const chatSessions = (await proxy.stats()).filter(
        (row) => row.backend === 'chat' && row.currentSessions > 0,
      );
      console.log(
        `cluster chat: shopper on ${home} (${socket.io.engine.transport.name}), reply sent to ` +
          `${NAMES[processes.indexOf(other as ServerProcess)]}; open chat connections on ` +
          `${chatSessions.map((row) => row.server).join(', ')}`,
      );
      expect(chatSessions.map((row) => row.server)).toEqual([home]);
    });

    it('counts failed logins once for all processes, per account and per real client address', async () => {
      const victim = await shopper(0);
      const attempt = (from: string, phone = victim.username, password = 'wrong-password') =>
        loginFrom(proxy.origin, from, { phone, password });

      // Ten failures for one account, spread over the three processes by the proxy.
      const failed: RawAnswer[] = [];
      for (let index = 0; index < 10; index += 1) {
        failed.push(await attempt('127.0.0.2'));
      }
      expect(failed.map((answer) => [answer.status, answer.code])).toEqual(
        failed.map(() => [200, ERROR_CODE.businessFailure]),
      );
      expect(new Set(failed.map((answer) => answer.servedBy))).toEqual(new Set(NAMES));
      // The next ones are refused whichever process answers, the right password included.
      const refused = [
        await attempt('127.0.0.3'),
        await attempt('127.0.0.4'),
        await attempt('127.0.0.5', undefined, PASSWORD),
      ];
      expect(refused.map((answer) => answer.status)).toEqual([429, 429, 429]);
      expect(refused.every((answer) => Number(answer.retryAfter) > 0)).toBe(true);
      expect(new Set(refused.map((answer) => answer.servedBy))).toEqual(new Set(NAMES));

      // Per address: the servers see the client's own address, not the proxy's, and not one it
      // claims for itself in X-Forwarded-For (the proxy replaces that header, and the servers
      // read only the entry the one trusted proxy wrote).
      const keys = await db()
        .selectFrom('rate_event')
        .select(['key', (eb) => eb.fn.countAll<number>().as('n')])
        .where('key', 'like', 'login:address:%')
        .groupBy('key')
        .execute();
      expect(keys.map((row) => [row.key, Number(row.n)])).toEqual([['login:address:127.0.0.2', 10]]);
      const strangers = Array.from({ length: 10 }, (_, index) => `nobody${index}`);
      for (const [index, stranger] of strangers.entries()) {
        const forged = { 'x-forwarded-for': `203.0.113.${index}`, 'x-real-ip': `198.51.100.${index}` };
        const answer = await loginFrom(
          proxy.origin,
          '127.0.0.6',
          { phone: stranger, password: 'x-wrong' },
          forged,
        );
        expect(answer.code).toBe(ERROR_CODE.businessFailure);
      }
      // The eleventh failure from 127.0.0.6 is refused for a fresh account: its address is spent
      // whatever it claimed; another client behind the same proxy still gets in.
      expect((await attempt('127.0.0.6', 'nobody-else')).status).toBe(429);
      const other = await shopper(0);
      expect(
        (await loginFrom(proxy.origin, '127.0.0.7', { phone: other.username, password: PASSWORD })).code,
      ).toBe(ERROR_CODE.success);
      const forgedKeys = await db()
        .selectFrom('rate_event')
        .select('key')
        .where((eb) => eb.or([eb('key', 'like', '%203.0.113.%'), eb('key', 'like', '%198.51.100.%')]))
        .execute();
      expect(forgedKeys).toEqual([]);
    });

    it('closes timed-out unpaid orders once, in one process at a time, with stock returned once', async () => {
      const STOCK = 20;
      const ORDERS = 12;
      const { goodsId, specId } = await goodsInStock('Late tea', 500, STOCK);
      const buyers = await Promise.all(Array.from({ length: 3 }, () => shopper(0)));
      const orderIds: number[] = [];
      for (let index = 0; index < ORDERS; index += 1) {
        const buyer = buyers[index % buyers.length] as Shopper;
        const order = await buyer.client.order.info.create({
          goodsList: [{ goodsId, specId, count: 1 }],
          addressId: buyer.addressId,
        });
        orderIds.push(order.id);
      }
      expect(await stockOf(db(), specId)).toBe(STOCK - ORDERS);
      const closedLogged = () =>
        processes.map((process) =>
          process
            .output()
            .split('\n')
            .filter((line) => line.includes('"message":"order jobs"'))
            .reduce((sum, line) => sum + Number((JSON.parse(line) as { closed?: number }).closed ?? 0), 0),
        );
      const loggedBefore = closedLogged();
      const statuses = async () =>
        (await db().selectFrom('shop_order').select('status').where('id', 'in', orderIds).execute()).map(
          (row) => row.status,
        );

      // While another session holds the job's advisory lock, no process sweeps, though every order
      // is overdue and each process tries every second (the lock is the job's name, 'order jobs',
      // as `startOrderJobs` names it).
      const holder = new pg.Client({ connectionString: database.url });
      await holder.connect();
      try {
        await holder.query("select pg_advisory_lock(hashtext('order jobs'))");
        await db()
          .updateTable('shop_order')
          .set({ create_time: new Date(Date.now() - 2 * 3600_000) })
          .where('id', 'in', orderIds)
          .execute();
        await new Promise((resolve) => setTimeout(resolve, 3_500));
        expect(await statuses()).toEqual(orderIds.map(() => ORDER_STATUS.waitingPay));
      } finally {
        await holder.query("select pg_advisory_unlock(hashtext('order jobs'))");
        await holder.end();
      }
      // Released: some process takes the lock and closes them.
      const released = performance.now();
      const deadline = Date.now() + 30_000;
      while ((await statuses()).some((status) => status !== ORDER_STATUS.closed)) {
        expect(Date.now()).toBeLessThan(deadline);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      // Two more rounds in every process: nothing is closed twice.
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      expect(await stockOf(db(), specId)).toBe(STOCK);
      const closedBy = closedLogged().map((count, index) => count - (loggedBefore[index] ?? 0));
      expect(closedBy.reduce((sum, count) => sum + count, 0)).toBe(ORDERS);
      expect(await invariantViolations(db())).toEqual([]);
      console.log(
        `cluster jobs: ${ORDERS} overdue orders untouched while the lock was held elsewhere, closed ` +
          `${((performance.now() - released) / 1000).toFixed(1)} s after its release; closed per process ` +
          `${NAMES.map((name, index) => `${name}=${closedBy[index]}`).join(' ')}`,
      );
    }, 60_000);

    it('keeps serving when a process is killed under load: the proxy takes it out, the SDK retries', async () => {
      const WORKERS = 9;
      const PRICE = 200;
      const { goodsId, specId } = await goodsInStock('Sturdy tea', PRICE, 100_000);
      const tries: Tries = { total: 0, failedSentAt: [] };
      const workers = await Promise.all(Array.from({ length: WORKERS }, () => shopper(10_000, tries)));
      const triesBefore = tries.total;
      expect(tries.failedSentAt).toEqual([]);
      const before = await answersPerProcess();
      const victimIndex = 2;
      const victim = processes[victimIndex] as ServerProcess;
      const victimName = NAMES[victimIndex];
      let down = false;
      let callsAfterDown = 0;
      const errors: string[] = [];
      const reported = new Map<number, { created: number[]; paid: number[] }>();

      const work = async ({ client: shop, addressId, userId }: Shopper) => {
        const mine = { created: [] as number[], paid: [] as number[] };
        reported.set(userId, mine);
        const call = async <T>(name: string, send: () => Promise<T>): Promise<T | null> => {
          try {
            const result = await send();
            if (down) {
              callsAfterDown += 1;
            }
            return result;
          } catch (error) {
            errors.push(
              `${name}: ${error instanceof ApiError ? `${error.code}/${error.httpStatus}` : String(error)}`,
            );
            return null;
          }
        };
        // Until the killed process is out and every worker has gone round a few more times.
        for (let afterDown = 0; afterDown < 4; afterDown += down ? 1 : 0) {
          await call('goods page', () => shop.goods.info.page({ page: 1, size: 10 }));
          const order = await call('create', () =>
            shop.order.info.create({ goodsList: [{ goodsId, specId, count: 1 }], addressId }),
          );
          if (order) {
            mine.created.push(order.id);
            if (await call('pay', () => shop.order.pay.accountPay({ orderId: order.id }))) {
              mine.paid.push(order.id);
            }
          }
          await call('order page', () => shop.order.info.page({ page: 1, size: 5 }));
          await call('person', () => shop.user.info.person());
        }
      };
      const load = Promise.all(workers.map(work));
      // Kill once the load is well under way, then wait for the health checks to take it out.
      while (tries.total - triesBefore < 60) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const killing = performance.now();
      await victim.kill();
      const killedAt = performance.now();
      try {
        await proxy.waitForStatus([victimName ?? ''], 'DOWN', 20_000);
      } finally {
        // The workers go round a few more times and stop, also when the proxy never took it out.
        down = true;
      }
      const outAt = performance.now();
      const downAfter = (outAt - killing) / 1000;
      const victimAnswersAtDown = (await answersPerProcess())[victimName ?? ''];
      await load;

      // Every call succeeded in the end: reads and keyed calls sent again reached a live process.
      expect(errors).toEqual([]);
      expect(callsAfterDown).toBeGreaterThan(0);
      // Only tries in flight on the killed process failed, and tries sent just after the kill: the
      // proxy can send one on a kept-alive connection to the dead process before it has seen that
      // connection close (how soon it sees it depends on how busy the machine is; a new
      // connection is refused and the try goes to another process). So at most two per worker,
      // none sent more than half a second after the kill, and none once the proxy took it out.
      const failedTries = tries.failedSentAt.length;
      expect(failedTries).toBeLessThanOrEqual(2 * WORKERS);
      expect(tries.failedSentAt.filter((sentAt) => sentAt > Math.min(killedAt + 500, outAt))).toEqual([]);
      const lastFailed = Math.round(Math.max(...tries.failedSentAt) - killedAt);
      const lastFailedText =
        failedTries === 0
          ? ''
          : `; the last sent ${Math.abs(lastFailed)} ms ${lastFailed > 0 ? 'after' : 'before'} the kill`;
      const rows = await proxy.stats();
      const after = await answersPerProcess();
      const served = NAMES.map((name) => (after[name] ?? 0) - (before[name] ?? 0));
      const victimRows = rows.filter((row) => row.server === victimName);
      // Once out, the killed process was sent nothing.
      expect(after[victimName ?? '']).toBe(victimAnswersAtDown);

      // What each worker's SDK reported is exactly what the database holds.
      for (const worker of workers) {
        const mine = reported.get(worker.userId) ?? { created: [], paid: [] };
        const orders = await db()
          .selectFrom('shop_order')
          .select(['id', 'status'])
          .where('user_id', '=', worker.userId)
          .orderBy('id')
          .execute();
        expect(orders.map((row) => row.id)).toEqual([...mine.created].sort((a, b) => a - b));
        expect(orders.filter((row) => row.status === ORDER_STATUS.waitingShip).map((row) => row.id)).toEqual(
          [...mine.paid].sort((a, b) => a - b),
        );
        const person = await db()
          .selectFrom('app_user')
          .select('balance')
          .where('id', '=', worker.userId)
          .executeTakeFirstOrThrow();
        expect(person.balance).toBe(1_000_000 - PRICE * mine.paid.length);
      }
      const created = [...reported.values()].reduce((sum, mine) => sum + mine.created.length, 0);
      expect(await stockOf(db(), specId)).toBe(100_000 - created);
      expect(await invariantViolations(db())).toEqual([]);
      console.log(
        `cluster kill: ${victimName} SIGKILLed after ${triesBefore} + 60 tries, DOWN after ` +
          `${downAfter.toFixed(1)} s; ${tries.total - triesBefore} tries, ${failedTries} failed ` +
          `(5xx or cut, all retried${lastFailedText}), ` +
          `${callsAfterDown} calls after it was out; answers per process ` +
          `${NAMES.map((name, index) => `${name}=${served[index]}`).join(' ')}; on ${victimName}: ` +
          `${victimRows.reduce((sum, row) => sum + row.responseErrors, 0)} answers broken off, ` +
          `${victimRows.reduce((sum, row) => sum + row.redispatched, 0)} refused and sent to another process`,
      );
    }, 120_000);
  },
);
