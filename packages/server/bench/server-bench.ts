/**
 * Benchmarks of DESIGN §3, printed as figures and compared with a baseline measured in the same
 * run (absolute times on a shared machine are noise). Each server runs in a process of its own
 * (`bench-target.ts`); this process only generates the load.
 * - `goods/info/page` and goods detail throughput against a bare node:http server that answers the
 *   same bytes to the same request (the fair baseline; target ≥ 80 %; the two take turns in five
 *   slices of the measurement), with a node:http hello-world printed beside it;
 * - order create + pay by 50 concurrent shoppers on PostgreSQL (target p99 ≤ 50 ms, no error):
 *   50 shoppers who each order about once a second (think time 0.5–1.5 s between orders, after
 *   3 s of the same load that warm the fresh server and are not counted), and,
 *   for the server's ceiling, the same 50 ordering back to back without pause (target ≥ 300 orders/s;
 *   also after 3 s of that load, not counted).
 * Each order line also prints the SQL statements per order (create + pay, begin and commit included),
 * then a line on its pool, lock and WAL waits (`order-waits.ts`).
 * - pgbench's TPC-B-like transactions on the same PostgreSQL (`pgbench.ts`), the back-to-back
 *   orders' baseline (target: orders ≥ 50 % of its transactions per second);
 * - a flash sale on PostgreSQL (`flash-sale-bench.ts`): 500 shoppers at once for 100 in stock, on
 *   one process and on three behind HAProxy.
 * Usage: pnpm --filter @mall/server bench [--seconds 5] [--database pglite|postgres]
 *        [--only reads|orders|flash-sale] [--profile DIR] [--client http|fetch]
 * `--profile DIR` runs the reference server under `node --cpu-prof` and writes its profile to DIR.
 * The shoppers call through `@mall/sdk` on `node:http` (`node-http-fetch.ts`: the requests Node's
 * `fetch` sends, at less CPU on the cores the server shares); `--client fetch` uses Node's `fetch`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { createMallClient, createMemoryStorage } from '@mall/sdk';
import autocannon from 'autocannon';
import { createPostgresDatabase } from '../src/test-support/test-server';
import type { RecordedAnswer } from './bench-target';
import { flashSaleBench } from './flash-sale-bench';
import { nodeHttpFetch } from './node-http-fetch';
import { orderRun, percentile, report } from './order-load';
import { type PoolWaitReading, watchOrderWaits } from './order-waits';
import { printPgbenchBaseline } from './pgbench';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? (args[index + 1] ?? fallback) : fallback;
};
const seconds = Number(option('seconds', '5'));
const database = option('database', process.env.MALL_TEST_POSTGRES === 'off' ? 'pglite' : 'postgres');
const only = option('only', 'all');
/** The shoppers' HTTP client: `node:http` (`nodeHttpFetch`), or Node's own `fetch`. */
const shopperClient = option('client', 'http');
/** Turns the baseline and the server take in each read's measurement. */
const ROUNDS = 5;
const profileDir = option('profile', '');
const operatorToken = 'bench-operator-token-0123456789';
/** How long each order load (paced, back to back) runs before it is measured. */
const WARM_UP_MS = 3000;

/** A server started by `bench-target.ts` in its own process. */
interface Target {
  port: number;
  database?: string;
  /** Statements run so far, and the pool-wait histogram (`mall` only; one question at a time). */
  queries(): Promise<number>;
  poolWait(): Promise<PoolWaitReading | null>;
  pid: number | undefined;
  stop(): Promise<void>;
}

/** Starts `bench-target.ts` with the loader flags of this process; resolves once it listens. */
async function startTarget(args: string[], nodeFlags: string[] = []): Promise<Target> {
  const file = fileURLToPath(new URL('./bench-target.ts', import.meta.url));
  const child: ChildProcess = spawn(process.execPath, [...nodeFlags, ...process.execArgv, file, ...args], {
    env: { ...process.env, OPERATOR_TOKEN: operatorToken },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const lines = createInterface({ input: child.stdout! });
  const first = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`bench-target ${args[0]} exited with ${code}`)));
  });
  const { port, database } = JSON.parse(first) as { port: number; database?: string };
  const ask = (question: string) =>
    new Promise<unknown>((resolve) => {
      lines.once('line', (line) => resolve(JSON.parse(line)));
      child.stdin?.write(`${question}\n`);
    });
  return {
    port,
    ...(database ? { database } : {}),
    queries: async () => ((await ask('queries')) as { queries: number }).queries,
    poolWait: () => ask('pool wait') as Promise<PoolWaitReading | null>,
    pid: child.pid,
    async stop() {
      child.stdin?.end();
      await exited;
    },
  };
}

/**
 * Requests per second over `connections` keep-alive connections for `seconds`, measured with
 * autocannon (a load generator light enough not to be the bottleneck); any non-2xx is an error.
 */
async function throughput(
  url: string,
  request: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string },
  connections: number,
  seconds: number,
): Promise<number> {
  const result = await autocannon({ url, connections, duration: seconds, ...request });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${result.non2xx} non-2xx answers and ${result.errors} errors from ${url}`);
  }
  return result.requests.average;
}

async function main(): Promise<void> {
  if (!['all', 'reads', 'orders', 'flash-sale'].includes(only)) {
    throw new Error(`--only takes reads, orders or flash-sale, not "${only}"`);
  }
  if (only === 'flash-sale') {
    await flashSale();
    return;
  }
  let dropDatabase = async (): Promise<void> => undefined;
  let databaseUrl: string | undefined;
  if (database === 'postgres') {
    const created = await createPostgresDatabase('mall_bench');
    databaseUrl = created.url;
    dropDatabase = created.drop;
  }
  const hello = await startTarget(['hello']);
  const mall = await startTarget(
    databaseUrl ? ['mall', databaseUrl] : ['mall'],
    profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
  );
  const mallPort = mall.port;
  const durationMs = seconds * 1000;
  const concurrency = 20;

  // The two reads measured, each answered once by the reference server; the replay server then
  // answers those very bytes, so the comparison is of the work done, not of the answer's size.
  const firstGoods = (await (
    await fetch(`http://127.0.0.1:${mallPort}/api/app/goods/info/page`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ page: 1, size: 1 }),
    })
  ).json()) as { data: { list: { id: number }[] } };
  const reads: { name: string; path: string; request: Parameters<typeof throughput>[1] }[] = [
    {
      name: 'goods/info/page',
      path: '/api/app/goods/info/page',
      request: {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ page: 1, size: 20 }),
      },
    },
    {
      name: 'goods detail',
      path: `/api/app/goods/info/info?id=${firstGoods.data.list[0]?.id ?? 1}`,
      request: { method: 'GET' },
    },
  ];
  const answers: Record<string, RecordedAnswer> = {};
  for (const read of reads) {
    const response = await fetch(`http://127.0.0.1:${mallPort}${read.path}`, {
      method: read.request.method ?? 'GET',
      ...(read.request.headers ? { headers: read.request.headers } : {}),
      ...(read.request.body ? { body: read.request.body } : {}),
    });
    const headers: Record<string, string> = {};
    response.headers.forEach((value, key) => {
      if (!['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'].includes(key)) {
        headers[key] = value;
      }
    });
    const body = Buffer.from(await response.arrayBuffer());
    answers[`${read.request.method ?? 'GET'} ${read.path}`] = {
      status: response.status,
      headers,
      body: body.toString('base64'),
    };
  }
  const scratch = mkdtempSync(join(tmpdir(), 'mall-bench-answers-'));
  const answersFile = join(scratch, 'answers.json');
  writeFileSync(answersFile, JSON.stringify(answers));
  const replay = await startTarget(['replay', answersFile]);

  async function measureReads(): Promise<void> {
    const baseline = await throughput(`http://127.0.0.1:${hello.port}/`, {}, concurrency, seconds);
    console.log(`node:http hello-world      ${baseline.toFixed(0)} req/s (17 bytes, printed for scale)`);
    for (const read of reads) {
      // The baseline and the server take turns in short slices, so that whatever else runs on the
      // machine weighs on both alike; each figure is the mean over its slices.
      let same = 0;
      let served = 0;
      const queriesBefore = await mall.queries();
      for (let round = 0; round < ROUNDS; round += 1) {
        same += await throughput(
          `http://127.0.0.1:${replay.port}${read.path}`,
          read.request,
          concurrency,
          seconds / ROUNDS,
        );
        served += await throughput(
          `http://127.0.0.1:${mallPort}${read.path}`,
          read.request,
          concurrency,
          seconds / ROUNDS,
        );
      }
      same /= ROUNDS;
      served /= ROUNDS;
      const perAnswer = ((await mall.queries()) - queriesBefore) / (served * seconds);
      const ratio = served / same;
      const bytes = Buffer.from(
        answers[`${read.request.method ?? 'GET'} ${read.path}`]!.body,
        'base64',
      ).length;
      console.log(
        `${read.name.padEnd(26)} ${served.toFixed(0)} req/s = ${(ratio * 100).toFixed(1)} % of node:http answering the same ${bytes} bytes (${same.toFixed(0)} req/s; target ≥ 80 %: ${ratio >= 0.8 ? 'met' : 'NOT met'}); ${((served / baseline) * 100).toFixed(1)} % of hello-world; ${perAnswer.toFixed(2)} SQL statements per answer`,
      );
    }
  }
  console.log(
    `database: ${mall.database}, ${seconds} s per measurement, ${concurrency} connections, servers in their own processes, load from autocannon; shoppers through @mall/sdk on ${shopperClient === 'fetch' ? "Node's fetch" : 'node:http'}`,
  );
  if (only === 'all' || only === 'reads') {
    await measureReads();
  }
  await hello.stop();
  await replay.stop();
  rmSync(scratch, { recursive: true, force: true });

  if (only === 'all' || only === 'orders') {
    await measureOrders(mall, durationMs, databaseUrl);
  }
  await mall.stop();
  // Let the pool's sockets finish closing before the database is dropped under them.
  await new Promise((resolve) => setTimeout(resolve, 300));
  await dropDatabase();
  if (only === 'all') {
    await flashSale();
  }
}

/** The flash sale, on PostgreSQL only. */
async function flashSale(): Promise<void> {
  if (database === 'postgres') {
    await flashSaleBench();
  } else {
    console.log('flash sale: not measured on the embedded database (it needs PostgreSQL)');
  }
}

/** 50 shoppers each create and pay orders in a loop, paced and then back to back. */
async function measureOrders(mall: Target, durationMs: number, databaseUrl: string | undefined) {
  const baseURL = `http://127.0.0.1:${mall.port}/api`;
  const queries = () => mall.queries();
  // One pool of sockets for every shopper, as Node's `fetch` keeps one.
  const shopperFetch = shopperClient === 'fetch' ? undefined : nodeHttpFetch();
  const shoppers = await Promise.all(
    Array.from({ length: 50 }, async (_, index) => {
      const username = `bench${index}x${randomBytes(2).toString('hex')}`;
      await fetch(`${baseURL}/admin/user/add`, {
        method: 'POST',
        headers: { authorization: operatorToken, 'content-type': 'application/json' },
        body: JSON.stringify({ username, password: 'secret123', balance: 1_000_000 }),
      });
      const client = createMallClient({
        baseURL,
        storage: createMemoryStorage(),
        locale: 'en',
        ...(shopperFetch ? { fetch: shopperFetch } : {}),
      });
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
      headers: { authorization: operatorToken, 'content-type': 'application/json' },
      body: JSON.stringify({ specId: line.specId, stock: 1_000_000 }),
    });
  }
  const pace = () => 500 + Math.random() * 1000;
  // A fresh server prepares statements and compiles code on first use: each load runs once first.
  const warmUp = async (load: string, wait: () => number) => {
    const warm = await orderRun(shoppers, lines, WARM_UP_MS, wait);
    console.log(
      `warm-up ${load}, not counted: ${warm.latencies.length} orders in ${WARM_UP_MS / 1000} s (${Math.round(warm.latencies.length / (WARM_UP_MS / 1000))}/s), p99 ${percentile(warm.latencies, 0.99).toFixed(1)} ms, ${warm.errors} errors`,
    );
  };
  await warmUp('paced', pace);
  let before = await queries();
  let waits = await watchOrderWaits('paced', databaseUrl, mall);
  const paced = await orderRun(shoppers, lines, durationMs, pace);
  report(
    'order create + pay, 50 shoppers ordering about once a second',
    paced,
    true,
    (await queries()) - before,
  );
  await waits.report(paced.latencies.length + paced.errors);
  // Back to back takes every pooled connection (the paced load a few): its own warm-up first.
  await warmUp('back to back', () => 0);
  before = await queries();
  waits = await watchOrderWaits('back to back', databaseUrl, mall);
  const flat = await orderRun(shoppers, lines, durationMs, () => 0);
  report('order create + pay, 50 shoppers back to back (ceiling)', flat, false, (await queries()) - before);
  await waits.report(flat.latencies.length + flat.errors);
  if (database === 'postgres') {
    await printPgbenchBaseline(seconds, flat.latencies.length / (durationMs / 1000));
  }
}

await main();
