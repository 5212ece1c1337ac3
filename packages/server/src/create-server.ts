import { createServer as createNodeServer, type Server as NodeServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { loadJwtSecret } from './auth/jwt-secret';
import { createSmsSender } from './auth/sms-sender';
import { createChatPublisher } from './chat/chat-publisher';
import { type DatabaseHandle, type DatabaseTarget, openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import type { Env } from './env';
import { createHttpApp, missingHandlers, type RouteMount } from './http/app';
import { guestLane } from './http/guest-lane';
import { healthMount, type Readiness } from './http/health';
import { createLogger } from './observability/logger';
import { createMetrics } from './observability/metrics';
import { openApiMount } from './openapi/openapi';
import { operatorRoutes } from './operator/operator-routes';
import { allCallHandlers, allGuestReads, allOperatorActions } from './routes';
import { uploadFilesMount } from './routes/upload/upload.mounts';
import type { Logger, ServerContext } from './server-context';
import { queueStats } from './services/queue-stats.service';

/** What {@link createServer} may be given besides the environment (tests pass their own). */
export interface CreateServerOptions {
  env: Env;
  /** Where the data lives; default from `DATABASE_URL` / `DATA_DIR`. */
  database?: DatabaseTarget;
  now?: () => Date;
  /** Where log lines go; by default JSON lines on stdout at `LOG_LEVEL` (`observability/logger.ts`). */
  log?: Logger;
  /**
   * Whether the metrics include prom-client's process metrics (CPU, memory, event loop, GC), which
   * watch the whole process; by default when `METRICS_PORT` serves them.
   */
  processMetrics?: boolean;
  /** Extra routes (uploads, app files, documentation) mounted after the API. */
  mounts?: (server: ServerContext) => RouteMount[];
}

/** A server ready to answer: its context (database, clock, ...), its HTTP app and a way to stop. */
export interface MallServer {
  context: ServerContext;
  app: ReturnType<typeof createHttpApp>;
  database: DatabaseHandle;
  /** What `/ready` answers; `draining` once the process is asked to stop. */
  readiness: Readiness;
  /**
   * A node:http server (not yet listening) answering with the app, the guest reads through the
   * guest lane in front of it (`http/guest-lane.ts`); `hostname` names the server in request URLs
   * that come without a `Host` header.
   */
  nodeServer(hostname?: string): NodeServer;
  close(): Promise<void>;
}

/** The database the environment names. */
export function databaseTargetOf(env: Env): DatabaseTarget {
  return env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'pglite', dataDir: env.DATA_DIR };
}

/**
 * Opens and migrates the database, loads the signing secret and assembles the HTTP app with every
 * call of the contract and the operator API. Seeding and listening are the caller's.
 */
export async function createServer(options: CreateServerOptions): Promise<MallServer> {
  const { env } = options;
  if (env.SMS_SENDER === 'dev' && env.NODE_ENV === 'production') {
    throw new Error('SMS_SENDER=dev (codes only in the log) is refused with NODE_ENV=production');
  }
  const log = options.log ?? createLogger({ level: env.LOG_LEVEL });
  const sms = createSmsSender(env, log);
  const database = await openDatabase(options.database ?? databaseTargetOf(env));
  const now = options.now ?? (() => new Date());
  const metrics = createMetrics({
    pool: database.poolStats,
    queues: { read: () => queueStats(database.db), now },
    process: options.processMetrics ?? env.METRICS_PORT !== undefined,
  });
  await migrateToLatest(database.db as never);
  const jwtSecret = await loadJwtSecret(database.db, env.JWT_SECRET);
  const context: ServerContext = {
    env,
    db: database.db,
    dbKind: database.kind,
    listen: database.listen,
    jwtSecret,
    now,
    sms,
    chat: createChatPublisher(),
    publicUrl: (env.PUBLIC_URL ?? `http://${env.HOST}:${env.PORT}`).replace(/\/+$/, ''),
    log,
    metrics,
  };
  if (sms.name === 'off') {
    log.warn('no SMS sender: requests for SMS codes are refused (set SMS_SENDER)', { event: 'sms.off' });
  }
  const handlers = allCallHandlers();
  const missing = missingHandlers(handlers);
  if (missing.length > 0) {
    log.warn('calls without a handler answer 1003', { missing });
  }
  const readiness: Readiness = { draining: false };
  const guestReads = allGuestReads();
  const app = createHttpApp(
    context,
    handlers,
    [
      healthMount(context, readiness),
      operatorRoutes(context, allOperatorActions()),
      openApiMount(context),
      uploadFilesMount(context),
      ...(options.mounts?.(context) ?? []),
    ],
    guestReads,
  );
  return {
    context,
    app,
    database,
    readiness,
    nodeServer: (hostname) =>
      createNodeServer(guestLane(context, guestReads, getRequestListener(app.fetch, { hostname }))),
    close: () => database.close(),
  };
}
