/**
 * Benchmarks of DESIGN §3, printed as figures and compared with a baseline measured in the same
 * run (absolute times on a shared machine are noise):
 * - `goods/info/page` throughput against a bare node:http hello-world (target ≥ 50 %);
 * - order create + pay by 50 concurrent shoppers on PostgreSQL (target p99 ≤ 100 ms, no error).
 * Usage: pnpm --filter @mall/server bench [--seconds 5] [--database pglite|postgres]
 */
import { randomBytes } from 'node:crypto';
import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createMallClient, createMemoryStorage } from '@mall/sdk';
import pg from 'pg';
import { createServer } from '../src/create-server';
import { parseEnv } from '../src/env';
import { seedDemo } from '../src/seed/demo-seed';
import { TEST_POSTGRES_URL } from '../src/test-support/test-server';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? (args[index + 1] ?? fallback) : fallback;
};
const seconds = Number(option('seconds', '5'));
const database = option('database', process.env.MALL_TEST_POSTGRES === 'off' ? 'pglite' : 'postgres');
const quiet = {
  info: () => undefined,
  warn: () => undefined,
  error: (message: string) => console.error(message),
};

/** Sends requests from `concurrency` loops for `durationMs`; answers requests per second. */
async function throughput(
  url: string,
  init: RequestInit,
  concurrency: number,
  durationMs: number,
): Promise<number> {
  const deadline = Date.now() + durationMs;
  let done = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < deadline) {
        const response = await fetch(url, init);
        await response.arrayBuffer();
        if (!response.ok) {
          throw new Error(`HTTP ${response.status} from ${url}`);
        }
        done += 1;
      }
    }),
  );
  return done / (durationMs / 1000);
}

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * fraction) - 1)] ?? 0;
}

async function listen(server: ReturnType<typeof createHttpServer>): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

async function main(): Promise<void> {
  let dropDatabase = async () => undefined;
  let databaseUrl: string | undefined;
  if (database === 'postgres') {
    const name = `mall_bench_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(TEST_POSTGRES_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  }
  const dataDir = `/tmp/mall-bench-${randomBytes(4).toString('hex')}`;
  const env = parseEnv({
    NODE_ENV: 'test',
    PASSWORD_HASH_COST: '10',
    OPERATOR_TOKEN: 'bench-operator-token-0123456789',
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const mall = await createServer({
    env,
    log: quiet,
    database: databaseUrl ? { kind: 'postgres', url: databaseUrl, poolSize: 20 } : { kind: 'pglite' },
  });
  await seedDemo(mall.context);
  const mallServer = serve({ fetch: mall.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => mallServer.once('listening', resolve));
  const mallPort = (mallServer.address() as AddressInfo).port;
  const hello = createHttpServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end('{"hello":"world"}');
  });
  const helloPort = await listen(hello);

  const durationMs = seconds * 1000;
  const concurrency = 20;
  const baseline = await throughput(`http://127.0.0.1:${helloPort}/`, {}, concurrency, durationMs);
  const page = await throughput(
    `http://127.0.0.1:${mallPort}/api/app/goods/info/page`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ page: 1, size: 20 }),
    },
    concurrency,
    durationMs,
  );
  const ratio = page / baseline;
  console.log(`database: ${mall.context.dbKind}, ${seconds} s per measurement, ${concurrency} connections`);
  console.log(`node:http hello-world      ${baseline.toFixed(0)} req/s (baseline)`);
  console.log(
    `goods/info/page            ${page.toFixed(0)} req/s = ${(ratio * 100).toFixed(1)} % of baseline (target ≥ 50 %: ${ratio >= 0.5 ? 'met' : 'NOT met'})`,
  );

  // 50 shoppers each create and pay orders in a loop.
  const baseURL = `http://127.0.0.1:${mallPort}/api`;
  const shoppers = await Promise.all(
    Array.from({ length: 50 }, async (_, index) => {
      const username = `bench${index}x${randomBytes(2).toString('hex')}`;
      await fetch(`${baseURL}/admin/user/add`, {
        method: 'POST',
        headers: { authorization: env.OPERATOR_TOKEN ?? '', 'content-type': 'application/json' },
        body: JSON.stringify({ username, password: 'secret123', balance: 1_000_000 }),
      });
      const client = createMallClient({ baseURL, storage: createMemoryStorage(), locale: 'en' });
      await client.user.login.password({ phone: username, password: 'secret123' });
      const { id: addressId } = await client.user.address.add({
        contact: 'Bench',
        phone: '13800000000',
        countryCode: '+86',
        province: 'Zhejiang',
        city: 'Hangzhou',
        district: 'Xihu',
        address: '1 Load Road',
      });
      return { client, addressId };
    }),
  );
  const goods = await shoppers[0]!.client.goods.info.page({ page: 1, size: 50 });
  const details = await Promise.all(
    goods.list.map((row) => shoppers[0]!.client.goods.info.info({ id: row.id })),
  );
  const lines = details.flatMap((detail) =>
    (detail.specs ?? []).map((spec) => ({ goodsId: detail.id, specId: spec.id })),
  );
  if (lines.length === 0) {
    throw new Error('the demo catalogue has no goods for the order benchmark');
  }
  // Enough stock that the benchmark measures ordering, not selling out.
  for (const line of lines) {
    await fetch(`${baseURL}/admin/goods/stock`, {
      method: 'POST',
      headers: { authorization: env.OPERATOR_TOKEN ?? '', 'content-type': 'application/json' },
      body: JSON.stringify({ specId: line.specId, stock: 1_000_000 }),
    });
  }
  const latencies: number[] = [];
  let errors = 0;
  let firstError = '';
  const orderDeadline = Date.now() + durationMs;
  await Promise.all(
    shoppers.map(async ({ client, addressId }, index) => {
      while (Date.now() < orderDeadline) {
        const line = lines[(index + latencies.length) % lines.length]!;
        const started = performance.now();
        try {
          const order = await client.order.info.create({ goodsList: [{ ...line, count: 1 }], addressId });
          await client.order.pay.accountPay({ orderId: order.id });
          latencies.push(performance.now() - started);
        } catch (error) {
          errors += 1;
          firstError ||= error instanceof Error ? error.message : String(error);
        }
      }
    }),
  );
  const p99 = percentile(latencies, 0.99);
  console.log(
    `order create + pay, 50 shoppers: ${latencies.length} orders, p50 ${percentile(latencies, 0.5).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, ${errors} errors (target p99 ≤ 100 ms on PostgreSQL, no error: ${p99 <= 100 && errors === 0 ? 'met' : 'NOT met'})`,
  );
  if (firstError) {
    console.log(`first error: ${firstError}`);
  }

  await new Promise<void>((resolve) => mallServer.close(() => resolve()));
  await new Promise<void>((resolve) => hello.close(() => resolve()));
  await mall.close();
  // Let the pool's sockets finish closing before the database is dropped under them.
  await new Promise((resolve) => setTimeout(resolve, 300));
  await dropDatabase();
}

await main();
