import {
  ApiError,
  createMallClient,
  createMemoryStorage,
  ERROR_CODE,
  type MallClient,
  newIdempotencyKey,
} from '@mall/sdk';
import { responseValidators } from '@mall/sdk/schemas';
import { operatorCall } from '../test-support/server-process';
import type { Fact } from './crash-verify';

/**
 * The traffic of the crash run (`crash-load.ts`): shoppers who order with and without coupons,
 * pay, cancel, leave orders unpaid, race two orders for one coupon, ask for refunds and withdraw,
 * and the merchant who decides refunds and withdrawals and ships. Every request answered with
 * success is recorded as a fact the database must show from then on. A request a kill cuts off is
 * sent again with its Idempotency-Key once the server is back, or given up (its outcome never
 * learnt, as by a shopper who closes the app).
 */

export interface Shopper {
  client: MallClient;
  userId: number;
  addressId: number;
  bankCardId: number;
}

const PASSWORD = 'secret123';
// An in-doubt request is given up this often instead of being sent again.
const ABANDON_SHARE = 0.25;

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Shared by the shoppers, the operator and the killer. */
export class Run {
  readonly facts: Fact[] = [];
  readonly queues = { paid: [] as number[], refunds: [] as number[], withdrawals: [] as number[] };
  readonly acknowledged: Record<string, number> = {};
  readonly problems: string[] = [];
  /** Refusals by the shop (balance, stock, coupon, status), by call and message. */
  readonly refusals: Record<string, number> = {};
  readonly backdated = { unpaid: new Set<number>(), shipped: new Set<number>() };
  readonly openingStock = new Map<number, number>();
  inDoubt = 0;
  abandoned = 0;
  stopping = false;
  up = true;
  private reopened: Promise<void> = Promise.resolve();
  private release: () => void = () => undefined;
  goods = { goodsId: 0, specIds: [] as number[] };
  couponIds: number[] = [];
  constructor(readonly random: () => number) {}
  /** Closes the gate: calls wait until the server is back. */
  down(): void {
    this.up = false;
    this.reopened = new Promise((resolve) => {
      this.release = resolve;
    });
  }
  open(): void {
    this.up = true;
    this.release();
  }
  untilUp(): Promise<void> {
    return this.reopened;
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length)] as T;
  }

  /**
   * Sends a call until its outcome is decided: a cut answer is sent again with the same key once
   * the server is back, or given up. Answers `{ result }` on success, undefined otherwise.
   */
  async send<T>(kind: string, call: (key: string) => Promise<T>): Promise<{ result: T } | undefined> {
    const key = newIdempotencyKey();
    for (let tried = 1; ; tried += 1) {
      await this.untilUp();
      try {
        const result = await call(key);
        this.acknowledged[kind] = (this.acknowledged[kind] ?? 0) + 1;
        return { result };
      } catch (error) {
        const api = error instanceof ApiError ? error : undefined;
        if (api?.code === ERROR_CODE.businessFailure) {
          const reason = `${kind}: ${api.message.replace(/^[\w/]+: /, '')}`;
          this.refusals[reason] = (this.refusals[reason] ?? 0) + 1;
          return undefined;
        }
        if (api?.code !== ERROR_CODE.network || tried >= 50) {
          this.problems.push(`${kind} failed: ${String(error)} (HTTP ${api?.httpStatus ?? '-'})`);
          return undefined;
        }
        this.inDoubt += 1;
        if (this.random() < ABANDON_SHARE) {
          this.abandoned += 1;
          return undefined;
        }
        await pause(this.up ? 200 : 0);
      }
    }
  }

  /** Sends a call and records what its success promised. */
  async fact(fact: Fact, call: (key: string) => Promise<unknown>): Promise<boolean> {
    const sent = await this.send(fact.kind, call);
    if (sent) {
      this.facts.push(fact);
    }
    return sent !== undefined;
  }
}

/** An operator call whose refusal is a business failure and anything else a cut answer. */
function operator(origin: string, action: string, body: Record<string, unknown>) {
  return () =>
    operatorCall(origin, action, body).catch((error: Error) => {
      const refused = error.message.startsWith(`${action}:`);
      throw new ApiError({
        code: refused ? ERROR_CODE.businessFailure : ERROR_CODE.network,
        message: error.message,
      });
    });
}

async function placeOrder(run: Run, shopper: Shopper, couponId?: number): Promise<number | undefined> {
  const scarce = run.random() < 0.3;
  const line = {
    goodsId: run.goods.goodsId,
    specId: run.goods.specIds[scarce ? 1 : 0] ?? 0,
    count: scarce ? 1 : 2,
  };
  const body = { goodsList: [line], addressId: shopper.addressId, ...(couponId ? { couponId } : {}) };
  const sent = await run.send('order', (key) =>
    shopper.client.order.info.create(body, { idempotencyKey: key }),
  );
  if (sent) {
    const { id } = sent.result;
    run.facts.push({
      kind: 'order',
      id,
      userId: shopper.userId,
      count: line.count,
      coupon: couponId !== undefined,
    });
  }
  return sent?.result.id;
}

/** One visit: an order paid (then maybe refunded), cancelled or left unpaid; a coupon race; a withdrawal. */
export async function visit(run: Run, shopper: Shopper): Promise<void> {
  const { client } = shopper;
  const roll = run.random();
  if (roll < 0.2) {
    const amount = 1 + Math.floor(run.random() * 5);
    const body = { amount, bankCardId: shopper.bankCardId };
    const sent = await run.send('withdraw', (key) =>
      client.account.record.withdraw(body, { idempotencyKey: key }),
    );
    if (sent) {
      run.facts.push({ kind: 'withdraw', id: sent.result.id, userId: shopper.userId, cents: amount * 100 });
      run.queues.withdrawals.push(sent.result.id);
    }
    return;
  }
  if (roll < 0.28) {
    // Two orders at once with one coupon: it serves one of them; both are left to the time-out.
    const couponId = run.pick(run.couponIds);
    await Promise.all([placeOrder(run, shopper, couponId), placeOrder(run, shopper, couponId)]);
    return;
  }
  const orderId = await placeOrder(run, shopper, run.random() < 0.3 ? run.pick(run.couponIds) : undefined);
  const next = run.random();
  if (orderId === undefined || next < 0.15) {
    return; // left unpaid: the payment time-out closes it
  }
  const options = (key: string) => ({ idempotencyKey: key });
  if (next < 0.3) {
    const body = { orderId, remark: 'Changed my mind' };
    await run.fact({ kind: 'cancel', id: orderId }, (key) => client.order.info.cancel(body, options(key)));
    return;
  }
  if (
    !(await run.fact({ kind: 'pay', id: orderId }, (key) =>
      client.order.pay.accountPay({ orderId }, options(key)),
    ))
  ) {
    return;
  }
  if (run.random() < 0.35) {
    const body = { orderId, reason: 'Damaged in transit' };
    if (
      await run.fact({ kind: 'refund', id: orderId }, (key) => client.order.info.refund(body, options(key)))
    ) {
      run.queues.refunds.push(orderId);
    }
  } else {
    run.queues.paid.push(orderId);
  }
}

/** The merchant's decision on one queued item: a refund, a withdrawal, a paid order to ship. */
const DECISIONS: Record<keyof Run['queues'], (run: Run, origin: string, id: number) => Promise<unknown>> = {
  async refunds(run, origin, orderId) {
    if (run.random() < 0.2) {
      const body = { orderId, reason: 'Opened' };
      await run.fact({ kind: 'refundRefuse', id: orderId }, operator(origin, 'order/refund/refuse', body));
    } else if (
      await run.fact(
        { kind: 'refundApprove', id: orderId },
        operator(origin, 'order/refund/approve', { orderId }),
      )
    ) {
      await run.fact(
        { kind: 'refundComplete', id: orderId },
        operator(origin, 'order/refund/complete', { orderId }),
      );
    }
  },
  withdrawals(run, origin, id) {
    const refuse = run.random() < 0.5;
    const action = refuse ? 'withdrawal/refuse' : 'withdrawal/approve';
    return run.fact(
      { kind: refuse ? 'withdrawRefuse' : 'withdrawApprove', id },
      operator(origin, action, { id }),
    );
  },
  paid(run, origin, orderId) {
    const body = { orderId, company: 'SF', num: `SF${orderId}` };
    return run.fact({ kind: 'ship', id: orderId }, operator(origin, 'order/ship', body));
  },
};

/** The merchant: takes the next item of a queue picked at random and decides it. */
export async function operatorLoop(run: Run, origin: string): Promise<void> {
  while (!run.stopping) {
    const waiting = (Object.keys(DECISIONS) as (keyof Run['queues'])[]).filter(
      (name) => run.queues[name].length > 0,
    );
    if (waiting.length === 0) {
      await pause(20);
      continue;
    }
    const queue = run.pick(waiting);
    await DECISIONS[queue](run, origin, run.queues[queue].shift() ?? 0);
  }
}

export async function signUp(run: Run, origin: string, count: number): Promise<Shopper[]> {
  const day = 86_400_000;
  for (const amount of [2, 3, 4]) {
    const window = {
      startTime: new Date(Date.now() - day).toISOString(),
      endTime: new Date(Date.now() + 365 * day).toISOString(),
    };
    const coupon = {
      title: `${amount} off`,
      amount,
      condition: { fullAmount: amount * 5 },
      num: 1000,
      ...window,
    };
    run.couponIds.push((await operatorCall<{ id: number }>(origin, 'coupon/add', coupon)).id);
  }
  const signUpOne = async (index: number): Promise<Shopper> => {
    const username = `crash${index}`;
    const { id: userId } = await operatorCall<{ id: number }>(origin, 'user/add', {
      username,
      password: PASSWORD,
      balance: 100_000,
    });
    const storage = createMemoryStorage();
    const client = createMallClient({
      baseURL: `${origin}/api`,
      storage,
      locale: 'en',
      responseValidators,
      retry: { attempts: 1 },
      timeout: 30_000,
    });
    await client.user.login.password({ phone: username, password: PASSWORD });
    const address = {
      contact: username,
      phone: '13800138000',
      countryCode: '+86',
      province: 'Zhejiang',
      city: 'Hangzhou',
      district: 'Xihu',
      address: '1 Lake Road',
    };
    const { id: addressId } = await client.user.address.add(address);
    const card = { bankName: 'Bank of Tea', holderName: username, cardNo: '6222 0202 0011 2233' };
    const { id: bankCardId } = await client.user.bankCard.add(card);
    for (const couponId of run.couponIds) {
      await client.coupon.user.receive({ couponId });
    }
    return { client, userId, addressId, bankCardId };
  };
  return Promise.all(Array.from({ length: count }, (_, index) => signUpOne(index)));
}
