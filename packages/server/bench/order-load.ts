/**
 * The order load of the server benchmark: shoppers who create and pay orders in a loop through
 * `@mall/sdk`, and the report of a run.
 */
import type { MallClient } from '@mall/sdk';

export interface OrderRun {
  latencies: number[];
  errors: number;
  firstError: string;
  durationMs: number;
}

/** A shopper of the order benchmark: a signed-in SDK client and an address. */
export interface Shopper {
  client: MallClient;
  addressId: number;
}

/**
 * Every shopper creates and pays orders until the deadline, waiting `pause()` ms after each;
 * answers the latency of each create + pay.
 */
export async function orderRun(
  shoppers: Shopper[],
  lines: { goodsId: number; specId: number }[],
  durationMs: number,
  pause: () => number,
): Promise<OrderRun> {
  const run: OrderRun = { latencies: [], errors: 0, firstError: '', durationMs };
  const deadline = Date.now() + durationMs;
  await Promise.all(
    shoppers.map(async ({ client, addressId }, index) => {
      // Paced shoppers start spread over the first pause, not all at once.
      await new Promise((resolve) => setTimeout(resolve, pause() * Math.random()));
      while (Date.now() < deadline) {
        const line = lines[(index + run.latencies.length) % lines.length]!;
        const started = performance.now();
        try {
          const order = await client.order.info.create({ goodsList: [{ ...line, count: 1 }], addressId });
          await client.order.pay.accountPay({ orderId: order.id });
          run.latencies.push(performance.now() - started);
        } catch (error) {
          run.errors += 1;
          run.firstError ||= error instanceof Error ? error.message : String(error);
        }
        const wait = pause();
        if (wait > 0) {
          await new Promise((resolve) => setTimeout(resolve, wait));
        }
      }
    }),
  );
  return run;
}

/** Prints a run against its target: p99 when `paced`, orders per second when not. */
export function report(title: string, run: OrderRun, paced: boolean, queries: number): void {
  const p99 = percentile(run.latencies, 0.99);
  const rate = run.latencies.length / (run.durationMs / 1000);
  const verdict = paced
    ? ` (target p99 ≤ 50 ms on PostgreSQL, no error: ${p99 <= 50 && run.errors === 0 ? 'met' : 'NOT met'})`
    : ` (target ≥ 300 orders/s: ${rate >= 300 ? 'met' : 'NOT met'})`;
  console.log(
    `${title}: ${run.latencies.length} orders (${rate.toFixed(0)}/s), p50 ${percentile(run.latencies, 0.5).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, ${run.errors} errors, ${(queries / Math.max(1, run.latencies.length + run.errors)).toFixed(1)} SQL statements per order${verdict}`,
  );
  if (run.firstError) {
    console.log(`first error: ${run.firstError}`);
  }
}

/** The value below which `fraction` of `values` lie. */
export function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * fraction) - 1)] ?? 0;
}
