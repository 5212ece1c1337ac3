import { sql } from 'kysely';
import type { ServerContext } from '../server-context';
import type { RouteMount } from './app';

/** Whether the process takes new work; set to draining when it is asked to stop. */
export interface Readiness {
  draining: boolean;
}

/**
 * `GET /health`: the process answers (liveness). `GET /ready`: it can serve — the database
 * answers and it is not draining (readiness); a load balancer stops sending it requests on 503.
 */
export function healthMount(server: ServerContext, readiness: Readiness): RouteMount {
  return (app) => {
    app.get('/health', (context) => context.json({ status: 'ok' }));
    app.get('/ready', async (context) => {
      if (readiness.draining) {
        return context.json({ status: 'draining' }, 503);
      }
      try {
        await sql`select 1`.execute(server.db);
      } catch {
        return context.json({ status: 'database unavailable' }, 503);
      }
      return context.json({ status: 'ready' });
    });
  };
}
