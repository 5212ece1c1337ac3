import { attachChat } from './chat/chat-socket';
import { createServer } from './create-server';
import { parseEnv } from './env';
import { appStaticMount } from './http/app-static';
import { designerFolderMounts } from './http/folder-static';
import { startIdempotencyKeySweep, startOperatorSessionSweep } from './jobs/idempotency-jobs';
import { startOrderJobs } from './jobs/order-jobs';
import { metricsServer } from './observability/metrics-server';
import { seedDemo } from './seed/demo-seed';
import { seedScale } from './seed/scale-seed';
import { scaleSizeOf } from './seed/scale-size';

/** Boots the shop: environment, database and migrations, seed, HTTP and chat, jobs; stops on SIGTERM. */
async function main(): Promise<void> {
  let env: ReturnType<typeof parseEnv>;
  try {
    env = parseEnv();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
  // The kit's Storybook and the API reference, when built (and not in production), under paths of
  // their own before the app.
  const server = await createServer({
    env,
    mounts: (context) => [...designerFolderMounts(context, env), appStaticMount(context)],
  });
  const { context } = server;
  if (env.MALL_SEED === 'demo') {
    await seedDemo(context);
  }
  if (env.MALL_SEED === 'scale') {
    const size = scaleSizeOf({
      goods: env.MALL_SCALE_GOODS,
      shoppers: env.MALL_SCALE_SHOPPERS,
      orders: env.MALL_SCALE_ORDERS,
    });
    try {
      await seedScale(context, size);
    } catch (error) {
      console.error(error instanceof Error ? error.message : String(error));
      await server.close();
      process.exit(1);
    }
  }
  // Plain HTTP/1.1: a `node:http` server, the guest reads on the guest lane in front of the app.
  const httpServer = server.nodeServer(env.HOST);
  httpServer.listen(env.PORT, env.HOST);
  const chat = attachChat(httpServer, context, {
    postgresUrl: env.DATABASE_URL,
  });
  const jobs = [
    startOrderJobs(context),
    startIdempotencyKeySweep(context),
    startOperatorSessionSweep(context),
  ];
  // The metrics on a port of their own, never the shoppers'; unset, not served at all.
  const metrics =
    env.METRICS_PORT !== undefined && context.metrics ? metricsServer(context.metrics, context.log) : null;
  if (metrics) {
    metrics.listen(env.METRICS_PORT, env.METRICS_HOST, () => {
      const address = metrics.address();
      context.log.info('metrics served', {
        url: `http://${env.METRICS_HOST}:${typeof address === 'object' && address ? address.port : env.METRICS_PORT}/metrics`,
      });
    });
  }
  httpServer.once('listening', () => {
    context.log.info('the mall is open', {
      url: `http://${env.HOST}:${env.PORT}`,
      database: context.dbKind,
      seed: env.MALL_SEED,
      operatorApi: Boolean(env.OPERATOR_TOKEN),
    });
  });

  let stopping = false;
  // Graceful: `/ready` answers 503 at once and timed jobs start no round; requests are still served
  // for SHUTDOWN_DRAIN_SECONDS (a load balancer notices meanwhile); then no new connection is taken,
  // requests in flight finish (cut after SHUTDOWN_TIMEOUT_SECONDS), idle keep-alive connections and
  // chat sockets close, and last the database.
  const stop = async (signal: string) => {
    if (stopping) {
      return;
    }
    stopping = true;
    context.log.info('stopping', { signal });
    server.readiness.draining = true;
    for (const job of jobs) {
      job.stop();
    }
    await new Promise((resolve) => setTimeout(resolve, env.SHUTDOWN_DRAIN_SECONDS * 1000));
    const closed = new Promise<void>((resolve) => httpServer.close(() => resolve()));
    httpServer.closeIdleConnections();
    const cut = setTimeout(() => httpServer.closeAllConnections(), env.SHUTDOWN_TIMEOUT_SECONDS * 1000);
    await chat.close();
    await closed;
    if (metrics) {
      const metricsClosed = new Promise<void>((resolve) => metrics.close(() => resolve()));
      metrics.closeAllConnections();
      await metricsClosed;
    }
    clearTimeout(cut);
    await server.close();
    context.log.info('stopped', { signal });
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

await main();
