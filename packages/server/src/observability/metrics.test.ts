import type { AddressInfo } from 'node:net';
import { freePort } from '@mall/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPeriodicJob } from '../jobs/periodic-job';
import type { Logger } from '../server-context';
import { startServerProcess } from '../test-support/server-process';
import { TEST_DATABASES } from '../test-support/test-server';
import { metricsServer } from './metrics-server';
import { type JourneyRecord, openShop, runJourney, type Shop } from './shop-journey';

const quiet: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** The value of one sample of the text format, or undefined when it is not there. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) {
      continue;
    }
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((pair) => [pair[1], pair[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) {
      return Number(match[3]);
    }
  }
  return undefined;
}

describe.each(TEST_DATABASES)('the metrics of a shopper journey on %s', (database) => {
  let shop: Shop;
  let journey: JourneyRecord;
  let before: string;
  let after: string;
  beforeAll(async () => {
    shop = await openShop(database, quiet);
    const metrics = shop.test.server.context.metrics!;
    before = await metrics.text();
    journey = await runJourney(shop);
    const job = startPeriodicJob(shop.test.server.context, 'journey-job', 60_000, async () => ({ done: 1 }));
    await job.runOnce();
    job.stop();
    after = await metrics.text();
  }, 120_000);
  afterAll(async () => {
    journey?.chatSocket.disconnect();
    await shop?.close();
  });

  it('starts at zero and counts what the journey did', () => {
    expect(sample(before, 'mall_orders_created_total')).toBe(0);
    expect(sample(before, 'mall_payments_total')).toBe(0);
    expect(sample(after, 'mall_orders_created_total')).toBe(1);
    expect(sample(after, 'mall_payments_total')).toBe(1);
    expect(sample(after, 'mall_refunds_total', { decision: 'requested' })).toBe(1);
    expect(sample(after, 'mall_refunds_total', { decision: 'approved' })).toBe(1);
    expect(sample(after, 'mall_refunds_total', { decision: 'completed' })).toBe(1);
    expect(sample(after, 'mall_refunds_total', { decision: 'refused' })).toBe(0);
    expect(sample(after, 'mall_withdrawals_total', { event: 'requested' })).toBe(1);
    expect(sample(after, 'mall_withdrawals_total', { event: 'approved' })).toBe(1);
    expect(sample(after, 'mall_chat_connections')).toBe(1);
    expect(sample(after, 'mall_job_runs_total', { job: 'journey-job', outcome: 'done' })).toBe(1);
  });

  it("reports what waits in the operators' queues and for how long, read when scraped", async () => {
    const metrics = shop.test.server.context.metrics!;
    // The journey's requests were all decided: its queues are empty.
    expect(sample(after, 'mall_queue_items', { queue: 'withdrawal' })).toBe(0);
    expect(sample(after, 'mall_queue_oldest_age_seconds', { queue: 'withdrawal' })).toBe(0);
    const { client } = await shop.test.shopper({ balance: 100 });
    const card = await client.user.bankCard.add({
      bankName: 'Bank of Tea',
      holderName: 'Queue',
      cardNo: '6222020277441100',
    });
    await client.account.record.withdraw({ amount: 20, bankCardId: card.id });
    await client.account.record.withdraw({ amount: 30, bankCardId: card.id });
    await client.account.record.append({ amount: 50 });
    shop.test.advanceClock(90_000);
    const scraped = await metrics.text();
    expect(sample(scraped, 'mall_queue_items', { queue: 'withdrawal' })).toBe(2);
    expect(sample(scraped, 'mall_queue_items', { queue: 'recharge' })).toBe(1);
    expect(sample(scraped, 'mall_queue_items', { queue: 'refund' })).toBe(0);
    const age = sample(scraped, 'mall_queue_oldest_age_seconds', { queue: 'withdrawal' }) ?? 0;
    expect(age).toBeGreaterThanOrEqual(90);
    expect(age).toBeLessThan(600);
  });

  it('counts requests by route pattern, method and status, and times them', () => {
    const calls = { call: '/api/app/order/pay/accountPay', method: 'POST', status: '200' };
    expect(sample(after, 'mall_http_requests_total', calls)).toBe(1);
    // The guest lane's reads are counted too.
    expect(
      sample(after, 'mall_http_requests_total', { call: '/api/app/goods/info/page', status: '200' }),
    ).toBe(1);
    expect(
      sample(after, 'mall_http_requests_total', { call: '/api/app/user/login/password', status: '429' }),
    ).toBeGreaterThan(0);
    expect(
      sample(after, 'mall_http_request_duration_seconds_count', { call: '/api/admin/withdrawal/approve' }),
    ).toBe(1);
    expect(
      sample(after, 'mall_http_request_duration_seconds_bucket', {
        call: '/api/admin/withdrawal/approve',
        le: '+Inf',
      }),
    ).toBe(1);
    // Labels are route patterns: no raw id or query ever becomes one.
    const callLabels = [...after.matchAll(/call="([^"]*)"/g)].map((match) => match[1]!);
    expect(callLabels.filter((call) => /\?|\/\d+(\/|$)/.test(call))).toEqual([]);
  });

  it('reports the database connections', () => {
    const total = sample(after, 'mall_db_pool_connections', { state: 'total' });
    if (database === 'pglite') {
      expect(total).toBe(1);
    } else {
      expect(total).toBeGreaterThan(0);
      expect(sample(after, 'mall_db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(0);
      expect(sample(after, 'mall_db_pool_connections', { state: 'waiting' })).toBe(0);
    }
  });

  it('times each wait for a pooled connection on PostgreSQL (the embedded database has no pool)', () => {
    const count = sample(after, 'mall_db_pool_wait_seconds_count');
    if (database === 'pglite') {
      expect(count).toBeUndefined();
      return;
    }
    // Every query and transaction of the journey took a connection from the pool.
    expect(count).toBeGreaterThan(sample(before, 'mall_db_pool_wait_seconds_count') ?? 0);
    expect(sample(after, 'mall_db_pool_wait_seconds_bucket', { le: '+Inf' })).toBe(count);
    const seconds = sample(after, 'mall_db_pool_wait_seconds_sum') ?? -1;
    expect(seconds).toBeGreaterThan(0);
    expect(seconds / (count ?? 1)).toBeLessThan(5);
  });

  it('drops the chat gauge when the socket leaves', async () => {
    journey.chatSocket.disconnect();
    const metrics = shop.test.server.context.metrics!;
    await expect.poll(async () => sample(await metrics.text(), 'mall_chat_connections')).toBe(0);
  });

  it('is not served on the shop’s port, and is on a metrics server of its own', async () => {
    const onShop = await fetch(`${shop.origin}/metrics`);
    expect(onShop.status).toBe(404);
    expect(await onShop.text()).not.toContain('mall_http_requests_total');
    const own = metricsServer(shop.test.server.context.metrics!, quiet);
    await new Promise<void>((resolve) => own.listen(0, '127.0.0.1', resolve));
    try {
      const origin = `http://127.0.0.1:${(own.address() as AddressInfo).port}`;
      const scraped = await fetch(`${origin}/metrics`);
      expect(scraped.status).toBe(200);
      expect(scraped.headers.get('content-type')).toContain('text/plain');
      expect(sample(await scraped.text(), 'mall_orders_created_total')).toBe(1);
      expect((await fetch(`${origin}/`)).status).toBe(404);
    } finally {
      await new Promise<void>((resolve) => {
        own.close(() => resolve());
        own.closeAllConnections();
      });
    }
  });
});

describe('the server process', () => {
  it('serves /metrics on METRICS_PORT only, with the process metrics, and not at all without it', async () => {
    const metricsPort = await freePort();
    const server = await startServerProcess({ env: { METRICS_PORT: String(metricsPort) } });
    try {
      expect((await fetch(`${server.origin}/health`)).status).toBe(200);
      expect((await fetch(`${server.origin}/metrics`)).status).toBe(404);
      const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
      expect(
        sample(text, 'mall_http_requests_total', { call: '/health', method: 'GET', status: '200' }),
      ).toBe(1);
      expect(sample(text, 'mall_http_requests_total', { call: 'unmatched', status: '404' })).toBe(1);
      expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
      expect(server.output()).toContain('"message":"metrics served"');
    } finally {
      expect(await server.stop()).toBe(0);
    }
    const without = await startServerProcess({ port: await freePort() });
    try {
      expect((await fetch(`${without.origin}/metrics`)).status).toBe(404);
      expect(without.output()).not.toContain('metrics served');
      // A request line for the shop's own call, with its id answered.
      const answer = await fetch(`${without.origin}/health`, { headers: { 'x-request-id': 'probe-42' } });
      expect(answer.headers.get('x-request-id')).toBe('probe-42');
      await expect
        .poll(() => without.output())
        .toMatch(/"requestId":"probe-42","method":"GET","call":"\/health","status":200/);
    } finally {
      expect(await without.stop()).toBe(0);
    }
  }, 120_000);
});
