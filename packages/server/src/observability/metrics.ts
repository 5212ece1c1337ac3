import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { QueueStat } from '../services/queue-stats.service';

/** The connections of the database pool, as `mall_db_pool_connections{state}` reports them. */
export interface PoolStats {
  total: number;
  idle?: number;
  waiting?: number;
}

/**
 * The pool's figures when scraped; `onWait`, when the database has a pool, is told the seconds of
 * each checkout as it ends (`mall_db_pool_wait_seconds`).
 */
export interface PoolStatsSource {
  (): PoolStats;
  onWait?: ((observe: (seconds: number) => void) => void) | undefined;
}

/** How a round of a periodic job ended (`mall_job_runs_total{outcome}`). */
export type JobOutcome = 'done' | 'skipped' | 'failed';

/**
 * The server's Prometheus metrics, in a registry of its own (never prom-client's global one: the
 * tests run several servers in one process). Request figures are recorded by the request log
 * (`request-log.ts`), the business counters derived there from successful calls, so services stay
 * as they are.
 */
export interface Metrics {
  readonly registry: Registry;
  /** Counts one answered request and its duration; a successful business call moves its counter. */
  observeRequest(request: ObservedRequest): void;
  /** Whether a successful answer of `call` moves a business counter (see {@link BUSINESS_CALLS}). */
  countsBusiness(call: string): boolean;
  /** `mall_chat_connections`: chat sockets connected to this process. */
  readonly chatConnections: Gauge;
  /** `mall_job_runs_total{job,outcome}`. */
  jobRun(job: string, outcome: JobOutcome): void;
  /** The text exposition format, and its content type. */
  text(): Promise<string>;
  readonly contentType: string;
}

export interface ObservedRequest {
  /** The route pattern (bounded: never a raw id), e.g. `/api/app/order/info/create`. */
  call: string;
  method: string;
  status: number;
  /** The envelope's code, when the answer is an envelope. */
  envelopeCode?: number | undefined;
  seconds: number;
  /** An answer given again for a repeated `Idempotency-Key`: the work was not done again. */
  replayed?: boolean | undefined;
}

type BusinessCounter =
  | { counter: 'orders' }
  | { counter: 'payments' }
  | { counter: 'refunds'; decision: 'requested' | 'approved' | 'completed' | 'refused' }
  | { counter: 'withdrawals'; event: 'requested' | 'approved' | 'refused' };

/** The calls whose success (envelope code 1000, not a replay) moves a business counter. */
export const BUSINESS_CALLS: Readonly<Record<string, BusinessCounter>> = {
  '/api/app/order/info/create': { counter: 'orders' },
  '/api/app/order/pay/accountPay': { counter: 'payments' },
  '/api/app/order/pay/wxMpPay': { counter: 'payments' },
  '/api/app/order/pay/wxAppPay': { counter: 'payments' },
  '/api/app/order/pay/wxMiniPay': { counter: 'payments' },
  '/api/app/order/info/refund': { counter: 'refunds', decision: 'requested' },
  '/api/admin/order/refund/approve': { counter: 'refunds', decision: 'approved' },
  '/api/admin/order/refund/complete': { counter: 'refunds', decision: 'completed' },
  '/api/admin/order/refund/refuse': { counter: 'refunds', decision: 'refused' },
  '/api/app/account/transaction/record/withdraw': { counter: 'withdrawals', event: 'requested' },
  '/api/admin/withdrawal/approve': { counter: 'withdrawals', event: 'approved' },
  '/api/admin/withdrawal/refuse': { counter: 'withdrawals', event: 'refused' },
};

/** Seconds: from a cached read (a millisecond) to a slow upload. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds: from a free connection at once (tens of µs) to a pool exhausted for seconds. */
const POOL_WAIT_BUCKETS = [
  0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10,
];

/**
 * Makes the metrics of one server. `pool` reports the database pool when scraped; `process` adds
 * prom-client's process and Node.js metrics (CPU, memory, event loop, GC), which watch the whole
 * process: one server of a process should ask for them.
 */
export function createMetrics(
  options: {
    pool?: PoolStatsSource;
    process?: boolean;
    /** The operators' queues, read from the database when scraped; `now` ages their oldest item. */
    queues?: { read: () => Promise<QueueStat[]>; now: () => Date };
  } = {},
): Metrics {
  const registry = new Registry();
  const registers = [registry];
  const requests = new Counter({
    name: 'mall_http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status',
    labelNames: ['call', 'method', 'status'] as const,
    registers,
  });
  const duration = new Histogram({
    name: 'mall_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer, by route pattern',
    labelNames: ['call'] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });
  const orders = new Counter({
    name: 'mall_orders_created_total',
    help: 'Orders created',
    registers,
  });
  const payments = new Counter({
    name: 'mall_payments_total',
    help: 'Orders paid',
    registers,
  });
  const refunds = new Counter({
    name: 'mall_refunds_total',
    help: 'Refunds requested by shoppers and decided by operators',
    labelNames: ['decision'] as const,
    registers,
  });
  const withdrawals = new Counter({
    name: 'mall_withdrawals_total',
    help: 'Withdrawals requested by shoppers, approved or refused by operators',
    labelNames: ['event'] as const,
    registers,
  });
  const chatConnections = new Gauge({
    name: 'mall_chat_connections',
    help: 'Chat sockets connected to this process',
    registers,
  });
  const jobRuns = new Counter({
    name: 'mall_job_runs_total',
    help: 'Rounds of the periodic jobs: done, skipped (running, or another process holds it) or failed',
    labelNames: ['job', 'outcome'] as const,
    registers,
  });
  const pool = options.pool;
  if (pool) {
    new Gauge({
      name: 'mall_db_pool_connections',
      help: 'Database connections of this process: total, idle, and queries waiting for one',
      labelNames: ['state'] as const,
      registers,
      collect() {
        const stats = pool();
        this.set({ state: 'total' }, stats.total);
        if (stats.idle !== undefined) {
          this.set({ state: 'idle' }, stats.idle);
        }
        if (stats.waiting !== undefined) {
          this.set({ state: 'waiting' }, stats.waiting);
        }
      },
    });
    if (pool.onWait) {
      const waits = new Histogram({
        name: 'mall_db_pool_wait_seconds',
        help: 'Time from asking the database pool for a connection to getting it, per checkout',
        buckets: POOL_WAIT_BUCKETS,
        registers,
      });
      pool.onWait((seconds) => waits.observe(seconds));
    }
  }
  const queues = options.queues;
  if (queues) {
    // One read per scrape serves both gauges: the first to be collected reads, the second reuses it.
    let pending: Promise<QueueStat[]> | undefined;
    const read = () => {
      // A failed read (the database away) leaves the last figures standing rather than failing the scrape.
      pending ??= queues
        .read()
        .catch((): QueueStat[] => [])
        .finally(() => {
          setImmediate(() => {
            pending = undefined;
          });
        });
      return pending;
    };
    new Gauge({
      name: 'mall_queue_items',
      help: 'Items waiting for an operator, by queue (the same figure from every process: take the max)',
      labelNames: ['queue'] as const,
      registers,
      async collect() {
        for (const stat of await read()) {
          this.set({ queue: stat.queue }, stat.items);
        }
      },
    });
    new Gauge({
      name: 'mall_queue_oldest_age_seconds',
      help: 'How long the oldest item of each queue has waited; 0 when the queue is empty',
      labelNames: ['queue'] as const,
      registers,
      async collect() {
        const now = queues.now().getTime();
        for (const stat of await read()) {
          this.set(
            { queue: stat.queue },
            stat.oldest ? Math.max(0, (now - stat.oldest.getTime()) / 1000) : 0,
          );
        }
      },
    });
  }
  if (options.process) {
    collectDefaultMetrics({ register: registry });
  }

  // Labelled children kept by their labels: a request costs two map reads, not prom-client's
  // hashing of label objects.
  const requestChildren = new Map<string, ReturnType<typeof requests.labels>>();
  const durationChildren = new Map<string, ReturnType<typeof duration.labels>>();
  // Every business series exists from the start, at 0: a rate over it needs no first event.
  const business = new Map<string, () => void>();
  for (const [call, target] of Object.entries(BUSINESS_CALLS)) {
    switch (target.counter) {
      case 'orders':
        business.set(call, () => orders.inc());
        break;
      case 'payments':
        business.set(call, () => payments.inc());
        break;
      case 'refunds': {
        const child = refunds.labels(target.decision);
        child.inc(0);
        business.set(call, () => child.inc());
        break;
      }
      case 'withdrawals': {
        const child = withdrawals.labels(target.event);
        child.inc(0);
        business.set(call, () => child.inc());
        break;
      }
    }
  }

  return {
    registry,
    chatConnections,
    contentType: registry.contentType,
    observeRequest({ call, method, status, envelopeCode, seconds, replayed }) {
      const key = `${method} ${status} ${call}`;
      let counted = requestChildren.get(key);
      if (!counted) {
        counted = requests.labels(call, method, String(status));
        requestChildren.set(key, counted);
      }
      counted.inc();
      let timed = durationChildren.get(call);
      if (!timed) {
        timed = duration.labels(call);
        durationChildren.set(call, timed);
      }
      timed.observe(seconds);
      if (envelopeCode === 1000 && !replayed) {
        business.get(call)?.();
      }
    },
    countsBusiness: (call) => business.has(call),
    jobRun(job, outcome) {
      jobRuns.inc({ job, outcome });
    },
    text: () => registry.metrics(),
  };
}
