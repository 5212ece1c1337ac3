/**
 * A server the benchmark measures, in a process of its own so that it does not share an event loop
 * with the load generator: `hello` is a bare node:http hello-world (the baseline), `mall` is the
 * reference server with the demo shop seeded. Prints `{"port": N}` once listening and stops when
 * its standard input closes (the benchmark ending, or dying). `replay` is the fair baseline: a bare
 * node:http server that reads each request whole and answers the very bytes (status, headers, body)
 * the reference server answered to the same method and URL, recorded in a JSON file.
 * Usage: bench-target.ts hello | bench-target.ts replay ANSWERS.json
 *        | OPERATOR_TOKEN=… bench-target.ts mall [DATABASE_URL]
 * A line `queries` on the standard input of `mall` answers `{"queries": N}`: the SQL statements
 * (transaction begin and commit included) the server has run so far; a line `pool wait` answers
 * its histogram `mall_db_pool_wait_seconds` as read from its metrics (`PoolWaitReading`), or
 * `null` where it has none (the embedded database).
 */
import { readFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import type { Histogram } from 'prom-client';
import { createServer } from '../src/create-server';
import { parseEnv } from '../src/env';
import type { Metrics } from '../src/observability/metrics';
import { seedDemo } from '../src/seed/demo-seed';
import type { PoolWaitReading } from './order-waits';

const quiet = {
  info: () => undefined,
  warn: () => undefined,
  error: (message: string) => console.error(message),
};

async function listening(server: Server): Promise<number> {
  if (!server.listening) {
    await new Promise((resolve) => server.once('listening', resolve));
  }
  return (server.address() as AddressInfo).port;
}

/** A recorded answer: what the reference server sent for one method and URL. */
export interface RecordedAnswer {
  status: number;
  headers: Record<string, string>;
  /** The body, base64. */
  body: string;
}

/** The bare server of `kind`: the hello-world, or the replay of recorded answers. */
function bareServer(kind: string, answersFile: string | undefined): Server {
  if (kind === 'hello') {
    return createHttpServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"hello":"world"}');
    });
  }
  const recorded = JSON.parse(readFileSync(answersFile ?? '', 'utf8')) as Record<string, RecordedAnswer>;
  const answers = new Map(
    Object.entries(recorded).map(([key, answer]) => [
      key,
      { ...answer, body: Buffer.from(answer.body, 'base64') },
    ]),
  );
  return createHttpServer((request, response) => {
    const answer = answers.get(`${request.method} ${request.url}`);
    // Read the request body whole before answering, as the reference server does.
    request.resume();
    request.once('end', () => {
      if (!answer) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(answer.status, { ...answer.headers, 'content-length': answer.body.length });
      response.end(answer.body);
    });
  });
}

/** Statements the database ran, counted by the `mall` target. */
let queries = 0;
const countQuery = () => {
  queries += 1;
};

/** The server's pool-wait histogram so far, from its metrics; `null` without one. */
async function poolWait(metrics: Metrics | undefined): Promise<PoolWaitReading | null> {
  const metric = metrics?.registry.getSingleMetric('mall_db_pool_wait_seconds') as Histogram | undefined;
  const histogram = await metric?.get();
  if (!histogram) {
    return null;
  }
  const reading: PoolWaitReading = { count: 0, seconds: 0, buckets: [] };
  for (const { metricName, labels, value } of histogram.values) {
    // The `+Inf` bucket is the count.
    if (metricName?.endsWith('_bucket') && labels.le !== '+Inf') {
      reading.buckets.push([Number(labels.le), value]);
    } else if (metricName?.endsWith('_sum')) {
      reading.seconds = value;
    } else if (metricName?.endsWith('_count')) {
      reading.count = value;
    }
  }
  return reading;
}

let metrics: Metrics | undefined;

async function start(kind: string, argument: string | undefined): Promise<() => Promise<void>> {
  if (kind === 'hello' || kind === 'replay') {
    const hello = bareServer(kind, argument);
    hello.listen(0, '127.0.0.1');
    console.log(JSON.stringify({ port: await listening(hello) }));
    return () =>
      new Promise<void>((resolve) => {
        hello.close(() => resolve());
        hello.closeAllConnections();
      });
  }
  const env = parseEnv({
    NODE_ENV: 'test',
    PASSWORD_HASH_COST: '10',
    OPERATOR_TOKEN: process.env.OPERATOR_TOKEN,
    DATA_DIR: `/tmp/mall-bench-${process.pid}`,
    ...(argument ? { DATABASE_URL: argument } : {}),
  });
  const mall = await createServer({
    env,
    log: quiet,
    database: argument
      ? { kind: 'postgres', url: argument, onQuery: countQuery }
      : { kind: 'pglite', onQuery: countQuery },
  });
  metrics = mall.context.metrics;
  await seedDemo(mall.context);
  const server = mall.nodeServer('127.0.0.1');
  server.listen(0, '127.0.0.1');
  console.log(JSON.stringify({ port: await listening(server), database: mall.context.dbKind }));
  return async () => {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
    await mall.close();
  };
}

const [kind = 'mall', argument] = process.argv.slice(2);
const stop = await start(kind, argument);
createInterface({ input: process.stdin }).on('line', (line) => {
  if (line.trim() === 'queries') {
    console.log(JSON.stringify({ queries }));
  } else if (line.trim() === 'pool wait') {
    void poolWait(metrics).then((reading) => console.log(JSON.stringify(reading)));
  }
});
process.stdin.once('close', () => {
  void stop().finally(() => process.exit(0));
});
