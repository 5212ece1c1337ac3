import { serve } from '@hono/node-server';
import { attachChat } from './chat/chat-socket';
import { createServer } from './create-server';
import { parseEnv } from './env';
import { appStaticMount } from './http/app-static';
import { startIdempotencyKeySweep } from './jobs/idempotency-jobs';
import { startOrderJobs } from './jobs/order-jobs';
import { seedDemo } from './seed/demo-seed';

/** Boots the shop: environment, database and migrations, seed, HTTP and chat, jobs; stops on SIGTERM. */
async function main(): Promise<void> {
  let env: ReturnType<typeof parseEnv>;
  try {
    env = parseEnv();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
  const server = await createServer({ env, mounts: (context) => [appStaticMount(context)] });
  const { context } = server;
  if (env.MALL_SEED === 'demo') {
    await seedDemo(context);
  }
  const httpServer = serve({ fetch: server.app.fetch, port: env.PORT, hostname: env.HOST });
  const chat = attachChat(httpServer as Parameters<typeof attachChat>[0], context, {
    postgresUrl: env.DATABASE_URL,
  });
  const jobs = [startOrderJobs(context), startIdempotencyKeySweep(context)];
  httpServer.once('listening', () => {
    context.log.info('the mall is open', {
      url: `http://${env.HOST}:${env.PORT}`,
      database: context.dbKind,
      seed: env.MALL_SEED,
      operatorApi: Boolean(env.OPERATOR_TOKEN),
    });
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      return;
    }
    stopping = true;
    context.log.info('stopping', { signal });
    for (const job of jobs) {
      job.stop();
    }
    await chat.close();
    await new Promise<void>((resolve) => httpServer.close(() => resolve()));
    await server.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

await main();
