/**
 * A server the benchmark measures, in a process of its own so that it does not share an event loop
 * with the load generator: `hello` is a bare node:http hello-world (the baseline), `mall` is the
 * reference server with the demo shop seeded. Prints `{"port": N}` once listening and stops when
 * its standard input closes (the benchmark ending, or dying).
 * Usage: bench-target.ts hello | OPERATOR_TOKEN=… bench-target.ts mall [DATABASE_URL]
 */
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createServer } from '../src/create-server';
import { parseEnv } from '../src/env';
import { seedDemo } from '../src/seed/demo-seed';

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

async function start(kind: string, databaseUrl: string | undefined): Promise<() => Promise<void>> {
  if (kind === 'hello') {
    const hello = createHttpServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"hello":"world"}');
    });
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
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const mall = await createServer({
    env,
    log: quiet,
    database: databaseUrl ? { kind: 'postgres', url: databaseUrl, poolSize: 20 } : { kind: 'pglite' },
  });
  await seedDemo(mall.context);
  const server = serve({ fetch: mall.app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
  console.log(JSON.stringify({ port: await listening(server), database: mall.context.dbKind }));
  return async () => {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
    await mall.close();
  };
}

const [kind = 'mall', databaseUrl] = process.argv.slice(2);
const stop = await start(kind, databaseUrl);
process.stdin.resume();
process.stdin.once('close', () => {
  void stop().finally(() => process.exit(0));
});
